import Foundation

/// `routenav aasa lint FILE`: what in an apple-app-site-association file cannot work as its author
/// meant (docs/RULES.md U13): components no link can reach, patterns that do not compile or can never
/// match, keys the system ignores, details that name no app.
public enum AppSiteAssociationLint {
    /// One finding: where and what.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        /// The key path (`applinks.details[0].components[2]`).
        public var path: String
        /// What is wrong and what to do.
        public var message: String
        /// `PATH: MESSAGE`.
        public var description: String { "\(path): \(message)" }
    }

    private static let rootKeys: Set<String> = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
    private static let applinksKeys: Set<String> = ["apps", "details", "defaults", "substitutionVariables"]
    private static let detailKeys: Set<String> = ["appID", "appIDs", "components", "paths", "defaults"]
    private static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]
    private static let defaultsKeys: Set<String> = ["caseSensitive", "percentEncoded"]

    /// Lints a file.
    /// - Parameter data: the file's bytes.
    /// - Returns: the findings, in file order; a file that cannot be read at all gives one finding.
    /// - Complexity: O(c²) in the number of components of a detail (each is compared with those before it).
    public static func lint(_ data: Data) -> [Finding] {
        let association: AppSiteAssociation
        do {
            association = try AppSiteAssociation(json: data)
        } catch {
            return [Finding(path: error.path.isEmpty ? "file" : error.path, message: error.message)]
        }
        var findings: [Finding] = []
        if let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            findings += unknownKeys(root, allowed: rootKeys, at: "")
            if let links = root["applinks"] as? [String: Any] {
                findings += unknownKeys(links, allowed: applinksKeys, at: "applinks")
                if let defaults = links["defaults"] as? [String: Any] { findings += unknownKeys(defaults, allowed: defaultsKeys, at: "applinks.defaults") }
                for (index, raw) in ((links["details"] as? [Any]) ?? []).enumerated() {
                    guard let detail = raw as? [String: Any] else { continue }
                    let path = "applinks.details[\(index)]"
                    findings += unknownKeys(detail, allowed: detailKeys, at: path)
                    if let defaults = detail["defaults"] as? [String: Any] { findings += unknownKeys(defaults, allowed: defaultsKeys, at: path + ".defaults") }
                    for (number, item) in ((detail["components"] as? [Any]) ?? []).enumerated() {
                        if let component = item as? [String: Any] {
                            findings += unknownKeys(component, allowed: componentKeys, at: path + ".components[\(number)]")
                        }
                    }
                }
            }
        }
        for (name, values) in association.variables.sorted(by: { $0.key < $1.key }) {
            if name.contains(where: { "$()".contains($0) }) {
                findings.append(Finding(path: "applinks.substitutionVariables.\(name)", message: "a variable's name cannot contain $, ( or )"))
            }
            if values.isEmpty {
                findings.append(Finding(path: "applinks.substitutionVariables.\(name)", message: "no values: $(\(name)) matches nothing"))
            }
        }
        for detail in association.details {
            findings += lint(detail, in: association)
        }
        return findings
    }

    private static func unknownKeys(_ object: [String: Any], allowed: Set<String>, at path: String) -> [Finding] {
        object.keys.sorted().filter { !allowed.contains($0) }.map { key in
            let closest = allowed.min { distance($0, key) < distance($1, key) } ?? ""
            return Finding(
                path: path.isEmpty ? key : "\(path).\(key)",
                message: "unknown key, ignored by the system; expected one of \(allowed.sorted().joined(separator: ", "))"
                    + (distance(closest, key) <= 3 ? " (did you mean \(closest)?)" : ""))
        }
    }

    private static func lint(_ detail: AppSiteAssociation.Detail, in association: AppSiteAssociation) -> [Finding] {
        let path = "applinks.details[\(detail.index)]"
        var findings: [Finding] = []
        if detail.appIDs.isEmpty {
            findings.append(Finding(path: path, message: "names no app; expected appIDs: [\"TEAMID.bundle.identifier\"]"))
        }
        for appID in detail.appIDs where !appID.contains(".") {
            findings.append(Finding(path: path + ".appIDs", message: "\"\(appID)\" is not TEAMID.bundle.identifier"))
        }
        guard let components = detail.components else { return findings }
        if !detail.paths.isEmpty {
            findings.append(Finding(path: path + ".paths", message: "ignored: a detail with components does not use its legacy paths"))
        }
        let settings = detail.defaults.inheriting(association.defaults)
        for component in components {
            let place = path + ".components[\(component.index)]"
            let own = component.settings.inheriting(settings)
            var patterns: [(String, String)] = []
            if let value = component.path { patterns.append(("/", value)) }
            if case let .whole(value)? = component.query { patterns.append(("?", value)) }
            if case let .items(items)? = component.query { patterns += items.map { ("?." + $0.name, $0.pattern) } }
            if let value = component.fragment { patterns.append(("#", value)) }
            for (key, text) in patterns {
                do {
                    _ = try LinkPattern(text, caseSensitive: own.caseSensitive ?? true, variables: association.variables)
                } catch {
                    findings.append(Finding(path: place + ".\(key)", message: "malformed pattern \"\(text)\": \(error.message); the component matches no link"))
                }
            }
            if let value = component.path, let first = value.unicodeScalars.first, !["/", "*", "?", "$"].contains(first) {
                findings.append(Finding(path: place + "./", message: "\"\(value)\" can never match: a path starts with /"))
            }
            if let earlier = components.prefix(component.index).first(where: { covers($0, component, settings: settings, in: association) }) {
                findings.append(
                    Finding(
                        path: place,
                        message: "unreachable: components[\(earlier.index)] \(earlier.summary) matches every link this one would, and comes first"
                            + (component.exclude && !earlier.exclude ? "; put the exclude before it" : "")))
            }
        }
        return findings
    }

    /// Whether `earlier` matches every link `later` matches: its `?` and `#` accept everything, its `/`
    /// is a literal prefix and `*` that `later`'s `/` starts with, and they compare alike.
    private static func covers(
        _ earlier: AppSiteAssociation.Component, _ later: AppSiteAssociation.Component, settings: AppSiteAssociation.MatchSettings,
        in association: AppSiteAssociation
    ) -> Bool {
        let a = earlier.settings.inheriting(settings)
        let b = later.settings.inheriting(settings)
        guard (a.caseSensitive ?? true) == (b.caseSensitive ?? true), (a.percentEncoded ?? true) == (b.percentEncoded ?? true) else { return false }
        func everything(_ text: String?) -> Bool { text == nil || text == "*" }
        guard everything(earlier.fragment) else { return false }
        switch earlier.query {
        case nil, .whole("*")?: break
        default: return false
        }
        guard let pattern = try? LinkPattern(earlier.path ?? "*", variables: association.variables), pattern.isPrefixWildcard else { return false }
        let prefix = pattern.literalPrefix
        let laterPath = later.path ?? "*"
        guard laterPath.hasPrefix(prefix) else { return false }
        // The later pattern's own literal part after the prefix must not start a variable the prefix cut.
        return !prefix.hasSuffix("$")
    }

    /// The edit distance between two short names, for "did you mean".
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
