import Foundation
import Testing
@testable import SimulatedUIKit

/// Records a navigation controller delegate's calls with their times.
@MainActor
final class NavigationDelegateLog: UINavigationControllerDelegate {
    var lines: [String] = []
    let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        lines.append("willShow \(viewController.screenName) @\(clock.now)")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        lines.append("didShow \(viewController.screenName) @\(clock.now)")
    }
}

/// U9: navigation timing (0.35 s), stack changes at transition start, UIKit's runtime warnings.
@MainActor
@Suite("U9 navigation")
struct NavigationTests {
    @Test func anAnimatedPushChangesTheStackAtOnceAndEndsAfter035Seconds() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let delegate = NavigationDelegateLog(clock: app.device.clock)
        navigation.delegate = delegate
        app.device.perform {
            navigation.pushViewController(DetailViewController(number: 1), animated: true)
        }
        #expect(navigation.viewControllers.map(\.screenName) == ["Home", "Detail(1)"])
        #expect(navigation.isInTransition)
        #expect(!app.device.isIdle)
        app.device.advance(by: 0.34)
        #expect(navigation.isInTransition)
        app.device.advance(by: 0.01)
        #expect(!navigation.isInTransition)
        #expect(app.device.isIdle)
        #expect(delegate.lines == ["willShow Detail(1) @0.0", "didShow Detail(1) @0.35"])
    }

    @Test func aPushWithoutAnimationEndsInTheSameInstant() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let delegate = NavigationDelegateLog(clock: app.device.clock)
        navigation.delegate = delegate
        app.device.perform {
            navigation.pushViewController(DetailViewController(number: 1), animated: false)
        }
        #expect(!navigation.isInTransition)
        #expect(delegate.lines == ["willShow Detail(1) @0.0", "didShow Detail(1) @0.0"])
    }

    @Test func pushingDuringATransitionIsAWarningAndLeavesTheStackAlone() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        app.device.perform {
            navigation.pushViewController(DetailViewController(number: 1), animated: true)
            navigation.pushViewController(DetailViewController(number: 2), animated: true)
        }
        #expect(navigation.viewControllers.map(\.screenName) == ["Home", "Detail(1)"])
        #expect(app.console(.warning).contains { $0.contains("while an existing transition or presentation is occurring") })
        #expect(app.device.processState == .running)
    }

    @Test func pushingTheSameInstanceTwiceInOneInstantIsAWarning() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let detail = DetailViewController(number: 1)
        app.device.perform {
            navigation.pushViewController(detail, animated: true)
            navigation.pushViewController(detail, animated: true)
        }
        #expect(navigation.viewControllers.count == 2)
        #expect(app.console(.warning).contains { $0.contains("Pushing the same view controller instance more than once is not supported") })
        #expect(app.device.processState == .running)
    }

    @Test func anAnimatedPopEndsAfter035SecondsAndAPopAtTheRootDoesNothing() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        app.device.perform { navigation.pushViewController(DetailViewController(number: 1), animated: false) }
        var popped: UIViewController?
        app.device.perform { popped = navigation.popViewController(animated: true) }
        #expect(popped?.screenName == "Detail(1)")
        #expect(navigation.viewControllers.map(\.screenName) == ["Home"])
        #expect(navigation.isInTransition)
        app.device.advance(by: 0.35)
        #expect(!navigation.isInTransition)
        app.device.perform { popped = navigation.popViewController(animated: true) }
        #expect(popped == nil)
        #expect(!navigation.isInTransition)
    }

    @Test func setViewControllersReplacesTheStackAndPopToRootReturnsThePopped() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let root = HomeViewController()
        app.device.perform {
            navigation.setViewControllers([root, DetailViewController(number: 1), DetailViewController(number: 2)], animated: false)
        }
        #expect(navigation.viewControllers.map(\.screenName) == ["Home", "Detail(1)", "Detail(2)"])
        #expect(navigation.topViewController?.navigationController === navigation)
        var popped: [UIViewController]?
        app.device.perform { popped = navigation.popToRootViewController(animated: false) }
        #expect(popped?.map(\.screenName) == ["Detail(1)", "Detail(2)"])
        #expect(navigation.viewControllers == [root])
    }

    @Test func appearanceCallbacksFollowTheTransition() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let pushed = AppearanceRecordingViewController()
        app.device.perform { navigation.pushViewController(pushed, animated: true) }
        #expect(pushed.events == ["viewDidLoad", "viewWillAppear"])
        app.device.advance(by: 0.35)
        #expect(pushed.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        app.device.perform { _ = navigation.popViewController(animated: false) }
        #expect(pushed.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func aNavigationControllerOutsideAWindowChangesItsStackWithoutATransition() {
        let navigation = UINavigationController(rootViewController: HomeViewController())
        navigation.pushViewController(DetailViewController(number: 1), animated: true)
        #expect(!navigation.isInTransition)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func screenNamesDropTheViewControllerSuffixAndShowTheValue() {
        #expect(HomeViewController().screenName == "Home")
        #expect(DetailViewController(number: 42).screenName == "Detail(42)")
    }
}
