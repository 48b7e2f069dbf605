import AppLinks
import Foundation

/// One entry of the Associated Domains entitlement (`com.apple.developer.associated-domains`), as Xcode
/// writes it: `SERVICE:DOMAIN[:PORT][?mode=MODE]`, for example, `applinks:*.wikipedia.org`.
///
/// The system hands a universal link to the app only when an `applinks:` entry matches the link's host.
/// As Apple defines the wildcard, `*.example.com` matches every subdomain of `example.com`
/// (`www.example.com`, `a.b.example.com`) but not `example.com` itself: an app that wants both lists both.
/// Hosts compare case-insensitively. An entry without a port covers only the scheme's default port (a
/// link to `:8443` is another site); an entry with one covers only that port. A link's host and port
/// are read as a browser reads them (``WebAddress``), so `https://evil.example\@www.example.com/` is a
/// link to `evil.example` (docs/RULES.md U13).
public struct AssociatedDomain: Equatable, Sendable {
    /// The service: `applinks`, `webcredentials`, `activitycontinuation` or `appclips`.
    public var service: String
    /// The domain, lowercased, without a `*.` prefix.
    public var domain: String
    /// Whether the entry was written `*.DOMAIN`: it matches the subdomains of ``domain``, not the domain.
    public var matchesSubdomains: Bool
    /// The port the entry names, if any.
    public var port: Int?

    /// Parses an entitlement entry; fails (`nil`) when the entry has no service, no domain, or a port that
    /// is not a number from 1 to 65535.
    /// - Parameter entry: `SERVICE:DOMAIN[:PORT][?mode=MODE]`.
    public init?(_ entry: String) {
        guard let colon = entry.firstIndex(of: ":") else { return nil }
        service = String(entry[..<colon])
        var rest = Substring(entry[entry.index(after: colon)...])
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        port = nil
        if let portColon = rest.lastIndex(of: ":") {
            guard let number = Int(rest[rest.index(after: portColon)...]), (1...65_535).contains(number) else { return nil }
            port = number
            rest = rest[..<portColon]
        }
        matchesSubdomains = rest.hasPrefix("*.")
        domain = String(matchesSubdomains ? rest.dropFirst(2) : rest).lowercased()
        guard !service.isEmpty, !domain.isEmpty, !domain.contains("*") else { return nil }
    }

    /// Whether a link to `host` and `port` falls under this entry.
    /// - Parameters:
    ///   - host: the link's host, any case.
    ///   - port: the link's port, `nil` for the scheme's default; an entry without a port covers only the
    ///     default, an entry with one only that port.
    /// - Returns: `true` for the domain itself (a plain entry) or a subdomain of it (a `*.` entry).
    public func matches(host: String, port: Int? = nil) -> Bool {
        guard self.port == port else { return false }
        let host = host.lowercased()
        return matchesSubdomains ? host.hasSuffix("." + domain) : host == domain
    }

    /// Whether any `applinks:` entry among `entries` matches the URL's host and port, as a browser reads them.
    /// - Parameters:
    ///   - entries: the entitlement's entries, as written; entries that do not parse match nothing.
    ///   - url: a universal link.
    /// - Returns: `true` when the system would hand the link to the app.
    /// - Complexity: O(n + m): n entries, m the length of the URL.
    public static func applinks(_ entries: [String], match url: URL) -> Bool {
        guard let address = WebAddress(url) else { return false }
        return applinks(entries, match: address)
    }

    /// Whether any `applinks:` entry among `entries` matches a web address's host and port.
    /// - Parameters:
    ///   - entries: the entitlement's entries, as written; entries that do not parse match nothing.
    ///   - address: a universal link as a browser reads it.
    /// - Returns: `true` when the system would hand the link to the app.
    /// - Complexity: O(n) in the number of entries.
    public static func applinks(_ entries: [String], match address: WebAddress) -> Bool {
        entries.contains { entry in
            guard let domain = AssociatedDomain(entry), domain.service == "applinks" else { return false }
            return domain.matches(host: address.host, port: domain.port == nil ? address.port : address.effectivePort)
        }
    }
}
