import Foundation

/// Decides whether a universal link opens the app or the browser, from a domain's apple-app-site-association file.
///
/// The rules are Apple's, as documented (docs/RULES.md U13):
/// 1. `details` in order; a detail counts when it names the app (`appIDs` or `appID`), or for any app
///    when no app is given (`routenav aasa check` without `--app`).
/// 2. Within a detail, `components` in order: a component matches when its `/`, `?` and `#` each match
///    (an absent key is `*`); the first match decides: the app, or the browser when it says
///    `"exclude": true`. No match goes on to the next detail, and none at all means the browser.
/// 3. `caseSensitive` and `percentEncoded` come from the component, else the detail's `defaults`, else
///    the domain's `defaults`, else `true`.
/// 4. A `?` object matches each named query item's value (any of its values when the name repeats; a
///    missing item is the empty value, so `*` accepts it and `?*` does not); other items are ignored.
/// 5. A detail without `components` uses its legacy `paths` (`"NOT "` excludes), matched on the path;
///    with `components`, `paths` are ignored.
///
/// The patterns are compiled once, here, so that a verdict costs only the matching.
public struct AppLinkMatcher: Sendable {
    /// The file it decides from.
    public let association: AppSiteAssociation
    private let details: [CompiledDetail]

    private struct CompiledDetail: Sendable {
        var detail: AppSiteAssociation.Detail
        var components: [CompiledComponent]
        var paths: [(pattern: LinkPattern?, exclude: Bool, text: String)]
    }

    /// A class, so that walking the components retains one reference each, not every pattern's storage.
    private final class CompiledComponent: Sendable {
        let component: AppSiteAssociation.Component
        let path: LinkPattern?
        let query: Query
        let fragment: LinkPattern?
        let caseSensitive: Bool
        let percentEncoded: Bool
        /// A pattern that does not compile: the component matches nothing.
        let broken: Bool
        /// The literal text every path it matches starts with (lowercased when not case-sensitive;
        /// empty when the path pattern starts with a wildcard): most components are rejected on it alone.
        let pathPrefix: [Unicode.Scalar]

        init(
            component: AppSiteAssociation.Component, path: LinkPattern?, query: Query, fragment: LinkPattern?, caseSensitive: Bool,
            percentEncoded: Bool, broken: Bool
        ) {
            self.component = component
            self.path = path
            self.query = query
            self.fragment = fragment
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
            self.broken = broken
            pathPrefix = percentEncoded ? Array((path?.literalPrefix ?? "").unicodeScalars) : []
        }

        enum Query: Sendable {
            case any
            case whole(LinkPattern)
            case items([(name: String, pattern: LinkPattern)])
        }
    }

    /// Compiles a file's patterns.
    /// - Parameter association: the file.
    /// - Complexity: O(n) in the total length of its patterns and the variables they use.
    public init(_ association: AppSiteAssociation) {
        self.association = association
        details = association.details.map { detail in
            let settings = detail.defaults.inheriting(association.defaults)
            let components = (detail.components ?? []).map { component in
                Self.compile(component, settings: component.settings.inheriting(settings), variables: association.variables)
            }
            var paths: [(pattern: LinkPattern?, exclude: Bool, text: String)] = []
            if detail.components == nil {
                for text in detail.paths {
                    let exclude = text.hasPrefix("NOT ")
                    paths.append((pattern: try? LinkPattern(exclude ? String(text.dropFirst(4)) : text), exclude: exclude, text: text))
                }
            }
            return CompiledDetail(detail: detail, components: components, paths: paths)
        }
    }

    private static func compile(
        _ component: AppSiteAssociation.Component, settings: AppSiteAssociation.MatchSettings, variables: [String: [String]]
    ) -> CompiledComponent {
        let caseSensitive = settings.caseSensitive ?? true
        var broken = false
        func pattern(_ text: String?) -> LinkPattern? {
            guard let text else { return nil }
            do {
                return try LinkPattern(text, caseSensitive: caseSensitive, variables: variables)
            } catch {
                broken = true
                return nil
            }
        }
        let query: CompiledComponent.Query
        switch component.query {
        case nil: query = .any
        case let .whole(text)?: query = pattern(text).map { .whole($0) } ?? .any
        case let .items(items)?: query = .items(items.compactMap { item in pattern(item.pattern).map { (item.name, $0) } })
        }
        return CompiledComponent(
            component: component, path: pattern(component.path), query: query, fragment: pattern(component.fragment),
            caseSensitive: caseSensitive, percentEncoded: settings.percentEncoded ?? true, broken: broken)
    }

    /// What decided a link: the app or the browser, and the detail, component and rule.
    public struct Verdict: Equatable, Sendable, CustomStringConvertible {
        /// Whether the app opens the link (`false`: the browser does).
        public var opensApp: Bool
        /// The app the deciding detail names first, when a detail decided.
        public var appID: String?
        /// The deciding detail's place in `details`, when one decided.
        public var detail: Int?
        /// The deciding component's place in its detail's `components` (or `paths`), when one decided.
        public var component: Int?
        /// The rule: the component as written, or why nothing matched.
        public var rule: String

        /// `app (details[0] ABCDE12345.com.example.app, components[1] {"/": "/videos/*"})` or
        /// `browser (…)`: what `routenav aasa check`, the log and `explain` print.
        public var description: String {
            var where_: [String] = []
            if let detail { where_.append("details[\(detail)]" + (appID.map { " " + $0 } ?? "")) }
            if let component { where_.append("components[\(component)] " + rule) } else { where_.append(rule) }
            return (opensApp ? "app" : "browser") + " (" + where_.joined(separator: ", ") + ")"
        }
    }

    /// Decides a link.
    /// - Parameters:
    ///   - address: the link as a browser reads it (``WebAddress``).
    ///   - appID: the app asking (`TEAMID.bundle.id`); `nil` lets every detail count.
    /// - Returns: the verdict, naming what decided it.
    /// - Complexity: O(c·n) for c components on a link of length n, in the common case.
    public func verdict(for address: WebAddress, appID: String? = nil) -> Verdict {
        let link = PreparedLink(address)
        var named = false
        for compiled in details {
            let detail = compiled.detail
            if let appID, !detail.appIDs.contains(appID) { continue }
            named = true
            let shownApp = appID ?? detail.appIDs.first
            if detail.components != nil {
                for component in compiled.components where !component.broken && matches(component, link) {
                    return Verdict(
                        opensApp: !component.component.exclude, appID: shownApp, detail: detail.index, component: component.component.index,
                        rule: component.component.summary + (component.component.exclude ? " excludes it" : " matches"))
                }
            } else {
                for (index, path) in compiled.paths.enumerated() {
                    guard let pattern = path.pattern, pattern.matches(prepared: link.form(encoded: true, lowercased: false).path[...]) else { continue }
                    return Verdict(
                        opensApp: !path.exclude, appID: shownApp, detail: detail.index, component: index,
                        rule: "legacy paths \"\(path.text)\"" + (path.exclude ? " excludes it" : " matches"))
                }
            }
        }
        if !named, let appID {
            return Verdict(opensApp: false, appID: appID, detail: nil, component: nil, rule: "no detail names \(appID)")
        }
        return Verdict(opensApp: false, appID: appID, detail: nil, component: nil, rule: "no component matches")
    }

    private func matches(_ component: CompiledComponent, _ link: PreparedLink) -> Bool {
        let form = link.form(encoded: component.percentEncoded, lowercased: !component.caseSensitive)
        guard form.path.starts(with: component.pathPrefix) else { return false }
        if let path = component.path, !path.matches(prepared: form.path[...]) { return false }
        switch component.query {
        case .any: break
        case let .whole(pattern):
            guard pattern.matches(prepared: form.query[...]) else { return false }
        case let .items(items):
            for (name, pattern) in items {
                var present = false
                var matched = false
                for item in form.items where item.name == name {
                    present = true
                    if pattern.matches(prepared: item.value[...]) {
                        matched = true
                        break
                    }
                }
                // A missing item is the empty value: `*` accepts it, `?*` does not.
                guard matched || (!present && pattern.matches(prepared: [])) else { return false }
            }
        }
        if let fragment = component.fragment, !fragment.matches(prepared: form.fragment[...]) { return false }
        return true
    }
}

/// A link's path, query and fragment, split once per verdict; each of the four forms a component may
/// ask for (percent-encoded or decoded, as written or lowercased) is made the first time one asks.
private final class PreparedLink {
    /// One form of the link (a class: handed to each component without copying its arrays).
    final class Form {
        let path: [Unicode.Scalar]
        let query: [Unicode.Scalar]
        let fragment: [Unicode.Scalar]
        let items: [(name: String, value: [Unicode.Scalar])]

        init(path: [Unicode.Scalar], query: [Unicode.Scalar], fragment: [Unicode.Scalar], items: [(name: String, value: [Unicode.Scalar])]) {
            self.path = path
            self.query = query
            self.fragment = fragment
            self.items = items
        }
    }

    private let address: WebAddress
    private let rawItems: [(name: Substring, value: Substring)]
    private var forms: [Form?] = [nil, nil, nil, nil]

    init(_ address: WebAddress) {
        self.address = address
        rawItems = (address.query ?? "").split(separator: "&", omittingEmptySubsequences: true).map { item in
            guard let equals = item.firstIndex(of: "=") else { return (item, "") }
            return (item[..<equals], item[item.index(after: equals)...])
        }
    }

    /// The link in one form.
    func form(encoded: Bool, lowercased: Bool) -> Form {
        let slot = (encoded ? 0 : 2) + (lowercased ? 1 : 0)
        if let form = forms[slot] { return form }
        func convert(_ text: some StringProtocol) -> String {
            var result = String(text)
            if !encoded { result = result.removingPercentEncoding ?? result }
            if lowercased { result = result.lowercased() }
            return result
        }
        let form = Form(
            path: Array(convert(address.path).unicodeScalars), query: Array(convert(address.query ?? "").unicodeScalars),
            fragment: Array(convert(address.fragment ?? "").unicodeScalars),
            items: rawItems.map { item in
                let name = encoded ? String(item.name) : (item.name.removingPercentEncoding ?? String(item.name))
                return (name, Array(convert(item.value).unicodeScalars))
            })
        forms[slot] = form
        return form
    }
}
