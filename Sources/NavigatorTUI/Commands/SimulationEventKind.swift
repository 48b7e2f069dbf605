import Simulator

/// The cases of ``SimulationEvent`` without their payloads, so the command table can say which
/// event a key produces and a test can check that every event has a key (DESIGN §2).
public enum SimulationEventKind: String, Hashable, Sendable, CaseIterable {
    /// `launch`.
    case launch
    /// `auth`.
    case auth
    /// `signin`.
    case signIn
    /// `signout`.
    case signOut
    /// `reauth`.
    case reauth
    /// `open`.
    case open
    /// `continue`.
    case continueActivity
    /// `shortcut`.
    case shortcut
    /// `newwindow`.
    case newWindow
    /// `close`.
    case close
    /// `foreground`.
    case foreground
    /// `background`.
    case background
    /// `inactive`.
    case inactive
    /// `active`.
    case active
    /// `switcher`.
    case switcher
    /// `swipe`.
    case swipe
    /// `kill`.
    case kill
    /// `relaunch`.
    case relaunch
    /// `tap`.
    case tap
    /// `back`.
    case back
    /// `dismiss`.
    case dismiss
    /// `wait`.
    case wait
    /// `select` (a tab).
    case select
    /// `size` (a window's horizontal size class).
    case size

    /// The kind of an event.
    /// - Parameter event: a simulation event.
    public init(_ event: SimulationEvent) {
        switch event {
        case .launch: self = .launch
        case .auth: self = .auth
        case .signIn: self = .signIn
        case .signOut: self = .signOut
        case .reauth: self = .reauth
        case .open: self = .open
        case .continueActivity: self = .continueActivity
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

    /// The scenario keyword that writes this event (DESIGN §3): `launch`, `signin`, `continue`, ...
    public var scenarioKeyword: String {
        switch self {
        case .launch: return "launch"
        case .auth: return "auth"
        case .signIn: return "signin"
        case .signOut: return "signout"
        case .reauth: return "reauth"
        case .open: return "open"
        case .continueActivity: return "continue"
        case .shortcut: return "shortcut"
        case .newWindow: return "newwindow"
        case .close: return "close"
        case .foreground: return "foreground"
        case .background: return "background"
        case .inactive: return "inactive"
        case .active: return "active"
        case .switcher: return "switcher"
        case .swipe: return "swipe"
        case .kill: return "kill"
        case .relaunch: return "relaunch"
        case .tap: return "tap"
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .wait: return "wait"
        case .select: return "select"
        case .size: return "size"
        }
    }
}
