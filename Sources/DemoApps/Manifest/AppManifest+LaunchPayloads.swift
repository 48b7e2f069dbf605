import RouteInterface

extension AppManifest {
    /// `launchPayloads`: which payloads of a cold launch that carries several are routed (R18);
    /// the rest are reported as dropped (`expect warning launch payload dropped`).
    ///
    /// ```json
    /// "launchPayloads": "all"
    /// "launchPayloads": "firstKindPresent"
    /// "launchPayloads": ["userActivity", "url", "shortcut"]
    /// ```
    ///
    /// `all` (the default) routes every payload in R18's order; `firstKindPresent` only those of the first
    /// kind present in R18's order (URLs, else activities, else the shortcut); an array of `url`,
    /// `userActivity` and `shortcut` only those of the first kind present in that order, a kind left out
    /// being always dropped (Wikipedia's scene delegate: activities, else URLs, else the shortcut).
    public enum LaunchPayloadsName: Codable, Sendable, Equatable {
        /// `all`.
        case all
        /// `firstKindPresent`.
        case firstKindPresent
        /// An array of kinds, first wins.
        case precedence([LaunchPayloadKindName])

        /// Decodes `all`, `firstKindPresent` or a non-empty array of distinct kinds.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and what is allowed.
        public init(from decoder: any Decoder) throws {
            let path = [ManifestPathComponent](codingPath: decoder.codingPath)
            let container = try decoder.singleValueContainer()
            if let word = try? container.decode(String.self) {
                switch word {
                case "all": self = .all
                case "firstKindPresent": self = .firstKindPresent
                default:
                    throw ManifestProblem(
                        path, "unknown value \(word.quotedForMessage); allowed: all, firstKindPresent, or an array of \(LaunchPayloadKindName.allowedWords)")
                }
                return
            }
            guard (try? container.decode([String].self)) != nil else {
                throw ManifestProblem(path, expected: "all, firstKindPresent, or an array of \(LaunchPayloadKindName.allowedWords)")
            }
            let kinds = try container.decode([LaunchPayloadKindName].self)
            guard !kinds.isEmpty, Set(kinds).count == kinds.count else {
                throw ManifestProblem(path, "expected a non-empty array of distinct kinds (\(LaunchPayloadKindName.allowedWords)), first wins")
            }
            self = .precedence(kinds)
        }

        /// Encodes the policy in the form ``init(from:)`` reads.
        /// - Parameter encoder: the encoder.
        /// - Throws: what the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .all: try container.encode("all")
            case .firstKindPresent: try container.encode("firstKindPresent")
            case let .precedence(kinds): try container.encode(kinds)
            }
        }

        /// The engine's value.
        public var policy: LaunchPayloadPolicy {
            switch self {
            case .all: .all
            case .firstKindPresent: .firstKindPresent
            case let .precedence(kinds): .precedence(kinds.map(\.kind))
            }
        }
    }

    /// One kind in a `launchPayloads` array.
    public enum LaunchPayloadKindName: String, ManifestKeyword, Hashable {
        /// `url`: URL contexts (custom-scheme links).
        case url
        /// `userActivity`: user activities, universal links included.
        case userActivity
        /// `shortcut`: the Home Screen quick action.
        case shortcut

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// The engine's value.
        public var kind: LaunchPayloadKind {
            switch self {
            case .url: .url
            case .userActivity: .userActivity
            case .shortcut: .shortcut
            }
        }
    }
}
