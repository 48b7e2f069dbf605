import Foundation

/// A button of a ``UIAlertController``.
@preconcurrency @MainActor
public final class UIAlertAction: NSObject {
    /// The look of an alert button.
    public enum Style: Int, Sendable {
        /// An ordinary button.
        case `default` = 0
        /// Cancels (listed last, as UIKit places it).
        case cancel = 1
        /// Destroys data (shown in red on iOS).
        case destructive = 2
    }

    /// The button's title, matched exactly by `tap`.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped (a disabled one is not listed).
    public var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// Creates an alert button.
    /// - Parameters:
    ///   - title: the title.
    ///   - style: the style.
    ///   - handler: called after the alert is dismissed, when the button is tapped.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or action sheet: a presented view controller whose buttons the navigator lists and `tap W "Title"` taps (a cancel button last, as UIKit orders them).
///
/// A tap dismisses the alert, then runs the button's handler once the dismissal ends (UIKit calls it after the alert is gone).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        /// An action sheet (anchored to the bottom on iPhone).
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The alert's message.
    public var message: String?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The buttons, in the order they were added.
    public private(set) var alertActions: [UIAlertAction] = []
    /// The button Return triggers; stored and returned.
    public var preferredAction: UIAlertAction?

    /// Creates an alert.
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the message.
    ///   - preferredStyle: alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button; a cancel button is listed last.
    /// - Parameter action: the button.
    public func addAction(_ action: UIAlertAction) {
        alertActions.append(action)
        let ordered = alertActions.filter { $0.style != .cancel } + alertActions.filter { $0.style == .cancel }
        actions = ordered.map { alertAction in
            UIAction(title: alertAction.title ?? "", attributes: alertAction.isEnabled ? [] : .disabled) { [weak self] _ in
                guard let self else { return }
                let presenter = self.presentingViewController ?? self
                presenter.dismiss(animated: true) { alertAction.handler?(alertAction) }
            }
        }
    }
}
