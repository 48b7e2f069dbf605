import RouteInterface
import Simulator

/// Hides the secrets a payload may carry wherever routenav writes it for people to read or keep: the
/// event log, the transcript, the navigator's panes and messages, and saved scenario files.
///
/// What is hidden, each replaced by ``mark`` (`…`):
/// - a URL's query values (`?token=SECRET&page=2` becomes `?token=…&page=…`; an item without `=` is
///   hidden whole), its fragment (`#…`) and its user information (`notes://…@host/`);
/// - every user-info value of a user activity (`continue TYPE id=…`).
///
/// Schemes, hosts, paths (`notes://note/7`), query names, activity types, user-info keys and shortcut
/// types stay, so a reader still sees which link went where. A value the app itself shows — a screen
/// named after a query value, `NoteDetail(42)` — is app state and stays as the app shows it. Shortcut
/// items carry no user info in the scenario language (`shortcut TYPE`), so nothing of theirs is printed.
///
/// `routenav run --show-payloads`, `routenav --show-payloads` and `:set payloads` turn this off.
/// Models no UIKit behaviour: it is the front end's side of the redaction docs/NAVIGATOR.md describes (payloads
/// redacted in logs by default).
public enum PayloadRedaction {
    /// What a hidden value is written as.
    public static let mark = "…"

    /// The comment a saved scenario starts with when it holds redacted values: replaying it sends
    /// `…` where the values were, so it says how to keep them.
    public static let savedFileNotice = """
        Payloads redacted: URL query values, fragments and user info, and user-activity values,
        are written as \(mark). Replay sends \(mark) in their place; when the bug needs the real
        values, record again with routenav --show-payloads (or :set payloads before :save).
        """

    /// A URL as written, with its query values, fragment and user information hidden.
    /// - Parameter url: the URL text, for example `notes://me:pw@note/7?token=SECRET#top`.
    /// - Returns: the text with those parts replaced by ``mark``: `notes://…@note/7?token=…#…`;
    ///   text without them is returned unchanged. Works on any text, parsed or not.
    /// - Complexity: O(n) in the length of `url`.
    public static func url(_ url: String) -> String {
        var head = Substring(url)
        var fragment: Substring?
        if let hash = head.firstIndex(of: "#") {
            fragment = head[head.index(after: hash)...]
            head = head[..<hash]
        }
        var query: Substring?
        if let question = head.firstIndex(of: "?") {
            query = head[head.index(after: question)...]
            head = head[..<question]
        }
        var result = redactingUserInfo(head)
        if let query {
            result +=
                "?"
                + query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
                    guard !item.isEmpty else { return "" }
                    guard let equals = item.firstIndex(of: "=") else { return mark }
                    return String(item[...equals]) + (item[item.index(after: equals)...].isEmpty ? "" : mark)
                }.joined(separator: "&")
        }
        if let fragment { result += "#" + (fragment.isEmpty ? "" : mark) }
        return result
    }

    /// `scheme://user:password@host/path` with the user information hidden: `scheme://…@host/path`.
    private static func redactingUserInfo(_ head: Substring) -> String {
        guard let separator = head.range(of: "://") else { return String(head) }
        let authority = head[separator.upperBound...].prefix { $0 != "/" }
        guard let at = authority.lastIndex(of: "@") else { return String(head) }
        return String(head[..<separator.upperBound]) + mark + String(head[at...])
    }

    /// A line of free text (an event-log message, a pending intent, a trace step) with every URL in it
    /// redacted as ``url(_:)`` does.
    ///
    /// A URL starts at a scheme (a letter, then letters, digits, `+`, `-` or `.`, then `:`) that does
    /// not continue a word, and runs to the next whitespace — or, when a `"` comes right before it, to
    /// the closing `"`, so a quoted URL with spaces (`not a URL: "notes://a b?token=…"`) is redacted
    /// whole. `url:notes://note/7?token=SECRET` is one URL to this scan; its query is hidden all the same.
    /// - Parameter text: the text.
    /// - Returns: the text with each URL's query values, fragment and user information hidden.
    /// - Complexity: O(n) in the length of `text`.
    public static func text(_ text: String) -> String {
        // ``url(_:)`` changes only a URL with a `?`, `#` or `@`: without one, the text stays as it is.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "@") }),
            text.contains(":")
        else { return text }
        return text.utf8.allSatisfy { $0 < 0x80 } ? asciiText(text) : characterText(text)
    }

    /// ``text(_:)``'s scan a `Character` at a time, for any text (also compared with ``asciiText(_:)`` in tests).
    static func characterText(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        var previous: Character?
        while index < text.endIndex {
            let character = text[index]
            guard character.isASCII, character.isLetter, !(previous.map(continuesScheme) ?? false),
                let extent = urlExtent(in: text, from: index, quoted: previous == "\"")
            else {
                result.append(character)
                previous = character
                index = text.index(after: index)
                continue
            }
            result += url(String(text[index..<extent]))
            previous = extent > index ? text[text.index(before: extent)] : previous
            index = extent
        }
        return result
    }

    /// ``text(_:)`` for ASCII text, a byte at a time: the same scan, since a `Character` of ASCII text is
    /// one byte (but for `\r\n`, which is whitespace either way), without the cost of grapheme breaking.
    static func asciiText(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var previous: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            guard isASCIILetter(byte), !(previous.map(continuesScheme) ?? false),
                let extent = urlExtent(in: bytes, from: index, quoted: previous == UInt8(ascii: "\""))
            else {
                result.append(byte)
                previous = byte
                index += 1
                continue
            }
            let found = bytes[index..<extent]
            if found.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "@") }) {
                result += Array(url(String(decoding: found, as: UTF8.self)).utf8)
            } else {
                result += found  // unchanged by url(_:)
            }
            previous = bytes[extent - 1]
            index = extent
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// ``continuesScheme(_:)`` for an ASCII byte.
    private static func continuesScheme(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// ``urlExtent(in:from:quoted:)`` for ASCII bytes; whitespace is Unicode's in ASCII: tab to carriage return, space.
    private static func urlExtent(in bytes: [UInt8], from start: Int, quoted: Bool) -> Int? {
        var index = start
        while index < bytes.count, continuesScheme(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        let end =
            quoted
            ? bytes[index...].firstIndex(of: UInt8(ascii: "\""))
            : bytes[index...].firstIndex { $0 == UInt8(ascii: " ") || ($0 >= 0x09 && $0 <= 0x0D) }
        return end ?? bytes.count
    }

    /// Whether a character can be part of a scheme (`notes`, `x-app+v1.2`).
    private static func continuesScheme(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
    }

    /// Where the URL starting at `start` ends, or `nil` when no scheme and `:` start there.
    private static func urlExtent(in text: String, from start: String.Index, quoted: Bool) -> String.Index? {
        var index = start
        while index < text.endIndex, continuesScheme(text[index]) { index = text.index(after: index) }
        guard index < text.endIndex, text[index] == ":" else { return nil }
        let end = quoted ? text[index...].firstIndex(of: "\"") : text[index...].firstIndex(where: \.isWhitespace)
        return end ?? text.endIndex
    }

    /// An event with its payloads' secrets hidden: the URLs of `launch` and `open`, and the user-info values of every activity.
    ///
    /// Other events are returned unchanged.
    ///
    /// - Parameter event: the event.
    /// - Returns: the redacted event.
    public static func event(_ event: SimulationEvent) -> SimulationEvent {
        switch event {
        case .launch(var payload):
            for kind in SceneIntent.Kind.allCases {
                switch kind {
                case .url: payload.urls = payload.urls.map(url)
                case .userActivity: payload.activities = payload.activities.map(activity)
                case .shortcutItem: break  // a type, which names no secret
                }
            }
            return .launch(payload)
        case let .open(text, window): return .open(url: url(text), window: window)
        case let .continueActivity(payload, window): return .continueActivity(activity(payload), window: window)
        // A quick action's type names no secret (and carries no user info in the scenario language).
        case .shortcut: return event
        case .auth, .signIn, .signOut, .reauth, .newWindow, .close, .foreground, .background, .inactive, .active, .switcher, .swipe,
            .kill, .relaunch, .tap, .back, .dismiss, .wait, .select, .size:
            return event
        }
    }

    /// An activity with every user-info value hidden (an empty value stays empty), and the query and
    /// fragment of a universal link's URL.
    private static func activity(_ activity: ActivityPayload) -> ActivityPayload {
        var copy = activity
        copy.userInfo = activity.userInfo.map { .init(key: $0.key, value: $0.value.isEmpty ? "" : mark) }
        copy.webpageURL = activity.webpageURL.map(url)
        return copy
    }

    /// An expectation with the URLs it names redacted: pending `url:U` entries, and URLs in an `expect warning` text.
    ///
    /// Others are returned unchanged.
    ///
    /// - Parameter expectation: the expectation.
    /// - Returns: the redacted expectation.
    public static func expectation(_ expectation: Expectation) -> Expectation {
        switch expectation {
        case let .pending(window, intents):
            return .pending(
                window,
                intents.map { intent in
                    switch intent.kind {
                    case .url: Expectation.PendingIntent(kind: .url, value: url(intent.value))
                    case .userActivity, .shortcutItem: intent  // a type, which names no secret
                    }
                })
        case .warning(let warning?): return .warning(text(warning))
        default: return expectation
        }
    }

    /// A scenario step with its secrets hidden (see ``event(_:)`` and ``expectation(_:)``).
    /// - Parameter step: the step.
    /// - Returns: the redacted step; `app`, `plist` and `ios` steps unchanged.
    public static func step(_ step: ScenarioStep) -> ScenarioStep {
        switch step {
        case .event(let event): .event(self.event(event))
        case .expect(let expectation): .expect(self.expectation(expectation))
        case .app, .plist, .ios: step
        }
    }
}
