import Foundation

/// A menu system: the main menu bar or context menus; ``setNeedsRebuild()`` rebuilds its menus through
/// `buildMenu(with:)` of the app delegate (``UIResponder/buildMenu(with:)``).
@preconcurrency @MainActor
public final class UIMenuSystem: NSObject {
    /// The main menu bar.
    public static let main = UIMenuSystem(kind: "main")
    /// Context menus.
    public static let context = UIMenuSystem(kind: "context")

    /// `"main"` or `"context"`.
    let kind: String
    /// The menus the last rebuild produced, top level, in menu-bar order (simulation addition).
    public private(set) var menus: [UIMenu] = []

    private init(kind: String) {
        self.kind = kind
        super.init()
    }

    /// Rebuilds the menus: starts from UIKit's standard top-level menus (Application, File, Edit, Format,
    /// View, Window, Help) and lets the app delegate change them, at once.
    public func setNeedsRebuild() {
        let builder = MenuBuilder(system: self)
        if let delegate = SimulatedDevice.current?.application?.delegate as? UIResponder {
            delegate.buildMenu(with: builder)
        }
        menus = builder.menus
    }

    /// Asks the system to re-validate menu items; the rebuilt menus need none here.
    public func setNeedsRevalidate() {}
}

/// What `buildMenu(with:)` receives: the menus being built, to change.
@preconcurrency @MainActor
public protocol UIMenuBuilder {
    /// The system whose menus these are.
    var system: UIMenuSystem { get }
    /// The menu with an identifier, anywhere in the tree.
    /// - Parameter identifier: the identifier.
    /// - Returns: the menu, or `nil`.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// Removes a menu.
    /// - Parameter removedIdentifier: its identifier.
    func remove(menu removedIdentifier: UIMenu.Identifier)
    /// Inserts an element first in a menu.
    /// - Parameters:
    ///   - childMenu: the element.
    ///   - parentIdentifier: the menu.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts an element last in a menu.
    /// - Parameters:
    ///   - childMenu: the element.
    ///   - parentIdentifier: the menu.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts a menu after a sibling.
    /// - Parameters:
    ///   - siblingMenu: the menu.
    ///   - siblingIdentifier: the sibling.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Replaces a menu's children.
    /// - Parameters:
    ///   - parentIdentifier: the menu.
    ///   - childrenBlock: given the current children, returns the new ones.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
}

extension UIMenu.Identifier {
    /// The application menu.
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    /// The File menu.
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    /// The Format menu.
    public static let format = UIMenu.Identifier("com.apple.menu.format")
    /// The View menu.
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    /// The Window menu.
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    /// The Help menu.
    public static let help = UIMenu.Identifier("com.apple.menu.help")
}

/// The builder ``UIMenuSystem/setNeedsRebuild()`` hands the app delegate.
@MainActor
final class MenuBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var menus: [UIMenu]

    init(system: UIMenuSystem) {
        self.system = system
        let standard: [(UIMenu.Identifier, String)] = [
            (.application, "Application"), (.file, "File"), (.edit, "Edit"), (.format, "Format"), (.view, "View"), (.window, "Window"), (.help, "Help"),
        ]
        menus = system === UIMenuSystem.main ? standard.map { UIMenu(title: $0.1, identifier: $0.0, children: []) } : []
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        func find(_ elements: [UIMenuElement]) -> UIMenu? {
            for case let menu as UIMenu in elements {
                if menu.identifier == identifier { return menu }
                if let found = find(menu.children) { return found }
            }
            return nil
        }
        return find(menus)
    }

    /// Rewrites the tree: `transform` sees each menu (deepest first) and returns its replacement or `nil` to drop it.
    private func rewrite(_ transform: (UIMenu) -> [UIMenu]) {
        func walk(_ elements: [UIMenuElement]) -> [UIMenuElement] {
            elements.flatMap { element -> [UIMenuElement] in
                guard let menu = element as? UIMenu else { return [element] }
                return transform(menu.replacingChildren(walk(menu.children)))
            }
        }
        menus = walk(menus).compactMap { $0 as? UIMenu }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        rewrite { $0.identifier == removedIdentifier ? [] : [$0] }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        rewrite { $0.identifier == parentIdentifier ? [$0.replacingChildren([childMenu] + $0.children)] : [$0] }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        rewrite { $0.identifier == parentIdentifier ? [$0.replacingChildren($0.children + [childMenu])] : [$0] }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        rewrite { $0.identifier == siblingIdentifier ? [$0, siblingMenu] : [$0] }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        rewrite { $0.identifier == parentIdentifier ? [$0.replacingChildren(childrenBlock($0.children))] : [$0] }
    }
}
