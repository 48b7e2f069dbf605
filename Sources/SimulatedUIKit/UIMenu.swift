import Foundation

/// A menu of actions and submenus (UIKit's `UIMenu`), shown by a ``UIBarButtonItem`` or a ``UIButton``.
///
/// The navigator lists its tappable actions, depth-first, as buttons of the screen.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A stable name for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        /// - Parameter rawValue: the name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        /// - Parameter rawValue: the name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, set off by separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Destructive: shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is checked.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's subtitle.
    public let subtitle: String?
    /// The menu's identifier, if given.
    public let identifier: Identifier?
    /// How the menu shows its children.
    public let options: Options
    /// The actions and submenus, in display order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    /// - Parameters:
    ///   - title: the menu's title (default empty).
    ///   - subtitle: its subtitle.
    ///   - image: its image.
    ///   - identifier: a stable name.
    ///   - options: how it shows its children.
    ///   - children: actions and submenus, in display order.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.subtitle = subtitle
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy with other children.
    /// - Parameter newChildren: the children of the copy.
    /// - Returns: the new menu.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The tappable actions of the menu and its submenus, depth-first (simulation addition).
    var tappableLeaves: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.isTappable ? [action] : [] }
            if let menu = element as? UIMenu { return menu.tappableLeaves }
            return []
        }
    }
}
