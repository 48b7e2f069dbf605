import Foundation
import Testing
@testable import SimulatedUIKit

/// A screen named by its title, for container tests: `Screen(title: "Inbox")` shows as `Inbox`.
@MainActor
final class TitledViewController: UIViewController {
    init(_ title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override var screenTypeName: String { title ?? "Untitled" }
}

/// Records the tab bar controller delegate's calls and answers `shouldSelect`.
@MainActor
final class TabDelegateRecorder: UITabBarControllerDelegate {
    var allows = true
    var calls: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("shouldSelect \(viewController.screenName)")
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(viewController.screenName)")
    }
}

extension TestDevice {
    /// The first window of a scene, whose root the container tests replace.
    func window(_ identifier: String) throws -> UIWindow {
        let delegate = try #require(try scene(identifier).delegate as? TestSceneDelegate)
        return try #require(delegate.window)
    }

    /// UIKit runtime warnings so far.
    var warnings: [String] { console(.warning) }
}

/// The screen names of a navigation controller's stack.
@MainActor
func names(_ navigation: UINavigationController?) -> [String] {
    navigation?.viewControllers.map(\.screenName) ?? []
}
