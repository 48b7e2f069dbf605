import Route
import SimulatedUIKit
import Simulator

/// One connected window as its pane shows it (docs/NAVIGATOR.md).
public struct WindowPaneSnapshot: Equatable, Sendable {
    /// The window's name: scene identity, `#N` for a second window of one identity.
    public var name: WindowName
    /// The scene session's persistent identifier, as shown (may be shortened by the adapter).
    public var sessionID: String
    /// The scene's activation state (U3).
    public var activation: UIScene.ActivationState
    /// Whether this is the key window (the most recently activated foreground-active one, U3).
    public var isKey: Bool
    /// The navigation stack, bottom to top, as screen names (`NotesList`, `NoteDetail(42)`).
    public var stack: [String]
    /// The presented screen, if any.
    public var presented: String?
    /// The overlay covering the window: splash (R10) or obscuration (R14).
    public var overlay: RouteOverlay
    /// The overlay's screen name (`NotesSplash`, `BrandBlur`), if known.
    public var overlayScreen: String?
    /// Pending intents in queue order (R7, R8).
    public var pending: [PendingIntentSnapshot]
    /// The titles of the buttons of what the window shows (presented screen, else top), in order;
    /// the navigator numbers them from 1.
    public var actions: [String]
    /// The window's tab bar and split view, or `nil` when its root is a plain navigation controller
    ///; the pane draws a tab strip and columns from it.
    public var container: ContainerSnapshot? = nil
    /// The window's horizontal size class (`compact` unless changed).
    public var sizeClass: SizeClass = .compact
    /// The entry the back key acts on (the top of the stack, nothing presented), or `nil`: named in the
    /// request so that it is refused if the stack changed since the pane showed it (CONTRIBUTING.md).
    public var backEntry: ScreenEntry? = nil
    /// The entry the dismiss key acts on (the topmost presented screen), or `nil`.
    public var presentedEntry: ScreenEntry? = nil
    /// The entry the tap keys act on (the screen shown), or `nil`.
    public var shownEntry: ScreenEntry? = nil

    /// Creates a window snapshot.
    /// - Parameters:
    ///   - name: window name.
    ///   - sessionID: persistent identifier as shown.
    ///   - activation: activation state.
    ///   - isKey: key-window mark.
    ///   - stack: navigation stack, bottom to top.
    ///   - presented: presented screen.
    ///   - overlay: overlay kind.
    ///   - overlayScreen: overlay screen name.
    ///   - pending: pending intents.
    ///   - actions: button titles of what it shows.
    public init(
        name: WindowName, sessionID: String, activation: UIScene.ActivationState = .foregroundActive, isKey: Bool = false,
        stack: [String] = [], presented: String? = nil, overlay: RouteOverlay = .none, overlayScreen: String? = nil,
        pending: [PendingIntentSnapshot] = [], actions: [String] = []
    ) {
        self.name = name
        self.sessionID = sessionID
        self.activation = activation
        self.isKey = isKey
        self.stack = stack
        self.presented = presented
        self.overlay = overlay
        self.overlayScreen = overlayScreen
        self.pending = pending
        self.actions = actions
    }

    /// The screen the window shows: the presented one, else the top of the stack.
    public var visibleScreen: String? { presented ?? stack.last }
}

/// One intent in a window's pending queue (R7, R8).
public struct PendingIntentSnapshot: Equatable, Sendable {
    /// The intent's trace id (for the explain view), if traced.
    public var traceID: Int?
    /// The intent as `expect W pending` writes it: `url:notes://note/7`, `activity:TYPE`, `shortcut:TYPE`.
    public var text: String
    /// Whether it waits or was denied.
    public var state: PendingState

    /// Creates a pending intent.
    /// - Parameters:
    ///   - traceID: the trace id.
    ///   - text: the intent as written in expectations.
    ///   - state: queued or denied.
    public init(traceID: Int? = nil, text: String, state: PendingState) {
        self.traceID = traceID
        self.text = text
        self.state = state
    }
}

/// Why an intent is still pending.
public enum PendingState: String, Equatable, Sendable, CaseIterable {
    /// Waiting for the window's route to go live (R7).
    case queued
    /// Offered and answered `.executionDenied`; offered again after the next auth event (R8).
    case denied
}
