import Foundation
import RouteInterface
import Simulator
import Testing

/// R2: a window's identity survives its scene going away and coming back.
@MainActor @Suite struct SceneIdentityTests {
    @Test func identityIsRecoveredWhenSessionsReconnectAfterProcessDeath() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        tap main "New note window"
        wait 1
        expect windows main compose
        kill
        expect notrunning
        relaunch
        auth signedIn
        wait 1
        expect windows main compose
        expect compose stack Compose
        expect main stack NotesList
        """)
    }

    @Test func identityIsRecoveredFromTheSessionWhenTheReconnectionCarriesAPayload() throws {
        // The compose window was active last, so the launch's URL rides on its reconnection: the
        // connection options carry no identity activity, and the persisted one must win.
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.newWindow(scene: "compose"))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.kill)
        try simulator.apply(.launch(LaunchPayload(urls: ["notes://note/4"])))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 2))
        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
        #expect(try Harness.window(simulator, "compose").stack.names == ["NotesList", "NoteDetail(4)"])
        #expect(try Harness.window(simulator, "main").stack.names == ["NotesList"])
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func identityIsRecoveredAfterTheProcessDiesTwice() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.newWindow(scene: "side"))
        let sessions = simulator.windows().map(\.sessionIdentifier)
        for _ in 0..<2 {
            try simulator.apply(.kill)
            try simulator.apply(.relaunch)
            try simulator.apply(.auth(.signedIn))
            try simulator.apply(.wait(seconds: 1))
            #expect(simulator.windowNames.map(\.description) == ["main", "side"])
            #expect(simulator.windows().map(\.sessionIdentifier) == sessions)
        }
    }
}
