import Foundation

/// What makes a registered URL unusable as a template, in words.
struct TemplateProblem: Error {
    let text: String

    init(_ text: String) {
        self.text = text
    }
}

extension URLTemplate {
    /// Reads a registered URL as a template.
    /// - Parameter url: the registered URL.
    /// - Returns: the template, or what is wrong with it (a broken limit, an empty or repeated parameter
    ///   name, a `*name` that is not last).
    static func parse(_ url: URL) -> Result<URLTemplate, TemplateProblem> {
        let parts: URLIntentParts
        switch URLIntentParts.parse(url) {
        case let .success(value): parts = value
        case let .failure(refusal): return .failure(TemplateProblem(refusal.reason ?? "not a URL with a scheme"))
        }
        guard let components = URLComponents(string: url.absoluteString) else { return .failure(TemplateProblem("not a URL with a scheme")) }
        var names = Set<String>()
        func segments(_ raw: [Substring], in place: String) -> Result<[Segment], TemplateProblem> {
            var result: [Segment] = []
            for (index, text) in raw.enumerated() {
                let segment: Segment
                if let first = text.first, first == ":" || first == "*" {
                    guard let name = String(text.dropFirst()).removingPercentEncoding, !name.isEmpty else {
                        return .failure(TemplateProblem("\(place) segment \(index + 1) (\(URLIntentParts.quote(text))) names no parameter"))
                    }
                    guard names.insert(name).inserted else { return .failure(TemplateProblem("parameter \(name) is named twice")) }
                    if first == "*" {
                        guard index == raw.count - 1 else { return .failure(TemplateProblem("*\(name) must be the last \(place) segment")) }
                        segment = .rest(name)
                    } else {
                        segment = .parameter(name)
                    }
                } else {
                    guard let literal = String(text).removingPercentEncoding else {
                        return .failure(TemplateProblem("\(place) segment \(index + 1) (\(URLIntentParts.quote(text))) is not percent-encoded UTF-8"))
                    }
                    segment = .literal(literal)
                }
                result.append(segment)
            }
            return .success(result)
        }

        let path: [Segment]
        switch segments(components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true), in: "path") {
        case let .success(value): path = value
        case let .failure(problem): return .failure(problem)
        }
        var fragment: [Segment]?
        if let raw = parts.encodedFragmentSegments, raw.contains(where: { $0.first == ":" || $0.first == "*" }) {
            switch segments(raw, in: "fragment") {
            case let .success(value): fragment = value
            case let .failure(problem): return .failure(problem)
            }
        }
        var query: [QueryParameter] = []
        for item in parts.queryItems {
            guard var value = item.encodedValue, value.first == ":" else { continue }
            let isOptional = value.last == "?"
            if isOptional { value.removeLast() }
            guard let name = String(value.dropFirst()).removingPercentEncoding, !name.isEmpty else {
                return .failure(TemplateProblem("query item \(item.name) names no parameter"))
            }
            guard names.insert(name).inserted else { return .failure(TemplateProblem("parameter \(name) is named twice")) }
            query.append(QueryParameter(item: item.name, name: name, isOptional: isOptional))
        }
        let isPrefix = names.isEmpty && parts.host != "*"
        let host: Host = if parts.host == "*" { .any } else if parts.host.isEmpty { isPrefix ? .catchAll : .any } else { .literal(parts.host) }
        return .success(URLTemplate(scheme: parts.scheme, host: host, path: path, isPrefix: isPrefix, query: query, fragment: fragment))
    }

    /// Whether an inbound URL has this template's shape (scheme, host, path, required query items, fragment).
    ///
    /// A required query item (`item=:name`) must be present with a value: `?query` (no `=`) and
    /// `?query=` (empty) do not match, as a missing item does not (R5); ``missingQueryValue(in:)`` says why.
    /// Values are not decoded here; ``bind(_:)`` does that for the one registration chosen.
    ///
    /// - Parameters:
    ///   - inbound: the inbound URL's parts.
    ///   - requiringValues: `false` to accept a required item that is empty or has no `=`.
    /// - Returns: `true` when it matches.
    /// - Complexity: O(s + q) in the inbound path segments and query items.
    func matches(_ inbound: URLIntentParts, requiringValues: Bool = true) -> Bool {
        guard scheme == inbound.scheme else { return false }
        switch host {
        case .catchAll: return true
        case .any: break
        case let .literal(name): guard name == inbound.host else { return false }
        }
        guard Self.shape(path, isPrefix: isPrefix, fits: inbound.segments.count, literalAt: { inbound.segments[$0] }) else { return false }
        for item in query where !item.isOptional {
            guard inbound.queryItems.contains(where: { $0.name == item.item && (!requiringValues || !($0.encodedValue ?? "").isEmpty) })
            else { return false }
        }
        if let fragment {
            guard let raw = inbound.encodedFragmentSegments,
                Self.shape(fragment, isPrefix: false, fits: raw.count, literalAt: { String(raw[$0]).removingPercentEncoding ?? String(raw[$0]) })
            else { return false }
        }
        return true
    }

    /// Why an inbound URL that has this template's shape but for a required query item's value does
    /// not match: `required query item query has no value ("query" without "=")`.
    /// - Parameter inbound: the inbound URL's parts.
    /// - Returns: the reason, or `nil` when the template matches or differs in more than those values.
    /// - Complexity: O(s + q) in the inbound path segments and query items.
    func missingQueryValue(in inbound: URLIntentParts) -> String? {
        guard !matches(inbound), matches(inbound, requiringValues: false) else { return nil }
        for item in query where !item.isOptional {
            let values = inbound.queryItems.filter { $0.name == item.item }.map(\.encodedValue)
            guard !values.contains(where: { !($0 ?? "").isEmpty }) else { continue }
            let how = values.contains(where: { $0 == nil }) ? "has no value (\"\(item.item)\" without \"=\")" : "is empty"
            return "required query item \(item.item) \(how)"
        }
        return nil
    }

    /// Takes the named values from an inbound URL that ``matches(_:)``.
    /// - Parameters:
    ///   - inbound: the inbound URL's parts.
    ///   - intent: the inbound intent.
    ///   - registration: the registration this template was read from.
    /// - Returns: the match, or the refusal naming the value that does not percent-decode.
    func bind(_ inbound: URLIntentParts, intent: SceneIntent, registration: SceneIntent) -> Result<SceneIntentMatch, SceneIntentRefusal> {
        var parameters: [String: String] = [:]
        var remaining: [String] = []
        if host == .catchAll {
            remaining = inbound.segments
        } else {
            remaining = Self.take(path, isPrefix: isPrefix, from: inbound.segments, into: &parameters)
        }
        for item in query {
            // A required item takes its first value that is not empty (``matches(_:requiringValues:)``).
            guard let found = inbound.queryItems.first(where: { $0.name == item.item && (item.isOptional || !($0.encodedValue ?? "").isEmpty) })
            else { continue }
            let raw = found.encodedValue ?? ""
            guard let value = raw.removingPercentEncoding else {
                return .failure(SceneIntentRefusal(reason: "query item \(item.item) (\(URLIntentParts.quote(raw))) is not percent-encoded UTF-8"))
            }
            parameters[item.name] = value
        }
        if let fragment, let raw = inbound.encodedFragmentSegments {
            var decoded: [String] = []
            for (index, segment) in raw.enumerated() {
                guard let value = String(segment).removingPercentEncoding else {
                    return .failure(SceneIntentRefusal(reason: "fragment segment \(index + 1) (\(URLIntentParts.quote(segment))) is not percent-encoded UTF-8"))
                }
                decoded.append(value)
            }
            _ = Self.take(fragment, isPrefix: false, from: decoded, into: &parameters)
        }
        return .success(
            SceneIntentMatch(
                intent: intent, registration: registration, host: inbound.host, pathSegments: inbound.segments,
                parameters: parameters, remainingPathSegments: remaining))
    }

    /// Whether segments of a given count fit a pattern (literals compared through `literalAt`).
    private static func shape(_ pattern: [Segment], isPrefix: Bool, fits count: Int, literalAt: (Int) -> String) -> Bool {
        let hasRest = pattern.last.map { if case .rest = $0 { true } else { false } } ?? false
        let fixed = hasRest ? pattern.count - 1 : pattern.count
        guard isPrefix || hasRest ? count >= fixed : count == fixed else { return false }
        for index in 0..<fixed {
            if case let .literal(text) = pattern[index], text != literalAt(index) { return false }
        }
        return true
    }

    /// Puts a pattern's named values into `parameters`; returns the segments no fixed segment named.
    private static func take(_ pattern: [Segment], isPrefix: Bool, from segments: [String], into parameters: inout [String: String]) -> [String] {
        for (index, segment) in pattern.enumerated() {
            switch segment {
            case .literal: break
            case let .parameter(name): parameters[name] = segments[index]
            case let .rest(name):
                let rest = Array(segments[index...])
                parameters[name] = rest.joined(separator: "/")
                return rest
            }
        }
        return isPrefix ? Array(segments[pattern.count...]) : []
    }

    /// Whether two templates of equal rank could both match one URL: then neither is more specific,
    /// and the tie is reported when they are registered.
    func overlaps(_ other: URLTemplate) -> Bool {
        guard scheme == other.scheme else { return false }
        if case let .literal(a) = host, case let .literal(b) = other.host, a != b { return false }
        func literalsAgree(_ a: [Segment], _ b: [Segment]) -> Bool {
            zip(a, b).allSatisfy { pair in
                if case let .literal(x) = pair.0, case let .literal(y) = pair.1 { return x == y }
                return true
            }
        }
        return literalsAgree(path, other.path) && literalsAgree(fragment ?? [], other.fragment ?? [])
    }
}
