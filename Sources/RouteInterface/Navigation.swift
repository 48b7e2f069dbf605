import UIKit

/// A way to place a controller on a navigation stack (DESIGN R11).
public protocol NavigationActionProtocol: Sendable {
    /// The concrete action.
    var navigationAction: NavigationAction { get }
}

/// How a controller enters the stack (DESIGN R11). The `WithChain` forms lay the controller's
/// preceding chain beneath it, skipping the longest prefix already on the stack.
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
