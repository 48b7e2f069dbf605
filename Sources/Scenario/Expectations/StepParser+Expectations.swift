import AuthSessionInterface
import Route
import RouteInterface
import SimulatedUIKit
import Simulator

/// The `expect` forms of docs/SCENARIOS.md.
extension StepParser {
    /// Reads what follows `expect`.
    mutating func expectation() throws(ScenarioParseError) -> Expectation {
        let kinds = "windows, auth, stored, records, error, errors, key, callbacks, warning, running, notrunning, crashed, always or a window name"
        guard let first = peek() else { throw errorAtEnd(expected: kinds) }
        if !first.isQuoted {
            switch first.value {
            case "windows":
                index += 1
                return .windows(try windowList())
            case "auth":
                index += 1
                let expected = AuthSessionStatus.expectableWordList
                let token = try take(expected)
                guard let status = AuthSessionStatus(scenarioWord: token.value) else { throw error(at: token, expected: expected) }
                return .auth(status)
            case "stored":
                index += 1
                // `stored session S2 X`: three words, the second a session identifier (two words are a
                // window named `session` and its screen, as before the form existed).
                if let word = peek(), word.isKeyword("session"), index + 2 < line.tokens.count,
                    !line.tokens[index + 1].isQuoted, Self.isSessionIdentifier(line.tokens[index + 1].value)
                {
                    let session = line.tokens[index + 1].value
                    index += 2
                    return .storedSession(session, try screenOrNone())
                }
                let window = try takeWindow()
                return .stored(window, try screenOrNone())
            case "records":
                index += 1
                let expected = "a number of records such as 0 or 2"
                let token = try take(expected)
                guard token.value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                    let count = Int(token.value)
                else { throw error(at: token, expected: expected) }
                return .records(count)
            case "error":
                index += 1
                if takeNoneAlone() { return .errors([]) }
                return .error(try takeText("an error name such as sceneAlreadyActive, or none").value)
            case "errors":
                index += 1
                return .errors(try nameList("error names such as sceneAlreadyActive, or none"))
            case "key":
                index += 1
                if takeNoneAlone() { return .key(nil) }
                let window = try takeWindow()
                try expectEnd()
                return .key(window)
            case "callbacks":
                index += 1
                let target: Expectation.CallbackTarget
                if let word = peek(), word.isKeyword("app") {
                    index += 1
                    target = .app
                } else {
                    target = .window(try takeWindow())
                }
                return .callbacks(target, try nameList("callback names such as willConnectTo sceneDidBecomeActive, or none"))
            case "warning":
                index += 1
                if let word = peek(), !word.isQuoted, let source = Expectation.WarningSource(rawValue: word.value),
                    index + 1 < line.tokens.count
                {
                    index += 1
                    return .sourcedWarning(source, try warningText())
                }
                return .warning(try warningText())
            case "always":
                index += 1
                let expected = "secure"
                let token = try take(expected)
                guard !token.isQuoted, let invariant = Expectation.Invariant(rawValue: token.value) else { throw error(at: token, expected: expected) }
                return .always(invariant)
            default:
                if let state = ProcessState(scenarioWord: first.value) {
                    index += 1
                    return .process(state)
                }
            }
        }
        let window = try takeWindow()
        let kindWords = ["stack", "top", "presented", "overlay", "state", "pending", "tabs", "tab", "column", "split"]
        let windowKinds = ScenarioWords.list(kindWords, or: "or")
        let kind = try take(windowKinds)
        guard !kind.isQuoted else { throw error(at: kind, expected: windowKinds, among: kindWords) }
        switch kind.value {
        case "stack":
            return .stack(window, try stack())
        case "top":
            return .top(window, try screenOrNone())
        case "presented":
            return .presented(window, try screenOrNone())
        case "overlay":
            let expected = RouteOverlay.expectableWordList
            let token = try take(expected)
            guard let overlay = RouteOverlay(scenarioWord: token.value) else { throw error(at: token, expected: expected) }
            return .overlay(window, overlay)
        case "state":
            let expected = UIScene.ActivationState.expectableWordList
            let token = try take(expected)
            guard let state = UIScene.ActivationState(scenarioWord: token.value) else { throw error(at: token, expected: expected) }
            return .state(window, state)
        case "pending":
            return .pending(window, try pendingList())
        case "tabs":
            return .tabs(window, try tabLabels())
        case "tab":
            let title = try takeText("a tab title such as Inbox").value
            try takeKeyword("stack")
            return .tabStack(window, tab: title, try stack())
        case "column":
            let expected = "primary, supplementary or secondary"
            let token = try take(expected)
            guard !token.isQuoted, let column = Expectation.Column(rawValue: token.value) else { throw error(at: token, expected: expected) }
            try takeKeyword("stack")
            return .columnStack(window, column, try stack())
        case "split":
            let expected = "collapsed or expanded"
            let token = try take(expected)
            guard !token.isQuoted, let state = Expectation.SplitState(rawValue: token.value) else { throw error(at: token, expected: expected) }
            return .split(window, state)
        default:
            throw error(at: kind, expected: windowKinds, among: kindWords)
        }
    }

    /// Consumes the bare keyword `word`.
    private mutating func takeKeyword(_ word: String) throws(ScenarioParseError) {
        let token = try take(word)
        guard token.isKeyword(word) else { throw error(at: token, expected: word) }
    }

    /// `A* B C`: tab titles, at least one; a `*` written after a title, outside quotes, marks the
    /// selected tab (at most one).
    private mutating func tabLabels() throws(ScenarioParseError) -> [Expectation.TabLabel] {
        let expected = "tab titles such as Inbox* Search, the selected one marked with *"
        guard peek() != nil else { throw errorAtEnd(expected: expected) }
        var labels: [Expectation.TabLabel] = []
        while let token = peek() {
            index += 1
            var title = token.value
            let isSelected = token.raw.hasSuffix("*") && title.hasSuffix("*")
            if isSelected { title.removeLast() }
            guard !title.isEmpty else { throw error(at: token, expected: expected) }
            if isSelected && labels.contains(where: \.isSelected) { throw error(at: token, expected: "at most one selected tab (*)") }
            labels.append(Expectation.TabLabel(title: title, isSelected: isSelected))
        }
        return labels
    }

    /// Whether the rest of the line is the single bare word `none`; consumes it if so.
    private mutating func takeNoneAlone() -> Bool {
        guard let token = peek(), token.isKeyword("none"), index == line.tokens.count - 1 else { return false }
        index += 1
        return true
    }

    /// `NAME NAME ... | none`: bare or quoted names, at least one.
    private mutating func nameList(_ expected: String) throws(ScenarioParseError) -> [String] {
        guard peek() != nil else { throw errorAtEnd(expected: expected) }
        if takeNoneAlone() { return [] }
        var names: [String] = []
        while peek() != nil {
            names.append(try takeText(expected + " (none stands alone)", reserved: ["none"]).value)
        }
        return names
    }

    /// Whether a word is a scene session's persistent identifier as this simulation makes them: `S`
    /// and a positive decimal number without leading zeros (`S1`, `S12`).
    static func isSessionIdentifier(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.utf8.first == UInt8(ascii: "S") && !digits.isEmpty && digits.first != UInt8(ascii: "0")
            && digits.count <= 18 && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// `W1 W2 ... | none`.
    private mutating func windowList() throws(ScenarioParseError) -> [WindowName] {
        guard peek() != nil else { throw errorAtEnd(expected: "window names or none") }
        if takeNoneAlone() { return [] }
        var windows: [WindowName] = []
        while let token = peek() {
            if token.isKeyword("none") { throw error(at: token, expected: "a window name (none stands alone)") }
            windows.append(try takeWindow())
        }
        return windows
    }

    /// A screen such as `NoteDetail(42)`, consumed.
    private mutating func screen(_ expected: String) throws(ScenarioParseError) -> ScreenName {
        let token = try take(expected)
        if !token.isQuoted, token.value == ">" || token.value == "none" {
            throw error(at: token, expected: expected)
        }
        if let screen = ScreenName(parsing: token.value) { return screen }
        // An identifying value with spaces, as the panes and transcripts show it (`NoteDetail(x y)`): an
        // unquoted word that opens a parenthesis takes the following unquoted words, with the spaces
        // between them as written, up to the first that ends with `)`.
        if !token.isQuoted, token.value.contains("("), let joined = takeWordsClosingParenthesis(after: token),
            let screen = ScreenName(parsing: joined)
        {
            return screen
        }
        throw error(at: token, expected: expected)
    }

    /// After an unquoted word that opens a parenthesis, the line's text from it through the next unquoted word ending with `)`; consumes those words.
    ///
    /// `nil` (consuming nothing) when no such word follows or a quoted word comes first.
    private mutating func takeWordsClosingParenthesis(after first: ScenarioToken) -> String? {
        var end = index
        while end < line.tokens.count {
            let token = line.tokens[end]
            guard !token.isQuoted else { return nil }
            if token.value.hasSuffix(")") {
                index = end + 1
                return line.rawText(from: first, through: token)
            }
            end += 1
        }
        return nil
    }

    /// `B(arg) | none`.
    private mutating func screenOrNone() throws(ScenarioParseError) -> ScreenName? {
        let expected = "a screen such as NoteDetail(42), or none"
        if takeNoneAlone() { return nil }
        return try screen(expected)
    }

    /// `A > B(arg) > C | none`, bottom to top.
    private mutating func stack() throws(ScenarioParseError) -> [ScreenName] {
        let expected = "a screen such as NotesList or NoteDetail(42)"
        guard peek() != nil else { throw errorAtEnd(expected: expected + ", or none") }
        if takeNoneAlone() { return [] }
        var screens = [try screen(expected)]
        while let token = peek() {
            guard token.isKeyword(">") else { throw error(at: token, expected: "> or end of line") }
            index += 1
            screens.append(try screen(expected + " after >"))
        }
        return screens
    }

    /// `none | url:U activity:TYPE shortcut:TYPE ...`: an entry of each kind of ``SceneIntent/Kind``.
    private mutating func pendingList() throws(ScenarioParseError) -> [Expectation.PendingIntent] {
        let expected = SceneIntent.Kind.pendingForms
        guard peek() != nil else { throw errorAtEnd(expected: expected + ", or none") }
        if takeNoneAlone() { return [] }
        var intents: [Expectation.PendingIntent] = []
        while let token = peek() {
            guard !token.isKeyword("none"), let intent = Expectation.PendingIntent(parsing: token.value) else {
                throw error(at: token, expected: expected)
            }
            intents.append(intent)
            index += 1
        }
        return intents
    }

    /// The rest of the line as written (`TEXT`), or `nil` for a bare `none`.
    ///
    /// Text with a `#` after whitespace, leading or trailing spaces, or that is the word `none` is
    /// written as one quoted string; otherwise the text runs from the first word to the last as
    /// written, quotes included.
    private mutating func warningText() throws(ScenarioParseError) -> String? {
        let expected = "warning text, or none"
        guard let first = peek() else { throw errorAtEnd(expected: expected) }
        if takeNoneAlone() { return nil }
        let last = line.tokens[line.tokens.count - 1]
        index = line.tokens.count
        if first.column == last.column, first.isQuoted {
            guard !first.value.isEmpty else { throw error(at: first, expected: expected) }
            return first.value
        }
        return line.rawText(from: first, through: last)
    }
}
