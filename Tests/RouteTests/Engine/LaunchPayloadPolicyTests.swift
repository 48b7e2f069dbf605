import Foundation
import RouteInterface
import Simulator
import Testing

/// Issue 13 item 6: a configurator chooses which payloads of a cold launch that carries several are
/// queued (R18); the rest are reported as dropped, once each, and never routed.
@MainActor @Suite struct LaunchPayloadPolicyTests {
    private let allThree = LaunchPayload(
        urls: ["notes://note/1"],
        activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "2")])],
        shortcut: "new-note")

    /// Launches `app` with `payload`, signs in and lets the queue run; returns the simulator.
    private func launch(_ app: TestApp, _ payload: LaunchPayload) throws -> Simulator {
        let simulator = app.simulator()
        try simulator.apply(.launch(payload))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 2))
        return simulator
    }

    private func dropped(_ simulator: Simulator) -> [String] {
        simulator.warnings.filter { $0.contains("launch payload dropped") }
    }

    @Test func allKeepsEveryPayloadInR18OrderAndDropsNone() throws {
        let app = TestApp()
        let simulator = try launch(app, allThree)
        #expect(app.executions == ["main url:notes://note/1", "main activity:com.notes.viewing", "main shortcut:new-note"])
        #expect(dropped(simulator).isEmpty)
    }

    @Test func firstKindPresentKeepsOnlyTheURLAndReportsTheOthersDropped() throws {
        let app = TestApp()
        app.launchPayloadPolicy = .firstKindPresent
        let simulator = try launch(app, allThree)
        #expect(app.executions == ["main url:notes://note/1"])
        #expect(dropped(simulator).count == 2)
        #expect(dropped(simulator).first?.contains("activity:com.notes.viewing (launchPayloadPolicy firstKindPresent keeps url") == true)
        // Without the URL, the activity is the first kind present.
        let other = TestApp()
        other.launchPayloadPolicy = .firstKindPresent
        let second = try launch(other, LaunchPayload(urls: [], activities: allThree.activities, shortcut: "new-note"))
        #expect(other.executions == ["main activity:com.notes.viewing"])
        #expect(dropped(second).count == 1)
    }

    @Test func precedenceChoosesTheKindAndDropsKindsItLeavesOut() throws {
        let app = TestApp()
        app.launchPayloadPolicy = .precedence([.userActivity, .url])
        let simulator = try launch(app, allThree)
        // Wikipedia's order: the activity wins; the URL and the shortcut (not listed) are dropped.
        #expect(app.executions == ["main activity:com.notes.viewing"])
        #expect(dropped(simulator).count == 2)
        // A lone shortcut the list leaves out is dropped too.
        let lone = TestApp()
        lone.launchPayloadPolicy = .precedence([.url])
        let third = try launch(lone, LaunchPayload(shortcut: "new-note"))
        #expect(lone.executions.isEmpty)
        #expect(dropped(third).count == 1)
    }

    @Test func policyKeptKinds() {
        let present: Set<LaunchPayloadKind> = [.userActivity, .shortcut]
        #expect(LaunchPayloadPolicy.all.keptKinds(of: present) == present)
        #expect(LaunchPayloadPolicy.firstKindPresent.keptKinds(of: present) == [.userActivity])
        #expect(LaunchPayloadPolicy.precedence([.shortcut, .url]).keptKinds(of: present) == [.shortcut])
        #expect(LaunchPayloadPolicy.precedence([.url]).keptKinds(of: present).isEmpty)
    }
}
