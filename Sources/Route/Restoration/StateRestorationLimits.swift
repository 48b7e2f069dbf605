/// The size and name limits both restoration stores keep (R15).
///
/// Sizes are measured on the *encoded* record, the bytes that reach the disk (a binary property list,
/// see ``FileStateRestorationStorage``), so the limits mean the same thing for every store.
public enum StateRestorationLimits {
    /// Above this many bytes (100 KiB) a record is still written, and reported as the
    /// ``RouteInterface/StateRestorationError/payloadTooLarge(bytes:)`` warning (R15).
    public static let warningThreshold = 102_400

    /// Above this many bytes (4 MiB) a record is refused with ``RouteInterface/StateRestorationError/payloadRefused(bytes:)``
    /// and the previous record is kept; a stored file larger than this is never read (R15).
    public static let refusalThreshold = 4_194_304

    /// The longest encoded session identifier, in bytes: the file-name stem before `.plist`.
    ///
    /// Longer identifiers are refused by ``RouteInterface/StateRestorableStorage/save(_:for:)`` (R15).
    public static let maximumEncodedIdentifierLength = 200
}
