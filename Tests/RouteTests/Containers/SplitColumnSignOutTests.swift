import DemoApps
import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// A split view's detail columns while signed out (R20): UIKit gives a column's root back when the
/// split view collapses or expands, and the engine takes a screen that requires sign-in out of it at once.
/// The manifest case (a receipt given back on expansion) is `Resources/Scenarios/manifest-split-sign-out.scenario`;
/// these cover a host that sets a protected screen itself as the secondary column's root.
@MainActor @Suite struct SplitColumnSignOutTests {
    /// The containers demo's `split` window, regular, with `Message(9)` (which requires sign-in) set by the
    /// host as the secondary column's root (UIKit wraps it in a navigation controller).
    static func splitWithProtectedSecondaryRoot() throws -> (Simulator, UIWindowScene, UISplitViewController) {
        let simulator = try ContainerRoutingTests.launched()
        try ContainerRoutingTests.open(simulator, "containers://item/2")
        let scene = try simulator.scene(Harness.name("split"))
        simulator.device.setHorizontalSizeClass(.regular, of: scene)
        let split = try ContainerRoutingTests.split(simulator)
        simulator.device.perform { split.setViewController(MessageViewController(messageID: "9"), for: .secondary) }
        #expect(try ContainerRoutingTests.column(simulator, .secondary) == ["Message(9)"])
        return (simulator, scene, split)
    }

    @Test("signed out, a protected root the collapse pushes back onto the primary is taken out at once")
    func collapseGivesBackNoProtectedRoot() throws {
        let (simulator, scene, split) = try Self.splitWithProtectedSecondaryRoot()
        try simulator.apply(.signOut)
        try simulator.apply(.wait(seconds: 1))
        #expect(try ContainerRoutingTests.column(simulator, .secondary) == [])
        #expect(try Harness.window(simulator, "split").overlay == .none)

        // Collapsing pushes the secondary column's root (its stack is empty) back onto the primary stack.
        simulator.device.setHorizontalSizeClass(.compact, of: scene)
        #expect(split.isCollapsed)
        #expect(simulator.signedOutScreenExposure() == [])
        #expect(try ContainerRoutingTests.column(simulator, .primary) == ["Items"])
        #expect(try Harness.window(simulator, "split").overlay == .none)

        // Expanding gives the root back to the secondary column: taken out again.
        simulator.device.setHorizontalSizeClass(.regular, of: scene)
        #expect(simulator.signedOutScreenExposure() == [])
        #expect(try ContainerRoutingTests.column(simulator, .secondary) == [])
        #expect(simulator.signedInRecords() == [])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test("signed in, the split view gives its columns back untouched")
    func signedInColumnsComeBack() throws {
        let (simulator, scene, _) = try Self.splitWithProtectedSecondaryRoot()
        simulator.device.setHorizontalSizeClass(.compact, of: scene)
        #expect(try ContainerRoutingTests.column(simulator, .primary) == ["Items", "Message(9)"])
        simulator.device.setHorizontalSizeClass(.regular, of: scene)
        #expect(try ContainerRoutingTests.column(simulator, .secondary) == ["Message(9)"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test("a split view delegate the host set still hears the collapse, the expansion and the top-column question")
    func hostDelegateStillHearsTheSplitView() throws {
        let app = TestApp()
        let recorder = SplitDelegateRecorder()
        app.rootContainer = { _ in
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UINavigationController(), for: .primary)
            split.setViewController(UINavigationController(), for: .secondary)
            split.delegate = recorder
            return split
        }
        // The window connects compact: the split view collapses once before the test changes its size.
        let simulator = try app.launched()
        let scene = try simulator.scene(Harness.name("main"))
        simulator.device.setHorizontalSizeClass(.regular, of: scene)
        simulator.device.setHorizontalSizeClass(.compact, of: scene)
        #expect(recorder.calls == ["top secondary", "collapse", "expand", "top secondary", "collapse"])
    }
}

/// A host's split view delegate that records what it hears.
@MainActor private final class SplitDelegateRecorder: UISplitViewControllerDelegate {
    var calls: [String] = []

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    {
        calls.append("top \(proposedTopColumn.name)")
        return proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("collapse") }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("expand") }
}
