import DemoApps
import Foundation
import Route
import RouteInterface
import Scenario
import SimulatedUIKit
import Simulator
import Testing

/// Builds simulators for the engine tests and reads their state in the words a scenario uses.
@MainActor enum Harness {
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// A simulator with the Notes demo (or another built-in app) installed, not running.
    static func notes(_ name: String = "notes") throws -> Simulator {
        guard let app = DemoAppCatalog.app(named: name) else { throw SetupError(description: "no built-in app \(name)") }
        return Simulator(app: app)
    }

    /// The Notes demo launched (optionally with a payload), its session loaded with `auth`, and
    /// the splash over (1 s virtual).
    static func launchedNotes(_ name: String = "notes", payload: LaunchPayload = LaunchPayload(),
                              auth: AuthOutcome = .signedIn) throws -> Simulator {
        let simulator = try notes(name)
        try simulator.apply(.launch(payload))
        try simulator.apply(.auth(auth))
        try simulator.apply(.wait(seconds: 1))
        return simulator
    }

    /// Runs a scenario text headless through the same runner as `routenav run`.
    static func run(_ text: String, file: String = "engine-test.scenario", transcript: Bool = false) throws -> ScenarioRunner.Outcome {
        let script = try ScenarioParser.parse(text, fileName: file)
        let runner = ScenarioRunner(baseDirectory: URL(fileURLWithPath: FileManager.default.temporaryDirectory.path),
                                    printsTranscript: transcript)
        return runner.run(script)
    }

    /// Expects a scenario text to pass, printing the failure line when it does not.
    static func expectPasses(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try run(text)
        #expect(outcome.status == .success, "\(outcome.failure ?? "")", sourceLocation: sourceLocation)
    }

    /// The window named `name` (`main`, `compose`, `main#2`).
    static func window(_ simulator: Simulator, _ name: String) throws -> WindowSnapshot {
        guard let parsed = WindowName(parsing: name) else { throw SetupError(description: "bad window name \(name)") }
        return try simulator.window(parsed)
    }

    static func name(_ text: String) -> WindowName {
        WindowName(parsing: text) ?? WindowName(identity: text)
    }

    /// The route handle of a window.
    static func handle(_ simulator: Simulator, _ name: String) throws -> RouteHandle {
        let scene = try simulator.scene(Self.name(name))
        guard let handle = simulator.engine?.engineHandle(of: scene) else { throw SetupError(description: "\(name) has no route handle") }
        return handle
    }

    /// Engine errors reported to the event log so far, by name, in order.
    static func errors(_ simulator: Simulator) -> [String] {
        simulator.console.compactMap(\.errorName)
    }

    /// UIKit runtime warnings (not the engine's) so far.
    static func uikitWarnings(_ simulator: Simulator) -> [String] {
        simulator.console.filter { ($0.level == .warning || $0.level == .exception) && $0.source == .uikit }.map(\.message)
    }
}
