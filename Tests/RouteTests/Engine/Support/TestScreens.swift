import RouteInterface
import SimulatedUIKit

/// A screen whose navigation action and preceding chain the test chooses. Subclasses differ only by
/// their type name, which is their screen name (`Alpha`, `Beta(1)`).
@MainActor class ChainScreen: UIViewController, RoutingViewControlling {
    let value: String?
    let action: NavigationAction
    let preceding: (@MainActor () -> (any RoutingViewControlling)?)?

    init(_ value: String? = nil, action: NavigationAction = .push,
         preceding: (@MainActor () -> (any RoutingViewControlling)?)? = nil) {
        self.value = value
        self.action = action
        self.preceding = preceding
        super.init(nibName: nil, bundle: nil)
    }

    override var screenValue: String? { value }
    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { action }
    func preferredPrecedingViewController() -> (any RoutingViewControlling)? { preceding?() }
}

/// `Home`: the test app's initial screen.
final class HomeViewController: ChainScreen {}
/// `Alpha`, `Beta`, `Gamma`, `Item`: screens for chains and intents.
final class AlphaViewController: ChainScreen {}
final class BetaViewController: ChainScreen {}
final class GammaViewController: ChainScreen {}
final class ItemViewController: ChainScreen {}
/// `Sheet`: a presented screen.
final class SheetViewController: ChainScreen {}
/// `Vault`: a screen that requires sign-in (R20).
final class VaultViewController: ChainScreen, RequiresSignIn {}

/// `CycleA` and `CycleB` precede each other: an endless chain that repeats.
final class CycleAViewController: ChainScreen {
    convenience init(value: String? = nil, action: NavigationAction = .pushWithChain) {
        self.init(value, action: action) { CycleBViewController(nil, action: .push) { CycleAViewController(value: nil) } }
    }
}
final class CycleBViewController: ChainScreen {}

/// `Level(n)` is preceded by `Level(n-1)` down to `Level(1)`: a chain of n - 1 screens. With
/// `endless`, `Level(n)` is preceded by `Level(n+1)` for ever: a chain that never repeats.
final class LevelViewController: ChainScreen {
    static func make(_ level: Int, endless: Bool = false, action: NavigationAction = .pushWithChain) -> LevelViewController {
        LevelViewController(String(level), action: action) {
            if endless { return LevelViewController.make(level + 1, endless: true, action: .push) }
            return level > 1 ? LevelViewController.make(level - 1, action: .push) : nil
        }
    }
}

/// A splash that takes `seconds` (or never completes, for `nil`), with either timing.
final class TestSplashViewController: UIViewController, RoutingSplashControlling {
    let timing: SplashAnimationTiming
    let seconds: Double?
    var stopCount = 0

    init(timing: SplashAnimationTiming, seconds: Double?) {
        self.timing = timing
        self.seconds = seconds
        super.init(nibName: nil, bundle: nil)
    }

    func preferredAnimationTiming() -> SplashAnimationTiming { timing }

    func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) {
        guard let seconds else { return }
        UIView.animate(withDuration: seconds, animations: { window.alpha = 1 }) { _ in completion?() }
    }

    func stopAnimating() { stopCount += 1 }
}
