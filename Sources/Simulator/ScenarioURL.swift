import Foundation

/// The URL a scenario's `open`, `launch url`, `link` or `continue … url` text stands for, as a browser
/// or the system would hand it to the app.
///
/// Text that is already a valid URL is taken as it is. Otherwise only the characters a URL cannot hold
/// (a space, `[`, `]`, `"`, `\`, non-ASCII letters, …) are percent-encoded, as UTF-8, and every valid
/// `%XX` escape is kept: `notes://note/%34%32[x]` becomes `notes://note/%34%32%5Bx%5D`, whose path
/// segment decodes once to `42[x]`, as `notes://note/%34%32` decodes to `42`. Foundation's
/// `URL(string:)` would encode the `%` of those escapes too (`%2534`), so that the same segment
/// would decode to `%34%32[x]` — one text, two decodings (R5: path segments are decoded once).
/// A `%` not followed by two hexadecimal digits is encoded as `%25`.
///
/// Models what a browser does with a link it is given (keeps escapes, encodes what is not allowed).
enum ScenarioURL {
    /// The URL for a scenario's text, or `nil` when it is not a URL with a scheme.
    /// - Parameter text: the URL as written in the scenario.
    /// - Returns: the URL.
    /// - Complexity: O(n) in the length of `text`.
    static func url(_ text: String) -> URL? {
        if let url = URL(string: text, encodingInvalidCharacters: false), url.scheme != nil { return url }
        // The scheme and host are left to Foundation as before (a host it cannot hold is refused, a
        // non-ASCII one is IDNA-encoded); only the path, query and fragment are encoded here.
        let (head, tail) = split(text)
        guard let url = URL(string: head + encodingInvalidCharacters(tail)), url.scheme != nil else { return nil }
        return url
    }

    /// The text up to the end of its authority (`scheme://user@host:port`, or `scheme:`), and the rest.
    private static func split(_ text: String) -> (head: Substring, tail: Substring) {
        guard let colon = text.firstIndex(of: ":") else { return (text[...], "") }
        var start = text.index(after: colon)
        if text[start...].hasPrefix("//") {
            start = text.index(start, offsetBy: 2)
            start = text[start...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? text.endIndex
        }
        return (text[..<start], text[start...])
    }

    /// The characters RFC 3986 allows anywhere in a URL but `%`: unreserved, sub-delimiters, and `:/?#@`.
    private static let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:/?#@".utf8)

    /// `text` with every byte a URL cannot hold percent-encoded, valid `%XX` escapes kept.
    private static func encodingInvalidCharacters(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                result.unicodeScalars.append(contentsOf: bytes[index...index + 2].map { Unicode.Scalar($0) })
                index += 3
                continue
            }
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
            }
            index += 1
        }
        return result
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}

extension String {
    /// A one-digit hexadecimal byte with its leading zero (`A` → `0A`).
    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
