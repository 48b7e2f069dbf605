import SimulatedUIKit

/// A warning the monkey's input provokes by design, so it is not a bug: the system or the engine answering a request the monkey made on purpose (a URL of an undeclared scheme, a second window of an open identity).
///
/// Every other warning or exception in the console is a violation.
public struct MonkeyAllowedWarning: Sendable {
    /// The rule that makes the warning correct behaviour.
    public let rule: String
    /// Who writes it.
    public let source: ConsoleEntry.Source
    /// Text the warning contains, every fragment of it.
    public let fragments: [String]
    /// The apps it is allowed for (`nil`: every app).
    public let apps: [String]?
    /// Why it is not a bug.
    public let reason: String

    /// Whether this entry allows `entry` in `app`.
    /// - Parameters:
    ///   - entry: a console entry at level `.warning`.
    ///   - app: the app's name (`notes`, `bare`, …).
    /// - Returns: `true` when allowed.
    public func allows(_ entry: ConsoleEntry, app: String) -> Bool {
        entry.level == .warning && entry.source == source
            && (apps?.contains(app) ?? true)
            && fragments.allSatisfy { entry.message.contains($0) }
    }

    /// The explicit allowlist.
    ///
    /// Exceptions (`.exception`) are never allowed.
    public static let all: [MonkeyAllowedWarning] = [
        MonkeyAllowedWarning(
            rule: "U2", source: .uikit, fragments: ["URL refused: ", "is not declared in CFBundleURLSchemes"], apps: nil,
            reason: "the monkey sends URLs of undeclared schemes on purpose; the system refuses them before the app sees them"),
        MonkeyAllowedWarning(
            rule: "U5", source: .uikit, fragments: ["close refused: window ", " is not closable"], apps: nil,
            reason: "the monkey closes any window; a window whose termination policy forbids it is refused by the system"),
        MonkeyAllowedWarning(
            rule: "R3", source: .engine, fragments: ["which already has a window", "which takes its intents (windowPerScene)"], apps: nil,
            reason: "a system-initiated new window of an identity that is open connects and is destroyed at connection"),
        MonkeyAllowedWarning(
            rule: "R2", source: .engine, fragments: ["which the app does not declare", "connecting it as the primary scene"],
            apps: nil,
            reason: "the monkey opens new windows of undeclared identities on purpose (a stale activity from an older "
                + "version of the app); the engine connects them as the primary scene and says so"),
        MonkeyAllowedWarning(
            rule: "R16", source: .engine, fragments: ["Info.plist: NSUserActivityTypes lacks "], apps: nil,
            reason: "an app whose Info.plist lacks RouteKit's activity types is warned at launch, once a process"),
        MonkeyAllowedWarning(
            rule: "R18", source: .engine, fragments: ["launch payload dropped: ", "launchPayloadPolicy"], apps: nil,
            reason: "an app whose launch payload policy keeps one kind drops the others of a cold launch and says so, "
                + "once each; the monkey launches with several payloads on purpose"),
        MonkeyAllowedWarning(
            rule: "U12", source: .uikit, fragments: ["UIScene lifecycle"], apps: nil,
            reason: "an app that has not adopted the scene life cycle (no scene manifest) is told so at each launch by "
                + "iOS 18.4 and iOS 26; that is the app's migration to make, not a routing bug"),
        MonkeyAllowedWarning(
            rule: "U9", source: .uikit, fragments: ["while an existing transition or presentation is occurring"], apps: ["bare"],
            reason: "the bare demo is the naive app of Sources/DemoApps/Bare: it pushes straight from openURLContexts and pops straight "
                + "from back, so a second link or back mid-transition trips UIKit's warning, which is the trap it shows"),
    ]
}
