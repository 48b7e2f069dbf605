/// A JUnit XML report of a `routenav run` over several scenarios (`--junit FILE`), the format CI
/// systems read test results in: one `<testcase>` per scenario, named after its file; a failed
/// expectation is a `<failure>`, unusable input (a parse error, an unreadable file) an `<error>`, each
/// with the `FILE:LINE: …` message.
///
/// Models no UIKit behaviour. Written without times, so that the same run writes the same bytes.
public struct JUnitReport: Equatable, Sendable {
    /// One scenario's result.
    public struct TestCase: Equatable, Sendable {
        /// The scenario's path as messages name it (`Resources/Scenarios/a.scenario`).
        public var file: String
        /// How the run ended.
        public var status: ExitStatus
        /// The failure message (`FILE:LINE: expected …, got …`), `nil` when it passed.
        public var failure: String?

        /// Creates a test case.
        /// - Parameters:
        ///   - file: the scenario's path as messages name it.
        ///   - status: how its run ended.
        ///   - failure: the failure message, or `nil`.
        public init(file: String, status: ExitStatus, failure: String?) {
            self.file = file
            self.status = status
            self.failure = failure
        }
    }

    /// The scenarios' results, in run order.
    public var cases: [TestCase]

    /// Creates a report.
    /// - Parameter cases: the results in run order.
    public init(cases: [TestCase] = []) {
        self.cases = cases
    }

    /// How many scenarios passed.
    public var passed: Int { cases.count { $0.status == .success } }
    /// How many failed a step or an expectation (exit 1): the report's `<failure>`s.
    public var failed: Int { cases.count { $0.status == .expectationFailed } }
    /// How many could not run: unusable input such as a parse error or an unreadable file (exit 2): the
    /// report's `<error>`s.
    public var errors: Int { cases.count { $0.status == .unusableInput } }

    /// `N passed, N failed`, then `, N errors` when some scenarios could not run.
    ///
    /// The summary line `routenav run` prints after its scenarios, in the form CI log scanners recognize. It counts
    /// failures and errors as the XML does (``xml``), so the two never disagree.
    public var summary: String {
        "\(passed) passed, \(failed) failed" + (errors == 0 ? "" : ", \(errors) error\(errors == 1 ? "" : "s")")
    }

    /// The report as a JUnit XML document (UTF-8 text ending with a line feed).
    /// - Complexity: O(n) in the total length of the names and messages.
    public var xml: String {
        let failures = failed
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        text += "<testsuites name=\"routenav run\" \(counts)>\n"
        text += "  <testsuite name=\"routenav run\" \(counts)>\n"
        for testCase in cases {
            let (folder, name) = Self.split(testCase.file)
            text += "    <testcase classname=\"\(Self.escaped(folder))\" name=\"\(Self.escaped(name))\" file=\"\(Self.escaped(testCase.file))\""
            guard let failure = testCase.failure, testCase.status != .success else {
                text += "/>\n"
                continue
            }
            let element = testCase.status == .unusableInput ? "error" : "failure"
            let message = Self.escaped(failure)
            text += ">\n      <\(element) message=\"\(message)\">\(message)</\(element)>\n    </testcase>\n"
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }

    /// `dir/sub`, `a.scenario` for `dir/sub/a.scenario`; `.` for a file without a folder.
    private static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Text fit for an XML attribute or element: markup characters as entities, control characters
    /// (which XML 1.0 forbids, line feeds aside) and the non-characters U+FFFE and U+FFFF as `\u{1B}`
    /// (``ControlCharacterEscaping``).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in ControlCharacterEscaping.escaped(text).unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{\(String(character.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
