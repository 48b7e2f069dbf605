import Foundation

extension UIViewController {
    /// Simulation addition: every button a user can tap on this screen.
    ///
    /// In the order the navigator numbers them and `tap W "Title"` searches them — what UIKit host code
    /// declares, then ``actions``:
    ///
    /// 1. the ``navigationItem``'s left bar button items, then its right ones (each item's primary action
    ///    under the item's title, then its menu's actions, depth-first);
    /// 2. the ``UIButton``s in the loaded ``view`` and its subviews, back to front, depth-first (hidden views
    ///    and disabled buttons left out; a button's menu's actions after it);
    /// 3. ``actions``.
    ///
    /// Disabled or hidden items, controls and actions are left out. A navigation controller lists its top
    /// controller's buttons before its own.
    ///
    /// - Complexity: O(*v* + *b*), *v* the views under ``view`` and *b* the bar items and menu entries.
    public var tappableActions: [UIAction] {
        var found: [UIAction] = []
        if let navigation = self as? UINavigationController, let top = navigation.topViewController {
            found += top.tappableActions
        }
        if let item = navigationItemIfMade { found += item.tappableActions }
        if let view = viewIfLoaded { found += view.tappableActions }
        return found + actions.filter(\.isTappable)
    }
}
