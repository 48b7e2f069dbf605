extension NavigatorCommand {
    /// The command table, in help order.
    ///
    /// Key bindings, the help overlay, the hint line and `docs/KEYBINDINGS.md` are all
    /// generated from it (CONTRIBUTING.md).
    public static let all: [NavigatorCommand] = process + payloads + windows + auth + screen + time + timeTravel + navigator + editing

    private static let overlays: Set<InputContext> = [.normal, .help, .explain, .timeline]
    private static let everywhere: Set<InputContext> = Set(InputContext.allCases)

    private static let process: [NavigatorCommand] = [
        NavigatorCommand(
            .launch, keys: [.character("L")], section: .process, title: "launch",
            help: "Cold-launch the app with no payload (U1). For payloads type `:launch url U`. "
                + "While the app runs, K kills it first.",
            produces: [.launch]),
        NavigatorCommand(
            .relaunch, keys: [.character("R")], section: .process, title: "relaunch",
            help: "Start the stopped app again; surviving sessions reconnect in connection order (U7). "
                + "A running app is not restarted: K, then R.",
            produces: [.relaunch]),
        NavigatorCommand(
            .kill, keys: [.character("K")], section: .process, title: "kill",
            help: "Kill the process without callbacks; sessions survive as cards (U7).",
            produces: [.kill]),
    ]

    private static let payloads: [NavigatorCommand] = [
        NavigatorCommand(
            .promptOpen, keys: [.character("o")], section: .payloads, title: "open link",
            help: "Open a deep link in the focused window: the command line opens with `:open ` (recorded with "
                + "`in W` when several windows are connected; type `in W` for another window) (U2, R5).",
            produces: [.open], hintOrder: 6),
        NavigatorCommand(
            .promptContinue, keys: [.character("c")], section: .payloads, title: "continue activity",
            help: "Continue a Handoff or Spotlight activity in the focused window: prefills `:continue ` (U2, U4).",
            produces: [.continueActivity]),
        NavigatorCommand(
            .promptShortcut, keys: [.character("s")], section: .payloads, title: "shortcut",
            help: "Perform a Home Screen quick action in the focused window: prefills `:shortcut ` (U2).",
            produces: [.shortcut]),
    ]

    private static let windows: [NavigatorCommand] = [
        NavigatorCommand(
            .newWindow, keys: [.character("n")], section: .windows, title: "new window",
            help: "A system-initiated new window of the primary scene (U5).",
            produces: [.newWindow], hintOrder: 7),
        NavigatorCommand(
            .promptNewWindow, keys: [.character("N")], section: .windows, title: "new window of scene",
            help: "A new window of a named scene: prefills `:newwindow ` (U5, R2).",
            produces: [.newWindow]),
        NavigatorCommand(
            .close, keys: [.character("x")], section: .windows, title: "close",
            help: "The user closes the focused window; refused when it is not closable (U5).",
            produces: [.close]),
        NavigatorCommand(
            .swipe, keys: [.character("X")], section: .windows, title: "swipe away",
            help: "Swipe the focused window, or session card, away in the app switcher (U6).",
            produces: [.swipe]),
        NavigatorCommand(
            .foreground, keys: [.character("f")], section: .windows, title: "foreground",
            help: "Bring the focused window to the foreground; it ends foreground-active (U3).",
            produces: [.foreground]),
        NavigatorCommand(
            .background, keys: [.character("b")], section: .windows, title: "background",
            help: "Send the focused window to the background (U3).",
            produces: [.background]),
        NavigatorCommand(
            .inactive, keys: [.character("i")], section: .windows, title: "inactive",
            help: "Make the focused window foreground-inactive (U3, R14).",
            produces: [.inactive]),
        NavigatorCommand(
            .active, keys: [.character("a")], section: .windows, title: "active",
            help: "Make an inactive or background window foreground-active; it becomes key (U3). A window "
                + "already foreground-active stays as it is (nothing is recorded): i, then a, makes it key.",
            produces: [.active]),
        NavigatorCommand(
            .switcher, keys: [.character("S")], section: .windows, title: "app switcher",
            help: "Show the app switcher: every foreground-active window goes inactive (U3).",
            produces: [.switcher]),
    ]

    private static let auth: [NavigatorCommand] = [
        NavigatorCommand(
            .signIn, keys: [.character("I")], section: .auth, title: "sign in",
            help: "Sign in; while the session still loads, finish loading signed in (`auth signedIn`, R13).",
            produces: [.signIn, .auth]),
        NavigatorCommand(
            .signOut, keys: [.character("O")], section: .auth, title: "sign out",
            help: "Sign out; while the session still loads, finish loading signed out (`auth signedOut`, R13).",
            produces: [.signOut, .auth]),
        NavigatorCommand(
            .reauth, keys: [.character("A")], section: .auth, title: "require re-auth",
            help: "Manual re-authentication becomes required: windows that resign active from now on are not "
                + "obscured; a cover already up stays until its window is active again (R14).",
            produces: [.reauth]),
    ]

    private static let screen: [NavigatorCommand] = [
        NavigatorCommand(
            .tap, keys: (1...9).map { .character(Character(String($0))) }, section: .screen, title: "tap",
            help: "Tap the numbered action of what the focused window shows (U9); refused if that screen has gone.",
            produces: [.tap], hintOrder: 5),
        NavigatorCommand(
            .back, keys: [.character("h"), .backspace], section: .screen, title: "back",
            help: "Navigate back in the focused window; nothing at the root (U9); refused if the top is no longer the screen shown.",
            produces: [.back]),
        NavigatorCommand(
            .dismiss, keys: [.character("d")], section: .screen, title: "dismiss",
            help: "Dismiss the focused window's presented screen (U9); refused if it is no longer the one shown.",
            produces: [.dismiss]),
        NavigatorCommand(
            .nextTab, keys: [.character("T")], section: .screen, title: "next tab",
            help: "Tap the tab after the selected one in the focused window's tab bar (`select W TAB`); "
                + "after the last, the first. Without a tab bar in the focused pane, prefills `:select ` to name one.",
            produces: [.select]),
        NavigatorCommand(
            .toggleSizeClass, keys: [.character("w")], section: .windows, title: "width",
            help: "Switch the focused window between compact (iPhone-like) and regular (iPad-like) width "
                + "(`size W regular`, `size W compact`): a split view expands or collapses.",
            produces: [.size]),
    ]

    private static let time: [NavigatorCommand] = [
        NavigatorCommand(
            .togglePause, keys: [.character(" ")], section: .time, title: "pause",
            help: "Pause or resume the virtual clock, which otherwise follows real time.",
            hintOrder: 8),
        NavigatorCommand(
            .step, keys: [.character(".")], section: .time, title: "step",
            help: "Advance the clock to the next timer (recorded as `wait S`).",
            produces: [.wait]),
        NavigatorCommand(
            .faster, keys: [.character("+"), .character("=")], section: .time, title: "faster",
            help: "Double the clock's speed (up to 16x)."),
        NavigatorCommand(
            .slower, keys: [.character("-")], section: .time, title: "slower",
            help: "Halve the clock's speed (down to 0.25x)."),
    ]

    private static let timeTravel: [NavigatorCommand] = [
        NavigatorCommand(
            .stepBack, keys: [.character("[")], contexts: [.normal, .timeline], section: .timeTravel, title: "step back",
            help: "Show the state one step back: the steps before it are replayed on a fresh simulator, the container "
                + "put back as the session found it; the clock pauses. Nothing is recorded or lost: ] goes forward again.",
            hintOrder: 12),
        NavigatorCommand(
            .stepForward, keys: [.character("]")], contexts: [.normal, .timeline], section: .timeTravel,
            title: "step forward",
            help: "Apply the next step ahead: one stepped back over, or the next line of a `--replay FILE --step` file "
                + "(the message line shows it and its FILE:LINE). Any other step taken while steps are ahead starts a "
                + "new branch: those steps are dropped, and `:save` writes the branch on screen.", hintOrder: 13),
        NavigatorCommand(
            .timeline, keys: [.character("t")], contexts: [.normal, .timeline], section: .timeTravel, title: "timeline",
            help: "Open or close the timeline: every step of the session, those ahead of the one shown dimmed."),
        NavigatorCommand(
            .jumpToStep, keys: [.enter], contexts: [.timeline], section: .timeTravel, title: "go to step",
            help: "Show the state after the selected step (step 0: before the first), back or forward.", hintOrder: 2),
    ]

    private static let navigator: [NavigatorCommand] = [
        NavigatorCommand(
            .focusNext, keys: [.tab, .right], section: .navigator, title: "focus",
            help: "Focus the next pane, then the session cards.", hintOrder: 4),
        NavigatorCommand(
            .focusPrevious, keys: [.backTab, .left], section: .navigator, title: "focus back",
            help: "Focus the previous pane or card."),
        NavigatorCommand(
            .moveDown, keys: [.character("j"), .down], contexts: overlays, section: .navigator, title: "down",
            help: "Move down in the current list: the event log, help, the explain view's intents, the timeline's steps.",
            hintOrder: 10),
        NavigatorCommand(
            .moveUp, keys: [.character("k"), .up], contexts: overlays, section: .navigator, title: "up",
            help: "Move up in the current list.", hintOrder: 11),
        NavigatorCommand(
            .pageDown, keys: [.pageDown], contexts: overlays, section: .navigator, title: "page down",
            help: "Move a page down in the current list."),
        NavigatorCommand(
            .pageUp, keys: [.pageUp], contexts: overlays, section: .navigator, title: "page up",
            help: "Move a page up in the current list."),
        NavigatorCommand(
            .top, keys: [.character("g"), .home], contexts: overlays, section: .navigator, title: "first",
            help: "Jump to the first line of the current list: the oldest event log line, the timeline's start."),
        NavigatorCommand(
            .bottom, keys: [.character("G"), .end], contexts: overlays, section: .navigator, title: "last",
            help: "Jump to the last line of the current list: the newest event log line, following new ones again."),
        NavigatorCommand(
            .zoomLog, keys: [.character("z")], section: .navigator, title: "zoom log",
            help: "Give the event log every row but one row of panes, or its usual third of the height back."),
        NavigatorCommand(
            .growLog, keys: [.character("}")], section: .navigator, title: "taller log",
            help: "Give the event log 3 more rows, taken from the panes."),
        NavigatorCommand(
            .shrinkLog, keys: [.character("{")], section: .navigator, title: "shorter log",
            help: "Give the event log 3 fewer rows (at least 2)."),
        NavigatorCommand(
            .logRight, keys: [.character(">")], section: .navigator, title: "log right",
            help: "Scroll the event log's text 20 columns right, to read the rest of long lines (cut lines end in …)."),
        NavigatorCommand(
            .logLeft, keys: [.character("<")], section: .navigator, title: "log left",
            help: "Scroll the event log's text 20 columns back left."),
        NavigatorCommand(
            .explain, keys: [.character("e")], contexts: [.normal, .explain], section: .navigator, title: "explain",
            help: "Explain an intent: what it matched, where it was routed and why, each permission asked (R5-R9).",
            hintOrder: 9),
        NavigatorCommand(
            .help, keys: [.character("?")], contexts: overlays, section: .navigator, title: "help",
            help: "Show or hide this help.", hintOrder: 2),
        NavigatorCommand(
            .commandLine, keys: [.character(":")], section: .navigator, title: "command",
            help: "Open the command line: any scenario line, `expect` included, or a navigator command.",
            hintOrder: 3),
        NavigatorCommand(
            .closeOverlay, keys: [.escape], contexts: [.help, .explain, .timeline], section: .navigator, title: "close",
            help: "Close the help overlay, the explain view or the timeline.", hintOrder: 1),
        NavigatorCommand(
            .redraw, keys: [.control("l")], contexts: everywhere, section: .navigator, title: "redraw",
            help: "Redraw the whole screen."),
        NavigatorCommand(
            .suspend, keys: [.control("z")], contexts: overlays, section: .navigator, title: "suspend",
            help: "Suspend to the shell; `fg` comes back."),
        NavigatorCommand(
            .quit, keys: [.character("q"), .control("c")], contexts: overlays, section: .navigator, title: "quit",
            help: "Quit, restoring the terminal; with `--record` the file is written. Without it, actions taken "
                + "since the last `:save` (keys, steps and `expect` lines) make the first press only say so; a second press quits without them.",
            hintOrder: 0),
    ]

    private static let editing: [NavigatorCommand] = [
        NavigatorCommand(
            .submit, keys: [.enter], contexts: [.commandLine], section: .editing, title: "run",
            help: "Run the line: a scenario step is applied and recorded; an `expect` answers pass or fail, and is recorded.",
            hintOrder: 0),
        NavigatorCommand(
            .cancel, keys: [.escape, .control("c")], contexts: [.commandLine], section: .editing, title: "cancel",
            help: "Leave the command line without running it.", hintOrder: 1),
        NavigatorCommand(
            .deleteBackward, keys: [.backspace], contexts: [.commandLine], section: .editing, title: "delete",
            help: "Delete the character before the cursor."),
        NavigatorCommand(
            .deleteForward, keys: [.delete, .control("d")], contexts: [.commandLine], section: .editing,
            title: "delete forward", help: "Delete the character at the cursor."),
        NavigatorCommand(
            .cursorLeft, keys: [.left, .control("b")], contexts: [.commandLine], section: .editing, title: "left",
            help: "Move the cursor left."),
        NavigatorCommand(
            .cursorRight, keys: [.right, .control("f")], contexts: [.commandLine], section: .editing, title: "right",
            help: "Move the cursor right."),
        NavigatorCommand(
            .cursorHome, keys: [.home, .control("a")], contexts: [.commandLine], section: .editing, title: "start",
            help: "Move the cursor to the start of the line."),
        NavigatorCommand(
            .cursorEnd, keys: [.end, .control("e")], contexts: [.commandLine], section: .editing, title: "end",
            help: "Move the cursor to the end of the line."),
        NavigatorCommand(
            .clearLine, keys: [.control("u")], contexts: [.commandLine], section: .editing, title: "clear",
            help: "Clear the line."),
        NavigatorCommand(
            .complete, keys: [.tab], contexts: [.commandLine], section: .editing, title: "complete",
            help: "Complete the last word: a command or scenario verb, then what the app registers (a link after "
                + "`open`, an activity type and its user-info keys after `continue`, a shortcut type, a scene after "
                + "`newwindow`) or a window name. Several candidates are listed on the message line.",
            hintOrder: 3),
        NavigatorCommand(
            .historyPrevious, keys: [.up, .control("p")], contexts: [.commandLine], section: .editing,
            title: "history", help: "The previous line run.", hintOrder: 2),
        NavigatorCommand(
            .historyNext, keys: [.down, .control("n")], contexts: [.commandLine], section: .editing,
            title: "history forward", help: "The next line run."),
    ]
}
