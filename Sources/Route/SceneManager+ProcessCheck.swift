import UIKit

/// A scene manager that outlives its process: a host app that keeps its `SceneManager` in a Swift global
/// or a `static`. On a device the process ends with it; in the simulator, where every process of a session
/// runs inside one Swift process, `kill` cannot reset a global, so the next process would inherit the dead
/// process's windows and destroy its own restored windows as duplicates (R3). The manager notices the new
/// `UIApplication` at the first connection, warns once per process naming the problem, and forgets the
/// dead process's windows so that the new ones connect as they would on a device.
extension SceneManager {
    /// Checks, at each connection, that the manager still serves the process it connected windows for.
    func forgetWindowsOfEndedProcess() {
        let application = UIApplication.shared
        defer { servedApplication = application }
        guard hasServedApplication, servedApplication !== application else {
            hasServedApplication = true
            return
        }
        let dead = windows.map { "\($0.scene.session.persistentIdentifier) (\($0.identity))" }
        environment.log.warning(
            "this SceneManager outlived its process: it was built for an earlier process, which ended "
                + "(kill, crash or the last window closed), and is used again by the new one, so it is kept in a global or a static. "
                + "A device starts each process with a fresh one; build the SceneManager, its configurator and routers per process "
                + "(in the app delegate's application(_:didFinishLaunchingWithOptions:)). "
                + (dead.isEmpty ? "It held no windows." : "Forgetting the ended process's windows \(dead.joined(separator: ", "))."))
        for window in windows {
            _ = removeWindow(for: window.scene)
        }
    }
}
