import Route
import SimulatedUIKit
import Testing

@testable import Simulator

/// UIKit callbacks are console entries carrying the callback typed (who received it, its name) and the
/// window's session: `expect callbacks` reads those fields, never the message text.
@MainActor @Suite struct ConsoleCallbackTests {
    @Test func aLaunchLogsEachCallbackTypedWithItsWindow() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        let callbacks = simulator.snapshot.console.filter { $0.level == .callback }
        #expect(callbacks.allSatisfy { $0.callback != nil })
        let opened = try #require(callbacks.last)
        #expect(opened.callback == ConsoleEntry.Callback(receiver: .scene, name: "openURLContexts"))
        #expect(opened.sessionIdentifier == "S1")
        #expect(opened.message == "S1: openURLContexts notes://note/7")
        let configuration = try #require(callbacks.first { $0.callback?.name == "configurationForConnecting" })
        #expect(configuration.callback?.receiver == .application)
        #expect(configuration.message == "app: configurationForConnecting S1")
        #expect(simulator.snapshot.callbackNames(of: "S1", after: 0) == ["willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive", "openURLContexts"])
        #expect(simulator.snapshot.callbackNames(of: nil, after: 0) == ["didFinishLaunching", "configurationForConnecting"])
    }

    @Test func callbackNamesReadTheTypedCallbackNotTheText() {
        let console = [
            ConsoleEntry(time: 0, level: .callback, source: .uikit, message: "S1: looksLikeACallback", sessionIdentifier: "S1"),
            ConsoleEntry(
                time: 0, level: .callback, source: .uikit, message: "free text", sessionIdentifier: "S1",
                callback: ConsoleEntry.Callback(receiver: .scene, name: "sceneDidBecomeActive")),
            ConsoleEntry(
                time: 0, level: .callback, source: .uikit, message: "app: applicationDidBecomeActive", sessionIdentifier: "S1",
                callback: ConsoleEntry.Callback(receiver: .application, name: "applicationDidBecomeActive")),
        ]
        let state = DeviceSnapshot(console: console)
        #expect(state.callbackNames(of: "S1", after: 0) == ["sceneDidBecomeActive"])
        #expect(state.callbackNames(of: "S2", after: 0) == [])
        #expect(state.callbackNames(of: nil, after: 0) == ["applicationDidBecomeActive"])
        #expect(state.callbackNames(of: "S1", after: 2) == [])
    }
}
