import Foundation

/// How UIKit objects reach the device they run on: through ``SimulatedDevice/current``, bound by every device entry point.
///
/// Without a device (a controller used on its own in a unit test) warnings go nowhere, exceptions only
/// refuse the operation, and animations finish at once.
@MainActor
enum UIKitRuntime {
    /// Reports a UIKit runtime warning (U9) on the current device's console.
    static func warning(_ message: String) {
        SimulatedDevice.current?.console.log(.warning, source: .uikit, message)
    }

    /// Reports an informational line from the OS model.
    static func info(_ message: String) {
        SimulatedDevice.current?.console.log(.info, source: .uikit, message)
    }

    /// Raises an uncaught Objective-C exception: the process becomes `crashed` (U9).
    static func raise(_ name: String, reason: String) {
        SimulatedDevice.current?.raiseException(name: name, reason: reason)
    }

    /// Runs `body` after `delay` seconds of the current device's clock as UIKit work (the device is not idle
    /// until it has run); with no device, runs it at once.
    static func afterAnimation(_ delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        if let device = SimulatedDevice.current {
            device.scheduleUIKitWork(after: delay, body)
        } else {
            body()
        }
    }

    /// Whether animated work has a clock to run on.
    static var canAnimate: Bool { SimulatedDevice.current != nil }

    /// UIKit's standard duration of an animated push, pop, present or dismiss (U9), in seconds.
    static let transitionDuration: TimeInterval = 0.35
}
