import Foundation
import Testing
@testable import SimulatedUIKit

/// U4: a new scene receives a user activity only if its type is in NSUserActivityTypes.
@MainActor
@Suite("U4 declared activity types")
struct ActivityTypeTests {
    @Test func aNewWindowDropsAnUndeclaredActivitySilentlyButTheConsoleSaysSo() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow(activity: NSUserActivity(activityType: "com.test.undeclared"))
        #expect(app.windows == ["S1", "S2"])
        let options = try #require(app.settings.connectionOptions["S2"])
        #expect(options.userActivities.isEmpty)
        #expect(app.console(.info).contains { $0.contains("com.test.undeclared") && $0.contains("NSUserActivityTypes") })
        #expect(app.console(.warning).isEmpty)
    }

    @Test func aNewWindowReceivesADeclaredActivity() throws {
        let app = try TestDevice().launched()
        let activity = NSUserActivity(activityType: "com.test.viewing")
        app.requestNewWindow(activity: activity)
        #expect(app.settings.connectionOptions["S2"]?.userActivities.first === activity)
    }

    @Test func aColdLaunchDropsUndeclaredActivities() throws {
        let app = TestDevice()
        let kept = NSUserActivity(activityType: "com.test.viewing")
        try app.device.launch(urlContexts: [], userActivities: [NSUserActivity(activityType: "nope"), kept], shortcutItem: nil)
        let options = try #require(app.settings.connectionOptions["S1"])
        #expect(options.orderedUserActivities.map(\.activityType) == ["com.test.viewing"])
    }

    @Test func aSystemNewWindowAppliesTheSameRule() throws {
        let app = try TestDevice(activityTypes: []).launched()
        app.device.newWindow(userActivity: NSUserActivity(activityType: "com.test.viewing"))
        #expect(app.windows == ["S1", "S2"])
        #expect(app.settings.connectionOptions["S2"]?.userActivities.isEmpty == true)
    }

    @Test func aWarmContinueIntoAnExistingWindowIsNotFiltered() throws {
        let app = try TestDevice(activityTypes: []).launched()
        app.device.continueActivity(NSUserActivity(activityType: "com.test.viewing"), in: nil)
        #expect(app.log.lines == ["S1 continue com.test.viewing"])
    }
}
