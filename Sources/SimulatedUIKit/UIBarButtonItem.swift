import Foundation

/// An item of a navigation bar or toolbar (UIKit's `UIBarItem`): a title, an image, enabled or not.
@preconcurrency @MainActor
open class UIBarItem {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item responds to taps (default `true`); a disabled item is not listed.
    open var isEnabled = true

    /// Creates an item.
    public init() {}
}

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`).
///
/// In a screen's ``UIViewController/navigationItem``, an enabled, visible item is one of the screen's
/// ``UIViewController/tappableActions``: its ``primaryAction`` under the item's title, then its
/// ``menu``'s actions (a tap shows the menu when there is no primary action; a long press otherwise).
/// Target–action items are not modelled: give the item a ``UIAction``.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's style.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A button for a confirming action, drawn bold.
        case done
    }

    /// The system's standard items; the navigator names one by its case, capitalized (`Add`), unless its
    /// primary action has a title.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add (+).
        case add
        /// Flexible space.
        case flexibleSpace
        /// Fixed space.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Share.
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close
    }

    /// The item's style (default ``Style/plain``).
    open var style: Style = .plain
    /// The system item the item was made from, if any.
    public private(set) var systemItem: SystemItem?
    /// The action a tap performs.
    ///
    /// Setting one on an item not made from a system item takes its title and image.
    open var primaryAction: UIAction? {
        didSet {
            guard let primaryAction, systemItem == nil else { return }
            title = primaryAction.title
            image = primaryAction.image
        }
    }
    /// The menu the item shows: on a tap without a ``primaryAction``, else on a long press.
    open var menu: UIMenu?
    /// Whether the item is hidden (iOS 16); a hidden item is not listed.
    open var isHidden = false
    /// A view shown in place of the item; its buttons are listed instead.
    open var customView: UIView?

    /// Creates an empty plain item.
    public override init() {
        super.init()
    }

    /// Creates a plain item (UIKit, iOS 14).
    /// - Parameters:
    ///   - title: the item's title.
    ///   - image: its image.
    ///   - primaryAction: the action a tap performs; when given, its title and image are the item's.
    ///   - menu: the menu the item shows.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item (UIKit, iOS 14); its title is not taken from the action.
    /// - Parameters:
    ///   - systemItem: the standard item.
    ///   - primaryAction: the action a tap performs.
    ///   - menu: the menu the item shows.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item that shows a view.
    /// - Parameter customView: the view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The title the navigator lists the item under: its title, else its primary action's, else the system
    /// item's name capitalized.
    var displayTitle: String? {
        if let title, !title.isEmpty { return title }
        if let action = primaryAction, !action.title.isEmpty { return action.title }
        guard let systemItem else { return nil }
        let name = String(describing: systemItem)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// What a user can tap on this item (simulation addition).
    var tappableActions: [UIAction] {
        guard isEnabled, !isHidden else { return [] }
        if let customView { return customView.tappableActions }
        var found: [UIAction] = []
        if let action = primaryAction, action.isTappable, let title = displayTitle {
            found.append(UIAction(title: title) { [weak self] _ in action.perform(sender: self) })
        }
        if let menu {
            found += menu.tappableLeaves.map { leaf in
                UIAction(title: leaf.title) { [weak self] _ in leaf.perform(sender: self) }
            }
        }
        return found
    }
}
