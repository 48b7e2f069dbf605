import UIKit

/// A way to place a controller on a navigation stack (R11).
public protocol NavigationActionProtocol: Sendable {
    /// The concrete action (for go-if-needed, the one used when no matching screen is found).
    var navigationAction: NavigationAction { get }
    /// Whether a screen already in the window that matches this one (``ScreenIdentity``) is gone back to
    /// instead of placing a duplicate (default `false`; see ``NavigationAction/goIfNeeded(_:)``).
    var reusesMatchingScreen: Bool { get }
}

extension NavigationActionProtocol {
    /// `false`: the controller is placed with ``navigationAction`` whatever the stack holds.
    public var reusesMatchingScreen: Bool { false }
}

/// Go-if-needed (InnoRouter's `goIfNeeded`/`backOrGo`): reuse a matching screen already in the window,
/// else place the controller with a fallback action (R11).
///
/// When a screen with the same ``ScreenIdentity`` is in the stack the controller belongs to, the engine pops
/// back to it (nothing happens when it is already on top); when it is in another tab's stack, the engine
/// selects that tab and pops back to it there. Otherwise the controller is placed with ``navigationAction``.
public struct GoIfNeededNavigationAction: NavigationActionProtocol, Equatable {
    /// The action used when no matching screen is found.
    public let navigationAction: NavigationAction
    /// `true`.
    public var reusesMatchingScreen: Bool { true }

    /// Creates the action.
    /// - Parameter fallback: the action used when no matching screen is found.
    public init(fallback: NavigationAction) {
        navigationAction = fallback
    }
}

/// How a controller enters the stack (R11).
///
/// The `WithChain` forms lay the controller's preceding chain beneath it, skipping the
/// longest prefix already on the stack.
public enum NavigationAction: NavigationActionProtocol, Sendable, Equatable, CaseIterable {
    /// Append to the stack.
    case push
    /// Replace the top of the stack.
    case replaceCurrent
    /// Make the controller the only one on the stack.
    case replaceAll
    /// Append, with the preceding chain beneath it.
    case pushWithChain
    /// Replace the top, with the preceding chain beneath it.
    case replaceCurrentWithChain
    /// Replace the whole stack with the chain and the controller.
    case replaceAllWithChain

    /// Itself.
    public var navigationAction: NavigationAction { self }

    /// Go back to a matching screen already in the window, else place with `fallback`.
    /// - Parameter fallback: the action used when no screen of the same ``ScreenIdentity`` is found (default `.push`).
    /// - Returns: the go-if-needed action.
    public static func goIfNeeded(_ fallback: NavigationAction = .push) -> GoIfNeededNavigationAction {
        GoIfNeededNavigationAction(fallback: fallback)
    }

    /// Whether the action lays the preceding chain.
    public var includesChain: Bool {
        switch self {
        case .pushWithChain, .replaceCurrentWithChain, .replaceAllWithChain: true
        case .push, .replaceCurrent, .replaceAll: false
        }
    }
}

/// Which controller presents a screen (ours beyond `.currentController`).
public enum PresentationSource: Sendable, Equatable {
    /// The top of the navigation stack.
    case currentController
    /// The top-most presented controller (or the top of the stack when nothing is presented).
    case topMostController
    /// The window's root controller (the navigation controller).
    case rootController
}
