// libFuzzer target: URL intent matching (DESIGN R5, with issue 13's templates). The input is two lines: an inbound URL and a
// registered one. Checks that matching never traps, that a URL within the limits matches itself as a
// registration, and that `bestMatch` only ever answers with a registration the intent matches. The
// inbound URL is also opened warm in a running, signed-in Notes demo (U2, R5-R8, R15 with its note id
// as a screen argument and in a restoration record), and the engine's invariants must hold after it.
// That simulation lives across inputs (a fresh one every 500), so a failure there is reproduced by
// the input together with the ones before it; the matching checks need only the input.
import DemoApps
import Foundation
import RouteInterface
import Simulator

/// Registrations every input is also matched against, so `bestMatch` ranks real competitors.
private let fixedRegistrations: [SceneIntent] = [
    "notes://note", "notes://", "notes://note/a/b", "NOTES://NOTE", "grid://item", "app://a%20b/c",
    "notes://note/:id", "notes://*/:a/*rest", "notes://note/:id?page=:page?&q=:q", "https://matrix.to/#/:user",
].map { SceneIntent.url(URL(string: $0)) }

@_cdecl("LLVMFuzzerTestOneInput")
public func urlMatchingFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: fuzzData(start, count), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard let inboundURL = URL(string: String(parts[0])) else { return FuzzVerdict.handled }
    let inbound = SceneIntent.url(inboundURL)
    let registered = parts.count > 1 ? URL(string: String(parts[1])).map(SceneIntent.url) : nil

    // A URL naming values (`:a`, `*a`, `q=:a`) is a template as a registration; one the matcher reports
    // unusable (a parameter named twice, `*a` not last) matches nothing, itself included.
    if inbound.urlPathSegments != nil, SceneIntentMatcher(registrations: [inbound]).problems.isEmpty {
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
        // The values come from the one registration chosen: a match, or a refusal with its reason.
        if case let .success(match) = SceneIntentMatcher(registrations: registrations).match(for: inbound) {
            require(match.registration == best, "match(for:) chose \(match.registration), bestMatch \(best)")
        }
    }
    // Activities and shortcuts never match URLs, whatever their text.
    require(!SceneIntent.userActivity(activityType: inboundURL.absoluteString, context: nil).matches(registration: inbound),
            "an activity matched a URL registration")
    MainActor.assumeIsolated { openInNotes(String(parts[0])) }
    return FuzzVerdict.handled
}

/// The running Notes demo the inbound URLs are opened in, and how many it has taken.
@MainActor private var notes: (simulator: Simulator, opened: Int)?

/// Opens the URL warm in the Notes demo (launched and signed in), advances virtual time until idle,
/// and checks the invariants.
@MainActor private func openInNotes(_ text: String) {
    if notes == nil || (notes?.opened ?? 0) >= 500 {
        let simulator = Simulator(app: NotesApp.notes)
        try? simulator.apply(.launch(LaunchPayload()))
        try? simulator.apply(.auth(.signedIn))
        try? simulator.apply(.wait(seconds: 1))
        notes = (simulator, 0)
    }
    guard let simulator = notes?.simulator else { return }
    notes?.opened += 1
    try? simulator.apply(.open(url: text, window: nil))
    var rounds = 0
    while !simulator.isIdle, let deadline = simulator.clock.nextDeadline, rounds < 1_000 {
        try? simulator.apply(.wait(seconds: max(0, deadline - simulator.clock.now) + 1e-9))
        rounds += 1
    }
    let violations = simulator.invariantViolations()
    require(violations.isEmpty, "invariants broken after open \(text.debugDescription): \(violations)")
    require(simulator.processLabel == "running", "the app stopped after open \(text.debugDescription): \(simulator.processLabel)")
}
