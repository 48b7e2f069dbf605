import SimulatedUIKit

/// The navigator's own short words for the device's typed state, where the panes and the status bar draw it (docs/NAVIGATOR.md).
///
/// The snapshot keeps UIKit's types; this is the one place the renderer turns them into its words (the
/// scenario language's words are ``Simulator/ScenarioWord``'s).
enum StateLabels {
    /// The pane title's word for a window's activation state (U3): `active`, `inactive`, `background`.
    /// - Parameter state: the scene's activation state.
    /// - Returns: the word.
    static func short(_ state: UIScene.ActivationState) -> String {
        switch state {
        case .foregroundActive: "active"
        case .foregroundInactive: "inactive"
        case .background: "background"
        case .unattached: "unattached"
        }
    }

    /// The status bar's words for the process (U6, U7, U9): `running`, `not running`, `crashed`.
    /// - Parameter state: the process state.
    /// - Returns: the words.
    static func status(_ state: ProcessState) -> String {
        switch state {
        case .notRunning: "not running"
        case .running: "running"
        case .crashed: "crashed"
        }
    }
}
