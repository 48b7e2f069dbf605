import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// Each record is filed under its own screen type's restoration identifier when restorable screens of two
/// types take turns on top (R15). The engine reads each type's identifier once and keeps it; the
/// kept one must never be another type's.
@Suite @MainActor struct RestorationEngineIdentifierTests {
    typealias H = RestorationEngineHarness

    @Test func screensOfTwoTypesTakingTurnsAreEachFiledUnderTheirOwnType() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator)
        let expected = [
            ("notes://card/1", "PublicCard(1)", PublicCardViewController.restorationIdentifier),
            ("notes://payload/20", "Payload(20)", PayloadViewController.restorationIdentifier),
            ("notes://card/2", "PublicCard(2)", PublicCardViewController.restorationIdentifier),
        ]
        #expect(PublicCardViewController.restorationIdentifier != PayloadViewController.restorationIdentifier)
        for (link, screen, identifier) in expected {
            try H.open(simulator, link)
            let record = try #require(try H.store(container).load(for: H.session(simulator)))
            #expect(record.screenName == screen)
            #expect(record.restorationIdentifier == identifier)
        }
        try H.killAndRelaunch(simulator)
        #expect(try H.stack(simulator).last == "PublicCard(2)")
        #expect(app.reports.isEmpty)
    }
}
