import Foundation
import SimulatedUIKit
import Testing
import UserNotifications

/// U11: how a notification reaches the app, warm and cold, in the foreground and the background.
@MainActor
@Suite("U11 notification delivery")
struct NotificationDeliveryTests {
    @Test func aTapThatLaunchesTheAppRidesInTheConnectionOptionsAndReachesTheDelegate() throws {
        let app = NotifyDevice()
        app.device.tapNotification(NotifyDevice.noteRequest("7"))
        #expect(app.recorder.lines == [
            "didFinishLaunching",
            "S1 willConnectTo response target=S1",
            "S1 sceneWillEnterForeground",
            "didReceive default in S1 noteID=7",
            "S1 sceneDidBecomeActive",
        ])
    }

    @Test func aDelegateSetAfterLaunchDoesNotHearTheLaunchResponse() throws {
        let app = NotifyDevice()
        app.recorder.setsDelegateAtLaunch = false
        app.device.tapNotification(NotifyDevice.noteRequest("7"))
        #expect(!app.recorder.lines.contains { $0.hasPrefix("didReceive") })
        #expect(app.warnings().contains { $0.contains("no UNUserNotificationCenter delegate was set before launch finished") })
    }

    @Test func aWarmTapBringsItsWindowForwardThenReachesTheDelegate() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.device.newWindow(userActivity: nil)
        let first = try #require(app.device.connectedScenes.first)
        app.recorder.lines = []
        app.device.tapNotification(NotifyDevice.noteRequest("3"), in: first)
        #expect(app.recorder.lines == ["didReceive default in S1 noteID=3"])
        #expect(app.device.mostRecentlyActiveScene() === first)
    }

    @Test func aTapForABackgroundWindowArrivesBeforeItBecomesActive() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        let scene = try #require(app.device.connectedScenes.first)
        app.device.setActivation(scene, to: .background)
        app.recorder.lines = []
        app.device.tapNotification(NotifyDevice.noteRequest("2"))
        #expect(app.recorder.lines == ["S1 sceneWillEnterForeground", "didReceive default in S1 noteID=2", "S1 sceneDidBecomeActive"])
    }

    @Test func aForegroundActionWhileAnotherWindowIsKeyTargetsTheNamedWindow() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.registerNoteCategory()
        app.device.newWindow(userActivity: nil)  // S2 is key
        let first = try #require(app.device.connectedScenes.first)
        app.recorder.lines = []
        app.device.tapNotification(NotifyDevice.noteRequest("4"), actionIdentifier: "open", in: first)
        #expect(app.recorder.lines == ["didReceive open in S1 noteID=4"])
    }

    @Test func aBackgroundActionBringsNothingForward() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.registerNoteCategory()
        let scene = try #require(app.device.connectedScenes.first)
        app.device.setActivation(scene, to: .background)
        app.recorder.lines = []
        app.device.tapNotification(NotifyDevice.noteRequest("5"), actionIdentifier: "reply")
        #expect(app.recorder.lines == ["didReceive reply in no scene noteID=5"])
        #expect(scene.activationState == .background)
    }

    @Test func anActionTheCategoryDoesNotOfferIsRefused() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.registerNoteCategory()
        app.recorder.lines = []
        app.device.tapNotification(NotifyDevice.noteRequest("5"), actionIdentifier: "archive")
        #expect(app.recorder.lines.isEmpty)
        #expect(app.warnings().contains { $0.contains("archive") && $0.contains("offers reply, open") })
    }

    @Test func aDismissalReachesTheDelegateOnlyWithACustomDismissAction() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.recorder.lines = []
        app.device.tapNotification(NotifyDevice.noteRequest("6"), actionIdentifier: UNNotificationDismissActionIdentifier)
        #expect(app.recorder.lines.isEmpty)
        app.registerNoteCategory()
        app.device.tapNotification(NotifyDevice.noteRequest("6"), actionIdentifier: UNNotificationDismissActionIdentifier)
        #expect(app.recorder.lines == ["didReceive \(UNNotificationDismissActionIdentifier) in no scene noteID=6"])
    }

    @Test func aNotificationArrivingInTheForegroundAsksWillPresent() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.recorder.lines = []
        app.device.deliverNotification(NotifyDevice.noteRequest("8"))
        #expect(app.recorder.lines == ["willPresent note"])
        let scene = try #require(app.device.connectedScenes.first)
        app.device.setActivation(scene, to: .background)
        app.recorder.lines = []
        app.device.deliverNotification(NotifyDevice.noteRequest("9"))
        #expect(app.recorder.lines.isEmpty)
    }

    @Test func remoteRegistrationGivesATokenInTheNextInstantOrAFailure() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.recorder.lines = []
        app.device.perform {
            UIApplication.shared.registerForRemoteNotifications()
            app.recorder.lines.append("returned")
        }
        #expect(app.recorder.lines == ["returned", "didRegister 32 bytes"])
        #expect(app.device.perform { UIApplication.shared.isRegisteredForRemoteNotifications })
        app.device.notificationSettings.remoteRegistrationFailure = "no network"
        app.device.perform { UIApplication.shared.registerForRemoteNotifications() }
        #expect(app.recorder.lines.last == "didFailToRegister no network")
    }

    @Test func aSilentPushInTheBackgroundBringsNothingForward() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.device.perform { UIApplication.shared.registerForRemoteNotifications() }
        let scene = try #require(app.device.connectedScenes.first)
        app.device.setActivation(scene, to: .background)
        app.recorder.lines = []
        app.device.receiveSilentPush(userInfo: ["noteID": "11"])
        #expect(app.recorder.lines == ["didReceiveRemoteNotification 11"])
        #expect(scene.activationState == .background)
    }

    @Test func aSilentPushLaunchesAStoppedAppInTheBackgroundWithoutAWindow() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.device.perform { UIApplication.shared.registerForRemoteNotifications() }
        app.device.kill()
        app.recorder.lines = []
        app.device.receiveSilentPush(userInfo: ["noteID": "12"])
        #expect(app.recorder.lines == ["didFinishLaunching", "didReceiveRemoteNotification 12"])
        #expect(app.device.connectedScenes.isEmpty)
        #expect(app.device.invariantViolations().isEmpty)
    }
}

/// U11: requests the app adds arrive when their trigger fires, on the device's clock.
@MainActor
@Suite("U11 scheduled notifications")
struct ScheduledNotificationTests {
    @Test func aTimeIntervalRequestArrivesAfterItsIntervalAndAsksWillPresent() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.recorder.lines = []
        app.device.perform {
            let content = UNMutableNotificationContent()
            content.categoryIdentifier = "reminder"
            UNUserNotificationCenter.current().add(
                UNNotificationRequest(identifier: "r", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)))
        }
        app.device.advance(by: 4)
        #expect(app.recorder.lines.isEmpty)
        app.device.advance(by: 1)
        #expect(app.recorder.lines == ["willPresent reminder"])
        #expect(app.device.notificationCenter.state.withLock { $0.pending.isEmpty })
    }

    @Test func aRequestFiresAfterAKillWithoutACallback() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.device.perform {
            UNUserNotificationCenter.current().add(
                UNNotificationRequest(
                    identifier: "r", content: UNMutableNotificationContent(), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)))
        }
        app.device.kill()
        app.recorder.lines = []
        app.device.advance(by: 5)
        #expect(app.recorder.lines.isEmpty)
        #expect(app.device.notificationCenter.state.withLock { $0.delivered.map(\.request.identifier) } == ["r"])
    }

    @Test func aRemovedRequestNeverArrives() throws {
        let app = NotifyDevice()
        try app.device.relaunch()
        app.recorder.lines = []
        app.device.perform {
            let center = UNUserNotificationCenter.current()
            center.add(
                UNNotificationRequest(
                    identifier: "r", content: UNMutableNotificationContent(), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)))
            center.removeAllPendingNotificationRequests()
        }
        app.device.advance(by: 10)
        #expect(app.recorder.lines.isEmpty)
    }
}
