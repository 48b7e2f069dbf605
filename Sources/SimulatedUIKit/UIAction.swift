import Foundation

/// A button a user can tap on a screen (simulation: the navigator lists a controller's
/// ``UIViewController/actions`` and a scenario's `tap W "Title"` performs one).
@MainActor
public final class UIAction {
    /// The button's title, matched exactly by `tap`.
    public let title: String
    private let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    /// - Parameters:
    ///   - title: the button title.
    ///   - handler: what a tap does; receives the action.
    public init(title: String, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    /// Performs the action as a tap would (simulation addition). Call it inside a device entry point
    /// (``SimulatedDevice/perform(_:)``) so UIKit work it starts runs on the device's clock.
    public func perform() {
        handler(self)
    }
}
