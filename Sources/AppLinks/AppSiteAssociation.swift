import Foundation

/// A domain's apple-app-site-association file, its `applinks` part: which apps open which of the
/// domain's links (docs/RULES.md U13), as Apple's Bundle Resources documentation defines it.
///
/// ```json
/// { "applinks": {
///     "defaults": { "caseSensitive": false },
///     "substitutionVariables": { "food": ["burrito", "taco"] },
///     "details": [ { "appIDs": ["ABCDE12345.com.example.app"],
///                    "components": [ { "/": "/buy/*", "exclude": true }, { "/": "/$(food)/*" } ] } ] } }
/// ```
///
/// Reading is lenient where the system is (unknown keys are ignored, as iOS ignores them; `routenav aasa
/// lint` names them) and strict where a wrong type would change which links open the app.
public struct AppSiteAssociation: Sendable {
    /// The domain-level `defaults` (`applinks.defaults`).
    public var defaults: MatchSettings
    /// The `substitutionVariables`, by name.
    public var variables: [String: [String]]
    /// The `details`, in order: the first one whose component matches decides.
    public var details: [Detail]

    /// `caseSensitive` and `percentEncoded` as a level sets them; `nil` inherits from the level above
    /// (component, then detail, then domain), and both default to `true`.
    public struct MatchSettings: Equatable, Sendable {
        /// Whether patterns compare case-sensitively.
        public var caseSensitive: Bool?
        /// Whether patterns are compared with the URL as it is percent-encoded (`true`) or decoded (`false`).
        public var percentEncoded: Bool?

        /// Creates settings.
        /// - Parameters:
        ///   - caseSensitive: `caseSensitive`, or `nil` to inherit.
        ///   - percentEncoded: `percentEncoded`, or `nil` to inherit.
        public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
        }

        /// These settings with `outer` filling what they leave unset.
        /// - Parameter outer: the enclosing level's settings.
        /// - Returns: the merged settings.
        public func inheriting(_ outer: MatchSettings) -> MatchSettings {
            MatchSettings(caseSensitive: caseSensitive ?? outer.caseSensitive, percentEncoded: percentEncoded ?? outer.percentEncoded)
        }
    }

    /// One entry of `details`: the apps it names and the components they open.
    public struct Detail: Sendable {
        /// `appIDs`, or `appID` alone (`TEAMID.bundle.identifier`).
        public var appIDs: [String]
        /// The detail-level `defaults`.
        public var defaults: MatchSettings
        /// The `components`, in order; `nil` when the detail has none (then the legacy ``paths`` count).
        public var components: [Component]?
        /// The legacy `paths` (`"/videos/*"`, `"NOT /videos/private/*"`), used only without `components`.
        public var paths: [String]
        /// Where the detail is in the file (`details[0]`).
        public var index: Int
    }

    /// One entry of `components`.
    public struct Component: Sendable {
        /// The `/` pattern; `nil` when absent (matches every path).
        public var path: String?
        /// The `?` pattern on the whole query, or per query item.
        public var query: Query?
        /// The `#` pattern; `nil` when absent.
        public var fragment: String?
        /// `exclude`: a match sends the link to the browser.
        public var exclude: Bool
        /// The component's own `caseSensitive`/`percentEncoded`.
        public var settings: MatchSettings
        /// `comment`, which the system ignores.
        public var comment: String?
        /// Where the component is in its detail (`components[2]`).
        public var index: Int

        /// A component's `?`: one pattern for the whole query, or one per query item name.
        public enum Query: Equatable, Sendable {
            /// `"?": "pattern"`.
            case whole(String)
            /// `"?": { "name": "pattern", … }`, in the order written.
            case items([(name: String, pattern: String)])

            /// Whether two queries are written alike.
            /// - Parameters:
            ///   - lhs: a query.
            ///   - rhs: another.
            /// - Returns: `true` for the same pattern, or the same item names and patterns in the same order.
            public static func == (lhs: Query, rhs: Query) -> Bool {
                switch (lhs, rhs) {
                case let (.whole(a), .whole(b)): a == b
                case let (.items(a), .items(b)): a.elementsEqual(b) { $0.name == $1.name && $0.pattern == $1.pattern }
                default: false
                }
            }
        }

        /// The component as the file writes it, for verdicts and lint: `{"/": "/videos/*", "exclude": true}`.
        public var summary: String {
            var parts: [String] = []
            if let path { parts.append("\"/\": \(Self.quote(path))") }
            switch query {
            case let .whole(pattern)?: parts.append("\"?\": \(Self.quote(pattern))")
            case let .items(items)?: parts.append("\"?\": {" + items.map { "\(Self.quote($0.name)): \(Self.quote($0.pattern))" }.joined(separator: ", ") + "}")
            case nil: break
            }
            if let fragment { parts.append("\"#\": \(Self.quote(fragment))") }
            if exclude { parts.append("\"exclude\": true") }
            if let value = settings.caseSensitive { parts.append("\"caseSensitive\": \(value)") }
            if let value = settings.percentEncoded { parts.append("\"percentEncoded\": \(value)") }
            return "{" + parts.joined(separator: ", ") + "}"
        }

        static func quote(_ text: String) -> String {
            guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else { return "\"" + text + "\"" }
            var result = "\""
            for character in text {
                if character == "\\" || character == "\"" { result.append("\\") }
                result.append(character)
            }
            return result + "\""
        }
    }

    /// Why a file cannot be read as an apple-app-site-association file: where (`applinks.details[0].appIDs`)
    /// and what was expected.
    public struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The key path of the bad value, or empty for the file as a whole.
        public var path: String
        /// What was expected there.
        public var message: String
        /// `PATH: MESSAGE`.
        public var description: String { path.isEmpty ? message : "\(path): \(message)" }

        /// Creates an error.
        /// - Parameters:
        ///   - path: the key path of the bad value, or empty.
        ///   - message: what was expected there.
        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// Creates an association from its parts.
    /// - Parameters:
    ///   - defaults: the domain-level defaults.
    ///   - variables: the substitution variables.
    ///   - details: the details, in order.
    public init(defaults: MatchSettings = MatchSettings(), variables: [String: [String]] = [:], details: [Detail]) {
        self.defaults = defaults
        self.variables = variables
        self.details = details
    }

    /// Reads a file's JSON.
    /// - Parameter data: the file's bytes (UTF-8 JSON).
    /// - Throws: ``ReadError`` naming the key path of a value of the wrong type, or the JSON error.
    /// - Complexity: O(n) in the size of the file.
    public init(json data: Data) throws(ReadError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ReadError(path: "", message: "not JSON (\(error.localizedDescription)); expected an object with an \"applinks\" key")
        }
        guard let object = root as? [String: Any] else { throw ReadError(path: "", message: "expected a JSON object with an \"applinks\" key") }
        guard let applinks = object["applinks"] else {
            throw ReadError(path: "", message: "no \"applinks\" key; expected {\"applinks\": {\"details\": [...]}}")
        }
        guard let links = applinks as? [String: Any] else { throw ReadError(path: "applinks", message: "expected an object") }
        defaults = try Self.settings(links["defaults"], at: "applinks.defaults")
        variables = [:]
        if let raw = links["substitutionVariables"] {
            guard let table = raw as? [String: Any] else {
                throw ReadError(path: "applinks.substitutionVariables", message: "expected an object of arrays of strings")
            }
            for (name, values) in table {
                guard let strings = values as? [String] else {
                    throw ReadError(path: "applinks.substitutionVariables.\(name)", message: "expected an array of strings")
                }
                variables[name] = strings
            }
        }
        guard let list = (links["details"] ?? [Any]()) as? [Any] else { throw ReadError(path: "applinks.details", message: "expected an array of objects") }
        details = []
        for (index, raw) in list.enumerated() {
            details.append(try Self.detail(raw, index: index))
        }
    }

    private static func bool(_ raw: Any?, at path: String) throws(ReadError) -> Bool? {
        guard let raw else { return nil }
        guard let value = raw as? Bool else { throw ReadError(path: path, message: "expected true or false") }
        return value
    }

    private static func settings(_ raw: Any?, at path: String) throws(ReadError) -> MatchSettings {
        guard let raw else { return MatchSettings() }
        guard let object = raw as? [String: Any] else { throw ReadError(path: path, message: "expected an object with caseSensitive and percentEncoded") }
        return MatchSettings(
            caseSensitive: try bool(object["caseSensitive"], at: path + ".caseSensitive"),
            percentEncoded: try bool(object["percentEncoded"], at: path + ".percentEncoded"))
    }

    private static func string(_ raw: Any?, at path: String) throws(ReadError) -> String? {
        guard let raw else { return nil }
        guard let text = raw as? String else { throw ReadError(path: path, message: "expected a string") }
        return text
    }

    private static func detail(_ raw: Any, index: Int) throws(ReadError) -> Detail {
        let path = "applinks.details[\(index)]"
        guard let object = raw as? [String: Any] else { throw ReadError(path: path, message: "expected an object with appIDs and components") }
        var appIDs: [String] = []
        if let raw = object["appIDs"] {
            guard let list = raw as? [String] else {
                throw ReadError(path: path + ".appIDs", message: "expected an array of strings such as \"ABCDE12345.com.example.app\"")
            }
            appIDs = list
        }
        if let single = try string(object["appID"], at: path + ".appID") { appIDs.append(single) }
        var components: [Component]?
        if let raw = object["components"] {
            guard let list = raw as? [Any] else { throw ReadError(path: path + ".components", message: "expected an array of objects") }
            components = []
            for (number, item) in list.enumerated() {
                components?.append(try component(item, at: path + ".components[\(number)]", index: number))
            }
        }
        var paths: [String] = []
        if let raw = object["paths"] {
            guard let list = raw as? [String] else { throw ReadError(path: path + ".paths", message: "expected an array of strings") }
            paths = list
        }
        return Detail(appIDs: appIDs, defaults: try settings(object["defaults"], at: path + ".defaults"), components: components, paths: paths, index: index)
    }

    private static func component(_ raw: Any, at path: String, index: Int) throws(ReadError) -> Component {
        guard let object = raw as? [String: Any] else { throw ReadError(path: path, message: "expected an object with \"/\", \"?\", \"#\"") }
        var query: Component.Query?
        if let raw = object["?"] {
            if let text = raw as? String {
                query = .whole(text)
            } else if let table = raw as? [String: Any] {
                var items: [(name: String, pattern: String)] = []
                for name in table.keys.sorted() {
                    guard let pattern = table[name] as? String else { throw ReadError(path: path + ".?.\(name)", message: "expected a pattern string") }
                    items.append((name, pattern))
                }
                query = .items(items)
            } else {
                throw ReadError(path: path + ".?", message: "expected a pattern string or an object of query item patterns")
            }
        }
        return Component(
            path: try string(object["/"], at: path + "./"), query: query, fragment: try string(object["#"], at: path + ".#"),
            exclude: try bool(object["exclude"], at: path + ".exclude") ?? false,
            settings: MatchSettings(
                caseSensitive: try bool(object["caseSensitive"], at: path + ".caseSensitive"),
                percentEncoded: try bool(object["percentEncoded"], at: path + ".percentEncoded")),
            comment: try string(object["comment"], at: path + ".comment"), index: index)
    }
}
