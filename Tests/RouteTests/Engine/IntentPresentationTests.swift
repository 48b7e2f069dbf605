import Foundation
import RouteInterface
import Simulator
import Testing

/// Issue 13 item 4: a link presents its screen as a sheet, over what is shown or after dismissing
/// what is presented (R17); presenting what is already presented is `.intentExecuted`.
@MainActor @Suite struct IntentPresentationTests {
    func launched(_ presentation: SceneIntentPresentation) throws -> (TestApp, Simulator) {
        let app = TestApp()
        app.presentation = { _ in presentation }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        return (app, simulator)
    }

    /// Presents `Sheet` from the top of `main`'s stack, as a screen's own button would.
    func presentSheet(_ simulator: Simulator) throws {
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform { handle.present(SheetViewController(), with: .currentController, animated: true, completion: nil) }
        try simulator.apply(.wait(seconds: 1))
    }

    @Test func aLinkPresentsItsScreenAsASheetAndTheStackStays() throws {
        let (app, simulator) = try launched(.sheet)
        try simulator.apply(.open(url: "notes://note/4", window: nil))
        try simulator.apply(.wait(seconds: 1))
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home"])
        #expect(main.presented.names == ["Item(4)"])
        // The same link again: already presented, so intentExecuted and nothing moves.
        try simulator.apply(.open(url: "notes://note/4", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").presented.names == ["Item(4)"])
        #expect(app.executions == ["main url:notes://note/4", "main url:notes://note/4"])
        #expect(simulator.intentTraces.last?.outcome == .alreadyExecuted)
        #expect(Harness.uikitWarnings(simulator).isEmpty)
        #expect(app.handlerErrors.isEmpty)
    }

    @Test func aSheetGoesOverWhatIsPresented() throws {
        let (_, simulator) = try launched(.sheet)
        try presentSheet(simulator)
        try simulator.apply(.open(url: "notes://note/4", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").presented.names == ["Sheet", "Item(4)"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func aReplacingSheetDismissesWhatIsPresentedFirst() throws {
        let (_, simulator) = try launched(.sheetReplacingPresented)
        try presentSheet(simulator)
        try simulator.apply(.open(url: "notes://note/4", window: nil))
        try simulator.apply(.wait(seconds: 2))
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home"])
        #expect(main.presented.names == ["Item(4)"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func navigationStaysTheDefaultAndDismissesFirst() throws {
        let (_, simulator) = try launched(.navigation)
        try presentSheet(simulator)
        try simulator.apply(.open(url: "notes://note/4", window: nil))
        try simulator.apply(.wait(seconds: 2))
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home", "Item(4)"])
        #expect(main.presented.isEmpty)
    }
}
