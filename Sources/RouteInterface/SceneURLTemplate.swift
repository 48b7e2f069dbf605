import Foundation

/// An inbound URL taken apart once for matching (R5), within the ``SceneIntentLimits``.
///
/// Path segments are percent-decoded here, once each; a query item's value and the fragment's
/// segments are decoded when a registration takes them.
struct URLIntentParts {
    let scheme: String
    /// Lowercased; empty when the URL has none.
    let host: String
    let segments: [String]
    /// Query items with decoded names (the raw name when it does not decode) and percent-encoded values.
    let queryItems: [(name: String, encodedValue: String?)]
    /// The fragment's segments (split at `/`, empty ones dropped), percent-encoded; `nil` without a fragment.
    let encodedFragmentSegments: [Substring]?

    /// Takes a URL apart, or says why it is refused.
    /// - Parameter url: the inbound (or registered) URL.
    /// - Returns: the parts, or the refusal naming the broken limit or the segment that does not decode.
    static func parse(_ url: URL) -> Result<URLIntentParts, SceneIntentRefusal> {
        let text = url.absoluteString
        guard text.utf8.count <= SceneIntentLimits.maximumURLLength else {
            return .failure(SceneIntentRefusal(reason: "over the \(SceneIntentLimits.maximumURLLength)-character limit for a URL"))
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return .failure(SceneIntentRefusal(reason: nil))
        }
        let items = components.percentEncodedQueryItems ?? []
        guard items.count <= SceneIntentLimits.maximumQueryItems else {
            return .failure(SceneIntentRefusal(reason: "\(items.count) query items, over the limit of \(SceneIntentLimits.maximumQueryItems)"))
        }
        let rawSegments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true)
        guard rawSegments.count <= SceneIntentLimits.maximumPathSegments else {
            return .failure(SceneIntentRefusal(reason: "\(rawSegments.count) path segments, over the limit of \(SceneIntentLimits.maximumPathSegments)"))
        }
        var decoded: [String] = []
        decoded.reserveCapacity(rawSegments.count)
        for (index, raw) in rawSegments.enumerated() {
            guard let segment = String(raw).removingPercentEncoding else {
                return .failure(SceneIntentRefusal(reason: "path segment \(index + 1) (\(Self.quote(raw))) is not percent-encoded UTF-8"))
            }
            decoded.append(segment)
        }
        return .success(
            URLIntentParts(
                scheme: scheme,
                host: (components.percentEncodedHost ?? "").lowercased(),
                segments: decoded,
                queryItems: items.map { (name: $0.name.removingPercentEncoding ?? $0.name, encodedValue: $0.value) },
                encodedFragmentSegments: components.percentEncodedFragment.map { $0.split(separator: "/", omittingEmptySubsequences: true) }
            ))
    }

    /// A raw value for a refusal message: quoted, and cut at 40 characters.
    static func quote(_ raw: some StringProtocol) -> String {
        raw.count > 40 ? "\"\(raw.prefix(40))…\"" : "\"\(raw)\""
    }
}

/// A registered URL read as a template (R5, extended by).
///
/// The forms:
///
/// - `scheme://host/a/b`: a **prefix** registration, as R5 has always said: inbound URLs of that scheme
///   and host whose decoded path starts with `a/b` match; query and fragment are ignored. An empty host
///   (`notes://`) matches every URL of the scheme.
/// - A registration that names a value is a **template** and matches the path exactly: `:name` is one
///   path segment, a last `*name` is the rest of the path (zero or more segments), a host of `*` takes
///   any host, a query item written `item=:name` must be present (`item=:name?` may be absent), and a
///   fragment with a `:name` or `*name` segment is matched segment by segment like the path
///   (`https://matrix.to/#/:user`). Literal query items and fragments are ignored, as R5 says.
struct URLTemplate: Sendable {
    enum Host: Sendable, Equatable {
        /// An empty host on a prefix registration: every URL of the scheme (R5).
        case catchAll
        /// `*`, or an empty host on a template: any host, given to the router as the match's host.
        case any
        case literal(String)
    }

    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest(String)

        var kind: Int {
            switch self {
            case .literal: 2
            case .parameter: 1
            case .rest: 0
            }
        }
    }

    struct QueryParameter: Sendable {
        let item: String
        let name: String
        let isOptional: Bool
    }

    /// How specific a registration is; the larger wins (R5): host (literal, then `*`, then empty), then
    /// path segments left to right (literal beats parameter beats rest; a longer path beats its prefix),
    /// then required query items, then optional ones, then the fragment like the path.
    struct Rank: Comparable, Sendable {
        let host: Int
        let path: [Int]
        let requiredQuery: Int
        let optionalQuery: Int
        let fragment: [Int]

        static func < (a: Rank, b: Rank) -> Bool {
            if a.host != b.host { return a.host < b.host }
            if a.path != b.path { return a.path.lexicographicallyPrecedes(b.path) }
            if a.requiredQuery != b.requiredQuery { return a.requiredQuery < b.requiredQuery }
            if a.optionalQuery != b.optionalQuery { return a.optionalQuery < b.optionalQuery }
            return a.fragment.lexicographicallyPrecedes(b.fragment)
        }
    }

    let scheme: String
    let host: Host
    let path: [Segment]
    /// `true` for a registration that names no value: R5's prefix match.
    let isPrefix: Bool
    let query: [QueryParameter]
    /// `nil`: the fragment is ignored.
    let fragment: [Segment]?

    /// The names this template takes values for: path, query, then fragment.
    var parameterNames: [String] {
        func names(_ segments: [Segment]) -> [String] {
            segments.compactMap { segment in
                switch segment {
                case .literal: nil
                case let .parameter(name), let .rest(name): name
                }
            }
        }
        return names(path) + query.map(\.name) + names(fragment ?? [])
    }

    var rank: Rank {
        let hostRank =
            switch host {
            case .catchAll: 0
            case .any: 1
            case .literal: 2
            }
        return Rank(
            host: hostRank, path: host == .catchAll ? [] : path.map(\.kind),
            requiredQuery: query.filter { !$0.isOptional }.count, optionalQuery: query.filter(\.isOptional).count,
            fragment: fragment?.map(\.kind) ?? [])
    }
}
