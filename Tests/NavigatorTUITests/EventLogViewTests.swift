import SimulatedUIKit
import Simulator
import Testing
@testable import NavigatorTUI

/// Issue 17 item 3, the event log: a resizable share of the height (`{` `}`, zoom `z`), the rest of
/// long lines (`>` `<`), `g`/Home and `G`/End, `:filter`, windows named `compose[S2]`, and expected
/// outcomes not drawn as errors.
@Suite struct EventLogViewTests {
    private func model(size: TerminalSize = TerminalSize(width: 160, height: 48), log: [EventLogLine]? = nil) -> NavigatorModel {
        var snapshot = NavigatorFixtures.twoWindowsOneObscured
        if let log { snapshot.log = log }
        return NavigatorFixtures.model(snapshot, size: size)
    }

    private func press(_ model: inout NavigatorModel, _ keys: Key...) {
        for key in keys { _ = model.update(.key(key)) }
    }

    private func run(_ line: String, on model: inout NavigatorModel) {
        press(&model, .character(":"))
        for character in line { press(&model, .character(character)) }
        press(&model, .enter)
    }

    @Test func theLogTakesAThirdOfTheHeightAndGrowsShrinksAndZooms() {
        var model = model()
        #expect(model.layout.logLines.height == 15)  // 160x48: 45 rows between the bars, a third
        press(&model, .character("}"))
        #expect(model.layout.logLines.height == 18)
        press(&model, .character("{"), .character("{"))
        #expect(model.layout.logLines.height == 12)
        press(&model, .character("z"))
        #expect(model.layout.logLines.height == 45 - 1 - NavigatorLayout.minimumPaneHeight)
        #expect(model.layout.panes.allSatisfy { $0.frame.height >= NavigatorLayout.minimumPaneHeight })
        press(&model, .character("z"))
        #expect(model.layout.logLines.height == 12)
        for _ in 0..<20 { press(&model, .character("{")) }
        #expect(model.layout.logLines.height == 2)
        #expect(model.message?.text == "The event log is as short as it gets.")
        press(&model, .character("}"))
        #expect(model.layout.logLines.height == 5, "a press past the limit piles up no unseen rows")
    }

    @Test func longLinesScrollSideways() {
        let long = String(repeating: "a", count: 150) + "THE END"
        var model = model(size: TerminalSize(width: 80, height: 24), log: [EventLogLine(time: 1, level: .info, text: long)])
        #expect(!render(model, size: model.size).text.contains("THE END"))
        press(&model, .character(">"), .character(">"), .character(">"), .character(">"), .character(">"))
        let shifted = render(model, size: model.size).text
        #expect(shifted.contains("THE END"), "\(shifted)")
        #expect(shifted.contains("from column 101, < scrolls back"), "\(shifted)")
        for _ in 0..<6 { press(&model, .character("<")) }
        #expect(model.logView.column == 0)
    }

    @Test func homeAndEndJumpToTheOldestAndNewestLines() {
        let lines = (1...60).map { EventLogLine(time: Double($0), level: .info, text: "line \($0)") }
        var model = model(size: TerminalSize(width: 80, height: 24), log: lines)
        press(&model, .character("g"))
        #expect(render(model, size: model.size).text.contains("line 1\n") || render(model, size: model.size).text.contains("line 1 "))
        #expect(model.logScroll == 60 - model.layout.logLines.height)
        press(&model, .end)
        #expect(model.logScroll == 0)
        press(&model, .home)
        #expect(model.logScroll > 0)
        press(&model, .character("G"))
        #expect(model.logScroll == 0)
    }

    @Test func filterKeepsAWindowsAnIntentsOrALevelsLines() {
        let lines = [
            EventLogLine(time: 1, level: .callback, text: "main[S1]: sceneDidBecomeActive"),
            EventLogLine(time: 2, level: .info, text: "intent #1 warm url:notes://note/4 arrived in main[S1]"),
            EventLogLine(time: 3, level: .info, text: "intent #12 matched url:notes://note"),
            EventLogLine(time: 4, level: .callback, text: "compose[S2]: sceneDidBecomeActive"),
            EventLogLine(time: 5, level: .warning, text: "engine: something odd"),
        ]
        var model = model(log: lines)
        run("filter compose", on: &model)
        #expect(model.visibleLog.map(\.time) == [4])
        let frame = render(model, size: model.size).text
        #expect(frame.contains("filter compose: 1 of 5"), "\(frame)")
        run("filter #1", on: &model)
        #expect(model.visibleLog.map(\.time) == [2])
        run("filter warn", on: &model)
        #expect(model.visibleLog.map(\.time) == [5])
        run("filter main", on: &model)
        #expect(model.visibleLog.map(\.time) == [1, 2])
        run("filter", on: &model)
        #expect(model.visibleLog.count == 5)
    }

    @Test func windowsAreNamedWithTheirSessionInTheLog() {
        let names = ["S1": "main", "S2": "compose"]
        func line(_ message: String, session: String? = nil, level: ConsoleEntry.Level = .info, errorName: String? = nil) -> EventLogLine {
            NavigatorSnapshot.logLine(for: ConsoleEntry(time: 1, level: level, source: .engine, message: message,
                                                        errorName: errorName, sessionIdentifier: session), names: names)
        }
        #expect(line("S2: initial route Compose").text == "compose[S2]: initial route Compose")
        let callback = line("S2: sceneDidBecomeActive", session: "S2", level: .callback)
        #expect(callback.text == "compose[S2]: sceneDidBecomeActive")
        #expect(callback.window == "compose")
        // The window a line is about is the entry's typed session, whatever its text says.
        let tagged = line("restoration record not restored: payloadTooLarge", session: "S2")
        #expect(tagged.window == "compose")
        #expect(EventLogFilter.window("compose").keeps(tagged))
        #expect(!EventLogFilter.window("main").keeps(tagged))
        #expect(line("S1 mentioned but about no window").window == nil)
        #expect(line("intent #2 routingBehavior: preferExisting(compose) -> already in S2").text
                == "intent #2 routingBehavior: preferExisting(compose) -> already in compose[S2]")
        #expect(line("S3: not shown").text == "S3: not shown")
        // One severity model (docs/RULES.md R8): the engine logs a denial that stays queued as info, and
        // the navigator shows the console's level as it is; a host's navigation dropped while signed out
        // is an error here as in `expect errors`.
        #expect(line("intent #1 shouldExecute: executionDenied; stays queued until the next auth event").level == .info)
        #expect(line("executionDenied: S1: Vault requires sign-in; not shown", level: .error, errorName: "executionDenied").level == .error)
        #expect(line("unregisteredIntent: url:x", level: .error, errorName: "unregisteredIntent").level == .error)
    }

    @Test func thePaneTitleNamesTheWindowAsTheLogDoes() {
        let frame = render(model(), size: TerminalSize(width: 160, height: 48)).text
        #expect(frame.contains("compose[S2] ◆"), "\(frame)")
        #expect(frame.contains("main[S1] "), "\(frame)")
    }
}
