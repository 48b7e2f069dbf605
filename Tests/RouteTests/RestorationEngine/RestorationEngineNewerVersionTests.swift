import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// A record of a newer format version than this build reads is kept aside untouched, under a name that
/// says its version, not set aside as corrupt; the log says what it is and what to do (R15).
@Suite @MainActor struct RestorationEngineNewerVersionTests {
    typealias H = RestorationEngineHarness

    @Test func aNewerRecordIsKeptAsideUntouchedWithAdvice() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        let session = try H.session(simulator)
        try simulator.apply(.kill)
        let file = try #require(H.store(container).recordURL(for: session))
        let newer = 99
        let bytes = try MalformedRecordFixture.version99.bytes()
        try bytes.write(to: file)

        try H.start(simulator)

        #expect(try H.stack(simulator) == ["NotesList"])
        let keptAside = "\(session).plist.v\(newer)"
        #expect(H.fileNames(container) == [keptAside])
        #expect(try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(keptAside)) == bytes)
        let warnings = simulator.console.filter { $0.source == .engine && $0.message.contains("unsupportedVersion") }.map(\.message)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("kept aside untouched as StateRestoration/\(keptAside)") == true, "\(warnings)")
        #expect(warnings.first?.contains("renaming the file back to StateRestoration/\(session).plist") == true, "\(warnings)")
        #expect(!H.fileNames(container).contains { $0.hasSuffix(".corrupt") })

        // A later navigation writes this build's record beside it; the kept file stays as it was.
        try H.open(simulator, "notes://note/8")
        #expect(H.fileNames(container) == ["\(session).plist", keptAside])
        #expect(try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(keptAside)) == bytes)
    }
}
