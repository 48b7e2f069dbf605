import Foundation

/// Reads scenario files for `routenav run` and the navigator's `--replay`, with one size limit
/// (``ScenarioParser/maximumFileSize``) and one refusal of what is not a regular file.
public enum ScenarioFileReader {
    /// The file name messages use for standard input (`routenav run -`).
    public static let standardInputName = "<stdin>"

    /// The file name messages use for a scenario path: the path as given, or ``standardInputName`` for `-`.
    ///
    /// Control characters in it, line feeds included, are escaped (``ControlCharacterEscaping``), so that
    /// a file named `evil⏎ok.scenario:9:9: forged` cannot print a line of its own.
    ///
    /// - Parameter path: a scenario path as given or as a folder expanded to.
    /// - Returns: the name for messages.
    public static func displayName(of path: String) -> String {
        path == "-" ? standardInputName : ControlCharacterEscaping.escaped(path)
    }

    /// Reads a descriptor to its end, refusing more than `limit` bytes.
    /// - Parameters:
    ///   - descriptor: an open descriptor (blocking).
    ///   - limit: the most bytes accepted.
    ///   - name: how messages name the source (`standard input`, a path).
    /// - Returns: the bytes, or a message saying the input is too large or unreadable.
    static func readAll(_ descriptor: Int32, limit: Int, name: String) -> Result<Data, UsageError> {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(data) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(UsageError("cannot read \(name): \(String(cString: strerror(errno)))"))
            }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                return .failure(UsageError("\(name) is over the \(limit)-byte limit for a scenario"))
            }
        }
    }

    /// Reads a scenario's bytes: the file, or standard input for `-`.
    ///
    /// The file is opened without blocking and examined through its descriptor before a byte is read, so
    /// a FIFO, device (`/dev/zero`) or directory is refused as not a regular file — also one swapped in
    /// after a check by name.
    /// - Parameters:
    ///   - path: the scenario's path as given, or `-`.
    ///   - shown: how messages name the file (default: the path as `routenav run` shows it).
    /// - Returns: the bytes, or a message naming the file and what went wrong.
    public static func read(_ path: String, shownAs shown: String? = nil) -> Result<Data, UsageError> {
        if path == "-" {
            return readAll(0, limit: ScenarioParser.maximumFileSize, name: "standard input")
        }
        let name = shown ?? displayName(of: path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT, path.contains("\u{FFFD}") {
                // The name's bytes were not UTF-8: the command line shows each bad byte as U+FFFD, a name
                // no file has, so "no such file" would send the user looking for a typo.
                return .failure(
                    UsageError(
                        "cannot read \(name): the file name is not valid UTF-8 (each \u{FFFD} stands for a byte that is not), "
                            + "so routenav cannot name it; rename the file, or pass it on standard input: routenav run - < FILE"))
            }
            if code == ENOENT { return .failure(UsageError("cannot read \(name): no such file")) }
            if code == ENXIO, let kind = FileKind.of(path, followingLinks: true) {
                return .failure(UsageError("cannot read \(name): it is \(kind), not a regular file"))
            }
            return .failure(UsageError("cannot read \(name): \(String(cString: strerror(code)))"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(UsageError("cannot read \(name): \(String(cString: strerror(errno)))"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = FileKind.of(path, followingLinks: true) ?? .other
            if kind == .directory { return .failure(UsageError("cannot read \(name): it is a directory")) }
            switch kind {
            case .regularFile, .other: return .failure(UsageError("cannot read \(name): it is not a regular file"))
            default: return .failure(UsageError("cannot read \(name): it is \(kind), not a regular file"))
            }
        }
        if Int64(info.st_size) > Int64(ScenarioParser.maximumFileSize) {
            return .failure(UsageError("cannot read \(name): \(info.st_size) bytes is over the \(ScenarioParser.maximumFileSize)-byte limit for a scenario"))
        }
        // A regular file never blocks; reading it in blocking mode avoids spurious EAGAIN.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return readAll(descriptor, limit: ScenarioParser.maximumFileSize, name: name)
    }
}
