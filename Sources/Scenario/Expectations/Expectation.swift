import AuthSessionInterface
import Route
import RouteInterface
import SimulatedUIKit
import Simulator

/// What an `expect` line asserts about the simulation at that instant (docs/SCENARIOS.md).
///
/// A failed expectation makes `routenav run` print `FILE:LINE: expected …, got …` and exit 1.
/// Windows are named by scene identity (`main`, `main#2`); screens as in ``ScreenName``.
public enum Expectation: Hashable, Sendable {
    /// `expect windows W1 W2 ... | none`: the connected windows, in connection order (empty: `none`).
    case windows([WindowName])
    /// `expect W stack A > B(arg) > C | none`: W's navigation stack, bottom to top — its navigation
    /// controller's `viewControllers` (U9). An empty stack (`none`) is this project's extension.
    case stack(WindowName, [ScreenName])
    /// `expect W top B(arg) | none`: the top of W's navigation stack (`none`: an empty stack,
    /// this project's extension).
    case top(WindowName, ScreenName?)
    /// `expect W presented X | none`: the screen W presents modally, if any.
    case presented(WindowName, ScreenName?)
    /// `expect W overlay splash | obscured | none`: the overlay drawn over W (R10, R14).
    case overlay(WindowName, RouteOverlay)
    /// `expect W state foregroundActive | foregroundInactive | background`: W's activation state (U3).
    case state(WindowName, UIScene.ActivationState)
    /// `expect W pending none | url:U activity:TYPE shortcut:TYPE ...`: W's pending-intent queue,
    /// in arrival order (R7; empty: `none`).
    case pending(WindowName, [PendingIntent])
    /// `expect auth signedIn | signedOut | syncing`: the auth session's status.
    case auth(AuthSessionStatus)
    /// `expect stored W B(arg) | none`: W's restoration record as a `kill` at this instant would
    /// leave it (R15; `nil`: no record).
    case stored(WindowName, ScreenName?)
    /// `expect records N`: how many restoration records a `kill` at this instant would leave (R15).
    case records(Int)
    /// `expect error NAME`: the last reported routing error, for example `sceneAlreadyActive`.
    case error(String)
    /// `expect warning TEXT | none`: some UIKit runtime warning or engine warning so far contains
    /// TEXT (the rest of the line); `nil` (`none`): no warning so far.
    case warning(String?)
    /// `expect running | notrunning | crashed`: whether the app's process runs (U6, U7, U9).
    case process(ProcessState)
    /// `expect errors NAME NAME … | none` (and `expect error none`): every routing error reported since
    /// the last `expect error` or `expect errors` (since the start for the first), in order; empty: none.
    case errors([String])
    /// `expect key W | none`: the key window (U3: the most recently activated foreground-active one);
    /// `nil` (`none`): no window is key.
    case key(WindowName?)
    /// `expect callbacks W NAME NAME … | none` and `expect callbacks app …`: the UIKit callbacks W's
    /// scene delegate (or the `UIApplicationDelegate`) received since the last `expect callbacks` for
    /// the same target (since the start for the first), in order, by name (`willConnectTo`,
    /// `sceneDidBecomeActive`, `didFinishLaunching`; U1–U7).
    case callbacks(CallbackTarget, [String])
    /// `expect warning uikit|engine TEXT | none`: some warning from that source so far contains TEXT —
    /// a UIKit runtime warning or exception (U2, U5, U9), or an engine warning (R10, R15, R16); `nil`
    /// (`none`): none from that source so far.
    case sourcedWarning(WarningSource, String?)
    /// `expect stored session S<n> B(arg) | none`: the restoration record of the scene session with that
    /// persistent identifier as a `kill` at this instant would leave it (R15), also for a session no
    /// window shows (after `kill`, or a window closed); `nil`: no record.
    case storedSession(String, ScreenName?)

    /// `expect W tabs A* B C`: the titles of the tabs of the tab bar W shows, in order, the selected one
    /// marked with `*`.
    case tabs(WindowName, [TabLabel])
    /// `expect W tab T stack A > B | none`: the stack of W's tab titled T, selected or not.
    case tabStack(WindowName, tab: String, [ScreenName])
    /// `expect W column primary|supplementary|secondary stack A > B | none`: the navigation stack of that
    /// column of the split view W shows (while collapsed the secondary's controllers sit on the primary's
    /// stack, as in UIKit).
    case columnStack(WindowName, Column, [ScreenName])
    /// `expect W split collapsed|expanded`: whether the split view W shows is collapsed.
    case split(WindowName, SplitState)

    /// One tab as `expect W tabs` writes it.
    public struct TabLabel: Hashable, Sendable {
        /// The tab's title.
        public var title: String
        /// Whether it is the selected tab (written with a `*` after it).
        public var isSelected: Bool

        /// Creates a tab label.
        /// - Parameters:
        ///   - title: the tab's title.
        ///   - isSelected: whether it is selected.
        public init(title: String, isSelected: Bool) {
            self.title = title
            self.isSelected = isSelected
        }
    }

    /// A stack column of a split view controller, as `expect W column` names it.
    public enum Column: String, Hashable, Sendable, CaseIterable {
        /// The leading column (a sidebar).
        case primary
        /// The middle column of a triple-column split view.
        case supplementary
        /// The detail column.
        case secondary
    }

    /// Whether a split view is collapsed.
    public enum SplitState: String, Hashable, Sendable, CaseIterable {
        /// Collapsed onto one column (a compact window).
        case collapsed
        /// Columns side by side (a regular window).
        case expanded
    }

    /// Whose UIKit callbacks `expect callbacks` reads.
    public enum CallbackTarget: Hashable, Sendable, CustomStringConvertible {
        /// The `UIApplicationDelegate`'s (`expect callbacks app …`).
        case app
        /// A window's scene delegate's.
        case window(WindowName)

        /// `app` or the window's name.
        public var description: String {
            switch self {
            case .app: "app"
            case .window(let name): name.description
            }
        }
    }

    /// Who reported a warning, as `expect warning uikit|engine` names it.
    public enum WarningSource: String, Hashable, Sendable, CaseIterable {
        /// The simulated UIKit: a runtime warning or an uncaught exception.
        case uikit
        /// The RouteKit engine.
        case engine
    }

    /// `expect always secure`: holds at this step and, to the end of the scenario, at every instant the
    /// clock passes through (each instant a `wait` fires timers at, and the instant each event ends in),
    /// not only when idle (R20).
    case always(Invariant)

    /// What `expect always` keeps checking.
    public enum Invariant: String, Hashable, Sendable, CaseIterable {
        /// Signed out means signed out (R20, Sources/Route/SceneManager+Invariants.swift): while the session is signed out, no window shows a
        /// screen that requires sign-in (stacked, presented, or a side of a transition in flight) that
        /// an opaque overlay does not cover, and no restoration record, as a kill would leave it, is
        /// stored signed in.
        case secure
    }

    /// An entry of `expect W pending`: an intent's kind and its identity as written (`url:U`,
    /// `activity:TYPE`, `shortcut:TYPE`), compared with the engine's pending intents by their
    /// scenario spelling (``SceneIntent/description``).
    ///
    /// Not a mirror of ``SceneIntent``: the kinds are ``SceneIntent/Kind``'s, so a new kind of
    /// intent is written, parsed and printed here without a change.
    public struct PendingIntent: Hashable, Sendable, CustomStringConvertible {
        /// The intent's kind: the word before the colon.
        public var kind: SceneIntent.Kind
        /// The URL as written, or the activity or shortcut type: the text after the colon.
        public var value: String

        /// Creates an entry.
        /// - Parameters:
        ///   - kind: the intent's kind.
        ///   - value: the URL as written, or the activity or shortcut type.
        public init(kind: SceneIntent.Kind, value: String) {
            self.kind = kind
            self.value = value
        }

        /// Parses `KIND:VALUE` for a kind of ``SceneIntent/Kind`` (`url:U`, `activity:TYPE`,
        /// `shortcut:TYPE`); the part after the colon must not be empty.
        ///
        /// Fails (`nil`) for any other form.
        ///
        /// - Parameter text: the entry as written.
        public init?(parsing text: String) {
            guard let colon = text.firstIndex(of: ":"), let kind = SceneIntent.Kind(rawValue: String(text[..<colon])) else { return nil }
            let value = String(text[text.index(after: colon)...])
            guard !value.isEmpty else { return nil }
            self.init(kind: kind, value: value)
        }

        /// `KIND:VALUE`, as ``init(parsing:)`` reads it and ``SceneIntent/description`` spells an intent.
        public var description: String { "\(kind.rawValue):\(value)" }
    }
}
