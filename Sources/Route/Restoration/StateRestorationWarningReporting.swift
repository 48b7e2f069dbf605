import RouteInterface

/// A restoration store that can report warnings: problems that do not fail the operation in progress
/// (R15).
///
/// ``RouteInterface/StateRestorableStorage/save(_:for:)`` can throw only one error, yet a record over 100 KiB must be
/// written *and* reported. Stores that adopt this protocol call ``onWarning`` synchronously, before the
/// operation returns, once per warning. The engine sets it once and forwards each warning to
/// ``RouteInterface/StateRestorationConfigurable/restorationStorageExecution(for:didFailedWith:)``.
///
/// Warnings a store sends:
/// - ``RouteInterface/StateRestorationError/payloadTooLarge(bytes:)`` from `save`, after the record was written.
/// - ``RouteInterface/StateRestorationError/storageFailure(underlying:)`` from `load`, when an unreadable record could
///   not be set aside (the read error itself is thrown as usual).
@MainActor public protocol StateRestorationWarningReporting: AnyObject {
    /// Called once per warning, before the store operation that raised it returns.
    ///
    /// - Parameters:
    ///   - warning: the ``RouteInterface/StateRestorationError`` (never thrown as well).
    ///   - sessionIdentifier: the scene session's persistent identifier the operation was for.
    var onWarning: (@MainActor (_ warning: StateRestorationError, _ sessionIdentifier: String) -> Void)? { get set }
}
