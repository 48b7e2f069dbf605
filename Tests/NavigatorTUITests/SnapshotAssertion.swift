import Foundation
import Testing

/// Golden files in the swift-argument-parser style (CONTRIBUTING.md): `Snapshots/<name>.txt` beside
/// this file; `RECORD_SNAPSHOTS=1` re-records and that run fails; never re-record under `CI=true`;
/// a mismatch prints a line diff.
enum SnapshotAssertion {
    static func assertMatches(_ actual: String, named name: String, filePath: String = #filePath,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
        let environment = ProcessInfo.processInfo.environment
        let isCI = environment["CI"] == "true" || environment["CI"] == "1"
        let wantsRecord = environment["RECORD_SNAPSHOTS"] == "1"
        let contents = actual + "\n"

        if wantsRecord {
            if isCI {
                Issue.record("RECORD_SNAPSHOTS=1 is ignored under CI=true: snapshots are never re-recorded in CI.",
                             sourceLocation: sourceLocation)
            } else {
                write(contents, to: url, sourceLocation: sourceLocation)
                Issue.record("Recorded snapshot \(name).txt. Check it, then run again without RECORD_SNAPSHOTS=1.",
                             sourceLocation: sourceLocation)
                return
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            if isCI {
                Issue.record("Missing snapshot \(url.path); record it locally with RECORD_SNAPSHOTS=1.", sourceLocation: sourceLocation)
            } else {
                write(contents, to: url, sourceLocation: sourceLocation)
                Issue.record("No snapshot \(name).txt existed: recorded one. Check it, then run again.", sourceLocation: sourceLocation)
            }
            return
        }
        guard expected != contents else { return }
        let diff = lineDiff(expected: expected, actual: contents)
        Issue.record("Snapshot \(name).txt does not match (- expected, + actual):\n\(diff)", sourceLocation: sourceLocation)
    }

    /// A line diff: removed expected lines with `-`, inserted actual lines with `+`, numbered.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let element, _): lines.append(String(format: "-%3d |%@", offset + 1, element))
            case .insert(let offset, let element, _): lines.append(String(format: "+%3d |%@", offset + 1, element))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func write(_ contents: String, to url: URL, sourceLocation: SourceLocation) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("Cannot write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        }
    }
}
