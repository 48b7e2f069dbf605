import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// `Item(n)` whose navigation action is go-if-needed: back to a matching `Item(n)` in the stack, else `fallback`.
final class ReusingItemViewController: ChainScreen {
    override var screenTypeName: String { "Item" }
    override func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.goIfNeeded(action) }
}

/// Issue 14, go-if-needed: a screen already in the stack is gone back to instead of being pushed again,
/// matched by screen identity (type and identifying value).
@MainActor @Suite struct GoIfNeededTests {
    let app = TestApp()

    /// The test app launched signed in on `Home`, then each controller placed in its own instant without animation.
    func stack(after controllers: [@MainActor () -> any RoutingViewControlling]) throws -> [String] {
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        for make in controllers {
            simulator.device.perform { handle.push(to: make(), animated: false) }
        }
        return try Harness.window(simulator, "main").stack.names
    }

    @Test func aMatchingScreenInTheStackIsPoppedBackTo() throws {
        #expect(try stack(after: [{ ItemViewController("1") }, { AlphaViewController() }, { BetaViewController() },
                                  { ReusingItemViewController("1") }]) == ["Home", "Item(1)"])
    }

    @Test func withoutAMatchTheFallbackActionPlacesTheScreen() throws {
        #expect(try stack(after: [{ AlphaViewController() }, { ReusingItemViewController("2") }]) == ["Home", "Alpha", "Item(2)"])
        #expect(try stack(after: [{ AlphaViewController() }, { ReusingItemViewController("2", action: .replaceCurrent) }])
                == ["Home", "Item(2)"])
    }

    @Test func anotherIdentifyingValueIsNotAMatch() throws {
        #expect(try stack(after: [{ ItemViewController("1") }, { AlphaViewController() }, { ReusingItemViewController("2") }])
                == ["Home", "Item(1)", "Alpha", "Item(2)"])
    }

    @Test func aMatchOnTopIsLeftAsItIs() throws {
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        let first = ReusingItemViewController("1")
        simulator.device.perform { handle.push(to: first, animated: false) }
        simulator.device.perform { handle.push(to: ReusingItemViewController("1"), animated: false) }
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(1)"])
        #expect(handle.currentViewController === first)
    }

    @Test func theNearestMatchToTheTopWins() throws {
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        let upper = ItemViewController("1")
        for controller in [ItemViewController("1"), AlphaViewController(), upper, BetaViewController()] as [any RoutingViewControlling] {
            simulator.device.perform { handle.push(to: controller, animated: false) }
        }
        simulator.device.perform { handle.push(to: ReusingItemViewController("1"), animated: false) }
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(1)", "Alpha", "Item(1)"])
        #expect(handle.currentViewController === upper)
    }

    @Test func screenIdentityIsTypeAndIdentifyingValue() {
        #expect(ScreenIdentity(ItemViewController("1")) == ScreenIdentity(ReusingItemViewController("1")))
        #expect(ScreenIdentity(ItemViewController("1")) != ScreenIdentity(ItemViewController("2")))
        #expect(ScreenIdentity(ItemViewController("1")) != ScreenIdentity(AlphaViewController("1")))
        #expect(ScreenIdentity(AlphaViewController()) == ScreenIdentity(AlphaViewController()))
        #expect(ScreenIdentity(ItemViewController("1")).description == "Item(1)")
    }

    /// Links whose screen is go-if-needed, arriving twice in one instant and again during the transitions
    /// they start: the stack ends with one `Item(1)`, popped back to, and UIKit never warns (R12, U9).
    @Test func linksDuringTransitionsPopBackWithoutUIKitWarnings() throws {
        app.screenForIntent = { intent in ReusingItemViewController(intent.urlPathSegments?.first ?? "") }
        let simulator = try app.launched()
        try simulator.apply(.open(url: "notes://note/1", window: nil))
        try simulator.apply(.open(url: "notes://note/1", window: nil))
        try simulator.apply(.wait(seconds: 0.1))
        try simulator.apply(.open(url: "notes://note/2", window: nil))
        try simulator.apply(.open(url: "notes://note/1", window: nil))
        try simulator.apply(.wait(seconds: 2))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(1)"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    /// A go-if-needed screen asked for while signed out never comes back to the top of a protected stack
    /// (Sources/Route/SceneManager+Invariants.swift): the pop back is refused like a push would be.
    @Test func goingBackToAProtectedScreenWhileSignedOutIsRefused() throws {
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform { handle.push(to: VaultViewController(), animated: false) }
        simulator.device.perform { handle.push(to: AlphaViewController(), animated: false) }
        try simulator.apply(.signOut)
        try simulator.apply(.wait(seconds: 1))
        final class ReusingVault: ChainScreen, RequiresSignIn {
            override var screenTypeName: String { "Vault" }
            override func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.goIfNeeded() }
        }
        simulator.device.perform { handle.push(to: ReusingVault(), animated: false) }
        #expect(try Harness.window(simulator, "main").stack.names.last != "Vault")
        #expect(Harness.errors(simulator).contains("executionDenied"))
    }
}
