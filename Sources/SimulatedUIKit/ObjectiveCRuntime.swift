import Foundation

// What needs the Objective-C runtime, which Swift on Linux does not have: `#selector`, `@objc`
// target–action and `responds(to:)`. The compiler already refuses `#selector` and `@objc` themselves;
// the UIKit and Foundation declarations that take a selector exist here marked unavailable, so code
// written for iOS gets a message naming the replacement rather than "no such member"
// (docs/RULES.md, "UIKit's surface"; docs/UIKIT-COVERAGE.md, the Objective-C runtime rows).

/// An Objective-C method name.
///
/// Unavailable: Swift on Linux has no Objective-C runtime.
@available(*, unavailable, message: "Selectors need the Objective-C runtime, which Linux lacks: pass a closure (UIAction, a block-based observer) instead")
public struct Selector: Hashable, Sendable {
    /// Creates a selector from its name.
    /// - Parameter name: the name.
    public init(_ name: String) {}
}

extension UIControl {
    /// Target–action.
    ///
    /// Unavailable on Linux (no Objective-C runtime): use ``addAction(_:for:)`` with a ``UIAction``.
    /// - Parameters:
    ///   - target: the object the action is sent to.
    ///   - action: the selector.
    ///   - controlEvents: the events.
    @available(*, unavailable, message: "target–action needs the Objective-C runtime, which Linux lacks: use addAction(UIAction { _ in … }, for:) instead")
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}

    /// Target–action removal.
    ///
    /// Unavailable on Linux: use ``removeAction(_:for:)``.
    /// - Parameters:
    ///   - target: the object the action was sent to.
    ///   - action: the selector.
    ///   - controlEvents: the events.
    @available(
        *, unavailable, message: "target–action needs the Objective-C runtime, which Linux lacks: use removeAction(_:for:) with the UIAction you added, instead"
    )
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
}

extension UIBarButtonItem {
    /// Target–action bar button.
    ///
    /// Unavailable on Linux: use `UIBarButtonItem(title:image:primaryAction:menu:)`.
    /// - Parameters:
    ///   - title: the title.
    ///   - style: the style.
    ///   - target: the object the action is sent to.
    ///   - action: the selector.
    @available(
        *, unavailable,
        message: "target–action needs the Objective-C runtime, which Linux lacks: use UIBarButtonItem(title:image:primaryAction:menu:) with a UIAction instead"
    )
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }

    /// Target–action bar button with an image.
    ///
    /// Unavailable on Linux: use `UIBarButtonItem(title:image:primaryAction:menu:)`.
    /// - Parameters:
    ///   - image: the image.
    ///   - style: the style.
    ///   - target: the object the action is sent to.
    ///   - action: the selector.
    @available(
        *, unavailable,
        message: "target–action needs the Objective-C runtime, which Linux lacks: use UIBarButtonItem(title:image:primaryAction:menu:) with a UIAction instead"
    )
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }

    /// Target–action system bar button.
    ///
    /// Unavailable on Linux: use `UIBarButtonItem(systemItem:primaryAction:menu:)`.
    /// - Parameters:
    ///   - systemItem: the system item.
    ///   - target: the object the action is sent to.
    ///   - action: the selector.
    @available(
        *, unavailable,
        message: "target–action needs the Objective-C runtime, which Linux lacks: use UIBarButtonItem(systemItem:primaryAction:menu:) with a UIAction instead"
    )
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) { self.init() }
}

/// A menu command that sends a selector up the responder chain.
///
/// On Linux (no Objective-C runtime) it cannot be created: use a ``UIAction`` in the menu instead.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// A selector-based command.
    ///
    /// Unavailable on Linux.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - action: the selector sent up the responder chain.
    ///   - propertyList: a value for the command.
    @available(*, unavailable, message: "UICommand sends a selector, which needs the Objective-C runtime Linux lacks: put a UIAction in the menu instead")
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil) {
        super.init(title: title, image: image)
    }
}

extension NotificationCenter {
    /// Selector-based observer.
    ///
    /// Unavailable on Linux: use `addObserver(forName:object:queue:using:)` (a closure observer) or `notifications(named:object:)`.
    /// - Parameters:
    ///   - observer: the object to call.
    ///   - aSelector: the selector.
    ///   - aName: the notification name.
    ///   - anObject: the sender to observe.
    @available(
        *, unavailable,
        message: "selector observers need the Objective-C runtime, which Linux lacks: use addObserver(forName:object:queue:using:) with a closure instead"
    )
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

extension NSObject {
    /// Whether the object implements a selector.
    ///
    /// Unavailable on Linux: test for a protocol conformance (`as? SomeProtocol`) instead.
    /// - Parameter aSelector: the selector.
    /// - Returns: never (unavailable).
    @available(*, unavailable, message: "responds(to:) needs the Objective-C runtime, which Linux lacks: check a protocol conformance with `as?` instead")
    public func responds(to aSelector: Selector!) -> Bool { false }
}

extension UIApplication {
    /// Sends a selector up the responder chain.
    ///
    /// Unavailable on Linux: call the method directly or use a ``UIAction``.
    /// - Parameters:
    ///   - action: the selector.
    ///   - target: the receiver, or `nil` for the first responder.
    ///   - sender: the sender.
    ///   - event: the event.
    /// - Returns: never (unavailable).
    @available(*, unavailable, message: "sendAction needs the Objective-C runtime, which Linux lacks: call the method directly, or use a UIAction instead")
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
}
