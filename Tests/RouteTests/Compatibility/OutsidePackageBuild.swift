import Foundation
import Testing

/// Builds a SwiftPM package that lives outside this one (under `Tests/OutsidePackages/`) with the `swift`
/// that runs the tests, the way a host app's developer builds theirs against a checkout of RouteKit.
enum OutsidePackageBuild {
    /// This checkout's root: three levels above this file (`Tests/RouteTests/Compatibility/`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `swift` driver on `PATH`, or `nil` when there is none (the build tests then skip).
    static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Why a build test is skipped.
    static let skipMessage: Comment = "no `swift` on PATH: the outside packages under Tests/OutsidePackages are not built"

    /// The result of one build.
    struct Outcome {
        /// `swift build`'s exit status.
        var status: Int32
        /// Its standard output and standard error, interleaved.
        var log: String

        /// The compiler's `error:` and `warning:` lines.
        var diagnostics: [String] {
            log.split(separator: "\n").map(String.init).filter { $0.contains("error:") || $0.contains("warning:") }
        }
    }

    /// Runs `swift build` on the package at `Tests/OutsidePackages/<name>`, with its build products under
    /// this checkout's `.build/outside-packages/<name>` so a clean clone builds it from nothing and the
    /// outer build's own directory is left alone.
    /// - Parameter name: the package's directory name under `Tests/OutsidePackages`.
    /// - Returns: the exit status and the build's output.
    /// - Throws: when `swift` cannot be started or the log cannot be read.
    static func build(_ name: String) throws -> Outcome {
        guard let swift else { return Outcome(status: -1, log: "no `swift` on PATH") }
        let package = repositoryRoot.appendingPathComponent("Tests/OutsidePackages/\(name)")
        let scratch = repositoryRoot.appendingPathComponent(".build/outside-packages/\(name)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let logURL = scratch.appendingPathComponent("build-log.txt")
        guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: logURL.path])
        }
        let log = try FileHandle(forWritingTo: logURL)
        defer { try? log.close() }
        let process = Process()
        process.executableURL = swift
        process.arguments = ["build", "--package-path", package.path, "--scratch-path", scratch.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, log: try String(contentsOf: logURL, encoding: .utf8))
    }
}
