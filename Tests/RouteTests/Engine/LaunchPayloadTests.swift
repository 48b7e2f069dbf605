import Foundation
import RouteInterface
import Simulator
import Testing

/// R17 (a link over a presented screen) and R18 (a launch with several payloads).
@MainActor @Suite struct LaunchPayloadTests {
    @Test func aLinkOverAPresentedScreenDismissesItFirstWithoutWarnings() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        tap main "Filters"
        wait 1
        expect main presented Filters
        open notes://note/2
        wait 1
        expect main presented none
        expect main stack NotesList > NoteDetail(2)
        expect warning none
        """)
    }

    @Test func aLaunchWithURLActivityAndShortcutQueuesEachOnceInOrder() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload(
            urls: ["notes://note/1"],
            activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "2")])],
            shortcut: "new-note")))
        #expect(try Harness.window(simulator, "main").pending.map(\.intent.description)
                == ["url:notes://note/1", "activity:com.notes.viewing", "shortcut:new-note"])
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 2))
        #expect(app.executions == ["main url:notes://note/1", "main activity:com.notes.viewing", "main shortcut:new-note"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(1)", "Item(2)", "Item(new-note)"])
        // Activation cycles do not deliver them again.
        try simulator.apply(.background(Harness.name("main")))
        try simulator.apply(.foreground(Harness.name("main")))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions.count == 3)
        #expect(app.handlerErrors.isEmpty)
    }

    @Test func notesColdLaunchWithAllThreePayloads() throws {
        try Harness.expectPasses("""
        app notes
        launch url notes://note/1 activity com.notes.viewing noteID=2 shortcut new-note
        auth signedIn
        wait 3
        expect windows main compose
        expect main stack NotesList > NoteDetail(2)
        expect compose stack Compose
        expect main pending none
        expect compose pending none
        """)
    }
}
