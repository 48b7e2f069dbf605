import AuthSessionInterface
import Route
import SimulatedUIKit

/// A typed state value the scenario language writes as one word (docs/SCENARIOS.md): `expect W state`, `expect W overlay`, `expect auth`, `expect running`, and the transcript's state lines.
///
/// The one place these types become text and text becomes them: the device's snapshot, the
/// expectations and the navigator keep the types themselves (`UIScene.ActivationState`, `RouteOverlay`,
/// `AuthSessionStatus`, `ProcessState`) and spell them only at the edge, through ``scenarioWord``.
public protocol ScenarioWord: Hashable, Sendable {
    /// The word a scenario or transcript writes for this value, for example, `foregroundActive` or `notrunning`.
    var scenarioWord: String { get }
    /// The values an `expect` line may name, in the order a parse error lists them.
    static var expectableValues: [Self] { get }
}

extension ScenarioWord {
    /// The expectable value a scenario word names.
    ///
    /// Fails (`nil`) for any other word, including the words of values no `expect` line names (`unattached`).
    ///
    /// - Parameter word: the word as written.
    public init?(scenarioWord word: String) {
        guard let value = Self.expectableValues.first(where: { $0.scenarioWord == word }) else { return nil }
        self = value
    }

    /// The expectable words as a parse error lists them: `splash, obscured or none`.
    public static var expectableWordList: String {
        let words = expectableValues.map(\.scenarioWord)
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// A scene's activation state as UIKit names its cases (U3).
extension UIScene.ActivationState: ScenarioWord {
    /// `foregroundActive`, `foregroundInactive`, `background` or `unattached`.
    public var scenarioWord: String {
        switch self {
        case .foregroundActive: "foregroundActive"
        case .foregroundInactive: "foregroundInactive"
        case .background: "background"
        case .unattached: "unattached"
        }
    }

    /// The states of a connected window: `foregroundActive`, `foregroundInactive`, `background`.
    public static var expectableValues: [Self] { [.foregroundActive, .foregroundInactive, .background] }
}

/// The engine's overlay over a window (R10, R14).
extension RouteOverlay: ScenarioWord {
    /// `splash`, `obscured` or `none`.
    public var scenarioWord: String { rawValue }

    /// Every overlay, in the order `expect W overlay` lists them.
    public static var expectableValues: [Self] { [.splash, .obscured, .none] }
}

/// The auth session's status, as `AuthSessionStatus` names its cases.
extension AuthSessionStatus: ScenarioWord {
    /// The case name: `syncing`, `signedIn`, `signedOut`, `validating`, `biometricAuthentication`.
    public var scenarioWord: String { rawValue }

    /// The statuses `expect auth` names: `signedIn`, `signedOut`, `syncing`.
    public static var expectableValues: [Self] { [.signedIn, .signedOut, .syncing] }
}

/// Whether the app's process runs (U6, U7, U9).
extension ProcessState: ScenarioWord {
    /// `running`, `notrunning` or `crashed`.
    public var scenarioWord: String {
        switch self {
        case .running: "running"
        case .notRunning: "notrunning"
        case .crashed: "crashed"
        }
    }

    /// Every process state, in the order `expect` lists them.
    public static var expectableValues: [Self] { [.running, .notRunning, .crashed] }
}
