import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// Through the engine, with a restorable screen whose encoded state is exactly N bytes: 99 KiB is silent,
/// 101 KiB is written and reported once as `payloadTooLarge`, 4 MiB + 1 is refused with an error reported
/// once and the previous record kept (R15).
@Suite @MainActor struct RestorationEnginePayloadSizeTests {
    typealias H = RestorationEngineHarness

    static let kibibyte = 1024
    static let mebibyte = 1024 * 1024

    /// Opens `Payload(bytes)` in the key window and waits until its transition and write are done.
    private func open(_ bytes: Int, in simulator: Simulator) throws {
        try H.open(simulator, "notes://payload/\(bytes)")
        #expect(try H.stack(simulator).last == "Payload(\(bytes))")
    }

    @Test func ninetyNineKiBIsWrittenSilently() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator)
        let bytes = 99 * Self.kibibyte

        try open(bytes, in: simulator)

        #expect(app.reports.isEmpty)
        let record = try #require(try H.store(container).load(for: H.session(simulator)))
        #expect(record.screenName == "Payload(\(bytes))")
        #expect(record.state.count == bytes)
        #expect(!simulator.warnings.contains { $0.contains("payloadTooLarge") })
        try H.killAndRelaunch(simulator)
        #expect(try H.stack(simulator) == ["Payload(\(bytes))"])
        #expect(app.reports.isEmpty)
    }

    @Test func oneHundredOneKiBIsWrittenAndReportedOnce() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator)
        let bytes = 101 * Self.kibibyte

        try open(bytes, in: simulator)
        // Resigning and backgrounding flush again: nothing new is written, nothing reported twice.
        try simulator.apply(.inactive(H.name("main")))
        try simulator.apply(.background(H.name("main")))
        try simulator.apply(.foreground(H.name("main")))
        try simulator.apply(.wait(seconds: 1))

        #expect(app.reports.count == 1, "\(app.reports)")
        let report = try #require(app.reports.first)
        #expect(report.screen == "Payload(\(bytes))")
        guard case let .payloadTooLarge(encoded) = report.error else {
            Issue.record("expected payloadTooLarge, got \(report)")
            return
        }
        #expect(encoded > StateRestorationLimits.warningThreshold && encoded < StateRestorationLimits.warningThreshold + 4 * Self.kibibyte)
        let record = try #require(try H.store(container).load(for: H.session(simulator)))
        #expect(record.screenName == "Payload(\(bytes))")
        #expect(record.state.count == bytes)
        // The written record reads back through the engine; reading it warns of nothing.
        try H.killAndRelaunch(simulator)
        #expect(try H.stack(simulator) == ["Payload(\(bytes))"])
        #expect(app.reports.count == 1)
    }

    @Test func fourMiBPlusOneIsRefusedAndThePreviousRecordKept() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator)
        let session = try H.session(simulator)
        try open(1 * Self.kibibyte, in: simulator)
        let file = try #require(H.store(container).recordURL(for: session))
        let previous = try Data(contentsOf: file)
        let bytes = 4 * Self.mebibyte + 1

        try open(bytes, in: simulator)
        try simulator.apply(.inactive(H.name("main")))
        try simulator.apply(.wait(seconds: 1))

        #expect(app.reports.count == 1, "\(app.reports)")
        let report = try #require(app.reports.first)
        #expect(report.screen == "Payload(\(bytes))")
        guard case let .payloadRefused(encoded) = report.error else {
            Issue.record("expected payloadRefused, got \(report)")
            return
        }
        #expect(encoded > StateRestorationLimits.refusalThreshold)
        #expect(try Data(contentsOf: file) == previous)
        #expect(H.fileNames(container) == ["\(session).plist"])
        #expect(try H.store(container).load(for: session)?.screenName == "Payload(\(1 * Self.kibibyte))")
        #expect(simulator.processState == .running)
    }
}
