import Foundation

/// Reading back a report ``JUnitReport/xml`` wrote, so that shard reports (`routenav run --shard K/N
/// --junit F`) can be joined into the report of the unsharded run (`routenav run --merge`).
extension JUnitReport {
    /// Why a file is not a report `routenav run --junit` wrote.
    public struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// `FILE:LINE: what was found, what was expected`.
        public var description: String
    }

    /// Reads a report in the form ``xml`` writes; the test cases come back with the files, statuses and
    /// failure messages they were written with, so `JUnitReport(reading:).xml` is the text read.
    /// - Parameters:
    ///   - text: the XML.
    ///   - fileName: how messages name the file.
    /// - Throws: ``ReadError`` naming the line that is not the form ``xml`` writes.
    /// - Complexity: O(n) in the text's length.
    public init(reading text: String, fileName: String) throws(ReadError) {
        var cases: [TestCase] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func failure(_ index: Int, _ expected: String) -> ReadError {
            let found = index < lines.count ? lines[index] : "the end of the file"
            return ReadError(description: "\(fileName):\(index + 1): found '\(found.prefix(80))', expected \(expected)")
        }
        let header = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        guard lines.count >= 5, lines[0] == header[0], lines[1].hasPrefix("<testsuites name=\"routenav run\" "),
            lines[2].hasPrefix("  <testsuite name=\"routenav run\" ")
        else { throw failure(0, "a JUnit report written by 'routenav run --junit'") }
        var index = 3
        while index < lines.count, lines[index].hasPrefix("    <testcase ") {
            let line = lines[index]
            guard let file = Self.attribute("file", in: line) else { throw failure(index, "a testcase with a file attribute") }
            if line.hasSuffix("/>") {
                cases.append(TestCase(file: file, status: .success, failure: nil))
                index += 1
                continue
            }
            guard line.hasSuffix(">"), index + 2 < lines.count, lines[index + 2] == "    </testcase>" else {
                throw failure(index, "a testcase ending '/>', or holding one failure or error")
            }
            let inner = lines[index + 1]
            let status: ExitStatus
            if inner.hasPrefix("      <failure ") {
                status = .expectationFailed
            } else if inner.hasPrefix("      <error ") {
                status = .unusableInput
            } else {
                throw failure(index + 1, "a <failure> or <error> element")
            }
            guard let message = Self.attribute("message", in: inner) else { throw failure(index + 1, "a message attribute") }
            cases.append(TestCase(file: file, status: status, failure: message))
            index += 3
        }
        guard index + 2 < lines.count, lines[index] == "  </testsuite>", lines[index + 1] == "</testsuites>", lines[index + 2].isEmpty,
            index + 3 == lines.count
        else { throw failure(index, "</testsuite> and </testsuites> ending the file") }
        self.init(cases: cases)
    }

    /// An attribute's value, its entities decoded.
    private static func attribute(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return unescaped(String(rest[..<end]))
    }

    /// The text ``escaped(_:)`` wrote, its five entities decoded (control characters stay as written: escaped).
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'"]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += character
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
