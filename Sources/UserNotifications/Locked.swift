import Foundation

/// A value reached only under a lock: the storage of UserNotifications' classes, which the SDK declares
/// `Sendable` although some of their values (user info, the delegate) are not.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is private and read or written only inside `withLock`, under `lock`,
    // so no two threads ever touch it at once.
    private var value: Value
    private let lock = NSLock()

    /// Creates storage holding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, under the lock.
    package func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
