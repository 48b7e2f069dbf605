import DemoApps
import Foundation
import RouteInterface
import Simulator
import Testing

/// R3: at most one window per identity under `windowPerScene`, on every path.
@MainActor @Suite struct DuplicateWindowTests {
    @Test func programmaticActivationOfAnOpenIdentityReportsSceneAlreadyActive() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform { handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") } }
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors.isEmpty)
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
        simulator.device.perform { handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") } }
        simulator.device.perform { handle.sceneHandle?.requestSceneActivation(TestScene.main) { app.handlerErrors.append("\($0)") } }
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors == ["sceneAlreadyActive", "sceneAlreadyActive"])
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
    }

    @Test func aSystemInitiatedDuplicateIsDestroyedAtConnection() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        newwindow compose
        expect windows main compose
        newwindow compose
        expect windows main compose
        wait 1
        expect windows main compose
        newwindow main
        newwindow
        wait 1
        expect windows main compose
        expect running
        """)
    }

    @Test func systemDuplicateIsGoneInTheSameStepAndNeverRouted() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.newWindow(scene: "compose"))
        try simulator.apply(.newWindow(scene: "compose"))
        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
        #expect(simulator.warnings.contains { $0.contains("destroying the new S3 and keeping S2, which takes its intents (windowPerScene)") })
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func anAppInitiatedWindowWhoseIdentityActivityWasDroppedIsDestroyed() throws {
        let app = TestApp()
        app.infoPlist.activityTypes = ["com.notes.viewing"]
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.warnings.filter { $0.contains("NSUserActivityTypes lacks") }.count == 2)
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform { handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") } }
        // The identity activity is dropped (U4): the new scene falls back to `main`, a duplicate.
        #expect(simulator.windowNames.map(\.description) == ["main"])
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home"])
        #expect(simulator.processState == .running)
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func notesWithAPlistWithoutRouteKitTypesKeepsOneMainWindow() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        expect warning none
        """)
        // The shared case 15 covers the plist file; here the same through the simulator's Info.plist.
        var plist = NotesApp.infoPlist(supportsMultipleScenes: true)
        plist.activityTypes = ["com.notes.viewing"]
        let simulator = try Harness.notes()
        simulator.useInfoPlist(plist)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.tap(Harness.name("main"), title: "New note window", count: 1))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main"])
        #expect(try Harness.window(simulator, "main").stack.names == ["NotesList"])
    }
}
