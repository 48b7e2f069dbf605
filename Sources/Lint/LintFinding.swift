import Scenario

/// One item of `routenav lint`'s report: the integration checklist of RouteKit's README applied to an app's
/// Info.plist (and optionally its app manifest), as a severity, the key path at fault, what is wrong and a
/// one-line fix.
///
/// Each finding names the UIKit behaviour (U1–U13) or engine rule (R1–R20) that makes it matter in its
/// message, for example `(U4, R16)`.
public struct LintFinding: Codable, Equatable, Hashable, Sendable {
    /// How much a finding matters; `routenav lint` exits 1 when any finding is an ``error``.
    public enum Severity: String, Codable, Hashable, Sendable, CaseIterable {
        /// Routing breaks, silently: an intent or a window is lost.
        case error
        /// Routing degrades or depends on code the file cannot show.
        case warning
        /// A fact worth knowing (which scene identity maps to which configuration, a harmless placeholder).
        case info

        /// Sorting rank: errors first.
        var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .info: 2
            }
        }
    }

    /// How much it matters.
    public var severity: Severity
    /// Where: an Info.plist key path in ``InfoPlist/Placeholder/keyPath``'s form
    /// (`UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[1]`), possibly of
    /// a key the file lacks; or, for a manifest finding, `manifest:` and the manifest's JSON path.
    public var keyPath: String
    /// What is wrong and why it matters, in one line.
    public var message: String
    /// What to do about it, in one line.
    public var fix: String

    /// Creates a finding.
    /// - Parameters:
    ///   - severity: how much it matters.
    ///   - keyPath: where.
    ///   - message: what is wrong, one line.
    ///   - fix: what to do, one line.
    public init(_ severity: Severity, _ keyPath: String, _ message: String, fix: String) {
        self.severity = severity
        self.keyPath = keyPath
        self.message = message
        self.fix = fix
    }

    /// The human report's line: `severity keyPath: message (fix: …)`.
    ///
    /// Control characters a key or value of the Info.plist holds (a line feed in a key) are escaped
    /// (`\u{0A}`), so that a finding is always one line.
    public var line: String { ControlCharacterEscaping.escaped("\(severity.rawValue) \(keyPath): \(message) (fix: \(fix))") }

    /// The report's order: errors, then warnings, then info; within one severity by key path (array indices compared as numbers, so `[2]` comes before `[10]`), then message, then fix.
    ///
    /// Total, so the order never depends on the order the checks ran in.
    ///
    /// - Parameters:
    ///   - lhs: a finding.
    ///   - rhs: another.
    /// - Returns: whether `lhs` is listed first.
    public static func precedes(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
        if lhs.severity != rhs.severity { return lhs.severity.rank < rhs.severity.rank }
        if lhs.keyPath != rhs.keyPath { return keyPathPrecedes(lhs.keyPath, rhs.keyPath) }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.fix < rhs.fix
    }

    /// The findings in report order (``precedes(_:_:)``), each key path cut into pieces once rather than at
    /// every comparison.
    /// - Parameter findings: findings in any order.
    /// - Returns: the same findings, sorted.
    /// - Complexity: O(n log n) comparisons, plus the key paths' total length.
    public static func inReportOrder(_ findings: [LintFinding]) -> [LintFinding] {
        let keyPaths = findings.map { pieces($0.keyPath) }
        return findings.indices.sorted { i, j in
            let lhs = findings[i]
            let rhs = findings[j]
            if lhs.severity != rhs.severity { return lhs.severity.rank < rhs.severity.rank }
            if lhs.keyPath != rhs.keyPath { return keyPathPrecedes(keyPaths[i], keyPaths[j], lhs.keyPath, rhs.keyPath) }
            if lhs.message != rhs.message { return lhs.message < rhs.message }
            return lhs.fix < rhs.fix
        }.map { findings[$0] }
    }

    /// Compares key paths piece by piece, runs of ASCII digits by value.
    private static func keyPathPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        keyPathPrecedes(pieces(lhs), pieces(rhs), lhs, rhs)
    }

    /// Compares two key paths by their ``pieces(_:)``, then as text.
    private static func keyPathPrecedes(_ left: [Piece], _ right: [Piece], _ lhs: String, _ rhs: String) -> Bool {
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case let (.number(x), .number(y)): return x < y
            case let (.text(x), .text(y)): return x < y
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        if left.count != right.count { return left.count < right.count }
        return lhs < rhs
    }

    private enum Piece: Equatable {
        case text(String)
        case number(String)
    }

    /// `a[10].b` as `text(a[)`, `number(10)`, `text(].b)`; numbers are left-padded with zeros to 40 digits,
    /// so comparing their text compares their value (longer numbers still compare, as text).
    private static func pieces(_ keyPath: String) -> [Piece] {
        var result: [Piece] = []
        var current = ""
        var inNumber = false
        for character in keyPath {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inNumber, !current.isEmpty {
                result.append(inNumber ? .number(current) : .text(current))
                current = ""
            }
            inNumber = isDigit
            current.append(character)
        }
        if !current.isEmpty { result.append(inNumber ? .number(current) : .text(current)) }
        return result.map { piece in
            if case .number(let digits) = piece {
                return .number(String(repeating: "0", count: max(0, 40 - digits.count)) + digits)
            }
            return piece
        }
    }
}
