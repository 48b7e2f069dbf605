import Foundation
import Glibc

extension ScenarioFileWriter {
    /// An output file's directory, opened once when the path is first checked (`--record` and `--junit`
    /// at startup, `:save` at its first write) and held open until the last write into it.
    ///
    /// Every later write names its files relative to this descriptor (`openat`, `linkat`, `renameat`),
    /// so a directory swapped for a symbolic link after startup cannot redirect the file written at
    /// quit, at SIGHUP or when the run ends (the README: `:save`, `--record` and `--junit` cannot be redirected).
    ///
    /// Models no UIKit behaviour. The descriptor is closed when the last reference goes away.
    public final class HeldDirectory: Sendable {
        /// The directory as the user named it (a symbolic link in the path, like a shell's, was followed
        /// once, when it was opened).
        public let url: URL
        /// The `O_PATH` descriptor; immutable, and closed only in `deinit`, when no write can use it.
        let descriptor: Int32

        private init(url: URL, descriptor: Int32) {
            self.url = url
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }

        /// Opens the directory of `file` and holds it.
        ///
        /// - Parameters:
        ///   - file: the output file's URL; its directory is opened.
        ///   - path: the path as the user gave it, for messages.
        /// - Returns: the held directory.
        /// - Throws: ``Refusal/unwritableDirectory(path:problem:)``: `there is no directory /a/b`, `/a/b is
        ///   a regular file, not a directory`, or the system's reason.
        public static func open(containing file: URL, shownAs path: String) throws(Refusal) -> HeldDirectory {
            let directory = file.deletingLastPathComponent()
            return HeldDirectory(url: directory, descriptor: try openDirectory(directory, shownAs: path))
        }
    }
}
