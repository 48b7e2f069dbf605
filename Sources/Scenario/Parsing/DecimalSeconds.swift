/// Seconds as scenario text (`wait SECONDS`): plain decimal notation, never an exponent, sign, `nan`
/// or `inf`, so that what the printer writes the parser reads back to the same `Double`.
enum DecimalSeconds {
    /// Reads `digits`, `digits.digits`, `digits.` or `.digits`.
    /// - Parameter text: the number as written.
    /// - Returns: the seconds, or `nil` for any other form or a value too large to be finite.
    static func parse(_ text: String) -> Double? {
        var digits = 0
        var dots = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): dots += 1
            default: return nil
            }
        }
        guard digits > 0, dots <= 1, let seconds = Double(text), seconds.isFinite else { return nil }
        return seconds
    }

    /// Whether a plain decimal, read exactly (not as the `Double` it rounds to), is more than `maximum`
    /// whole seconds: `31536000.000000001` is, though it rounds to `31536000`.
    /// - Parameters:
    ///   - text: a number ``parse(_:)`` accepts.
    ///   - maximum: the largest whole number of seconds allowed.
    /// - Returns: whether `text` exceeds it.
    /// - Complexity: O(n) in the length of `text`.
    static func exceeds(_ text: String, maximum: Int) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0].drop { $0 == "0" }
        let limit = String(maximum)
        if whole.count != limit.count { return whole.count > limit.count }
        if whole != Substring(limit) { return whole > Substring(limit) }
        return parts.count > 1 && parts[1].contains { $0 != "0" }
    }

    /// How many digits follow the decimal point of a plain decimal (`0.250` has 3).
    /// - Parameter text: the number as written.
    /// - Returns: the count, `0` without a point.
    static func fractionDigits(_ text: String) -> Int {
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text[text.index(after: point)...].count
    }

    /// Writes seconds in plain decimal notation with the fewest digits that read back to the same value: `1`, `0.25`, `0.00001`.
    ///
    /// Non-finite values come out as `nan`/`inf`, which ``parse(_:)`` refuses.
    ///
    /// - Parameter seconds: the value.
    /// - Returns: the text.
    static func format(_ seconds: Double) -> String {
        guard seconds.isFinite else { return seconds.description }
        if seconds == 0 { return "0" }
        // `description` is the shortest text that reads back exactly; it may use an exponent.
        var text = seconds.description
        var sign = ""
        if text.hasPrefix("-") {
            sign = "-"
            text.removeFirst()
        }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = String(parts[0])
        let digits = integerPart + (parts.count > 1 ? String(parts[1]) : "")
        let point = integerPart.count + exponent
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            result = digits + String(repeating: "0", count: point - digits.count)
        } else {
            result = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if result.contains(".") {
            while result.last == "0" { result.removeLast() }
            if result.last == "." { result.removeLast() }
        }
        while result.count > 1, result.first == "0", result.dropFirst().first != "." { result.removeFirst() }
        return sign + result
    }
}
