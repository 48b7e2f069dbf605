import Foundation

/// A button (UIKit's `UIButton`).
///
/// A tap sends ``UIControl/Event/touchUpInside`` and ``UIControl/Event/primaryActionTriggered``. Added to a
/// screen's view (`view.addSubview(button)`), an enabled, visible button with a title is one of the screen's
/// ``UIViewController/tappableActions``, named by its ``currentTitle``; the actions of its ``menu`` are
/// listed after it.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's look.
    public enum ButtonType: Int, Sendable {
        /// No system styling.
        case custom
        /// The system style.
        case system
        /// The detail-disclosure (ⓘ) style.
        case detailDisclosure
        /// The light info style.
        case infoLight
        /// The dark info style.
        case infoDark
        /// The add-contact (+) style.
        case contactAdd
        /// The close (✕) style.
        case close

        /// The plain style (UIKit's alias of ``system``).
        public static var plain: ButtonType { .system }
    }

    /// The button's look.
    public private(set) var buttonType: ButtonType = .custom
    /// The menu the button shows: on a tap when ``showsMenuAsPrimaryAction``, else on a long press.
    open var menu: UIMenu?
    /// Whether a tap shows ``menu`` instead of sending the button's actions.
    open var showsMenuAsPrimaryAction = false
    private var titles: [UInt: String] = [:]

    /// Creates a custom-type button.
    public override init() {
        super.init()
    }

    /// Creates a button of a type.
    /// - Parameter buttonType: its look.
    public convenience init(type buttonType: ButtonType) {
        self.init()
        self.buttonType = buttonType
    }

    /// Creates a button whose tap performs `primaryAction`, titled with the action's title (UIKit, iOS 14).
    /// - Parameters:
    ///   - buttonType: its look (default ``ButtonType/system``).
    ///   - primaryAction: the action a tap performs; its title becomes the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    /// Sets the title for a state.
    /// - Parameters:
    ///   - title: the title; `nil` removes it.
    ///   - state: the state it is for.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title for a state, falling back to the normal state's.
    /// - Parameter state: the state.
    /// - Returns: the title, if any.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now: the disabled or selected state's when the button is in that state, else the normal one.
    public var currentTitle: String? {
        if !isEnabled { return title(for: .disabled) }
        if isSelected { return title(for: .selected) }
        return title(for: .normal)
    }

    /// What a user can tap on this button: itself (when it has a title and something to do), then its menu's
    /// actions (simulation addition).
    override var ownTappableActions: [UIAction] {
        guard isEnabled else { return [] }
        var found: [UIAction] = []
        let tapShowsMenu = showsMenuAsPrimaryAction && menu != nil
        if !tapShowsMenu, let title = currentTitle, !title.isEmpty, hasActions(for: Self.tapEvents) {
            found.append(UIAction(title: title) { [weak self] _ in self?.sendActions(for: Self.tapEvents) })
        }
        if let menu {
            found += menu.tappableLeaves.map { leaf in
                UIAction(title: leaf.title) { [weak self] _ in leaf.perform(sender: self) }
            }
        }
        return found
    }

    /// The events a tap sends.
    static let tapEvents: UIControl.Event = [.touchUpInside, .primaryActionTriggered]
}
