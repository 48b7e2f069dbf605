import Foundation
import Testing
@testable import SimulatedUIKit

/// Records what a sheet's presentation controller tells its delegate.
@MainActor private final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    var calls: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttempt") }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
}

/// The user's back button and a sheet swiped down, as UIKit hands them to an app (`backAction`, iOS 16;
/// `UIAdaptivePresentationControllerDelegate`).
@MainActor
@Suite("User navigation gestures")
struct UserNavigationGestureTests {
    @Test func theBackButtonPopsWhenTheTopScreenHasNoBackAction() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        app.device.perform { navigation.pushViewController(DetailViewController(number: 1), animated: false) }
        app.device.perform { navigation.tapBackButton() }
        app.device.advance(by: 0.35)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func theBackButtonRunsTheTopScreensBackActionInsteadOfPopping() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let detail = DetailViewController(number: 1)
        var taps = 0
        detail.navigationItem.backAction = UIAction { _ in taps += 1 }
        app.device.perform { navigation.pushViewController(detail, animated: false) }
        app.device.perform { navigation.tapBackButton() }
        app.device.advance(by: 0.35)
        #expect(taps == 1)
        #expect(navigation.topViewController === detail)
    }

    @Test func aSwipedSheetIsDismissedAndItsDelegateHearsIt() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let sheet = DetailViewController(number: 1)
        let delegate = SheetDelegate()
        sheet.presentationController?.delegate = delegate
        app.device.perform { navigation.present(sheet, animated: false) }
        app.device.perform { sheet.presentationController?.dismissInteractively() }
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        app.device.advance(by: 0.35)
        #expect(navigation.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func aSheetWhoseDelegateRefusesStaysUp() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let sheet = DetailViewController(number: 1)
        let delegate = SheetDelegate()
        delegate.allowsDismissal = false
        sheet.presentationController?.delegate = delegate
        app.device.perform { navigation.present(sheet, animated: false) }
        app.device.perform { sheet.presentationController?.dismissInteractively() }
        app.device.advance(by: 1)
        #expect(navigation.presentedViewController === sheet)
        #expect(delegate.calls == ["shouldDismiss", "didAttempt"])
    }
}
