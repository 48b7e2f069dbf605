import Foundation

/// routenav's standard output, written unbuffered with `write(2)` so that a failed write (a full disk,
/// `> /dev/full`) is seen and reported instead of passing for success, as it did through `print`'s buffer.
@MainActor enum StandardOutput {
    /// Why a write failed (`strerror`), once one has; later writes are skipped.
    private(set) static var failure: String?

    /// Writes all of `text`, retrying after a signal and after a partial write.
    /// - Parameter text: the text, written as UTF-8.
    static func write(_ text: String) {
        guard failure == nil else { return }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            offset += written
        }
    }
}
