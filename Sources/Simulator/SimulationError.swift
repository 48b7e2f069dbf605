/// Why an event could not be applied.
///
/// The scenario runner turns these into `FILE:LINE: …` messages: a missing window or button fails
/// the step (exit 1); unusable input exits 2.
public enum SimulationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The step names a window that is not connected (exit 1); `known`: the names that exist, which the
    /// message offers as "did you mean" (``ClosestNames``).
    case noWindow(String, known: [String] = [])
    /// The window's screen has no button with that title (exit 1); `buttons`: the titles it has, which
    /// the message offers as "did you mean" (``ClosestNames``).
    case noButton(title: String, screen: String, buttons: [String] = [])
    /// `launch` while the app runs (exit 2).
    case alreadyRunning
    /// The URL text does not parse as a URL (exit 2).
    case invalidURL(String)
    /// `wait` with a negative or non-finite duration (exit 2).
    case invalidDuration(Double)
    /// `wait` that would take the virtual clock past its last instant,
    /// ``SimulatedUIKit/VirtualClock/maximumNanoseconds`` (about 146 years) (exit 2).
    case clockExhausted(now: Double)
    /// The window shows no tab with that title (`tabs`: the titles it has; empty: no tab bar) (exit 1).
    case noTab(title: String, tabs: [String])
    /// The expectation asks for engine state this app does not provide, for example, pending intents on `bare` (exit 1).
    case notAvailable(what: String, app: String)
    /// A request made on what a pane showed (``Simulator/apply(_:seeing:)``) names an entry that is no longer
    /// where it acts: a transition, a timer or an intent moved it since; nothing was done (CONTRIBUTING.md).
    case staleEntry(request: EntryRequest, window: String, seen: ScreenEntry, now: ScreenEntry?)

    /// A request that acts on one entry of a window (``staleEntry(request:window:seen:now:)``).
    public enum EntryRequest: String, Sendable {
        /// `back`: the top of the stack, nothing presented.
        case back
        /// `dismiss`: the topmost presented screen.
        case dismiss
        /// `tap`: the screen the window shows.
        case tap
    }

    /// Whether the failure means unusable input (exit 2) rather than a failed step (exit 1).
    public var isUsageError: Bool {
        switch self {
        case .alreadyRunning, .invalidURL, .invalidDuration, .clockExhausted: true
        case .noWindow, .noButton, .noTab, .notAvailable, .staleEntry: false
        }
    }

    /// The message after `FILE:LINE: `.
    public var description: String {
        switch self {
        case let .noWindow(name, known): "no window \"\(name)\"" + ClosestNames.suggestion(for: name, among: known, kind: "windows")
        case let .noButton(title, screen, buttons):
            "no button \"\(title)\" on \(screen)" + ClosestNames.suggestion(for: title, among: buttons, kind: "buttons", quoted: true)
        case let .noTab(title, tabs):
            tabs.isEmpty
                ? "no tab \"\(title)\": the window shows no tab bar"
                : "no tab \"\(title)\" (tabs: \(tabs.joined(separator: ", ")))"
        case .alreadyRunning: "launch while the app is running (kill it first; relaunch of a running app, like tapping its icon, changes nothing)"
        case let .invalidURL(text): "not a URL: \"\(text)\""
        case let .invalidDuration(seconds): "wait needs a number of seconds from 0 to 31536000 (one year), got \(seconds)"
        case let .clockExhausted(now):
            "wait would take the virtual clock past its end, about 146 years "
                + "(4611686018 s); it is at \(now) s"
        case let .notAvailable(what, app): "\(what) is not available for this app (\(app) does not use RouteKit's engine)"
        case let .staleEntry(request, window, seen, now): Self.staleDescription(request, window, seen, now)
        }
    }

    /// `refused: NoteDetail(7) #4 is no longer on top of main's stack (it is NotesList #2 now); nothing was done`.
    private static func staleDescription(_ request: EntryRequest, _ window: String, _ seen: ScreenEntry, _ now: ScreenEntry?) -> String {
        let place: String
        let current: String
        switch request {
        case .back:
            place = "on top of \(window)'s stack"
            current = now.map { "it is \($0) now" } ?? "something is presented over it now"
        case .dismiss:
            place = "presented on top in \(window)"
            current = now.map { "it is \($0) now" } ?? "nothing is presented now"
        case .tap:
            place = "what \(window) shows"
            current = now.map { "it shows \($0) now" } ?? "it shows nothing now"
        }
        return "refused: \(seen) is no longer \(place) (\(current)); nothing was done"
    }
}
