import Scenario
import Simulator

/// One row of the navigator's command table: the single source of the key bindings, the `?` help
/// overlay, the bottom hint line and `docs/KEYBINDINGS.md` (CONTRIBUTING.md).
public struct NavigatorCommand: Hashable, Sendable {
    /// What the command does.
    public var action: CommandAction
    /// The keys bound to it, first the one shown in hints.
    public var keys: [Key]
    /// Where the keys work.
    ///
    /// Within one context a key belongs to one command.
    public var contexts: Set<InputContext>
    /// The group it is listed under in help and documentation.
    public var section: CommandSection
    /// A short title for hints and help: `quit`, `open link`.
    public var title: String
    /// One or two sentences for help and documentation, naming the UIKit behaviour it models.
    public var help: String
    /// The verbs of the simulation events this command can produce (Sources/Simulator/SimulationEvent.swift); empty for navigator-only commands.
    public var produces: [ScenarioVerb]
    /// Its place in the bottom hint line (lower first), or `nil` to leave it out of the hint line.
    public var hintOrder: Int?

    /// Creates a command.
    /// - Parameters:
    ///   - action: what it does.
    ///   - keys: bound keys, the hint key first.
    ///   - contexts: where the keys work.
    ///   - section: help/documentation group.
    ///   - title: short title.
    ///   - help: help text.
    ///   - produces: the verbs of the simulation events it can produce.
    ///   - hintOrder: place in the hint line, or `nil`.
    public init(
        _ action: CommandAction, keys: [Key], contexts: Set<InputContext> = [.normal], section: CommandSection,
        title: String, help: String, produces: [ScenarioVerb] = [], hintOrder: Int? = nil
    ) {
        self.action = action
        self.keys = keys
        self.contexts = contexts
        self.section = section
        self.title = title
        self.help = help
        self.produces = produces
        self.hintOrder = hintOrder
    }

    /// The keys as help and documentation write them: `q, Ctrl-C`; the digits 1 to 9 as `1-9`.
    public var keyLabel: String {
        let digits = keys.compactMap(\.digit)
        if digits.count == keys.count, digits == Array(1...9) { return "1-9" }
        return keys.map(\.description).joined(separator: ", ")
    }
}

/// Where key presses go: the panes, or an overlay or the command line on top of them.
public enum InputContext: String, Hashable, Sendable, CaseIterable {
    /// The panes.
    case normal
    /// The `?` help overlay.
    case help
    /// The explain view.
    case explain
    /// The `:` command line.
    case commandLine
    /// The timeline of the session's steps (`t`).
    case timeline

    /// The context's heading in help and documentation.
    public var title: String {
        switch self {
        case .normal: return "Panes"
        case .help: return "Help overlay"
        case .explain: return "Explain view"
        case .commandLine: return "Command line"
        case .timeline: return "Timeline"
        }
    }
}

/// Groups of commands in help and documentation, in display order.
public enum CommandSection: String, Hashable, Sendable, CaseIterable {
    /// Launch, relaunch, kill.
    case process
    /// Deep links, activities, shortcuts.
    case payloads
    /// Window lifecycle and activation.
    case windows
    /// The auth session.
    case auth
    /// What a window shows.
    case screen
    /// The virtual clock.
    case time
    /// Stepping through the session's steps.
    case timeTravel
    /// The navigator itself.
    case navigator
    /// Editing the command line.
    case editing

    /// The heading.
    public var title: String {
        switch self {
        case .process: return "Process"
        case .payloads: return "Links, activities, shortcuts"
        case .windows: return "Windows"
        case .auth: return "Auth session"
        case .screen: return "Screen"
        case .time: return "Time"
        case .timeTravel: return "Time travel"
        case .navigator: return "Navigator"
        case .editing: return "Command line editing"
        }
    }
}

/// Everything a key can do.
///
/// Each case is bound by exactly one command of the table.
public enum CommandAction: String, Hashable, Sendable, CaseIterable {
    /// Cold launch.
    case launch
    /// Relaunch.
    case relaunch
    /// Kill the process.
    case kill
    /// Prefill `:open `.
    case promptOpen
    /// Prefill `:continue `.
    case promptContinue
    /// Prefill `:shortcut `.
    case promptShortcut
    /// System-initiated new window of the primary scene.
    case newWindow
    /// Prefill `:newwindow `.
    case promptNewWindow
    /// Close the focused window.
    case close
    /// Foreground the focused window.
    case foreground
    /// Background the focused window.
    case background
    /// Make the focused window inactive.
    case inactive
    /// Make the focused window active.
    case active
    /// Show the app switcher.
    case switcher
    /// Swipe the focused window or card away.
    case swipe
    /// Sign in (or finish loading signed in).
    case signIn
    /// Sign out (or finish loading signed out).
    case signOut
    /// Require manual re-authentication.
    case reauth
    /// Tap the N-th action of the focused pane.
    case tap
    /// Navigate back in the focused window.
    case back
    /// Select the next tab of the focused window's tab bar.
    case nextTab
    /// Switch the focused window's horizontal size class between compact and regular.
    case toggleSizeClass
    /// Dismiss the focused window's presented screen.
    case dismiss
    /// Pause or resume the clock.
    case togglePause
    /// Advance the clock to the next timer.
    case step
    /// Show the state one step back (time travel).
    case stepBack
    /// Show the state one step forward: redo a step stepped back over, or run a replayed file's next line.
    case stepForward
    /// Open or close the timeline of the session's steps.
    case timeline
    /// Show the state after the step selected in the timeline.
    case jumpToStep
    /// Faster clock.
    case faster
    /// Slower clock.
    case slower
    /// Focus the next pane or card.
    case focusNext
    /// Focus the previous pane or card.
    case focusPrevious
    /// Move down in the current list.
    case moveDown
    /// Move up in the current list.
    case moveUp
    /// Move a page down.
    case pageDown
    /// Move a page up.
    case pageUp
    /// Zoom the event log to most of the height, or back.
    case zoomLog
    /// Give the event log more rows.
    case growLog
    /// Give the event log fewer rows.
    case shrinkLog
    /// Scroll the event log's text left (towards the start of long lines).
    case logLeft
    /// Scroll the event log's text right (the rest of long lines).
    case logRight
    /// Complete the word before the cursor on the command line.
    case complete
    /// Jump to the first line of the current list (the oldest event log line).
    case top
    /// Jump to the last line of the current list (the newest event log line, where new lines show).
    case bottom
    /// Open or close the explain view.
    case explain
    /// Open or close the help overlay.
    case help
    /// Open the command line.
    case commandLine
    /// Close an overlay or clear the message.
    case closeOverlay
    /// Redraw the screen.
    case redraw
    /// Quit.
    case quit
    /// Suspend to the shell.
    case suspend
    /// Run the command line.
    case submit
    /// Leave the command line.
    case cancel
    /// Delete before the cursor.
    case deleteBackward
    /// Delete at the cursor.
    case deleteForward
    /// Cursor left.
    case cursorLeft
    /// Cursor right.
    case cursorRight
    /// Cursor to the start.
    case cursorHome
    /// Cursor to the end.
    case cursorEnd
    /// Clear the line.
    case clearLine
    /// Previous history entry.
    case historyPrevious
    /// Next history entry.
    case historyNext
}
