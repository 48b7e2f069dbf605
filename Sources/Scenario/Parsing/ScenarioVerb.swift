import RouteInterface
import Simulator

/// The first word of a scenario line (docs/SCENARIOS.md), in the order the grammar lists them.
///
/// The parser, the printer, the navigator's `:` completion and command table (which verbs a key
/// produces, and that every event has a key) all take the verbs from here: ``init(writing:)`` gives every ``SimulationEvent`` its verb and the parser reads every verb
/// in an exhaustive `switch`, so a new event or verb does not compile until each of them handles it.
public enum ScenarioVerb: String, Sendable, CaseIterable {
    /// `app NAME`: which app the scenario drives.
    case app
    /// `plist PATH`: an Info.plist to run with.
    case plist
    /// `ios 18|26|27`: the iOS release to run on.
    case ios
    /// `launch [url U]... [link U]... [activity TYPE k=v...]... [shortcut TYPE]`: a cold launch.
    case launch
    /// `auth signedIn|signedOut`: the session's first load ends.
    case auth
    /// `signin`.
    case signIn = "signin"
    /// `signout`.
    case signOut = "signout"
    /// `reauth`: manual re-authentication becomes required.
    case reauth
    /// `open U [in W]`: a warm URL.
    case open
    /// `link U [in W]`: a warm universal link.
    case link
    /// `continue TYPE [k=v ...] [in W]`: a warm user activity.
    case continueActivity = "continue"
    /// `shortcut TYPE [in W]`: a warm quick action.
    case shortcut
    /// `newwindow [SCENE]`.
    case newWindow = "newwindow"
    /// `close W`.
    case close
    /// `foreground W`.
    case foreground
    /// `background W`.
    case background
    /// `inactive W`.
    case inactive
    /// `active W`.
    case active
    /// `switcher`.
    case switcher
    /// `swipe W`.
    case swipe
    /// `kill`.
    case kill
    /// `relaunch`.
    case relaunch
    /// `tap W TITLE [xN]`.
    case tap
    /// `back W`.
    case back
    /// `dismiss W`.
    case dismiss
    /// `select W TAB`.
    case select
    /// `size W compact|regular`.
    case size
    /// `wait SECONDS`.
    case wait
    /// `expect ...`.
    case expect

    /// The verb that writes `event` (a universal link is `link`, any other activity `continue`).
    /// - Parameter event: the event.
    public init(writing event: SimulationEvent) {
        switch event {
        case .launch: self = .launch
        case .auth: self = .auth
        case .signIn: self = .signIn
        case .signOut: self = .signOut
        case .reauth: self = .reauth
        case .open: self = .open
        case .continueActivity(let activity, _): self = activity.isUniversalLink ? .link : .continueActivity
        case .shortcut: self = .shortcut
        case .newWindow: self = .newWindow
        case .close: self = .close
        case .foreground: self = .foreground
        case .background: self = .background
        case .inactive: self = .inactive
        case .active: self = .active
        case .switcher: self = .switcher
        case .swipe: self = .swipe
        case .kill: self = .kill
        case .relaunch: self = .relaunch
        case .tap: self = .tap
        case .back: self = .back
        case .dismiss: self = .dismiss
        case .wait: self = .wait
        case .select: self = .select
        case .size: self = .size
        }
    }

    /// Whether the verb writes a ``SimulationEvent`` (``init(writing:)`` gives it for some event):
    /// every verb but `app` and `plist`, which set up a session, and `expect`, which checks one.
    public var writesEvent: Bool {
        switch self {
        case .app, .plist, .ios, .expect: false
        case .launch, .auth, .signIn, .signOut, .reauth, .open, .link, .continueActivity, .shortcut, .newWindow, .close, .foreground, .background,
            .inactive, .active, .switcher, .swipe, .kill, .relaunch, .tap, .back, .dismiss, .select, .size, .wait:
            true
        }
    }

    /// What follows the verb, as the navigator's `:` completion offers it.
    public enum Arguments: Equatable, Sendable {
        /// Nothing, or nothing completion offers (a number, a fixed word).
        case none
        /// A window name first (`close W`, `expect W …`).
        case window
        /// A value the app registers, of this kind, then `in W` (`open`, `continue`, `shortcut`).
        case intent(SceneIntent.Kind)
        /// A value the app does not list, then `in W` (`link`).
        case value
        /// A scene identity (`newwindow`).
        case scene
        /// Words that set up a session, which the `:` line refuses (`app`, `plist`).
        case setup
    }

    /// What follows the verb.
    public var arguments: Arguments {
        if let kind = SceneIntent.Kind.allCases.first(where: { $0.warmVerb == self }) { return .intent(kind) }
        switch self {
        case .app, .plist, .ios: return .setup
        case .launch, .auth, .signIn, .signOut, .reauth, .switcher, .kill, .relaunch, .wait: return .none
        // `open`, `continue` and `shortcut` are the kinds' warm verbs, answered above.
        case .open, .continueActivity, .shortcut, .link: return .value
        case .newWindow: return .scene
        case .close, .foreground, .background, .inactive, .active, .swipe, .tap, .back, .dismiss, .select, .size, .expect: return .window
        }
    }
}
