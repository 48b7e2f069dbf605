import Foundation

/// Splits a scenario file's bytes into numbered UTF-8 lines (docs/SCENARIOS.md: a scenario is a UTF-8 text
/// file, one step a line).
///
/// Lines end at LF; a CR before the LF is dropped (CRLF files read as LF files); a CR anywhere else
/// is refused (a file with CR-only line endings would otherwise read as one long line). A UTF-8 byte-order
/// mark at the start of the file is skipped. Each line is checked on its own, so a bad byte is
/// reported on its line and column, and a line longer than ``ScenarioParser/maximumLineLength`` is
/// refused after reading at most that many bytes of it.
enum ScenarioLineReader {
    /// One line of the file.
    struct Line: Sendable {
        /// 1-based line number.
        var number: Int
        /// The text without its line break.
        var text: String
    }

    /// Reads every line of `data`.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - fileName: the name errors show.
    ///   - maximumLineLength: the longest line accepted, in bytes (without its line break).
    /// - Returns: every line in order, blank ones included (none for an empty file).
    /// - Throws: ``ScenarioParseError`` naming the line and column of the first byte that is not
    ///   UTF-8, or the first line that is too long.
    /// - Complexity: O(n) in the size of `data`.
    static func lines(of data: Data, fileName: String, maximumLineLength: Int) throws(ScenarioParseError) -> [Line] {
        let bytes = [UInt8](data)
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<[Line], ScenarioParseError> in
            var lines: [Line] = []
            let count = buffer.count
            var start = 0
            if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
            var number = 0
            while start < count {
                number += 1
                let location = LineLocation(fileName: fileName, line: number)
                // Look no further than one line's worth (plus CR LF) for its end.
                let limit = min(count, start + maximumLineLength + 2)
                var end = start
                while end < limit, buffer[end] != 0x0A { end += 1 }
                let next: Int
                if end < count, buffer[end] == 0x0A {
                    next = end + 1
                } else if end == count {
                    next = count
                } else {
                    return .failure(Self.tooLong(at: location, maximumLineLength: maximumLineLength))
                }
                var contentEnd = end
                if contentEnd > start, buffer[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                if contentEnd - start > maximumLineLength {
                    return .failure(Self.tooLong(at: location, maximumLineLength: maximumLineLength))
                }
                let slice = UnsafeBufferPointer(rebasing: buffer[start..<contentEnd])
                guard let text = String(validating: slice, as: UTF8.self) else {
                    return .failure(Self.invalidUTF8(in: slice, at: location))
                }
                if let column = Self.loneCarriageReturnColumn(in: text) {
                    return .failure(
                        location.error(
                            column: column, found: "a carriage return (CR) not followed by a line feed",
                            expected: "lines ending in LF or CR LF (CR alone, as classic Mac OS wrote, does not end a line)"))
                }
                lines.append(Line(number: number, text: text))
                start = next
            }
            return .success(lines)
        }
        return try result.get()
    }

    /// The 1-based column (in Unicode scalars) of the first CR left in a line's text, or `nil`.
    private static func loneCarriageReturnColumn(in text: String) -> Int? {
        guard text.utf8.contains(0x0D) else { return nil }
        return text.unicodeScalars.prefix { $0 != "\r" }.count + 1
    }

    private static func tooLong(at location: LineLocation, maximumLineLength: Int) -> ScenarioParseError {
        location.error(
            column: 1,
            found: "a line longer than \(maximumLineLength) bytes",
            expected: "a line of at most \(maximumLineLength) bytes")
    }

    /// The error for the first byte of `bytes` that does not continue valid UTF-8.
    private static func invalidUTF8(in bytes: UnsafeBufferPointer<UInt8>, at location: LineLocation) -> ScenarioParseError {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                column += 1
            case .error:
                let byte = offset < bytes.count ? bytes[offset] : 0
                return location.error(
                    column: column,
                    found: "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2),
                    expected: "UTF-8 text")
            case .emptyInput:
                // Unreachable when validation failed; report the line rather than trap.
                return location.error(column: column, found: "text that is not UTF-8", expected: "UTF-8 text")
            }
        }
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
