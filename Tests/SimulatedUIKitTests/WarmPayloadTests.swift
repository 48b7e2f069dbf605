import Foundation
import Testing
@testable import SimulatedUIKit

/// U2: warm URL, activity and shortcut; the background app comes forward first; URL schemes checked.
@MainActor
@Suite("U2 warm payloads")
struct WarmPayloadTests {
    @Test func aWarmURLGoesToOpenURLContexts() throws {
        let app = try TestDevice().launched()
        app.device.open(URL(string: "testapp://note/7")!, in: nil)
        #expect(app.log.lines == ["S1 openURLContexts testapp://note/7"])
    }

    @Test func aBackgroundAppIsBroughtForwardBeforeTheURL() throws {
        let app = try TestDevice().launched()
        app.device.setActivation(try app.scene("S1"), to: .background)
        app.log.reset()
        app.device.open(URL(string: "testapp://note/7")!, in: nil)
        #expect(app.log.lines == [
            "S1 sceneWillEnterForeground",
            "S1 sceneDidBecomeActive",
            "S1 openURLContexts testapp://note/7",
        ])
    }

    @Test func schemesMatchCaseInsensitively() throws {
        let app = try TestDevice().launched()
        app.device.open(URL(string: "TestApp://note/7")!, in: nil)
        #expect(app.log.lines == ["S1 openURLContexts TestApp://note/7"])
    }

    @Test func aURLOfAnUndeclaredSchemeNeverReachesTheApp() throws {
        let app = try TestDevice().launched()
        app.device.open(URL(string: "other://note/7")!, in: nil)
        #expect(app.log.lines.isEmpty)
        #expect(app.console(.warning).contains { $0.contains("other://note/7") && $0.contains("CFBundleURLSchemes") })
    }

    @Test func anUndeclaredSchemeDoesNotLaunchTheApp() {
        let app = TestDevice()
        app.device.open(URL(string: "other://x")!, in: nil)
        #expect(app.device.processState == .notRunning)
        #expect(app.log.lines.isEmpty)
    }

    @Test func aURLWhileNotRunningLaunchesWithItInTheConnectionOptions() throws {
        let app = TestDevice()
        app.device.open(URL(string: "testapp://note/1")!, in: nil)
        #expect(app.log.lines == [
            "app didFinishLaunching",
            "app configurationForConnecting S1",
            "S1 willConnectTo",
            "S1 sceneWillEnterForeground",
            "S1 sceneDidBecomeActive",
        ])
        #expect(app.settings.connectionOptions["S1"]?.urlContexts.first?.url.absoluteString == "testapp://note/1")
    }

    @Test func aWarmActivityGoesToContinue() throws {
        let app = try TestDevice().launched()
        app.device.continueActivity(NSUserActivity(activityType: "com.test.viewing"), in: nil)
        #expect(app.log.lines == ["S1 continue com.test.viewing"])
    }

    @Test func aWarmShortcutGoesToPerformActionForAndAnsweringOnceIsQuiet() throws {
        let app = try TestDevice().launched()
        app.device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(app.log.lines == ["S1 performActionFor new"])
        #expect(app.console(.warning).isEmpty)
    }

    @Test func aShortcutCompletionNeverCalledIsAWarning() throws {
        let app = try TestDevice().launched()
        app.settings.shortcutAnswer = .never
        app.device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(app.console(.warning).contains { $0.contains("did not call its completionHandler") && $0.contains("new") })
    }

    @Test func aShortcutCompletionCalledTwiceIsAWarning() throws {
        let app = try TestDevice().launched()
        app.settings.shortcutAnswer = .twice
        app.device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(app.console(.warning).contains { $0.contains("called 2 times") })
    }

    @Test func aShortcutCompletionCalledOnlyAfterTheInstantIsAWarning() throws {
        let app = try TestDevice().launched()
        app.settings.shortcutAnswer = .after(0.5)
        app.device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(app.console(.warning).count == 1)
        app.device.advance(by: 1)
        #expect(app.console(.warning).count == 1)
    }

    @Test func aShortcutCompletionCalledByAZeroDelayTimerIsInTime() throws {
        let app = try TestDevice().launched()
        app.settings.shortcutAnswer = .after(0)
        app.device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(app.console(.warning).isEmpty)
    }

    @Test func aShortcutWhileNotRunningLaunchesWithItInTheConnectionOptions() throws {
        let app = TestDevice()
        app.device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(!app.log.lines.contains { $0.contains("performActionFor") })
        #expect(app.settings.connectionOptions["S1"]?.shortcutItem?.type == "new")
        #expect(app.console(.warning).isEmpty)
    }

    @Test func anExplicitTargetWindowReceivesThePayloadAndBecomesKey() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.log.reset()
        let first = try app.scene("S1")
        app.device.continueActivity(NSUserActivity(activityType: "com.test.viewing"), in: first)
        #expect(app.log.lines == ["S1 continue com.test.viewing"])
        #expect(app.device.keyScene === first)
    }
}
