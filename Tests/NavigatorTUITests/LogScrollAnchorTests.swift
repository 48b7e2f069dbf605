import Testing
@testable import NavigatorTUI

/// A scrolled-up event log keeps the lines being read in place while new lines arrive.
@MainActor @Suite struct LogScrollAnchorTests {
    private func snapshot(lines: Int) -> NavigatorSnapshot {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.log = (0..<lines).map { EventLogLine(time: Double($0), level: .info, text: "line \($0)") }
        snapshot.logLineTotal = lines
        return snapshot
    }

    @Test func newLinesDoNotMoveAScrolledLog() {
        var model = NavigatorFixtures.model(snapshot(lines: 60))
        _ = model.update(.key(.pageUp))
        let scroll = model.logScroll
        #expect(scroll > 0)
        let size = TerminalSize(width: 80, height: 24)
        let before = render(model, size: size).text.split(separator: "\n").filter { $0.contains("line ") }
        _ = model.update(.snapshot(snapshot(lines: 63)))
        #expect(model.logScroll == scroll + 3)
        let after = render(model, size: size).text.split(separator: "\n").filter { $0.contains("line ") }
        #expect(after == before)
    }

    @Test func aLogFollowingTheNewestKeepsFollowing() {
        var model = NavigatorFixtures.model(snapshot(lines: 60))
        _ = model.update(.snapshot(snapshot(lines: 63)))
        #expect(model.logScroll == 0)
    }

    @Test func theBoundedLogStillAnchorsWhenOldLinesFallOff() {
        var full = snapshot(lines: 10)
        full.log = (0..<NavigatorSnapshot.logLimit).map { EventLogLine(time: Double($0), level: .info, text: "line \($0)") }
        full.logLineTotal = 1000
        var model = NavigatorFixtures.model(full)
        _ = model.update(.key(.pageUp))
        let scroll = model.logScroll
        var next = full
        next.log = (5..<(NavigatorSnapshot.logLimit + 5)).map { EventLogLine(time: Double($0), level: .info, text: "line \($0)") }
        next.logLineTotal = 1005
        _ = model.update(.snapshot(next))
        #expect(model.logScroll == scroll + 5)
    }
}
