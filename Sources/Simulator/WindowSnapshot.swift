import Route
import SimulatedUIKit

/// What one connected window shows, as expectations, the transcript and the navigator read it.
public struct WindowSnapshot: Sendable, Equatable {
    /// `main`, `main#2`, `compose`.
    public var name: WindowName
    /// The scene session's persistent identifier.
    public var sessionIdentifier: String
    /// UIKit's activation state (U3): foreground-active, foreground-inactive or background.
    public var activationState: UIScene.ActivationState
    /// Whether it is the key window's scene (U3).
    public var isKey: Bool
    /// The navigation stack the user sees, bottom to top, as entries (``ScreenEntry``: an id never reused
    /// and the screen name; `stack.names` for the names): the root navigation controller's, the selected
    /// tab's, a split view's secondary column (expanded) or primary (collapsed).
    public var stack: [ScreenEntry]
    /// The presented screens, bottom to top, as entries (empty when none).
    public var presented: [ScreenEntry]
    /// The engine's overlay.
    public var overlay: RouteOverlay
    /// The queued intents, in arrival order.
    public var pending: [PendingIntentInfo]
    /// The titles of the buttons of what it shows (the presented screen if any, else the top).
    public var actions: [String]
    /// Whether the user may close it.
    public var isClosable: Bool
    /// Its containers (tab bar, split view), or `nil` when its root is a plain navigation controller.
    public var container: ContainerSnapshot? = nil
    /// Its horizontal size class (`compact` unless a `size` step changed it).
    public var sizeClass: SizeClass = .compact

    /// The name of the top of the stack.
    public var top: String? { stack.last?.name }

    /// The entry `back` acts on (the top of the stack while nothing is presented), or `nil`.
    public var backEntry: ScreenEntry? { presented.isEmpty ? stack.last : nil }

    /// The entry `tap` acts on: the topmost presented screen, else the top of the stack.
    public var shownEntry: ScreenEntry? { presented.last ?? stack.last }

    /// The snapshot with every entry's id set to 0: what two devices that took the same steps agree on.
    ///
    /// Entry ids name one device's view controllers in the order it first saw them, so a replay of the
    /// same steps (time travel, a saved session run headless) shows the same screens under other ids.
    public var ignoringEntryIDs: WindowSnapshot {
        var copy = self
        copy.stack = stack.map { ScreenEntry(id: ScreenEntry.ID(0), name: $0.name) }
        copy.presented = presented.map { ScreenEntry(id: ScreenEntry.ID(0), name: $0.name) }
        return copy
    }
}

/// A session that exists but is not connected (after kill or disconnect): an app-switcher card.
public struct SessionCard: Sendable, Equatable {
    /// The window name it had when last connected.
    public var name: WindowName
    /// The persistent identifier.
    public var sessionIdentifier: String
}
