import Foundation
import SimulatedUIKit
import Simulator

/// Replays a scenario file under the monkey's checks: every event through ``MonkeySession`` (so every check of ``MonkeyOracle`` runs after each step), every `expect` through ``ExpectationChecker``.
///
/// This is how a minimal scenario the monkey printed is confirmed, and how the regression scenarios
/// under `Tests/ScenarioTests/Monkey/Regressions/` are run.
@MainActor public enum MonkeyReplay {
    /// How a replay ended.
    public enum Outcome: Equatable, Sendable {
        /// Every step ran, every check and expectation held.
        case clean
        /// A check or an expectation failed at this line.
        case violation(line: Int, MonkeyViolation)
        /// The scenario cannot be replayed (an app that cannot be installed, an unreadable `plist`).
        case unusable(String)
    }

    /// Replays a parsed scenario.
    /// - Parameters:
    ///   - script: the scenario.
    ///   - baseDirectory: where a `plist`, manifest or skeleton path starts (the scenario's directory).
    ///   - app: an app overriding the scenario's `app` line.
    ///   - containerBase: where the temporary container is made.
    /// - Returns: the outcome.
    public static func run(
        _ script: ScenarioScript, baseDirectory: URL, app: AppChoice? = nil,
        containerBase: URL = MonkeyContainerBase.preferred
    ) -> Outcome {
        let choice = app ?? script.app
        let profile: MonkeyAppProfile
        do {
            profile = try MonkeyAppProfile.resolve(choice, baseDirectory: baseDirectory)
        } catch {
            return .unusable("\(script.fileName):1: \(error)")
        }
        let session = MonkeySession(profile: profile, containerBase: containerBase)
        defer { session.close() }
        for numbered in script.steps {
            switch numbered.step {
            case .app:
                continue
            case let .plist(path):
                do {
                    session.useInfoPlist(try InfoPlist(contentsOf: URL(fileURLWithPath: path, relativeTo: baseDirectory)))
                } catch {
                    return .unusable("\(script.fileName):\(numbered.line): \(error)")
                }
            case let .ios(version):
                session.simulator.systemVersion = version
            case let .event(event):
                if let violation = session.apply(event) { return .violation(line: numbered.line, violation) }
            case let .expect(expectation):
                if let mismatch = ExpectationChecker(simulator: session.simulator).mismatch(expectation) {
                    return .violation(line: numbered.line, MonkeyViolation(rule: "§3", check: "expectation", message: mismatch))
                }
            }
        }
        return .clean
    }
}
