import Foundation
import Scenario

/// `routenav lint`'s report on one Info.plist: its findings in report order, the exit status they give, and
/// the two ways of printing them.
public struct LintReport: Equatable, Sendable {
    /// The Info.plist as messages name it.
    public var file: String
    /// The app manifest as messages name it, when linted with `--manifest`.
    public var manifest: String?
    /// The findings, errors first (``LintFinding/precedes(_:_:)``).
    public var findings: [LintFinding]
    /// The least severity printed (`routenav lint --min-severity`); the counts and the exit status are of
    /// every finding.
    public var minimumSeverity: LintFinding.Severity

    /// Creates a report; the findings are put in report order.
    /// - Parameters:
    ///   - file: the Info.plist's name.
    ///   - manifest: the manifest's name, if any.
    ///   - findings: the findings, in any order.
    ///   - minimumSeverity: the least severity ``text`` and ``json`` list (default: all).
    public init(file: String, manifest: String? = nil, findings: [LintFinding], minimumSeverity: LintFinding.Severity = .info) {
        self.file = file
        self.manifest = manifest
        self.findings = LintFinding.inReportOrder(findings)
        self.minimumSeverity = minimumSeverity
    }

    /// The findings printed: those at least as severe as ``minimumSeverity``, in report order.
    public var shownFindings: [LintFinding] {
        findings.filter { $0.severity.rank <= minimumSeverity.rank }
    }

    /// ``ExitStatus/expectationFailed`` (1) when any finding is an error, else ``ExitStatus/success`` (0):
    /// warnings and info do not fail a lint.
    public var exitStatus: ExitStatus {
        findings.contains { $0.severity == .error } ? .expectationFailed : .success
    }

    /// How many findings have a severity.
    /// - Parameter severity: the severity.
    /// - Returns: the count.
    public func count(of severity: LintFinding.Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// The human report: one shown finding a line, `severity keyPath: message (fix: …)`, then a summary line `FILE: N errors, N warnings, N info` counting every finding, with `(not shown: …)` naming the severities ``minimumSeverity`` hid that had findings.
    ///
    /// Ends with a line feed.
    public var text: String {
        var lines = shownFindings.map(\.line)
        var summary = "\(file): \(plural(count(of: .error), "error")), \(plural(count(of: .warning), "warning")), \(count(of: .info)) info"
        let hidden = [LintFinding.Severity.warning, .info].filter { $0.rank > minimumSeverity.rank && count(of: $0) > 0 }
        if !hidden.isEmpty {
            summary += " (not shown: \(hidden.map { $0 == .info ? "info" : "warnings" }.joined(separator: ", ")); --min-severity \(minimumSeverity.rawValue))"
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON report, encoded by `JSONEncoder` with sorted keys (pretty-printed, slashes unescaped): `{"file", "manifest"?, "findings": [{"fix", "keyPath", "message", "severity"}], "summary": {"errors", "info", "warnings"}, "exitStatus"}`; `findings` holds the shown ones, `summary` counts them all.
    ///
    /// Ends with a line feed.
    public var json: String {
        struct Summary: Encodable {
            var errors: Int
            var warnings: Int
            var info: Int
        }
        struct Document: Encodable {
            var file: String
            var manifest: String?
            var findings: [LintFinding]
            var summary: Summary
            var exitStatus: Int32
        }
        let document = Document(
            file: file, manifest: manifest, findings: shownFindings,
            summary: Summary(errors: count(of: .error), warnings: count(of: .warning), info: count(of: .info)),
            exitStatus: exitStatus.rawValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, integers and arrays of them cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
