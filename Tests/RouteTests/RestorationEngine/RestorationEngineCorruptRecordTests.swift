import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// Robust load through the engine: a record that cannot be restored, planted at the session's record path
/// before relaunch, is reported once through `restorationStorageExecution`, set aside with a `.corrupt`
/// suffix, the window starts fresh (its initial screen, no crash), and nothing is written over it before a
/// real navigation commits new state (R15).
@Suite @MainActor struct RestorationEngineCorruptRecordTests {
    typealias H = RestorationEngineHarness

    /// Records the store can read but the engine cannot restore.
    enum UnrestorableRecord: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// A well-formed record of a restorable type the app does not register (renamed in a later release).
        case unknownRestorableType
        /// A well-formed `NoteDetail` record whose state is not `{noteID}`.
        case stateDoesNotDecode

        var testDescription: String { rawValue }

        @MainActor func bytes() throws -> Data {
            var record = try RestorationEngineHarness.noteRecord("42", isSignedIn: true)
            switch self {
            case .unknownRestorableType: record.restorationIdentifier = "RetiredNoteViewController"
            case .stateDoesNotDecode: record.state = Data(#"{"id":42}"#.utf8)
            }
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            return try encoder.encode(record)
        }
    }

    /// Every malformed file the store tests know (17 kinds: empty, truncated binary and XML, a bare
    /// header, JSON, random and zero bytes, wrong root types, missing and mistyped keys, another version,
    /// invalid UTF-8, 5 MiB).
    @Test(arguments: MalformedRecordFixture.allCases)
    func aMalformedFileIsSetAsideAndTheWindowStartsFresh(fixture: MalformedRecordFixture) throws {
        let expectedPrefix = if case .unsupportedVersion = fixture.expected { "unsupportedVersion" } else { "corruptRecord" }
        // A newer build's record is kept aside as `.vN`, not as corrupt (R15).
        let suffix = if case let .unsupportedVersion(version) = fixture.expected, version > StateRecord.currentVersion { "v\(version)" } else { "corrupt" }
        try checkRecovery(from: try fixture.bytes(), reportedAs: expectedPrefix, setAsideSuffix: suffix)
    }

    @Test(arguments: UnrestorableRecord.allCases)
    func anUnrestorableRecordIsSetAsideAndTheWindowStartsFresh(kind: UnrestorableRecord) throws {
        try checkRecovery(from: try kind.bytes(), reportedAs: "corruptRecord")
    }

    /// Plants `bytes` as `main`'s record, relaunches, and checks report, set-aside file, fresh start, and
    /// that only a navigation writes a new record.
    private func checkRecovery(from bytes: Data, reportedAs expectedPrefix: String, setAsideSuffix: String = "corrupt",
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        let session = try H.session(simulator)
        try simulator.apply(.kill)
        let file = try #require(H.store(container).recordURL(for: session))
        try bytes.write(to: file)
        let setAside = file.appendingPathExtension(setAsideSuffix)

        try H.start(simulator)

        // Fresh start, one report, the file set aside untouched.
        #expect(simulator.processState == .running, sourceLocation: sourceLocation)
        #expect(try H.session(simulator) == session, sourceLocation: sourceLocation)
        #expect(try H.stack(simulator) == ["NotesList"], sourceLocation: sourceLocation)
        var reports = H.notesReports(simulator)
        #expect(reports.count == 1, "\(reports)", sourceLocation: sourceLocation)
        #expect(reports.first?.hasPrefix(expectedPrefix) == true, "\(reports)", sourceLocation: sourceLocation)
        #expect(H.fileNames(container) == ["\(session).plist.\(setAsideSuffix)"], sourceLocation: sourceLocation)
        #expect((try? Data(contentsOf: setAside)) == bytes, sourceLocation: sourceLocation)

        // Activation changes flush, a kill and a relaunch restore: none of them is a navigation, so
        // nothing is written, and the set-aside file is neither reported again nor replaced.
        for event: SimulationEvent in [.inactive(H.name("main")), .active(H.name("main")), .background(H.name("main")),
                                       .foreground(H.name("main")), .wait(seconds: 1)] {
            try simulator.apply(event)
        }
        try H.killAndRelaunch(simulator)
        #expect(try H.stack(simulator) == ["NotesList"], sourceLocation: sourceLocation)
        reports = H.notesReports(simulator)
        #expect(reports.count == 1, "\(reports)", sourceLocation: sourceLocation)
        #expect(H.fileNames(container) == ["\(session).plist.\(setAsideSuffix)"], sourceLocation: sourceLocation)
        #expect((try? Data(contentsOf: setAside)) == bytes, sourceLocation: sourceLocation)

        // A real navigation commits new state beside the set-aside file.
        try H.open(simulator, "notes://note/8")
        #expect(H.fileNames(container) == ["\(session).plist", "\(session).plist.\(setAsideSuffix)"], sourceLocation: sourceLocation)
        #expect(try H.store(container).load(for: session)?.screenName == "NoteDetail(8)", sourceLocation: sourceLocation)
        #expect((try? Data(contentsOf: setAside)) == bytes, sourceLocation: sourceLocation)
        #expect(simulator.invariantViolations().isEmpty, sourceLocation: sourceLocation)
    }
}
