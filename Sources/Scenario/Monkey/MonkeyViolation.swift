/// One broken promise the monkey found: which rule, which check, and what it saw.
public struct MonkeyViolation: Equatable, Sendable, CustomStringConvertible {
    /// The rule the product claims, as docs/RULES.md names it (`R14`, `U9`, `R15`, …; `§7.4` for the signed-out invariant of Sources/Route/SceneManager+Invariants.swift).
    public var rule: String
    /// The check that failed, stable across runs (`obscured-when-inactive`, `uikit-warning`, …); with
    /// ``signature`` it decides whether a shrunk sequence still shows *this* violation.
    public var check: String
    /// What was seen, for the report.
    public var message: String
    /// The part of the message that identifies the bug rather than this run (for console warnings,
    /// the warning's text without session identifiers and numbers); empty for most checks.
    public var signature: String

    /// Creates a violation.
    /// - Parameters:
    ///   - rule: the rule (docs/RULES.md).
    ///   - check: the check's stable name.
    ///   - message: what was seen.
    ///   - signature: what identifies the bug beyond the check, if anything.
    public init(rule: String, check: String, message: String, signature: String = "") {
        self.rule = rule
        self.check = check
        self.message = message
        self.signature = signature
    }

    /// Whether `other` is the same bug: same check and signature (messages may differ in names).
    /// - Parameter other: another violation.
    /// - Returns: `true` when they match.
    public func isSameBug(as other: MonkeyViolation) -> Bool {
        check == other.check && signature == other.signature
    }

    /// `RULE (check): message`.
    public var description: String { "\(rule) (\(check)): \(message)" }
}
