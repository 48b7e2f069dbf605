import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// When the top of the stack is not restorable the record is removed within 0.25 s virtual, so a screen
/// the user has left never comes back (R15).
@Suite @MainActor struct RestorationEngineTopNotRestorableTests {
    typealias H = RestorationEngineHarness

    @Test func backToTheListRemovesTheRecordWithinAQuarterSecond() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        try H.expectScenarioPasses("""
            app notes
            launch
            auth signedIn
            wait 1
            open notes://note/42
            wait 1
            expect stored main NoteDetail(42)
            expect records 1
            back main
            wait 0.25
            expect main stack NotesList
            expect stored main none
            expect records 0
            kill
            relaunch
            auth signedIn
            wait 1
            expect main stack NotesList
            """, container: container)
        #expect(H.fileNames(container).isEmpty)
    }

    @Test func signingOutRemovesTheRecord() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/42")
        #expect(H.store(container).storedSessionIdentifiers().count == 1)

        try simulator.apply(.tap(H.name("main"), title: "Sign out", count: 1))
        try simulator.apply(.wait(seconds: 0.25))

        #expect(try H.stack(simulator) == ["SignIn"])
        #expect(H.store(container).storedSessionIdentifiers().isEmpty)
        try H.killAndRelaunch(simulator, auth: .signedOut)
        #expect(try H.stack(simulator) == ["SignIn"])
        #expect(H.notesReports(simulator).isEmpty)
    }
}
