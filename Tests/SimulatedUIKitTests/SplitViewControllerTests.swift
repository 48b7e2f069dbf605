import Foundation
import Testing
@testable import SimulatedUIKit

/// Records a split view controller delegate's calls and answers the top column for collapsing.
@MainActor
private final class SplitDelegateRecorder: UISplitViewControllerDelegate {
    var topColumn: UISplitViewController.Column?
    var calls: [String] = []

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        calls.append("topColumn proposed \(proposedTopColumn.name)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
}

/// Records the trait changes a view controller hears.
@MainActor
private final class TraitRecordingViewController: UIViewController {
    var changes: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append("\(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1)->\(traitCollection.horizontalSizeClass.rawValue)")
    }
}

/// `UISplitViewController` (column style) as UIKit has it: columns, collapse onto the primary navigation
/// controller in a compact window, expansion back, `show(_:)` and its traps.
@MainActor
@Suite("Split view controller")
struct SplitViewControllerTests {
    /// A launched test device whose window shows a double-column split view: `Sidebar` beside `Detail`.
    private func split(sizeClass: UIUserInterfaceSizeClass, delegate: (any UISplitViewControllerDelegate)? = nil,
                       style: UISplitViewController.Style = .doubleColumn) throws -> (TestDevice, UISplitViewController) {
        let app = try TestDevice().launched()
        let scene = try app.scene("S1")
        app.device.setHorizontalSizeClass(sizeClass, of: scene)
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        split.setViewController(TitledViewController("Sidebar"), for: .primary)
        if style == .tripleColumn { split.setViewController(TitledViewController("List"), for: .supplementary) }
        split.setViewController(TitledViewController("Detail"), for: .secondary)
        try app.device.perform { try app.window("S1").rootViewController = split }
        return (app, split)
    }

    private func stack(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> [String] {
        names(split.viewController(for: column)?.navigationController)
    }

    @Test func aWindowIsCompactUnlessChanged() throws {
        let app = try TestDevice().launched()
        #expect(try app.scene("S1").traitCollection.horizontalSizeClass == .compact)
        #expect(try app.navigation("S1").traitCollection.horizontalSizeClass == .compact)
        #expect(UIViewController().traitCollection.horizontalSizeClass == .unspecified)
    }

    @Test func columnsAreWrappedInNavigationControllersAndFoundUpTheChain() throws {
        let (app, split) = try split(sizeClass: .regular)
        defer { withExtendedLifetime(app) {} }
        let detail = try #require(split.viewController(for: .secondary))
        #expect(detail.screenName == "Detail")
        #expect(detail.navigationController != nil)
        #expect(detail.splitViewController === split)
        #expect(!split.isCollapsed)
        #expect(detail.view.window != nil)
        #expect(split.viewController(for: .primary)?.view.window != nil)
    }

    @Test func aCompactWindowCollapsesTheSecondaryOntoThePrimary() throws {
        let delegate = SplitDelegateRecorder()
        let (app, split) = try split(sizeClass: .compact, delegate: delegate)
        defer { withExtendedLifetime(app) {} }
        #expect(split.isCollapsed)
        #expect(stack(split, .primary) == ["Sidebar", "Detail"])
        #expect(delegate.calls == ["topColumn proposed secondary", "didCollapse"])
        #expect(split.viewController(for: .secondary)?.view.window != nil)
    }

    @Test func theDelegateMayKeepThePrimaryOnTop() throws {
        let delegate = SplitDelegateRecorder()
        delegate.topColumn = .primary
        let (app, split) = try split(sizeClass: .compact, delegate: delegate)
        defer { withExtendedLifetime(app) {} }
        #expect(stack(split, .primary) == ["Sidebar"])
        #expect(split.viewController(for: .secondary)?.view.window == nil)
    }

    @Test func expandingSplitsTheStackBackKeepingWhatWasPushed() throws {
        let (app, split) = try split(sizeClass: .regular)
        let scene = try app.scene("S1")
        let secondary = try #require(split.viewController(for: .secondary)?.navigationController)
        app.device.perform { secondary.pushViewController(TitledViewController("Reply"), animated: false) }
        app.device.setHorizontalSizeClass(.compact, of: scene)
        #expect(split.isCollapsed)
        #expect(stack(split, .primary) == ["Sidebar", "Detail", "Reply"])
        #expect(secondary.viewControllers.isEmpty)
        let primary = try #require(split.viewController(for: .primary)?.navigationController)
        app.device.perform { primary.pushViewController(TitledViewController("Attachment"), animated: false) }
        app.device.setHorizontalSizeClass(.regular, of: scene)
        #expect(!split.isCollapsed)
        #expect(names(primary) == ["Sidebar"])
        #expect(names(secondary) == ["Detail", "Reply", "Attachment"])
        #expect(secondary.topViewController?.view.window != nil)
    }

    @Test func aSecondaryPoppedAwayWhileCollapsedGetsItsRootBack() throws {
        let (app, split) = try split(sizeClass: .compact)
        let primary = try #require(split.viewController(for: .primary)?.navigationController)
        _ = app.device.perform { primary.popViewController(animated: false) }
        #expect(names(primary) == ["Sidebar"])
        app.device.setHorizontalSizeClass(.regular, of: try app.scene("S1"))
        #expect(stack(split, .secondary) == ["Detail"])
    }

    @Test func aCompactColumnIsShownAloneWhenCollapsed() throws {
        let app = try TestDevice().launched()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(TitledViewController("Sidebar"), for: .primary)
        split.setViewController(TitledViewController("Detail"), for: .secondary)
        let compact = TitledViewController("Phone")
        split.setViewController(compact, for: .compact)
        try app.device.perform { try app.window("S1").rootViewController = split }
        #expect(split.isCollapsed)
        #expect(compact.view.window != nil)
        #expect(split.viewController(for: .secondary)?.view.window == nil)
        #expect(stack(split, .primary) == ["Sidebar"])
        app.device.perform { split.show(.secondary) }
        #expect(app.warnings.contains { $0.contains("showColumn:") && $0.contains("collapsed") })
        app.device.setHorizontalSizeClass(.regular, of: try app.scene("S1"))
        #expect(compact.view.window == nil)
        #expect(split.viewController(for: .secondary)?.view.window != nil)
    }

    @Test func showingTheSecondaryWhileCollapsedPushesItAndPrimaryPopsBack() throws {
        let delegate = SplitDelegateRecorder()
        delegate.topColumn = .primary
        let (app, split) = try split(sizeClass: .compact, delegate: delegate)
        app.device.perform { split.show(.secondary) }
        app.device.advance(by: 0.35)
        #expect(stack(split, .primary) == ["Sidebar", "Detail"])
        app.device.perform { split.show(.primary) }
        app.device.advance(by: 0.35)
        #expect(stack(split, .primary) == ["Sidebar"])
        #expect(stack(split, .secondary) == ["Detail"])
        #expect(app.warnings.isEmpty)
    }

    @Test func anAnimatedPushOntoTheHiddenSecondaryWarns() throws {
        let delegate = SplitDelegateRecorder()
        delegate.topColumn = .primary
        let (app, split) = try split(sizeClass: .compact, delegate: delegate)
        let secondary = try #require(split.viewController(for: .secondary)?.navigationController)
        app.device.perform { secondary.pushViewController(TitledViewController("Reply"), animated: true) }
        #expect(app.warnings.contains { $0.contains("not in the window hierarchy") })
    }

    @Test func aTripleColumnCollapsesAllThreeAndExpandsThemBack() throws {
        let (app, split) = try split(sizeClass: .compact, style: .tripleColumn)
        #expect(stack(split, .primary) == ["Sidebar", "List", "Detail"])
        app.device.setHorizontalSizeClass(.regular, of: try app.scene("S1"))
        #expect(stack(split, .primary) == ["Sidebar"])
        #expect(stack(split, .supplementary) == ["List"])
        #expect(stack(split, .secondary) == ["Detail"])
    }

    @Test func theSupplementaryColumnOfADoubleColumnSplitIsRefused() throws {
        let (app, split) = try split(sizeClass: .regular)
        app.device.perform { split.setViewController(TitledViewController("List"), for: .supplementary) }
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(app.warnings.contains { $0.contains("supplementary") })
    }

    @Test func aSizeClassChangeReachesEveryControllerOnce() throws {
        let app = try TestDevice().launched()
        let screen = TraitRecordingViewController()
        try app.device.perform { try app.window("S1").rootViewController = screen }
        let scene = try app.scene("S1")
        app.device.setHorizontalSizeClass(.regular, of: scene)
        app.device.setHorizontalSizeClass(.regular, of: scene)
        #expect(screen.changes == ["-1->1", "1->2"])
    }

    @Test func aRelaunchedWindowKeepsItsSizeClass() throws {
        let app = try TestDevice().launched()
        app.device.setHorizontalSizeClass(.regular, of: try app.scene("S1"))
        app.device.kill()
        try app.device.relaunch()
        #expect(try app.scene("S1").traitCollection.horizontalSizeClass == .regular)
    }
}
