import DemoApps
import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// Containers in the engine, through the `containers` demo: a `main` window whose root is a tab
/// bar controller (`Feed`, `Inbox`, `Profile`) and a `split` window whose root is a split view controller.
@MainActor @Suite struct ContainerRoutingTests {
    /// The `containers` demo launched (optionally with a link), its session loaded, the splash over.
    static func launched(url: String? = nil, auth: AuthOutcome = .signedIn, container: URL? = nil) throws -> Simulator {
        let simulator = try container.map { try RestorationEngineHarness.demo("containers", container: $0) } ?? Harness.notes("containers")
        try simulator.apply(.launch(LaunchPayload(urls: url.map { [$0] } ?? [])))
        try simulator.apply(.auth(auth))
        try simulator.apply(.wait(seconds: 1))
        return simulator
    }

    /// The root controller of a window's content (normal-level) window.
    static func root(_ simulator: Simulator, _ name: String) throws -> UIViewController? {
        try simulator.scene(Harness.name(name)).windows.first { $0.windowLevel == .normal }?.rootViewController
    }

    static func tabs(_ simulator: Simulator) throws -> UITabBarController {
        guard let tabs = try root(simulator, "main") as? UITabBarController else { throw Harness.SetupError(description: "main has no tab bar controller") }
        return tabs
    }

    static func split(_ simulator: Simulator) throws -> UISplitViewController {
        guard let split = try root(simulator, "split") as? UISplitViewController else { throw Harness.SetupError(description: "split has no split view controller") }
        return split
    }

    /// A split view column's stack, by screen name.
    static func column(_ simulator: Simulator, _ column: UISplitViewController.Column) throws -> [String] {
        let controller = try split(simulator).viewController(for: column)
        let stack = controller as? UINavigationController ?? controller?.navigationController
        return stack?.viewControllers.map(\.screenName) ?? []
    }

    /// Each tab's stack, by screen name.
    static func tabStacks(_ simulator: Simulator) throws -> [[String]] {
        try tabs(simulator).viewControllers?.map { (($0 as? UINavigationController)?.viewControllers ?? []).map(\.screenName) } ?? []
    }

    /// What a screen's button does: the route handle places `make()` animated, `times` times in one instant
    /// (the Simulator's `tap` finds the shown screen of a container once containers-uikit lands).
    static func push(_ simulator: Simulator, _ window: String, times: Int = 1, _ make: @escaping @MainActor () -> any RoutingViewControlling) throws {
        let handle = try Harness.handle(simulator, window)
        simulator.device.perform {
            for _ in 0..<times { handle.push(to: make(), animated: true) }
        }
    }

    static func open(_ simulator: Simulator, _ url: String) throws {
        try simulator.apply(.open(url: url, window: nil))
        try simulator.apply(.wait(seconds: 1))
    }

    @Test func eachTabStartsWithItsHome() throws {
        let simulator = try Self.launched()
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Inbox"], ["Profile"]])
        #expect(try Self.tabs(simulator).selectedIndex == 0)
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func aWarmLinkIntoAnotherTabSelectsItAndPushesThere() throws {
        let simulator = try Self.launched()
        try Self.open(simulator, "containers://message/2")
        #expect(try Self.tabs(simulator).selectedIndex == 1)
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Inbox", "Message(2)"], ["Profile"]])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func aColdLinkIntoAnotherTabSelectsItAndPushesThere() throws {
        let simulator = try Self.launched(url: "containers://message/2")
        #expect(try Self.tabs(simulator).selectedIndex == 1)
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Inbox", "Message(2)"], ["Profile"]])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func aWarmLinkSignedOutWaitsAndLandsInItsTabAfterSignIn() throws {
        let simulator = try Self.launched(auth: .signedOut)
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Welcome"], ["Welcome"]])
        try Self.open(simulator, "containers://message/2")
        #expect(try Self.tabs(simulator).selectedIndex == 0)
        #expect(try Harness.handle(simulator, "main").pendingIntents.count == 1)
        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 1))
        #expect(try Self.tabs(simulator).selectedIndex == 1)
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Inbox", "Message(2)"], ["Profile"]])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func aColdLinkSignedOutWaitsAndLandsInItsTabAfterSignIn() throws {
        let simulator = try Self.launched(url: "containers://message/2", auth: .signedOut)
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Welcome"], ["Welcome"]])
        #expect(try Harness.handle(simulator, "main").pendingIntents.count == 1)
        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 1))
        #expect(try Self.tabs(simulator).selectedIndex == 1)
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Inbox", "Message(2)"], ["Profile"]])
    }

    @Test func aGoIfNeededLinkGoesBackToTheScreenInItsTab() throws {
        let simulator = try Self.launched()
        try Self.open(simulator, "containers://message/1")
        try Self.push(simulator, "main") { MessageViewController(messageID: "2") }
        try simulator.apply(.wait(seconds: 1))
        #expect(try Self.tabStacks(simulator)[1] == ["Inbox", "Message(1)", "Message(2)"])
        simulator.device.perform { try? Self.tabs(simulator).selectedIndex = 0 }
        try Self.open(simulator, "containers://message/1")
        #expect(try Self.tabs(simulator).selectedIndex == 1)
        #expect(try Self.tabStacks(simulator)[1] == ["Inbox", "Message(1)"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func linksAndDoubleTapsDuringTransitionsGiveNoUIKitWarning() throws {
        let simulator = try Self.launched()
        try Self.push(simulator, "main", times: 2) { MessageViewController(messageID: "1") }
        try simulator.apply(.open(url: "containers://story/2", window: nil))
        try simulator.apply(.open(url: "containers://message/1", window: nil))
        try simulator.apply(.wait(seconds: 2))
        #expect(try Self.tabStacks(simulator) == [["Feed", "Story(2)"], ["Inbox", "Message(1)"], ["Profile"]])
        #expect(try Self.tabs(simulator).selectedIndex == 1)
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    /// R20 per container: a sign-out while another tab is selected leaves no protected screen in any tab,
    /// in the sign-out's own instant.
    @Test func signOutClearsProtectedScreensFromEveryTabInItsInstant() throws {
        let simulator = try Self.launched()
        try Self.open(simulator, "containers://message/2")
        simulator.device.perform { try? Self.tabs(simulator).selectedIndex = 0 }
        try simulator.apply(.signOut)
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Welcome"], ["Welcome"]])
        #expect(simulator.engine?.invariantViolations(isSignedIn: false) == [])
        #expect(try Self.tabs(simulator).selectedIndex == 0)
    }

    @Test func anItemLinkOnACollapsedSplitViewIsPushedOverTheList() throws {
        let simulator = try Self.launched()
        try Self.open(simulator, "containers://item/2")
        try simulator.apply(.wait(seconds: 1))
        #expect(try Self.split(simulator).isCollapsed)
        #expect(try Self.column(simulator, .primary) == ["Items", "Item(2)"])
        try Self.open(simulator, "containers://item/3")
        #expect(try Self.column(simulator, .primary) == ["Items", "Item(3)"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func anItemLinkOnAnExpandedSplitViewLandsInTheSecondaryColumn() throws {
        let simulator = try Self.launched()
        try Self.open(simulator, "containers://item/2")
        let scene = try simulator.scene(Harness.name("split"))
        simulator.device.setHorizontalSizeClass(.regular, of: scene)
        let split = try Self.split(simulator)
        #expect(!split.isCollapsed)
        #expect(try Self.column(simulator, .primary) == ["Items"])
        #expect(try Self.column(simulator, .secondary) == ["Item(2)"])
        try Self.open(simulator, "containers://item/3")
        #expect(try Self.column(simulator, .secondary) == ["Item(3)"])
        simulator.device.setHorizontalSizeClass(.compact, of: scene)
        #expect(split.isCollapsed)
        #expect(try Self.column(simulator, .primary) == ["Items", "Item(3)"])
        simulator.device.setHorizontalSizeClass(.regular, of: scene)
        #expect(try Self.column(simulator, .secondary) == ["Item(3)"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    /// R15 with containers: kill and relaunch restores the selected tab and each tab's restorable top.
    @Test func killAndRelaunchRestoresTheSelectedTabAndEachTabsTop() throws {
        let container = try RestorationEngineHarness.makeContainer()
        defer { RestorationEngineHarness.remove(container) }
        let simulator = try Self.launched(container: container)
        try Self.open(simulator, "containers://message/2")
        try Self.open(simulator, "containers://story/1")
        #expect(try Self.tabs(simulator).selectedIndex == 0)
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.kill)
        try simulator.apply(.relaunch)
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Self.tabs(simulator).selectedIndex == 0)
        #expect(try Self.tabStacks(simulator) == [["Feed", "Story(1)"], ["Inbox", "Message(2)"], ["Profile"]])
    }

    @Test func aSelectedTabWithoutRestorableTopIsRestoredFromAnotherTabsRecord() throws {
        let container = try RestorationEngineHarness.makeContainer()
        defer { RestorationEngineHarness.remove(container) }
        let simulator = try Self.launched(container: container)
        try Self.open(simulator, "containers://story/1")
        simulator.device.perform { try? Self.tabs(simulator).selectedIndex = 2 }
        try Self.push(simulator, "main") { SettingsViewController() }
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.kill)
        try simulator.apply(.relaunch)
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Self.tabs(simulator).selectedIndex == 2)
        #expect(try Self.tabStacks(simulator)[0] == ["Feed", "Story(1)"])
    }

    @Test func signOutRemovesTheContainerRecords() throws {
        let container = try RestorationEngineHarness.makeContainer()
        defer { RestorationEngineHarness.remove(container) }
        let simulator = try Self.launched(container: container)
        try Self.open(simulator, "containers://message/2")
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.signOut)
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.kill)
        try simulator.apply(.relaunch)
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Self.tabStacks(simulator) == [["Feed"], ["Inbox"], ["Profile"]])
    }
}
