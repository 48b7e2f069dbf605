import Foundation
import Testing
@testable import SimulatedUIKit

/// The device's invariants hold through a busy life: windows opened, closed, swiped, killed, crashed.
@MainActor
@Suite("Device invariants")
struct DeviceInvariantTests {
    @Test func invariantsHoldAfterEveryEventOfABusySession() throws {
        let app = TestDevice()
        var violations: [String] = []
        func check(_ step: String) {
            violations += app.device.invariantViolations().map { "\(step): \($0)" }
        }
        try app.device.relaunch(); check("launch")
        app.requestNewWindow(); check("new window")
        app.device.newWindow(userActivity: nil); check("system new window")
        app.device.showAppSwitcher(); check("switcher")
        app.device.swipe(try app.scene("S2").session); check("swipe")
        app.device.close(try app.scene("S3")); check("close")
        app.device.open(URL(string: "testapp://x")!, in: nil); check("open")
        app.device.kill(); check("kill")
        app.device.swipe(try #require(app.device.session(withPersistentIdentifier: "S1"))); check("swipe card")
        try app.device.relaunch(); check("relaunch")
        let navigation = try app.navigation("S4")
        let detail = DetailViewController(number: 1)
        app.device.perform {
            navigation.pushViewController(detail, animated: false)
            navigation.pushViewController(detail, animated: false)
        }
        check("crash")
        #expect(app.device.processState == .crashed)
        try app.device.relaunch(); check("launch after crash")
        #expect(violations.isEmpty)
        #expect(app.windows == ["S4"])
    }
}
