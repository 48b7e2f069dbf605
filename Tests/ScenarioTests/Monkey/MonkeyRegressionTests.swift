import Foundation
import Scenario
import Testing

/// Every bug the monkey found while it was built, as the minimal scenario it printed (with the
/// expectations the fix makes true): each must now run clean under the monkey's checks and under
/// `routenav run`'s runner.
@Suite("Monkey regressions")
struct MonkeyRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }.sorted()
    }

    @Test("the regressions folder holds scenarios, each naming its rule")
    func present() throws {
        #expect(!Self.files.isEmpty)
        for name in Self.files {
            let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("# R") || text.hasPrefix("# U") || text.hasPrefix("# §"), "\(name) must start with a comment naming the rule")
        }
    }

    @Test("each regression scenario runs clean under the monkey's checks and the runner", arguments: MonkeyRegressionTests.files)
    @MainActor func replay(name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let script = try ScenarioParser.parse(Data(contentsOf: url), fileName: name)
        let outcome = MonkeyReplay.run(script, baseDirectory: Self.directory)
        #expect(outcome == .clean, "\(name): \(outcome)")
        let container = MonkeyContainerBase.preferred.appendingPathComponent("routenav-regression-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        defer { try? FileManager.default.removeItem(at: container) }
        let run = ScenarioRunner(containerURL: container, baseDirectory: Self.directory).run(script)
        #expect(run.status == .success, "\(name): \(run.failure ?? "")")
    }
}
