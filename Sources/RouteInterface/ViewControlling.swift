import UIKit

/// What every view controller gains from RouteKit: the route handle of the window it is routed in.
///
/// The engine stamps ``routeHandle`` when the controller enters a routed stack or is presented by
/// the engine (invariant of Sources/Route/SceneManager+Invariants.swift: every routed controller has it set). The reference is
/// weak, as in RouteKit.
@MainActor public protocol ViewControlling: AnyObject {
    /// The route handle of the window that shows this controller, if it is routed.
    var routeHandle: (any RouteHandleProtocol)? { get set }
}

extension UIViewController: ViewControlling {
    /// The route handle of the window that shows this controller (weak; `nil` when not routed).
    ///
    /// Stored beside the controller the way Objective-C associated objects are.
    public var routeHandle: (any RouteHandleProtocol)? {
        get { RouteHandleAssociation.shared.handle(for: self) }
        set { RouteHandleAssociation.shared.set(newValue, for: self) }
    }
}

/// Weak controller → weak route handle table: Swift extensions cannot add stored properties, so this plays the part of `objc_setAssociatedObject`.
///
/// Entries whose controller is gone are pruned.
@MainActor final class RouteHandleAssociation {
    static let shared = RouteHandleAssociation()

    private struct Entry {
        weak var controller: UIViewController?
        weak var handle: (any RouteHandleProtocol)?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var writesSincePrune = 0

    func handle(for controller: UIViewController) -> (any RouteHandleProtocol)? {
        guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
        return entry.handle
    }

    func set(_ handle: (any RouteHandleProtocol)?, for controller: UIViewController) {
        entries[ObjectIdentifier(controller)] = handle.map { Entry(controller: controller, handle: $0) }
        writesSincePrune += 1
        if writesSincePrune >= 1_024 {
            writesSincePrune = 0
            entries = entries.filter { $0.value.controller != nil && $0.value.handle != nil }
        }
    }
}

/// A controller the engine can route: how it enters a stack and what lies beneath it (R11).
@MainActor public protocol RoutingViewControlling: UIViewController, ViewControlling {
    /// How the controller enters the stack when pushed (default `.push`).
    /// - Returns: the navigation action.
    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol
    /// The screen that belongs beneath this one in a chain (default `nil`). Each call returns a new controller.
    /// - Returns: the preceding controller, or `nil` at the bottom of the chain.
    func preferredPrecedingViewController() -> (any RoutingViewControlling)?
    /// Where the controller lives when the window's root is a container: which tab or column (default
    /// `.visible`, the stack the user sees).
    /// - Returns: the placement.
    func preferredContainerPlacement() -> ContainerPlacement
}

extension RoutingViewControlling {
    /// `.push`.
    public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.push }
    /// No preceding screen.
    public func preferredPrecedingViewController() -> (any RoutingViewControlling)? { nil }
    /// `.visible`: the stack the user sees.
    public func preferredContainerPlacement() -> ContainerPlacement { .visible }
}

/// When the splash hands over to the initial stack (R10).
public enum SplashAnimationTiming: Sendable, Equatable {
    /// Wait until the session has loaded and the animation has called its completion.
    case waitUntilAnimationComplete
    /// Install the initial stack as soon as the session loads, stopping the animation (ours).
    case immediate
}

/// The launch screen shown over a window while the session loads (R10).
@MainActor public protocol RoutingSplashControlling: UIViewController {
    /// When the initial stack may replace the splash.
    /// - Returns: the timing.
    func preferredAnimationTiming() -> SplashAnimationTiming
    /// Starts the splash animation over the splash window. Must call `completion` once, when done;
    /// the engine warns if it has not after 5 s virtual.
    /// - Parameters:
    ///   - window: the overlay window that shows the splash.
    ///   - completion: call once when the animation has finished.
    func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?)
    /// Stops the animation early (`.immediate` timing).
    func stopAnimating()
}
