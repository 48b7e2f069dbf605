import DemoApps
import Foundation
import Scenario
import Simulator
import Testing

/// The container steps, expectations and snapshots on a plain UIKit app with a tab bar whose
/// third tab is a split view.
@MainActor
@Suite("Container steps and expectations")
struct ContainerStepTests {
    private let main = WindowName(identity: "main")

    private func mismatch(_ line: String, in simulator: Simulator) throws -> String? {
        let script = try ScenarioParser.parse(line, fileName: "t.scenario")
        guard case .expect(let expectation)? = script.steps.first?.step else {
            Issue.record("not an expectation: \(line)")
            return nil
        }
        return ExpectationChecker(simulator: simulator).mismatch(expectation)
    }

    @Test func theWindowShowsTheSelectedTabsStackAndItsTabs() throws {
        let simulator = try ContainerProbeApp.launched()
        let window = try simulator.window(main)
        #expect(window.stack.names == ["Inbox"])
        #expect(try mismatch("expect main tabs Inbox* Search Library", in: simulator) == nil)
        #expect(try mismatch("expect main tabs Inbox Search* Library", in: simulator)
            == "expected main tabs Inbox Search* Library, got Inbox* Search Library")
    }

    @Test func selectSwitchesTabsAndTapAndBackActOnTheVisibleTab() throws {
        let simulator = try ContainerProbeApp.launched()
        try simulator.apply(.tap(main, title: "Open Message", count: 1))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.select(main, tab: "Search"))
        #expect(try simulator.window(main).stack.names == ["Search"])
        #expect(try mismatch("expect main tab Inbox stack Inbox > Message", in: simulator) == nil)
        #expect(try mismatch("expect main tab Inbox stack Inbox", in: simulator)
            == "expected main tab Inbox stack Inbox, got Inbox > Message")
        try simulator.apply(.select(main, tab: "Inbox"))
        try simulator.apply(.back(main))
        try simulator.apply(.wait(seconds: 1))
        #expect(try simulator.window(main).stack.names == ["Inbox"])
        #expect(throws: SimulationError.noTab(title: "Mail", tabs: ["Inbox", "Search", "Library"])) {
            try simulator.apply(.select(main, tab: "Mail"))
        }
    }

    @Test func theSizeStepCollapsesAndExpandsTheSplitTab() throws {
        let simulator = try ContainerProbeApp.launched()
        try simulator.apply(.select(main, tab: "Library"))
        #expect(try mismatch("expect main split collapsed", in: simulator) == nil)
        #expect(try mismatch("expect main column primary stack Sidebar > Detail", in: simulator) == nil)
        #expect(try mismatch("expect main column secondary stack none", in: simulator) == nil)
        try simulator.apply(.size(main, .regular))
        #expect(try simulator.window(main).sizeClass == .regular)
        #expect(try mismatch("expect main split collapsed", in: simulator) == "expected main split collapsed, got expanded")
        #expect(try mismatch("expect main column secondary stack Detail > Reply", in: simulator)
            == "expected main column secondary stack Detail > Reply, got Detail")
        // Expanded, the sidebar's button is reachable after the detail's.
        #expect(try simulator.window(main).actions == ["Open Reply", "Open Detail"])
        try simulator.apply(.tap(main, title: "Open Reply", count: 1))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.size(main, .compact))
        #expect(try mismatch("expect main column primary stack Sidebar > Detail > Reply", in: simulator) == nil)
        #expect(try simulator.window(main).stack.names == ["Sidebar", "Detail", "Reply"])
        #expect(simulator.device.invariantViolations().isEmpty)
    }

    @Test func containerExpectationsOnAWindowWithoutContainersSaySo() throws {
        let simulator = Simulator(app: try #require(DemoAppCatalog.app(named: "bare")))
        try simulator.apply(.launch(LaunchPayload()))
        #expect(try mismatch("expect main tabs Home*", in: simulator) == "expected main tabs Home*, got no tab bar")
        #expect(try mismatch("expect main split expanded", in: simulator) == "expected main split expanded, got no split view")
        #expect(try mismatch("expect main column primary stack Home", in: simulator)
            == "expected main column primary stack Home, got no split view")
    }

    /// Found by the monkey: the split window's sidebar, put in its column by the host before the initial
    /// route, took taps through the launch splash, and the initial route then replaced its stack mid-push
    /// (UIKit's "while an existing transition" warning). The splash's window takes the touch, as in UIKit.
    @Test func theSplashCoversWhatTheHostPutInItsColumns() throws {
        let simulator = Simulator(app: try #require(DemoAppCatalog.app(named: "containers")))
        let split = WindowName(identity: "split")
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.newWindow(scene: "split"))
        #expect(try simulator.window(split).stack.names == ["Items"])
        #expect(try simulator.window(split).actions.isEmpty)
        #expect(throws: SimulationError.self) { try simulator.apply(.tap(split, title: "Open item 3", count: 1)) }
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(try simulator.window(split).actions.contains("Open item 3"))
    }

    @Test func theContainerLinesOfTheTranscript() throws {
        let simulator = try ContainerProbeApp.launched()
        let container = try #require(try simulator.window(main).container)
        #expect(container.transcriptLines() == [
            "tabs=Inbox* Search Library",
            "tab Inbox: stack=Inbox",
            "tab Search: stack=Search",
            "tab Library: split=collapsed",
            "tab Library column primary: stack=Sidebar > Detail",
            "tab Library column secondary (hidden): stack=-",
        ])
    }
}
