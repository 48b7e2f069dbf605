import Foundation

/// What a scenario's URLs (`open U`, `link U`, `launch url U`, `launch link U`) must be, checked where the line is read so that a
/// mistyped URL is refused with its line and column instead of reaching the app in a form no link
/// carries.
enum ScenarioURLCheck {
    /// Why `text` is not a URL a scenario may open, as the "expected …" part of the parse error; `nil`
    /// when it is fine.
    ///
    /// Refused: a `%` not followed by two hex digits (Foundation would quietly re-escape it as `%25`), a
    /// port over 65535, an empty path segment (`notes://note//7`, which routing would read as
    /// `notes://note/7`). What `URLComponents` cannot read at all is left to the simulator, which refuses
    /// it when the step runs.
    /// - Parameter text: the URL as written.
    /// - Returns: what is wrong, or `nil` when the URL may go to the simulator.
    /// - Complexity: O(n) in the length of `text`.
    static func problem(with text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
                    return "a URL whose % escapes are % and two hex digits (such as %20)"
                }
                index += 3
            } else {
                index += 1
            }
        }
        // What Foundation cannot read at all is refused when the step runs (`not a URL: "…"`).
        guard let components = URLComponents(string: text) else { return nil }
        if let port = components.port, !(0...65_535).contains(port) {
            return "a URL whose port is from 0 to 65535"
        }
        if components.percentEncodedPath.contains("//") {
            return "a URL without an empty path segment (// inside the path)"
        }
        return nil
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
