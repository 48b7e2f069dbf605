import Simulator

/// Refuses `newwindow SCENE` when the app does not declare SCENE (DESIGN §3), in `routenav run`, in
/// `--replay` and on the navigator's `:` command line.
///
/// In UIKit a new window's configuration is the app's decision (`application(_:configurationForConnecting:options:)`),
/// and RouteKit's engine gives a window whose activity names an identity it does not declare the primary
/// scene (R2) — a sensible answer to a stale activity from an older version of the app, and what the
/// simulation does (the monkey sends such activities on purpose). A scenario line, though, is written by
/// a person: `newwindow compse` is a typo, and silently opening (or, under `windowPerScene`, destroying)
/// a primary window would hide it. So the line is unusable input (exit 2):
/// `FILE:LINE:COLUMN: found compse, expected a scene the app declares: main or compose`.
///
/// The declared identities come from the running engine (``SceneManagerIntrospecting/declaredSceneIdentities``)
/// and are remembered across `kill`; before the app has ever run they are unknown and the step is checked
/// right after it launched the app. An app without RouteKit's engine (`bare`) reads no scene identity, so
/// its `newwindow` names are not checked.
@MainActor public struct DeclaredSceneCheck {
    /// The identities the app declares, primary first, once an engine has run; `nil` before.
    public private(set) var declaredScenes: [String]?

    /// Creates a check that knows no scenes yet.
    public init() {}

    /// Remembers the declared scenes of the running engine, if one runs.
    /// - Parameter simulator: the simulation.
    public mutating func observe(_ simulator: Simulator) {
        if let engine = simulator.engine { declaredScenes = engine.declaredSceneIdentities }
    }

    /// Whether the step can be checked now (the declared scenes are known).
    public var isReady: Bool { declaredScenes != nil }

    /// The error for a `newwindow` step naming a scene the app does not declare.
    /// - Parameters:
    ///   - numbered: the step, with its line and word columns.
    ///   - fileName: the file name messages show (`command line` for the navigator's `:`).
    ///   - simulator: the simulation, observed first (see ``observe(_:)``).
    /// - Returns: `FILE:LINE:COLUMN: found S, expected a scene the app declares: …`, pointing at the scene
    ///   word; `nil` when the step is something else, names a declared scene, or the scenes are not known yet.
    public mutating func refusal(of numbered: ScenarioScript.NumberedStep, fileName: String,
                                 simulator: Simulator) -> ScenarioParseError? {
        observe(simulator)
        guard case .event(.newWindow(let scene?)) = numbered.step, let declared = declaredScenes,
              !declared.contains(scene) else { return nil }
        return ScenarioParseError(fileName: fileName, line: numbered.line, column: numbered.column(ofWord: 1),
                                  found: ScenarioToken.shorten(ScenarioPrinter.word(scene)),
                                  expected: Self.expected(declared))
    }

    /// `a scene the app declares: main or compose`, or `the one scene the app declares, main`.
    static func expected(_ declared: [String]) -> String {
        let words = declared.map(ScenarioPrinter.word)
        guard let last = words.last else { return "no scene: the app declares none" }
        if words.count == 1 { return "the one scene the app declares, \(last)" }
        return "a scene the app declares: " + words.dropLast().joined(separator: ", ") + " or " + last
    }
}
