import DemoApps
import Foundation
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// R2: a window the system disconnected (its session kept) gets its identity back when the same session
/// reconnects within the running process.
@MainActor @Suite struct SceneReconnectionTests {
    @Test func identityIsRecoveredWhenTheSameSessionReconnects() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.tap(WindowName(identity: "main"), title: "New note window", count: 1))
        try simulator.apply(.wait(seconds: 1))
        let compose = try simulator.scene(WindowName(identity: "compose"))
        let session = compose.session
        simulator.device.reclaim(compose)
        #expect(simulator.windowNames.map(\.description) == ["main"])
        simulator.device.perform {
            simulator.device.application?.requestSceneSessionActivation(session, userActivity: nil, options: nil, errorHandler: nil)
        }
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
        #expect(try simulator.window(WindowName(identity: "compose")).stack.names == ["Compose"])
        #expect(try simulator.window(WindowName(identity: "compose")).sessionIdentifier == session.persistentIdentifier)
    }
}
