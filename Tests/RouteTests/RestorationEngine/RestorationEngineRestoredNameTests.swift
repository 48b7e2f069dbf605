import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// The "restored …" log line and `expect stored` name the screen the window shows after restoration, not
/// the name the record was written with (R15): a record's name is only what the screen was called when
/// it was saved, and a later build, a planted file or an app that renames its screens may disagree.
@Suite @MainActor struct RestorationEngineRestoredNameTests {
    typealias H = RestorationEngineHarness

    @Test func theLogAndTheStoredRecordNameTheScreenActuallyRestored() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        let session = try H.session(simulator)
        try simulator.apply(.kill)
        // The state restores note 9; the name the record was written with says note 7.
        var record = try H.noteRecord("9", isSignedIn: true)
        record.screenName = "NoteDetail(7)"
        try H.store(container).save(record, for: session)

        try H.start(simulator, auth: .signedIn)

        #expect(try H.stack(simulator) == ["NotesList", "NoteDetail(9)"])
        let lines = simulator.console.filter { $0.source == .engine }.map(\.message)
        #expect(lines.contains("\(session): restored NoteDetail(9)"), "\(lines)")
        #expect(!lines.contains("\(session): restored NoteDetail(7)"), "\(lines)")
        #expect(try simulator.storedRecord(for: H.name("main")).description == "NoteDetail(9)")
    }
}
