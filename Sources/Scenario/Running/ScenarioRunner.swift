import DemoApps
import Foundation
import SimulatedUIKit
import Simulator

/// Replays a scenario headless (docs/SCENARIOS.md): applies each event through ``Simulator/apply(_:)``, checks
/// each expectation, checks the engine's invariants when idle after each event, and optionally prints
/// the transcript.
@MainActor public struct ScenarioRunner {
    /// The app to use instead of the file's `app` line (`--app`).
    public var appOverride: AppChoice?
    /// The app's container directory (`--container`); `nil` keeps records in memory.
    public var containerURL: URL?
    /// Where relative paths (`plist`, `app skeleton:PATH`) are resolved: the scenario file's directory.
    public var baseDirectory: URL
    /// Whether to print the state after every step.
    public var printsTranscript: Bool
    /// Whether the transcript shows payload values as they are (`--show-payloads`); by default URL query values, fragments, user information and activity values are written as `…` (``PayloadRedaction``).
    ///
    /// Failure messages quote the scenario's own lines as written; their "got" half, what the app holds, is redacted too (``ExpectationChecker/showsPayloads``).
    public var showsPayloads: Bool
    /// Whether the scene sessions go to the container's archive for a later process (U7): `false` for a
    /// container that nobody reads again (`routenav run`'s temporary one), whose archive would cost a
    /// write of every session after every event that changes one and serve no one.
    public var keepsSceneSessions: Bool
    /// The build settings that resolve a skeleton app's Info.plist placeholders (`routenav run --define`,
    /// `--xcconfig`); default none.
    public var buildSettings = BuildSettings()
    /// `--ios`: the iOS release to run on, over the file's `ios` line (U12); `nil` keeps the file's, else the current release.
    public var systemVersionOverride: SimulatedSystemVersion?

    /// Creates a runner.
    /// - Parameters:
    ///   - appOverride: the `--app` override.
    ///   - containerURL: the container directory.
    ///   - baseDirectory: the directory relative paths start from.
    ///   - printsTranscript: whether to print the transcript.
    ///   - showsPayloads: whether the transcript shows payload values (default: redacted).
    ///   - keepsSceneSessions: whether the scene sessions go to the container's archive (default `true`).
    public init(
        appOverride: AppChoice? = nil, containerURL: URL? = nil, baseDirectory: URL, printsTranscript: Bool = false,
        showsPayloads: Bool = false, keepsSceneSessions: Bool = true
    ) {
        self.appOverride = appOverride
        self.containerURL = containerURL
        self.baseDirectory = baseDirectory
        self.printsTranscript = printsTranscript
        self.showsPayloads = showsPayloads
        self.keepsSceneSessions = keepsSceneSessions
    }

    /// What a run ends with.
    public struct Outcome: Sendable, Equatable {
        /// The exit status: success, failed expectation, or unusable input.
        public var status: ExitStatus
        /// The transcript (empty unless requested).
        public var transcript: String
        /// The failure message (`FILE:LINE: …`), if any.
        public var failure: String?
    }

    /// A failure message on one line: a line feed or other control character from a URL, a title or a
    /// manifest value is escaped (`\u{0A}`), so `FILE:LINE: …` stays one line whatever the input held.
    static func oneLine(_ text: String) -> String {
        ControlCharacterEscaping.escaped(text)
    }

    /// Runs a parsed scenario to its end or its first failure.
    /// - Parameter script: the scenario.
    /// - Returns: the outcome.
    public func run(_ script: ScenarioScript) -> Outcome {
        var transcript = TranscriptWriter(enabled: printsTranscript, showsPayloads: showsPayloads)
        let choice = appOverride ?? script.app
        let app: DemoAppDefinition
        do {
            // A file's `app` line is relative to the file (docs/SCENARIOS.md); `--app`, like any command-line path,
            // to the current directory.
            let appBase = appOverride == nil ? baseDirectory : URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            app = try resolveApp(choice, baseDirectory: appBase, buildSettings: buildSettings)
        } catch {
            let appLine = appOverride == nil ? script.steps.first { if case .app = $0.step { true } else { false } }?.line : nil
            return Outcome(status: .unusableInput, transcript: "", failure: Self.oneLine("\(script.fileName):\(appLine ?? 1): \(error)"))
        }
        let simulator = Simulator(app: app, containerURL: containerURL, keepsSceneSessions: keepsSceneSessions)
        if let systemVersionOverride { simulator.systemVersion = systemVersionOverride }
        transcript.header(app: choice.description)
        var outcome = run(script, on: simulator, transcript: &transcript)
        // R15: what the run lost is said before it ends, and a run that lost a write is no success.
        simulator.finishRun()
        if outcome.status == .success, !simulator.lostWrites.isEmpty {
            let count = simulator.lostWrites.count
            outcome = Outcome(
                status: .expectationFailed, transcript: outcome.transcript,
                failure: Self.oneLine(
                    "\(script.fileName): the run lost \(count == 1 ? "a write" : "\(count) writes"): "
                        + simulator.lostWrites.joined(separator: "; ")))
        }
        return outcome
    }

    /// Applies the steps to their end or the first failure.
    private func run(_ script: ScenarioScript, on simulator: Simulator, transcript: inout TranscriptWriter) -> Outcome {
        let watch = InstantWatch()
        // The console entries before the steps the next `expect` sums up: its failure names the warnings after.
        var warningMark = 0
        for numbered in script.steps {
            let location = "\(script.fileName):\(numbered.line)"
            transcript.step(numbered)
            switch numbered.step {
            case .app:
                break
            case let .plist(path):
                let url = URL(fileURLWithPath: path, relativeTo: baseDirectory)
                do {
                    simulator.useInfoPlist(try InfoPlist(contentsOf: url))
                } catch {
                    return Outcome(status: .unusableInput, transcript: transcript.text, failure: Self.oneLine("\(location): \(error)"))
                }
            case let .ios(version):
                if systemVersionOverride == nil { simulator.systemVersion = version }
            case let .event(event):
                do {
                    try simulator.apply(event)
                } catch {
                    let status: ExitStatus = error.isUsageError ? .unusableInput : .expectationFailed
                    let place = FailureWarnings.urlColumn(of: error, in: numbered).map { "\(location):\($0)" } ?? location
                    return Outcome(status: status, transcript: transcript.text, failure: Self.oneLine("\(place): \(error)"))
                }
                if let failure = watch.failure {
                    transcript.state(of: simulator)
                    return Outcome(
                        status: .expectationFailed, transcript: transcript.text,
                        failure: Self.oneLine("\(failure), during line \(numbered.line)"))
                }
                #if DEBUG
                    if simulator.isIdle, let violation = simulator.invariantViolations().first {
                        return Outcome(
                            status: .expectationFailed, transcript: transcript.text, failure: Self.oneLine("\(location): invariant violated: \(violation)"))
                    }
                #endif
            case let .expect(expectation):
                if let mismatch = ExpectationChecker(simulator: simulator, showsPayloads: showsPayloads).mismatch(expectation) {
                    transcript.state(of: simulator)
                    let warnings =
                        expectation.listsWarnings ? "" : FailureWarnings.note(simulator.snapshot.console, after: warningMark, showsPayloads: showsPayloads)
                    return Outcome(
                        status: .expectationFailed, transcript: transcript.text, failure: Self.oneLine("\(location): \(mismatch)\(warnings)"))
                }
                warningMark = simulator.snapshot.console.count
                if case .always = expectation { watch.watch(expectation, at: location, in: simulator) }
            }
            transcript.state(of: simulator)
        }
        return Outcome(status: .success, transcript: transcript.text, failure: nil)
    }
}
