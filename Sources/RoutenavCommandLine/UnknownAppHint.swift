import Foundation
import Scenario

/// What `routenav run` adds when a scenario's `app` line names an app this program does not know: which package's executable runs it.
///
/// An app of your own is registered by its package's `main.swift`
/// (`Routenav.main(apps:)`), so the checkout's `routenav` cannot run it; that package's executable can.
///
/// Models no UIKit behaviour.
enum UnknownAppHint {
    /// The most folders looked at, from the scenario's own folder up.
    static let searchDepth = 8

    /// `; app myapp is run by the executable myapp of the package at /p: cd /p && swift run myapp run
    /// scenarios/a.scenario`, or a general hint when no package around the scenario builds an executable;
    /// empty when the error is not about the `app` line.
    /// - Parameters:
    ///   - error: the parse error.
    ///   - path: the scenario's path as given (`-` for standard input).
    /// - Returns: the text to append to the message.
    /// - Complexity: O(d) file reads for d ≤ ``searchDepth`` folders.
    static func note(for error: ScenarioParseError, scenarioPath path: String) -> String {
        guard error.expected.hasPrefix(AppChoice.expectedForms), !error.expected.contains("did you mean"), !error.found.contains(":") else {
            return ""
        }
        let name = error.found
        let general =
            "; an app of your own runs through its package's executable (swift run NAME in the package `routenav new NAME` wrote), not through routenav"
        guard path != "-" else { return general }
        let scenario = URL(fileURLWithPath: path).standardizedFileURL
        var folder = scenario.deletingLastPathComponent()
        for _ in 0..<searchDepth {
            let manifest = folder.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8) {
                let executables = executableNames(in: text)
                if let executable = executables.first(where: { $0 == name }) ?? executables.first {
                    let relative = String(scenario.path.dropFirst(folder.path.count).drop { $0 == "/" })
                    return "; app \(name) is run by the executable \(executable) of the package at \(folder.path): "
                        + "cd \(folder.path) && swift run \(executable) run \(relative)"
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return general
    }

    /// The names of `.executableTarget(name: "X"` and `.executable(name: "X"` in a package manifest, in order.
    static func executableNames(in manifest: String) -> [String] {
        var names: [String] = []
        for marker in [".executableTarget(", ".executable("] {
            var rest = Substring(manifest)
            while let found = rest.range(of: marker) {
                rest = rest[found.upperBound...]
                let head = rest.drop { $0 == " " || $0 == "\n" }
                guard head.hasPrefix("name:") else { continue }
                let value = head.dropFirst("name:".count).drop { $0 == " " }
                guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { continue }
                let name = String(value[value.index(after: value.startIndex)..<end])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
