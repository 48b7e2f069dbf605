import Foundation
import RouteInterface
import Simulator
import Testing

/// Issue 13 item 8: an app without a scene manifest gets no scene callback; its app delegate forwards
/// `didFinishLaunching` (launch options), `application(_:open:options:)`, `application(_:continue:…)` and
/// `application(_:performActionFor:…)` to the scene manager, which routes its one window as a single-window
/// app (R4) with the same rules as a scene's (R5–R8, R18).
@MainActor @Suite struct ApplicationDelegateRoutingTests {
    /// The test app without a scene manifest (and so without multiple scenes).
    private func appDelegateApp() -> TestApp {
        let app = TestApp()
        app.infoPlist.hasSceneManifest = false
        app.infoPlist.supportsMultipleScenes = false
        app.infoPlist.sceneConfigurations = [:]
        return app
    }

    @Test func aColdURLFromTheLaunchOptionsIsRoutedOnceAndDidFinishLaunchingReturnsFalse() throws {
        let app = appDelegateApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload(urls: ["notes://note/1"])))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main"])
        #expect(app.didFinishLaunchingResults == [false])
        // Taken from the launch options; UIKit does not deliver it again through application(_:open:options:).
        #expect(app.executions == ["main url:notes://note/1"])
        #expect(!simulator.device.console.entries.contains { $0.message.hasPrefix("app: open ") })
    }

    @Test func aPlainLaunchReturnsTrueAndShowsTheInitialScreen() throws {
        let app = appDelegateApp()
        let simulator = try app.launched()
        #expect(app.didFinishLaunchingResults == [true])
        #expect(app.initialRouteCount == 1)
        #expect(simulator.windowNames.map(\.description) == ["main"])
    }

    @Test func launchOptionsPayloadsFollowR18AndTheLaunchPayloadPolicy() throws {
        let payload = LaunchPayload(urls: ["notes://note/1"],
                                    activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "2")])],
                                    shortcut: "new-note")
        let app = appDelegateApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(payload))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 2))
        #expect(app.executions == ["main url:notes://note/1", "main activity:com.notes.viewing", "main shortcut:new-note"])
        let first = appDelegateApp()
        first.launchPayloadPolicy = .firstKindPresent
        let other = first.simulator()
        try other.apply(.launch(payload))
        try other.apply(.auth(.signedIn))
        try other.apply(.wait(seconds: 2))
        #expect(first.executions == ["main url:notes://note/1"])
        #expect(other.warnings.filter { $0.contains("launch payload dropped") }.count == 2)
    }

    @Test func warmURLActivityAndQuickActionReachTheRouter() throws {
        let app = appDelegateApp()
        let simulator = try app.launched()
        try simulator.apply(.background(WindowName(identity: "main")))
        try simulator.apply(.open(url: "notes://note/3", window: nil))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "4")]), window: nil))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.shortcut(type: "new-note", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions == ["main url:notes://note/3", "main activity:com.notes.viewing", "main shortcut:new-note"])
        #expect(app.shortcutCompletions == [true])
        #expect(app.handlerErrors.isEmpty)
        try simulator.apply(.shortcut(type: "unknown", window: nil))
        #expect(app.shortcutCompletions == [true, false])
        #expect(app.handlerErrors == ["unregisteredIntent"])
    }

    @Test func aColdUniversalLinkSignedOutWaitsAndLandsAfterSignIn() throws {
        let app = appDelegateApp()
        app.associatedDomains = ["applinks:example.com"]
        app.registrations.insert(.url(URL(string: "https://example.com/items")))
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload(activities: [.universalLink("https://example.com/items/9")])))
        try simulator.apply(.auth(.signedOut))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions.isEmpty)
        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions == ["main url:https://example.com/items/9"])
        // Off the associated domains it never reaches the app delegate.
        try simulator.apply(.continueActivity(.universalLink("https://other.example.org/items/9"), window: nil))
        #expect(simulator.warnings.contains { $0.contains("universal link refused: https://other.example.org/items/9") })
        #expect(app.executions.count == 1)
    }

    @Test func newSceneRoutingDegradesToTheOneWindow() throws {
        let app = appDelegateApp()
        app.routing = { _ in .newScene(.side) }
        let simulator = try app.launched()
        try simulator.apply(.open(url: "notes://note/5", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions == ["main url:notes://note/5"])
        #expect(simulator.windowNames.map(\.description) == ["main"])
    }
}
