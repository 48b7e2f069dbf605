import Foundation
import SimulatedUIKit
import Testing
import UserNotifications

/// UserNotifications' objects behave as the SDK documents them.
@Suite("UserNotifications API")
struct UserNotificationsAPITests {
    @Test func aRequestKeepsACopyOfItsContent() {
        let content = UNMutableNotificationContent()
        content.title = "Groceries"
        content.userInfo = ["noteID": "7"]
        content.categoryIdentifier = "note"
        content.threadIdentifier = "notes"
        content.targetContentIdentifier = "note-7"
        let request = UNNotificationRequest(identifier: "r1", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false))
        content.title = "changed later"
        #expect(request.content.title == "Groceries")
        #expect(request.content.userInfo["noteID"] as? String == "7")
        #expect(request.content.categoryIdentifier == "note")
        #expect(request.content.threadIdentifier == "notes")
        #expect(request.content.targetContentIdentifier == "note-7")
        #expect(!(request.content is UNMutableNotificationContent))
        #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 5)
    }

    @Test func triggersKeepWhatTheyWereGiven() {
        let calendar = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
        #expect(calendar.repeats)
        #expect(calendar.dateComponents.hour == 8)
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true).repeats)
    }

    @Test func actionIdentifiersAreUserNotificationsOwn() {
        #expect(UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
        #expect(UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
    }

    @MainActor
    @Test func permissionIsAskedOnceAndAnsweredAsTheDeviceSays() async throws {
        let app = NotifyDevice()
        app.device.answersNotificationPermissionPrompt = false
        let center = app.device.notificationCenter
        #expect(try await center.requestAuthorization(options: [.alert, .badge]) == false)
        app.device.answersNotificationPermissionPrompt = true
        #expect(try await center.requestAuthorization(options: [.alert]) == false)  // asked once only
        #expect(await center.notificationSettings().authorizationStatus == .denied)
    }

    @MainActor
    @Test func eachDeviceHasItsOwnCenterInsideItsEntryPoints() {
        let first = NotifyDevice()
        let second = NotifyDevice()
        #expect(first.device.perform { UNUserNotificationCenter.current() } === first.device.notificationCenter)
        #expect(second.device.perform { UNUserNotificationCenter.current() } === second.device.notificationCenter)
    }

    @MainActor
    @Test func addingARequestWithAPendingIdentifierReplacesIt() async throws {
        let center = NotifyDevice().device.notificationCenter
        try await center.add(NotifyDevice.noteRequest("1"))
        center.add(NotifyDevice.noteRequest("1"), withCompletionHandler: nil)
        center.add(NotifyDevice.noteRequest("2"), withCompletionHandler: nil)
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["note-1", "note-2"])
        center.removePendingNotificationRequests(withIdentifiers: ["note-1"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["note-2"])
    }
}
