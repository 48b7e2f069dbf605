/// A screen as scenarios and the transcript name it: the view controller's type name without its
/// `ViewController` suffix, plus its identifying value in parentheses if it has one
/// (`NotesList`, `NoteDetail(42)`; README.md).
///
/// Expectations compare screens by this name, so two screens of one type and one identifying value
/// are the same screen whatever else their init arguments hold.
public struct ScreenName: Hashable, Sendable, CustomStringConvertible {
    /// The type name without the `ViewController` suffix, for example `NoteDetail`.
    public var name: String
    /// The identifying value, for example `42` in `NoteDetail(42)`; `nil` for a screen without one.
    public var identifier: String?

    /// Creates a screen name.
    /// - Parameters:
    ///   - name: the type name without `ViewController`; must not contain `(` or `)`.
    ///   - identifier: the identifying value, or `nil` for a screen without one.
    public init(_ name: String, identifier: String? = nil) {
        self.name = name
        self.identifier = identifier
    }

    /// Parses `Name` or `Name(value)`.
    ///
    /// The value is everything between the first `(` and the final `)`, so it may itself contain
    /// parentheses: `Search(a (b))` has the value `a (b)`. `Name()` has the empty value.
    /// Fails (`nil`) when the name is empty, contains `)` without a matching `(`, or the text opens a
    /// parenthesis it does not close at its end.
    /// - Parameter text: the screen as written, without surrounding whitespace.
    public init?(parsing text: String) {
        if let open = text.firstIndex(of: "(") {
            guard text.last == ")" else { return nil }
            let name = String(text[..<open])
            let valueStart = text.index(after: open)
            let valueEnd = text.index(before: text.endIndex)
            guard !name.isEmpty, valueStart <= valueEnd, !name.contains(")") else { return nil }
            self.init(name, identifier: String(text[valueStart..<valueEnd]))
        } else {
            guard !text.isEmpty, !text.contains(")") else { return nil }
            self.init(text)
        }
    }

    /// `Name`, or `Name(value)` for a screen with an identifying value.
    public var description: String {
        if let identifier { return "\(name)(\(identifier))" }
        return name
    }
}
