import Foundation

/// Finds the `routenav` executable that `swift build` put beside the test bundle.
enum RoutenavBinary {
    /// The directories searched: the test executable's own directory (`CommandLine.arguments[0]`), the
    /// main bundle's directory and its parent. After `swift build`, `routenav` sits in the same
    /// `.build/<triple>/debug` directory as the test bundle.
    static var searchedDirectories: [URL] {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
        let bundle = Bundle.main.bundleURL.standardizedFileURL
        var directories: [URL] = []
        for candidate in [executable.deletingLastPathComponent(), bundle, bundle.deletingLastPathComponent()]
        where !directories.contains(candidate) {
            directories.append(candidate)
        }
        return directories
    }

    /// The executable, or `nil` when no searched directory holds one.
    static func locate() -> URL? {
        searchedDirectories.lazy
            .map { $0.appendingPathComponent("routenav", isDirectory: false) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Why the executable could not be found, and what to do about it.
    static var missingMessage: String {
        "routenav was not found next to the test bundle (looked in "
            + searchedDirectories.map(\.path).joined(separator: ", ")
            + "): run `swift build` (with the same --scratch-path) before `swift test`; `make test` does this"
    }

    /// Runs a program to its end; its standard input is empty and its standard output discarded.
    /// - Parameters:
    ///   - program: the executable.
    ///   - arguments: its arguments.
    /// - Returns: the exit status and what it wrote on standard error.
    static func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, standardError: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
