import RouteInterface
import SimulatedUIKit
import Simulator

/// Writes steps back as canonical scenario lines, so that parsing the printed line gives the same
/// step (docs/SCENARIOS.md: the recorder writes events back as scenario lines).
///
/// Canonical form: one space between words; `launch` parts as `url`s, then `activity`s, then
/// `shortcut`; `in W` last; button titles always quoted; `x1` left out; seconds in plain decimal
/// (`0.25`, never `2.5e-1`); other words quoted only when they must be (whitespace, a quote, a
/// leading `#`, an empty word, or a word the grammar would read as a keyword).
public enum ScenarioPrinter {
    /// Words that are keywords somewhere in the grammar; printed in quotes when meant literally.
    static let reservedWords: Set<String> = Set(LaunchWord.allCases.map(\.rawValue)).union([
        "in", "none", ">",
        "windows", "auth", "stored", "records", "error", "warning", "running", "notrunning", "crashed",
        "errors", "key", "callbacks", "app", "session",
    ])

    /// A whole scenario file: one canonical line per step, each ending in a line feed.
    /// - Parameter script: the scenario.
    /// - Returns: the file's text. Comments and blank lines of the original are not kept.
    /// - Complexity: O(n) in the number of steps.
    public static func text(of script: ScenarioScript) -> String {
        script.steps.map { line(for: $0.step) + "\n" }.joined()
    }

    /// One step as a canonical scenario line, without a line break.
    /// - Parameter step: the step.
    /// - Returns: the line.
    public static func line(for step: ScenarioStep) -> String {
        switch step {
        case .app(let app): ScenarioVerb.app.rawValue + " " + word(app.description)
        case .plist(let path): ScenarioVerb.plist.rawValue + " " + word(path)
        case .ios(let version): ScenarioVerb.ios.rawValue + " " + version.rawValue
        case .event(let event): line(for: event)
        case .expect(let expectation): line(for: expectation)
        }
    }

    /// One event as a canonical scenario line (the recorder's output, Sources/Simulator/SimulationEvent.swift).
    /// - Parameter event: the event.
    /// - Returns: the line.
    public static func line(for event: SimulationEvent) -> String {
        let verb = ScenarioVerb(writing: event).rawValue
        switch event {
        case .launch(let payload):
            var words = [verb]
            for kind in SceneIntent.Kind.allCases {
                switch kind {
                case .url:
                    for url in payload.urls { words += [kind.launchWord.rawValue, word(url)] }
                case .userActivity:
                    for activity in payload.activities {
                        if let link = activity.webpageURL, activity.isUniversalLink {
                            words += [LaunchWord.link.rawValue, word(link)]
                        } else {
                            words += [kind.launchWord.rawValue] + activityWords(activity)
                        }
                    }
                case .shortcutItem:
                    if let shortcut = payload.shortcut { words += [kind.launchWord.rawValue, word(shortcut)] }
                }
            }
            return words.joined(separator: " ")
        case .auth(let outcome): return "\(verb) \(outcome.rawValue)"
        case .signIn, .signOut, .reauth, .switcher, .kill, .relaunch: return verb
        case .open(let url, let window): return "\(verb) \(word(url))" + inWindow(window)
        case .continueActivity(let activity, let window):
            if let link = activity.webpageURL, activity.isUniversalLink { return "\(verb) \(word(link))" + inWindow(window) }
            return ([verb] + activityWords(activity)).joined(separator: " ") + inWindow(window)
        case .shortcut(let type, let window): return "\(verb) \(word(type))" + inWindow(window)
        case .newWindow(let scene): return scene.map { "\(verb) \(word($0))" } ?? verb
        case .close(let window), .foreground(let window), .background(let window), .inactive(let window), .active(let window),
            .swipe(let window), .back(let window), .dismiss(let window):
            return "\(verb) \(word(window))"
        case .tap(let window, let title, let count):
            return "\(verb) \(word(window)) \(quoted(title))" + (count == 1 ? "" : " x\(count)")
        case .select(let window, let tab): return "\(verb) \(word(window)) \(word(tab))"
        case .size(let window, let sizeClass): return "\(verb) \(word(window)) \(sizeClass.rawValue)"
        // The clock counts whole nanoseconds and the parser takes at most 9 decimals: a wait computed
        // in Double seconds (`deadline - now` = 0.34999999999999964) is written as the nanoseconds it
        // advances (`wait 0.35`). A wait that already prints with at most 9 decimals is written as it
        // is, so every parsed wait prints back to itself; one over the one-year limit is written as it
        // is too, for the parser to refuse.
        case .wait(let seconds):
            let text = DecimalSeconds.format(seconds)
            guard DecimalSeconds.fractionDigits(text) > 9, seconds <= Simulator.maximumWaitSeconds else { return "\(verb) \(text)" }
            return "\(verb) \(DecimalSeconds.format(VirtualClock.seconds(VirtualClock.nanoseconds(seconds))))"
        }
    }

    /// One expectation as a canonical `expect` line.
    /// - Parameter expectation: the expectation.
    /// - Returns: the line.
    public static func line(for expectation: Expectation) -> String {
        let rest: String
        switch expectation {
        case .windows(let windows):
            rest = "windows " + (windows.isEmpty ? "none" : windows.map(word).joined(separator: " "))
        case .stack(let window, let screens):
            rest = "\(word(window)) stack " + stackText(screens)
        case .top(let window, let screen):
            rest = "\(word(window)) top " + screenOrNone(screen)
        case .presented(let window, let screen):
            rest = "\(word(window)) presented " + screenOrNone(screen)
        case .overlay(let window, let overlay):
            rest = "\(word(window)) overlay \(overlay.scenarioWord)"
        case .state(let window, let state):
            rest = "\(word(window)) state \(state.scenarioWord)"
        case .pending(let window, let intents):
            rest =
                "\(word(window)) pending "
                + (intents.isEmpty ? "none" : intents.map { word($0.description) }.joined(separator: " "))
        case .auth(let status):
            rest = "auth \(status.scenarioWord)"
        case .stored(let window, let screen):
            rest = "stored \(word(window)) " + screenOrNone(screen)
        case .records(let count):
            rest = "records \(count)"
        case .error(let name):
            rest = "error \(word(name))"
        case .warning(let text):
            rest = "warning " + (text.map(warningText) ?? "none")
        case .process(let state):
            rest = state.scenarioWord
        case .always(let invariant):
            rest = "always \(invariant.rawValue)"
        case .errors(let names):
            rest = "errors " + nameList(names)
        case .key(let window):
            rest = "key " + (window.map(word) ?? "none")
        case .callbacks(let target, let names):
            let targetWord = if case .window(let window) = target { word(window) } else { "app" }
            rest = "callbacks \(targetWord) " + nameList(names)
        case .sourcedWarning(let source, let text):
            rest = "warning \(source.rawValue) " + (text.map { sourcedWarningText($0, source: source) } ?? "none")
        case .storedSession(let session, let screen):
            rest = "stored session \(session) " + screenOrNone(screen)
        case .tabs(let window, let labels):
            rest = "\(word(window)) tabs " + labels.map(tabLabel).joined(separator: " ")
        case .tabStack(let window, let tab, let screens):
            rest = "\(word(window)) tab \(word(tab)) stack " + stackText(screens)
        case .columnStack(let window, let column, let screens):
            rest = "\(word(window)) column \(column.rawValue) stack " + stackText(screens)
        case .split(let window, let state):
            rest = "\(word(window)) split \(state.rawValue)"
        }
        return ScenarioVerb.expect.rawValue + " " + rest
    }

    // MARK: - Words

    /// `A > B(arg) > C`, or `none` for an empty stack.
    static func stackText(_ screens: [ScreenName]) -> String {
        screens.isEmpty ? "none" : screens.map(word).joined(separator: " > ")
    }

    /// A tab as `expect W tabs` writes it: its title (quoted when it must be, or when it ends with `*`),
    /// then `*` when selected.
    static func tabLabel(_ label: Expectation.TabLabel) -> String {
        (label.title.hasSuffix("*") ? quoted(label.title) : word(label.title)) + (label.isSelected ? "*" : "")
    }

    /// A word as written: bare when the lexer reads it back as the same literal word, else quoted.
    static func word(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    static func word(_ window: WindowName) -> String { word(window.description) }

    static func word(_ screen: ScreenName) -> String { word(screen.description) }

    /// `"text"` with `\`, `"`, line feed, carriage return and tab escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func needsQuotes(_ text: String) -> Bool {
        text.isEmpty
            || reservedWords.contains(text)
            || StepParser.tapCount(text) != nil
            || text.hasPrefix("#")
            || containsSeparatorOrQuote(text)
    }

    /// Whether the text holds whitespace, a quote or a line break, which a bare word cannot.
    private static func containsSeparatorOrQuote(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\n" || $0 == "\r" }
    }

    private static func screenOrNone(_ screen: ScreenName?) -> String {
        screen.map(word) ?? "none"
    }

    private static func inWindow(_ window: WindowName?) -> String {
        window.map { " in \(word($0))" } ?? ""
    }

    /// `TYPE k=v ...`: the key quoted when it holds `=`, the value when it holds whitespace or a quote.
    private static func activityWords(_ activity: ActivityPayload) -> [String] {
        var words = [activity.type.contains("=") ? quoted(activity.type) : word(activity.type)]
        for entry in activity.userInfo {
            let keyNeedsQuotes =
                entry.key.isEmpty || entry.key.hasPrefix("#") || entry.key.contains("=")
                || containsSeparatorOrQuote(entry.key)
            let valueNeedsQuotes = entry.value.isEmpty || containsSeparatorOrQuote(entry.value)
            words.append(
                (keyNeedsQuotes ? quoted(entry.key) : entry.key)
                    + "=" + (valueNeedsQuotes ? quoted(entry.value) : entry.value))
        }
        return words
    }

    /// `none`, or the names as words (`"none"` quoted).
    private static func nameList(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map(word).joined(separator: " ")
    }

    /// Text after `expect warning uikit|engine`: as written when read back unchanged, else quoted.
    private static func sourcedWarningText(_ text: String, source: Expectation.WarningSource) -> String {
        if !text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }),
            let step = try? ScenarioParser.parseStep("expect warning \(source.rawValue) " + text, fileName: ""),
            step == .expect(.sourcedWarning(source, text))
        {
            return text
        }
        return quoted(text)
    }

    /// Warning text: as written when ``ScenarioParser`` reads it back unchanged, else one quoted string.
    private static func warningText(_ text: String) -> String {
        if !text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }),
            let step = try? ScenarioParser.parseStep("expect warning " + text, fileName: ""),
            step == .expect(.warning(text))
        {
            return text
        }
        return quoted(text)
    }
}
