import Foundation
import Testing
@testable import SimulatedUIKit

/// `UITabBarController` as UIKit has it: selection, the delegate on a user's tap, what is in the window,
/// and its traps.
@MainActor
@Suite("Tab bar controller")
struct TabBarControllerTests {
    /// A launched test device whose window shows three tabs, each a navigation controller.
    private func tabs() throws -> (TestDevice, UITabBarController, [UINavigationController]) {
        let app = try TestDevice().launched()
        let navigations = ["Inbox", "Search", "Settings"].map { UINavigationController(rootViewController: TitledViewController($0)) }
        let tabs = UITabBarController()
        tabs.setViewControllers(navigations, animated: false)
        try app.device.perform { try app.window("S1").rootViewController = tabs }
        return (app, tabs, navigations)
    }

    @Test func theFirstTabIsSelectedAndOnlyItIsInTheWindow() throws {
        let (app, tabs, navigations) = try tabs()
        defer { withExtendedLifetime(app) {} }
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === navigations[0])
        #expect(navigations[0].topViewController?.view.window != nil)
        #expect(navigations[1].topViewController?.view.window == nil)
        #expect(navigations[1].topViewController?.tabBarController === tabs)
        #expect(navigations[1].topViewController?.navigationController === navigations[1])
    }

    @Test func selectingInCodeSwitchesAppearanceWithoutAskingTheDelegate() throws {
        let (app, tabs, navigations) = try tabs()
        let delegate = TabDelegateRecorder()
        tabs.delegate = delegate
        app.device.perform { tabs.selectedIndex = 2 }
        #expect(tabs.selectedViewController === navigations[2])
        #expect(navigations[2].topViewController?.view.window != nil)
        #expect(navigations[0].topViewController?.view.window == nil)
        #expect(delegate.calls.isEmpty)
        app.device.perform { tabs.selectedIndex = 7 }
        #expect(tabs.selectedIndex == 2)
    }

    @Test func aUserTapAsksTheDelegateWhichMayRefuse() throws {
        let (app, tabs, _) = try tabs()
        let delegate = TabDelegateRecorder()
        tabs.delegate = delegate
        delegate.allows = false
        #expect(app.device.perform { tabs.userTapTab(at: 1) } == .refusedByDelegate)
        #expect(tabs.selectedIndex == 0)
        delegate.allows = true
        #expect(app.device.perform { tabs.userTapTab(at: 1) } == .selected)
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.calls == ["shouldSelect UINavigationController", "shouldSelect UINavigationController", "didSelect UINavigationController"])
    }

    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() throws {
        let (app, tabs, navigations) = try tabs()
        app.device.perform { navigations[0].pushViewController(TitledViewController("Message"), animated: false) }
        #expect(app.device.perform { tabs.userTapTab(at: 0) } == .reselected)
        app.device.advance(by: 0.35)
        #expect(names(navigations[0]) == ["Inbox"])
    }

    @Test func selectingDuringATransitionWarnsAsUIKitDoes() throws {
        let (app, tabs, navigations) = try tabs()
        app.device.perform {
            navigations[0].pushViewController(TitledViewController("Message"), animated: true)
            tabs.selectedIndex = 1
        }
        #expect(app.warnings.contains { $0.contains("Unbalanced calls to begin/end appearance transitions") })
        #expect(tabs.selectedIndex == 1)
        app.device.advance(by: 0.35)
        #expect(names(navigations[0]) == ["Inbox", "Message"])
    }

    @Test func aUserTapDuringATransitionIsIgnored() throws {
        let (app, tabs, navigations) = try tabs()
        let outcome = app.device.perform {
            navigations[0].pushViewController(TitledViewController("Message"), animated: true)
            return tabs.userTapTab(at: 1)
        }
        #expect(outcome == .ignoredDuringTransition)
        #expect(tabs.selectedIndex == 0)
        #expect(app.warnings.isEmpty)
    }

    @Test func anAnimatedPushIntoAnUnselectedTabHappensUnseenAndWarns() throws {
        let (app, _, navigations) = try tabs()
        let message = TitledViewController("Message")
        app.device.perform { navigations[1].pushViewController(message, animated: true) }
        #expect(names(navigations[1]) == ["Search", "Message"])
        #expect(!navigations[1].isInTransition)
        #expect(message.view.window == nil)
        #expect(app.warnings.contains { $0.contains("not in the window hierarchy") })
    }

    @Test func aPushWithoutAnimationIntoAnUnselectedTabIsQuiet() throws {
        let (app, _, navigations) = try tabs()
        app.device.perform { navigations[1].pushViewController(TitledViewController("Message"), animated: false) }
        #expect(names(navigations[1]) == ["Search", "Message"])
        #expect(app.warnings.isEmpty)
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerOrItsIndex() throws {
        let (app, tabs, navigations) = try tabs()
        app.device.perform { tabs.selectedIndex = 1 }
        app.device.perform { tabs.viewControllers = [navigations[2], navigations[1]] }
        #expect(tabs.selectedViewController === navigations[1])
        let fresh = [TitledViewController("A"), TitledViewController("B")]
        app.device.perform { tabs.viewControllers = fresh }
        #expect(tabs.selectedViewController === fresh[1])
        #expect(navigations[1].parent == nil)
    }

    @Test func selectingAControllerThatIsNotATabCrashes() throws {
        let (app, tabs, _) = try tabs()
        app.device.perform { tabs.selectedViewController = TitledViewController("Stranger") }
        #expect(app.device.processState == .crashed)
    }

    @Test func theTabBarItemTakesTheTitle() {
        let screen = TitledViewController("Inbox")
        #expect(screen.tabBarItem.title == "Inbox")
        screen.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "tray"), tag: 3)
        #expect(screen.tabBarItem.title == "Mail")
    }
}
