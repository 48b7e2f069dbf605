import SimulatedUIKit
import Simulator

/// Reads one lexed line as a ``ScenarioStep`` (docs/SCENARIOS.md).
///
/// The event forms live here; `expect` lines in `StepParser+Expectations.swift`.
///
/// A word written with quotes is literal text: it is never read as a keyword (`in`, `url`,
/// `activity`, `shortcut`, `none`, `>`, `xN`, a verb or an `expect` kind). Words from a fixed set
/// (`signedIn`, `splash`, `notes`, …) are read the same with or without quotes.
struct StepParser {
    /// Every verb, in the order docs/SCENARIOS.md lists them (for the unknown-verb message).
    static var verbs: [String] { ScenarioVerb.allCases.map(\.rawValue) }

    /// The most taps one `tap` line may deliver in one instant.
    static let maximumTapCount = 1000

    let line: LexedLine
    let location: LineLocation
    var index = 0

    init(line: LexedLine, location: LineLocation) {
        self.line = line
        self.location = location
    }

    // MARK: - Cursor

    /// The next word, not consumed.
    func peek() -> ScenarioToken? { index < line.tokens.count ? line.tokens[index] : nil }

    /// Consumes and returns the next word.
    /// - Parameter expected: what the grammar wants here, for the error at the end of the line.
    /// - Returns: the word.
    /// - Throws: ``ScenarioParseError`` naming `expected` when the line has no more words.
    mutating func take(_ expected: String) throws(ScenarioParseError) -> ScenarioToken {
        guard let token = peek() else { throw errorAtEnd(expected: expected) }
        index += 1
        return token
    }

    /// Consumes a non-empty word of literal text that is not one of `reserved` written bare.
    mutating func takeText(_ expected: String, reserved: Set<String> = []) throws(ScenarioParseError) -> ScenarioToken {
        let token = try take(expected)
        if token.value.isEmpty || (!token.isQuoted && reserved.contains(token.value)) {
            throw error(at: token, expected: expected)
        }
        return token
    }

    /// Consumes a window name (`main`, `main#2`).
    mutating func takeWindow() throws(ScenarioParseError) -> WindowName {
        let expected = "a window name such as main or main#2"
        let token = try take(expected)
        guard let window = WindowName(parsing: token.value) else { throw error(at: token, expected: expected) }
        return window
    }

    /// Fails unless every word has been read.
    func expectEnd(_ expected: String = "end of line") throws(ScenarioParseError) {
        if let token = peek() { throw error(at: token, expected: expected) }
    }

    /// Refuses a URL token (`open U`, `link U`, `launch url U`, `launch link U`) that ``ScenarioURLCheck``
    /// finds wrong: one definition of a bad URL for every step that carries one.
    /// - Parameter url: the URL token.
    /// - Throws: the parse error at the token, saying what was expected.
    func checkURL(_ url: ScenarioToken) throws(ScenarioParseError) {
        if let problem = ScenarioURLCheck.problem(with: url.value) { throw error(at: url, expected: problem) }
    }

    func error(at token: ScenarioToken, expected: String) -> ScenarioParseError {
        location.error(column: token.column, found: token.shown, expected: expected)
    }

    /// The parse error at a token that is not one of `words`, offering the closest of them ("did you
    /// mean tap?", ``ClosestNames``).
    func error(at token: ScenarioToken, expected: String, among words: [String]) -> ScenarioParseError {
        // A quoted word is text, never a keyword: `"launch"` is told to drop the quotes.
        let hint = token.isQuoted && words.contains(token.value) ? "; write \(token.value) without quotes" : ClosestNames.didYouMean(token.value, among: words)
        return location.error(column: token.column, found: token.shown, expected: expected + hint)
    }

    func errorAtEnd(expected: String) -> ScenarioParseError {
        location.error(column: line.endColumn, found: "end of line", expected: expected)
    }

    // MARK: - Steps

    /// Reads the line.
    /// - Returns: the step, or `nil` for a blank or comment-only line.
    mutating func parse() throws(ScenarioParseError) -> ScenarioStep? {
        guard let verb = peek() else { return nil }
        index += 1
        guard !verb.isQuoted, let known = ScenarioVerb(rawValue: verb.value) else {
            throw error(at: verb, expected: "a step: " + ScenarioWords.list(Self.verbs, or: "or"), among: Self.verbs)
        }
        let step: ScenarioStep
        switch known {
        case .app:
            let token = try take("an app: \(AppChoice.expectedForms)")
            guard let app = AppChoice(parsing: token.value) else {
                throw error(at: token, expected: AppChoice.expectedForms, among: AppChoice.names)
            }
            step = .app(app)
        case .plist:
            step = .plist(path: try takeText("the path of an Info.plist").value)
        case .ios:
            let expected = "an iOS version: " + SimulatedSystemVersion.spelledValues
            let token = try take(expected)
            guard !token.isQuoted, let version = SimulatedSystemVersion(parsing: token.value) else { throw error(at: token, expected: expected) }
            step = .ios(version)
        case .launch:
            step = .event(.launch(try launchPayload()))
        case .auth:
            let expected = "signedIn or signedOut"
            let token = try take(expected)
            guard let outcome = AuthOutcome(rawValue: token.value) else { throw error(at: token, expected: expected) }
            step = .event(.auth(outcome))
        case .signIn: step = .event(.signIn)
        case .signOut: step = .event(.signOut)
        case .reauth: step = .event(.reauth)
        case .switcher: step = .event(.switcher)
        case .kill: step = .event(.kill)
        case .relaunch: step = .event(.relaunch)
        case .open:
            let (url, window) = try payload(expected: "a URL such as notes://note/42")
            try checkURL(url)
            step = .event(.open(url: url.value, window: window))
        case .link:
            let (url, window) = try payload(expected: "a universal link such as https://example.com/notes/42")
            try checkURL(url)
            step = .event(.continueActivity(.universalLink(url.value), window: window))
        case .continueActivity:
            step = .event(try continueActivity())
        case .shortcut:
            let (type, window) = try payload(expected: "a shortcut type such as new-note")
            step = .event(.shortcut(type: type.value, window: window))
        case .newWindow:
            var scene: String?
            if peek() != nil { scene = try takeText("a scene identity such as compose").value }
            step = .event(.newWindow(scene: scene))
        case .close: step = .event(.close(try takeWindow()))
        case .foreground: step = .event(.foreground(try takeWindow()))
        case .background: step = .event(.background(try takeWindow()))
        case .inactive: step = .event(.inactive(try takeWindow()))
        case .active: step = .event(.active(try takeWindow()))
        case .swipe: step = .event(.swipe(try takeWindow()))
        case .back: step = .event(.back(try takeWindow()))
        case .dismiss: step = .event(.dismiss(try takeWindow()))
        case .tap:
            step = .event(try tap())
        case .select:
            let window = try takeWindow()
            step = .event(.select(window, tab: try takeText(#"a tab title such as Inbox or "Home Feed""#).value))
        case .size:
            let window = try takeWindow()
            let expected = "compact or regular"
            let token = try take(expected)
            guard !token.isQuoted, let sizeClass = SizeClass(rawValue: token.value) else { throw error(at: token, expected: expected) }
            step = .event(.size(window, sizeClass))
        case .wait:
            // The virtual clock counts whole nanoseconds: a tenth decimal would be rounded away unseen.
            let expected = "a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"
            let token = try take(expected)
            // Compared as written: `31536000.000000001` rounds to the maximum as a Double but is past it.
            guard let seconds = DecimalSeconds.parse(token.value), DecimalSeconds.fractionDigits(token.value) <= 9,
                !DecimalSeconds.exceeds(token.value, maximum: Int(Simulator.maximumWaitSeconds))
            else { throw error(at: token, expected: expected) }
            step = .event(.wait(seconds: seconds))
        case .expect:
            step = .expect(try expectation())
        }
        try expectEnd()
        return step
    }

    /// `launch [url U]... [link U]... [activity TYPE [k=v ...]]... [shortcut TYPE]`, the parts in any
    /// order; a `link` is a universal link, an activity among the others in the order written.
    private mutating func launchPayload() throws(ScenarioParseError) -> LaunchPayload {
        let keywords = Set(LaunchWord.allCases.map(\.rawValue))
        var payload = LaunchPayload()
        var takesUserInfo = false
        while let token = peek() {
            index += 1
            if !token.isQuoted, let word = LaunchWord(rawValue: token.value) {
                if word == .shortcut, payload.shortcut != nil { throw error(at: token, expected: "at most one shortcut") }
                let value = try takeText("\(Self.launchValue(word)) after \(word.rawValue)", reserved: keywords)
                takesUserInfo = false
                switch word {
                case .url:
                    try checkURL(value)
                    payload.urls.append(value.value)
                case .link:
                    try checkURL(value)
                    payload.activities.append(.universalLink(value.value))
                case .activity:
                    if value.keyValue != nil { throw error(at: value, expected: "an activity type before its KEY=VALUE pairs") }
                    payload.activities.append(ActivityPayload(type: value.value))
                    takesUserInfo = true
                case .shortcut:
                    payload.shortcut = value.value
                }
            } else if takesUserInfo, token.keyValue != nil, !payload.activities.isEmpty {
                payload.activities[payload.activities.count - 1].userInfo.append(try userInfoEntry(token))
            } else {
                let words = (takesUserInfo ? ["KEY=VALUE"] : []) + LaunchWord.allCases.map(\.rawValue) + ["end of line"]
                throw error(at: token, expected: ScenarioWords.list(words, or: "or"), among: words)
            }
        }
        return payload
    }

    /// What a `launch` word takes, for the message when it is missing: `a URL`, `an activity type`.
    private static func launchValue(_ word: LaunchWord) -> String {
        switch word {
        case .url: "a URL"
        case .link: "a universal link"
        case .activity: "an activity type"
        case .shortcut: "a shortcut type"
        }
    }

    /// `VERB VALUE [in W]` (`open`, `shortcut`), `in W` before or after the value.
    private mutating func payload(expected: String) throws(ScenarioParseError) -> (ScenarioToken, WindowName?) {
        var value: ScenarioToken?
        var window: WindowName?
        while let token = peek() {
            if token.isKeyword("in") {
                window = try inWindow(token, already: window)
            } else if value == nil {
                value = try takeText(expected, reserved: ["in"])
            } else {
                throw error(at: token, expected: window == nil ? "in W or end of line" : "end of line")
            }
        }
        guard let value else { throw errorAtEnd(expected: expected) }
        return (value, window)
    }

    /// `continue TYPE [k=v ...] [in W]`, `in W` anywhere after the verb.
    private mutating func continueActivity() throws(ScenarioParseError) -> SimulationEvent {
        let expected = "an activity type such as com.notes.viewing"
        var activity: ActivityPayload?
        var window: WindowName?
        while let token = peek() {
            if token.isKeyword("in") {
                window = try inWindow(token, already: window)
            } else if activity == nil {
                let type = try takeText(expected, reserved: ["in"])
                if type.keyValue != nil { throw error(at: type, expected: "an activity type before its KEY=VALUE pairs") }
                activity = ActivityPayload(type: type.value)
            } else if token.keyValue != nil {
                index += 1
                activity?.userInfo.append(try userInfoEntry(token))
            } else {
                throw error(at: token, expected: window == nil ? "KEY=VALUE, in W or end of line" : "KEY=VALUE or end of line")
            }
        }
        guard let activity else { throw errorAtEnd(expected: expected) }
        return .continueActivity(activity, window: window)
    }

    /// Consumes `in W` (the `in` is `token`, not yet consumed).
    private mutating func inWindow(_ token: ScenarioToken, already window: WindowName?) throws(ScenarioParseError) -> WindowName {
        if window != nil { throw error(at: token, expected: "at most one in W") }
        index += 1
        return try takeWindow()
    }

    /// A `key=value` user-info entry; the key must not be empty.
    private func userInfoEntry(_ token: ScenarioToken) throws(ScenarioParseError) -> ActivityPayload.UserInfoEntry {
        guard let (key, value) = token.keyValue, !key.isEmpty else {
            throw error(at: token, expected: "KEY=VALUE with a non-empty KEY")
        }
        return ActivityPayload.UserInfoEntry(key: key, value: value)
    }

    /// `tap W TITLE [xN]`; the count may come before or after the title.
    private mutating func tap() throws(ScenarioParseError) -> SimulationEvent {
        let window = try takeWindow()
        let titleExpected = #"a button title such as "Open note 1""#
        var title: String?
        var titleWasQuoted = false
        var count: Int?
        while let token = peek() {
            if !token.isQuoted, let n = Self.tapCount(token.value) {
                guard count == nil else { throw error(at: token, expected: title == nil ? "a button title" : "end of line") }
                guard (1...Self.maximumTapCount).contains(n) else {
                    throw error(at: token, expected: "xN with N from 1 to \(Self.maximumTapCount)")
                }
                count = n
                index += 1
            } else if title == nil {
                titleWasQuoted = token.isQuoted
                title = try takeText(titleExpected).value
            } else {
                // The usual mistake: a title of several words written without quotes.
                let quoting = titleWasQuoted ? "" : #" (a title of several words goes in quotes: "Sign in")"#
                throw error(at: token, expected: (count == nil ? "xN (a tap count) or end of line" : "end of line") + quoting)
            }
        }
        guard let title else { throw errorAtEnd(expected: titleExpected) }
        return .tap(window, title: title, count: count ?? 1)
    }

    /// N of `xN` (any run of digits, so an out-of-range count is reported as such), or `nil`.
    static func tapCount(_ text: String) -> Int? {
        guard text.hasPrefix("x"), text.count > 1 else { return nil }
        let digits = text.dropFirst()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits) ?? Int.max
    }
}
