import Foundation
import Testing
@testable import SimulatedUIKit

/// `UIView.animate` on the virtual clock (U9 timing, Sources/Simulator/SimulationEvent.swift idleness).
@MainActor
@Suite("UIView.animate")
struct AnimationTests {
    @Test func animationsApplyAtOnceAndTheCompletionRunsAfterTheDuration() throws {
        let app = try TestDevice().launched()
        let view = UIView()
        var finished: [Bool] = []
        app.device.perform {
            UIView.animate(withDuration: 0.6, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        }
        #expect(view.alpha == 0)
        #expect(finished.isEmpty)
        #expect(!app.device.isIdle)
        app.device.advance(by: 0.6)
        #expect(finished == [true])
        #expect(app.device.isIdle)
    }

    @Test func withoutADeviceTheCompletionRunsImmediately() {
        var finished = false
        UIView.animate(withDuration: 5, animations: {}, completion: { _ in finished = true })
        #expect(finished)
    }
}
