import Foundation

/// An `http` or `https` address as a browser reads it: the one reading of a web link's host and port
/// that every security decision on a universal link uses (docs/RULES.md U13).
///
/// Foundation and a browser can disagree on where the host of a link is. For
/// `https://evil.example\@www.example.com/x`, Foundation percent-encodes the backslash into the user
/// name and reads the host `www.example.com`; a browser (the WHATWG URL standard, which Safari follows)
/// reads a backslash in a web URL as a slash, so the host is `evil.example` and `@www.example.com/x`
/// is the path: the link opens `evil.example`. iOS hands a universal link to the app only for the site
/// the browser would open, so the simulated system reads web links here, never with `URL.host`.
///
/// What is read, as the WHATWG URL standard does for special schemes:
/// - leading and trailing spaces and control characters are dropped, tabs and line breaks removed;
/// - any run of `/` and `\` after `scheme:` starts the authority, which ends at the first `/`, `\`,
///   `?` or `#`; the user information is everything before the authority's last `@`;
/// - the host is percent-decoded, lowercased and converted to its ASCII (punycode) form; a host with a
///   forbidden character (a space, `%`, `<`, `>`, `^`, `|`, `\`, `@`, …) is no address;
/// - the port is digits only, at most 65535; the scheme's default (80, 443) is no port at all;
/// - a `\` in the path is a `/`.
public struct WebAddress: Equatable, Sendable {
    /// The scheme, lowercased: `http` or `https`.
    public var scheme: String
    /// The user information before `@`, as written (percent-encoded), or empty.
    public var userInfo: String
    /// The host as a browser connects to it: lowercased ASCII (an internationalized name in punycode).
    public var host: String
    /// The port, when the address names one other than its scheme's default.
    public var port: Int?
    /// The path, with backslashes read as slashes; `/` when the address has none.
    public var path: String
    /// The query after `?`, without it, as written; `nil` when there is no `?`.
    public var query: String?
    /// The fragment after `#`, without it, as written; `nil` when there is no `#`.
    public var fragment: String?

    /// The port a connection uses: ``port``, or the scheme's default (443 for `https`, 80 for `http`).
    public var effectivePort: Int { port ?? (scheme == "https" ? 443 : 80) }

    /// Reads `text` as a browser reads a web link.
    ///
    /// Fails (`nil`) when `text` is not an `http` or `https` address a browser would open (no host, a
    /// forbidden host character, a bad port).
    /// - Parameter text: a link as written or as `URL.absoluteString` gives it.
    /// - Complexity: O(n) in the length of `text`.
    public init?(_ text: String) {
        let scalars: [Unicode.Scalar]
        if text.utf8.contains(where: { $0 <= 0x20 }) {
            scalars = text.unicodeScalars.drop { $0.value <= 0x20 }.reversed().drop { $0.value <= 0x20 }.reversed()
                .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        } else {
            scalars = Array(text.unicodeScalars)
        }
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        let scheme = String(String.UnicodeScalarView(scalars[..<colon])).lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        var index = colon + 1
        while index < scalars.count, scalars[index] == "/" || scalars[index] == "\\" { index += 1 }
        let authorityStart = index
        authority: while index < scalars.count {
            switch scalars[index] {
            case "/", "\\", "?", "#": break authority
            default: index += 1
            }
        }
        let authority = Array(scalars[authorityStart..<index])
        var hostAndPort = authority[...]
        var userInfo = ""
        if let at = authority.lastIndex(of: "@") {
            userInfo = String(String.UnicodeScalarView(authority[..<at]))
            hostAndPort = authority[(at + 1)...]
        }
        var hostText = hostAndPort
        var port: Int?
        let bracketEnd = hostAndPort.lastIndex(of: "]") ?? hostAndPort.startIndex
        if let portColon = hostAndPort[bracketEnd...].lastIndex(of: ":") {
            let digits = hostAndPort[(portColon + 1)...]
            if !digits.isEmpty {
                guard digits.count <= 5, digits.allSatisfy({ ("0"..."9").contains($0) }),
                    let number = Int(String(String.UnicodeScalarView(digits))), number <= 65_535
                else { return nil }
                port = number
            }
            hostText = hostAndPort[..<portColon]
        }
        guard let host = Self.host(String(String.UnicodeScalarView(hostText))) else { return nil }
        var rest = scalars[index...]
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(String.UnicodeScalarView(rest[(hash + 1)...]))
            rest = rest[..<hash]
        }
        var query: String?
        if let question = rest.firstIndex(of: "?") {
            query = String(String.UnicodeScalarView(rest[(question + 1)...]))
            rest = rest[..<question]
        }
        let path = String(String.UnicodeScalarView(rest.map { $0 == "\\" ? "/" : $0 }))
        self.scheme = scheme
        self.userInfo = userInfo
        self.host = host
        self.port = port == (scheme == "https" ? 443 : 80) ? nil : port
        self.path = path.isEmpty ? "/" : path
        self.query = query
        self.fragment = fragment
    }

    /// Reads a `URL` as a browser would read its text; fails (`nil`) when it is not an `http` or `https`
    /// address a browser would open.
    /// - Parameter url: a web link.
    public init?(_ url: URL) {
        self.init(url.absoluteString)
    }

    /// The address written so that Foundation reads the same host, port and path a browser does:
    /// `scheme://[userinfo@]host[:port]path[?query][#fragment]`.
    public var text: String {
        var result = scheme + "://"
        if !userInfo.isEmpty { result += userInfo + "@" }
        result += host
        if let port { result += ":\(port)" }
        result += path
        if let query { result += "?" + query }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// ``text`` as a `URL`, for the activity the system hands the app.
    /// - Returns: the URL, or `nil` when Foundation cannot read it (then no app sees the link).
    public var url: URL? {
        let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        guard let url = URL(string: text), url.host?.lowercased() == bare else { return nil }
        return url
    }

    /// Whether a browser refuses a character in a host (the WHATWG "forbidden domain code points").
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "#", "%", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|", "\u{7F}": true
        default: scalar.value < 0x20
        }
    }

    /// A host as a browser reads it: percent-decoded, lowercased, in ASCII; an IPv6 literal stays in
    /// its brackets, lowercased.
    private static func host(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        if text.hasPrefix("[") {
            guard text.hasSuffix("]"), text.dropFirst().dropLast().allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
            return text.lowercased()
        }
        guard let decoded = text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : text, !decoded.isEmpty else { return nil }
        guard !decoded.unicodeScalars.contains(where: isForbidden) else { return nil }
        if decoded.utf8.allSatisfy({ $0 < 0x80 }) {
            return decoded.utf8.contains(where: { (0x41...0x5A).contains($0) }) ? decoded.lowercased() : decoded
        }
        // Foundation converts an internationalized name to punycode, as a browser's IDNA step does.
        guard let ascii = URL(string: "https://\(decoded)/")?.host, ascii.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        return ascii.lowercased()
    }
}
