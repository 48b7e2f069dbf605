import Foundation
import Testing

/// The package's root, found from this file (`Tests/RouteTests/Layering/…`).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
private let engineFolders = ["Sources/Route", "Sources/RouteInterface"].map { packageRoot.appendingPathComponent($0) }
private let engineSourcesReachable = engineFolders.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }

/// Issue 16, build 1: the engine sees only UIKit (README.md). `Route` and `RouteInterface` say
/// `import UIKit` as on a device (here the `UIKit` module re-exports the simulated one) and never name the
/// simulator: not its module, its device, clock or console, the `Simulator` module's types or the
/// simulated auth session. A new engine file that says `import SimulatedUIKit` fails this test: write
/// `import UIKit`. Time, logging and application
/// requests reach the engine through `RouteScheduler`, `RouteLogSink` and `UIApplication.shared`.
@Suite("The engine sees only UIKit")
struct EngineSeesOnlyUIKitTests {
    @Test("no file of Route or RouteInterface names a simulator type",
          .enabled(if: engineSourcesReachable, "Sources/Route is not reachable from the test bundle: layering check skipped"))
    func engineNamesNoSimulatorType() throws {
        let banned = try simulatorTypeNames()
        #expect(banned.contains("SimulatedDevice") && banned.contains("VirtualClock") && banned.contains("Simulator"),
                "the list of simulator types was not found")
        var found: [String] = []
        for file in try swiftFiles(in: engineFolders) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for word in identifiers(in: line) where banned.contains(word) || word.hasPrefix("Simulated") {
                    found.append("\(file.lastPathComponent):\(number + 1): \(word)")
                }
            }
        }
        #expect(found.isEmpty, "the engine names the simulator:\n\(found.joined(separator: "\n"))")
    }

    @Test("no file of Route or RouteInterface, DocC articles included, says Simulated or VirtualClock",
          .enabled(if: engineSourcesReachable, "Sources/Route is not reachable from the test bundle: layering check skipped"))
    func engineFolderGrepFindsNothing() throws {
        // Issue 16's acceptance grep, over every file (articles tell a host about UIKit, not the simulator).
        var found: [String] = []
        var searched = 0
        for folder in engineFolders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where ["swift", "md"].contains(file.pathExtension) {
                searched += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("Simulated") || line.contains("VirtualClock") {
                    found.append("\(file.lastPathComponent):\(number + 1): \(line)")
                }
            }
        }
        #expect(searched > 50, "the engine's files were not found")
        #expect(found.isEmpty, "the engine's folders name the simulator:\n\(found.joined(separator: "\n"))")
    }

    @Test("the check finds a simulator type where one is named")
    func checkFindsSimulatorNames() {
        #expect(identifiers(in: "let now = SimulatedDevice.current?.clock.now").contains("SimulatedDevice"))
        #expect(identifiers(in: "var clock: VirtualClock?").contains("VirtualClock"))
        #expect(identifiers(in: "import SimulatedUIKit").contains { $0.hasPrefix("Simulated") })
        #expect(!identifiers(in: "import UIKit").contains { $0.hasPrefix("Simulated") })
        #expect(!identifiers(in: "UIApplication.shared.supportsMultipleScenes").contains { $0.hasPrefix("Simulated") })
    }

    /// Every type the simulator declares: all of `Simulator`'s and `AuthSession`'s, and the simulated
    /// UIKit's device, clock and console (its UIKit-named types are the engine's UIKit).
    private func simulatorTypeNames() throws -> Set<String> {
        var names: Set<String> = ["Simulator", "VirtualClock", "SimulatedDevice", "SimulatedConsole"]
        let folders = ["Sources/Simulator", "Sources/AuthSession"].map { packageRoot.appendingPathComponent($0) }
        // Top-level declarations only (a nested `Key` or `State` is no simulator type of its own).
        let declaration = /^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|open)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)/
            .anchorsMatchLineEndings()
        for file in try swiftFiles(in: folders) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) { names.insert(String(match.1)) }
        }
        let uikitFolder = packageRoot.appendingPathComponent("Sources/SimulatedUIKit")
        for file in try swiftFiles(in: [uikitFolder]) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) where match.1.hasPrefix("Simulated") || match.1.hasPrefix("VirtualClock") {
                names.insert(String(match.1))
            }
        }
        return names
    }
}

/// The words of a line of Swift that can name a type.
private func identifiers(in line: Substring) -> [String] {
    line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
}

private func identifiers(in line: String) -> [String] {
    identifiers(in: Substring(line))
}

/// The `.swift` files under `folders`, recursively, sorted.
private func swiftFiles(in folders: [URL]) throws -> [URL] {
    var files: [URL] = []
    for folder in folders {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
        for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
}
