import Foundation
import Testing
@testable import SimulatedUIKit

/// U9: modal presentation timing and UIKit's presentation warnings.
@MainActor
@Suite("U9 presentation")
struct PresentationTests {
    @Test func anAnimatedPresentationCompletesAfter035Seconds() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let presented = DetailViewController(number: 1)
        var completedAt: TimeInterval?
        app.device.perform {
            navigation.topViewController?.present(presented, animated: true) { completedAt = app.device.clock.now }
        }
        #expect(navigation.presentedViewController === presented)
        #expect(navigation.topViewController?.presentedViewController === presented)
        #expect(presented.presentingViewController === navigation)
        #expect(presented.isBeingPresented)
        #expect(completedAt == nil)
        app.device.advance(by: 0.35)
        #expect(completedAt == 0.35)
        #expect(!presented.isBeingPresented)
    }

    @Test func presentingWhileAlreadyPresentingIsAWarningAndIgnored() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let first = DetailViewController(number: 1)
        app.device.perform { navigation.present(first, animated: false) }
        app.device.perform { navigation.present(DetailViewController(number: 2), animated: false) }
        #expect(navigation.presentedViewController === first)
        #expect(app.console(.warning).contains { $0.contains("which is already presenting <Detail(1)>") })
    }

    @Test func presentingDuringAPresentationTransitionIsAWarning() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        app.device.perform {
            navigation.present(DetailViewController(number: 1), animated: true)
            navigation.present(DetailViewController(number: 2), animated: true)
        }
        #expect(app.console(.warning).contains { $0.contains("while a presentation is in progress") })
    }

    @Test func presentingFromAControllerNotInAWindowIsAWarning() throws {
        let app = try TestDevice().launched()
        let loose = HomeViewController()
        app.device.perform { loose.present(DetailViewController(number: 1), animated: true) }
        #expect(loose.presentedViewController == nil)
        #expect(app.console(.warning).contains { $0.contains("whose view is not in the window hierarchy") })
    }

    @Test func presentingFromAControllerBelowTheTopOfTheStackIsAWarning() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let home = try #require(navigation.topViewController)
        app.device.perform { navigation.pushViewController(DetailViewController(number: 1), animated: false) }
        app.device.perform { home.present(DetailViewController(number: 2), animated: false) }
        #expect(navigation.presentedViewController == nil)
        #expect(app.console(.warning).contains { $0.contains("not in the window hierarchy") })
    }

    @Test func anAnimatedDismissKeepsThePresentedControllerUntilItEnds() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let presented = DetailViewController(number: 1)
        app.device.perform { navigation.present(presented, animated: false) }
        var dismissedAt: TimeInterval?
        app.device.perform { presented.dismiss(animated: true) { dismissedAt = app.device.clock.now } }
        #expect(navigation.presentedViewController === presented)
        #expect(presented.isBeingDismissed)
        #expect(!app.device.isIdle)
        app.device.advance(by: 0.35)
        #expect(navigation.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(dismissedAt == 0.35)
    }

    @Test func dismissingDuringADismissalIsAWarning() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        app.device.perform { navigation.present(DetailViewController(number: 1), animated: false) }
        app.device.perform {
            navigation.dismiss(animated: true)
            navigation.dismiss(animated: true)
        }
        #expect(app.console(.warning).contains { $0.contains("while a presentation or dismiss is in progress") })
    }

    @Test func pushingWhilePresentingIsRefused() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        app.device.perform {
            navigation.present(DetailViewController(number: 1), animated: true)
            navigation.pushViewController(DetailViewController(number: 2), animated: true)
        }
        #expect(navigation.viewControllers.count == 1)
        #expect(app.console(.warning).contains { $0.contains("pushViewController:animated:") })
    }

    @Test func dismissWithNothingPresentedJustCompletes() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        var completed = false
        app.device.perform { navigation.dismiss(animated: true) { completed = true } }
        #expect(completed)
        #expect(app.console(.warning).isEmpty)
    }
}
