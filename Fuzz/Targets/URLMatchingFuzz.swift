// libFuzzer target: URL intent matching (DESIGN R5). The input is two lines: an inbound URL and a
// registered one. Checks that matching never traps, that a URL within the limits matches itself as a
// registration, and that `bestMatch` only ever answers with a registration the intent matches.
import Foundation
import RouteInterface

/// Registrations every input is also matched against, so `bestMatch` ranks real competitors.
private let fixedRegistrations: [SceneIntent] = [
    "notes://note", "notes://", "notes://note/a/b", "NOTES://NOTE", "grid://item", "app://a%20b/c",
].map { SceneIntent.url(URL(string: $0)) }

@_cdecl("LLVMFuzzerTestOneInput")
public func urlMatchingFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: fuzzData(start, count), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard let inboundURL = URL(string: String(parts[0])) else { return FuzzVerdict.handled }
    let inbound = SceneIntent.url(inboundURL)
    let registered = parts.count > 1 ? URL(string: String(parts[1])).map(SceneIntent.url) : nil

    if inbound.urlPathSegments != nil {
        require(inbound.matches(registration: inbound), "a URL within the limits does not match itself: \(inboundURL.absoluteString.debugDescription)")
    }
    var registrations = fixedRegistrations
    if let registered {
        _ = inbound.matches(registration: registered)
        _ = registered.urlPathSegments
        registrations.append(registered)
    }
    registrations.append(inbound)
    if let best = inbound.bestMatch(in: registrations) {
        require(inbound.matches(registration: best), "bestMatch answered a registration that does not match: \(best)")
    }
    // Activities and shortcuts never match URLs, whatever their text.
    require(!SceneIntent.userActivity(activityType: inboundURL.absoluteString, context: nil).matches(registration: inbound),
            "an activity matched a URL registration")
    return FuzzVerdict.handled
}
