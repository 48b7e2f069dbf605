import Foundation
import RouteInterface
import Scenario
import Testing

/// Issue 16: the scenario language's reference (`docs/SCENARIOS.md`) and the intents article of the
/// DocC catalog describe every verb and every kind of intent. The lists come from the enums, so a new
/// verb or kind fails here until the documentation has it: the docs are the one place no `switch` reaches.
@Suite("The docs describe every verb and every kind of intent")
struct ScenarioDocsVocabularyTests {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first cells of the reference's table rows: `` `open U [in W]` `` (a `\|` inside a cell is not its end).
    private func firstCells(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            String(line.dropFirst(2)).components(separatedBy: " | ").first ?? ""
        }
    }

    @Test("docs/SCENARIOS.md has a row for every verb")
    func everyVerbHasARow() throws {
        let cells = firstCells(try text("docs/SCENARIOS.md"))
        for verb in ScenarioVerb.allCases {
            #expect(cells.contains { $0.contains("`\(verb.rawValue) ") || $0.contains("`\(verb.rawValue)`") }, "no row for \(verb.rawValue)")
        }
    }

    @Test("docs/SCENARIOS.md spells every kind of intent in launch and in expect W pending")
    func everyKindIsSpelled() throws {
        let cells = firstCells(try text("docs/SCENARIOS.md"))
        let launch = cells.first { $0.hasPrefix("`launch ") } ?? ""
        let pending = cells.first { $0.contains("pending") } ?? ""
        for kind in SceneIntent.Kind.allCases {
            #expect(launch.contains("[\(kind.launchWord.rawValue) "), "launch row lacks \(kind.launchWord.rawValue)")
            #expect(pending.contains(" \(kind.rawValue):"), "pending row lacks \(kind.rawValue):")
        }
        for word in LaunchWord.allCases { #expect(launch.contains("[\(word.rawValue) "), "launch row lacks \(word.rawValue)") }
    }

    @Test("the DocC intents article names every kind's scenario spelling")
    func intentsArticleNamesEveryKind() throws {
        let article = try text("Sources/RouteInterface/RouteInterface.docc/Intents.md")
        for kind in SceneIntent.Kind.allCases {
            #expect(article.contains("`\(kind.rawValue):"), "Intents.md does not spell \(kind.rawValue):")
        }
    }
}
