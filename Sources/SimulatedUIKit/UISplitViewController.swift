import Foundation

/// A column-style split view controller (iOS 14): a primary column beside a secondary (detail) column,
/// with a supplementary column between them in the triple-column style.
///
/// - Each of the primary, supplementary and secondary columns holds a navigation controller: a view
///   controller set for one that is not a navigation controller is wrapped in one, as UIKit does (the
///   `.compact` column is not wrapped). ``viewController(for:)`` returns what was set.
/// - ``isCollapsed`` follows the horizontal size class of the window it is in: compact collapses, regular
///   expands (a split view controller in no window keeps its state). Collapsing with no `.compact` column
///   pushes the stacks of the columns up to the delegate's top column (UIKit proposes `.secondary`) onto
///   the primary column's navigation controller; expanding splits them back: what the primary had stays,
///   the rest returns to the supplementary and secondary columns (a column whose part was popped gets its
///   root back). With a `.compact` column, collapsing shows that controller alone and keeps the columns.
/// - Expanded, every column is shown unless ``hide(_:)`` hid it; collapsed, only the primary navigation
///   controller (or the `.compact` controller) is in the window hierarchy, so an animated push onto a
///   hidden column's navigation controller is reported by ``UINavigationController``.
/// - ``show(_:)`` while collapsed pushes (or pops back to) that column's stack on the primary navigation
///   controller, animated; with a `.compact` column it shows nothing and reports a runtime warning, as
///   does any use of the supplementary column in the double-column style.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split view controller has.
    public enum Style: Int, Sendable {
        /// A classic split view controller (not modelled: treated as `.doubleColumn`).
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of the split view controller.
    public enum Column: Int, Sendable, CaseIterable {
        /// The leading column (a sidebar).
        case primary = 0
        /// The middle column of the triple-column style.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown alone when collapsed, if set.
        case compact = 3
    }

    /// The style given at creation.
    public let style: Style
    /// How the columns of an expanded split view are arranged.
    public enum DisplayMode: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column beside the secondary one.
        case oneBesideSecondary = 2
        /// One column over the secondary one.
        case oneOverSecondary = 3
        /// Two columns beside the secondary one.
        case twoBesideSecondary = 4
        /// Two columns over the secondary one.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary one aside.
        case twoDisplaceSecondary = 6
    }
    /// The arrangement the app prefers when expanded: stored and returned (default
    /// ``DisplayMode/automatic``); the columns the simulation shows follow ``show(_:)`` and ``hide(_:)``.
    public var preferredDisplayMode: DisplayMode = .automatic
    /// Whether a swipe shows and hides the primary column: stored and returned (default `true`).
    public var presentsWithGesture = true
    /// Whether the secondary column has a button to show only it: stored and returned (default `false`).
    public var showsSecondaryOnlyButton = false
    /// Customizes collapsing and expanding.
    public weak var delegate: (any UISplitViewControllerDelegate)?
    /// Whether the split view controller is collapsed (its horizontal size class is compact).
    public internal(set) var isCollapsed = false

    /// What ``setViewController(_:for:)`` was given, by column.
    var assigned: [Column: UIViewController] = [:]
    /// The navigation controller of each stack column (the assigned one, or the wrapper made for it).
    var navigations: [Column: UINavigationController] = [:]
    /// The wrappers made here, reused when a column gets a new view controller.
    var wrappers: Set<ObjectIdentifier> = []
    /// Columns hidden by ``hide(_:)`` while expanded.
    var hiddenColumns: Set<Column> = []
    /// How the primary navigation controller's stack was made while collapsed onto it.
    var merge: CollapsedMerge?

    /// The columns pushed onto the primary navigation controller when collapsing.
    struct CollapsedMerge {
        /// How many controllers the primary column had.
        var primaryCount: Int
        /// Each merged column's controllers, by identity, and the root to give it back if all were popped.
        var parts: [Column: (members: Set<ObjectIdentifier>, root: UIViewController?)]
    }

    /// Creates a column-style split view controller.
    /// - Parameter style: `.doubleColumn` or `.tripleColumn`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    override func containerTraitsDidChange(from previous: UITraitCollection?) {
        followSizeClass()
    }

    /// The columns that hold navigation stacks, leading to trailing.
    var stackColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// The view controller set for a column (not the navigation controller wrapping it).
    /// - Parameter column: the column.
    /// - Returns: the controller, or `nil` when none is set.
    public func viewController(for column: Column) -> UIViewController? {
        assigned[column]
    }

    /// Sets the view controller of a column; one that is not a navigation controller is wrapped in one (except for `.compact`).
    ///
    /// While collapsed the new controller takes its place in the collapsed stack.
    ///
    /// - Parameters:
    ///   - vc: the controller, or `nil` to clear the column.
    ///   - column: the column; `.supplementary` only in the triple-column style (else a runtime warning).
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        guard accepts(column, "setViewController:forColumn:") else { return }
        rearrange {
            if column == .compact {
                assigned[.compact] = vc
                return
            }
            assigned[column] = vc
            guard let vc else {
                navigations[column] = nil
                return
            }
            if let navigation = vc as? UINavigationController {
                navigations[column] = navigation
            } else if let existing = navigations[column], wrappers.contains(ObjectIdentifier(existing)) {
                existing.containerSetStack([vc])
            } else {
                let wrapper = UINavigationController(rootViewController: vc)
                wrappers.insert(ObjectIdentifier(wrapper))
                navigations[column] = wrapper
            }
        }
    }

    /// Shows a column.
    ///
    /// Expanded: a hidden column is shown again. Collapsed: that column's stack is pushed on (or the stack
    /// pops back to it), animated; with a `.compact` column nothing is shown and a runtime warning is
    /// reported.
    ///
    /// - Parameter column: the column to show.
    public func show(_ column: Column) {
        guard accepts(column, "showColumn:"), column != .compact else { return }
        if !isCollapsed {
            let before = appearanceChildren
            guard hiddenColumns.remove(column) != nil else { return }
            updateAppearance(from: before)
            return
        }
        if assigned[.compact] != nil {
            UIKitRuntime.warning(
                "showColumn: called on \(warningName) while it is collapsed and shows its compact column; the \(column.name) column is not shown.")
            return
        }
        showWhileCollapsed(column)
    }

    /// Hides a column.
    ///
    /// Expanded: the primary or supplementary column leaves the screen (the secondary cannot be
    /// hidden). Collapsed: the stack pops back to the column before it.
    ///
    /// - Parameter column: the column to hide.
    public func hide(_ column: Column) {
        guard accepts(column, "hideColumn:"), column != .compact else { return }
        if isCollapsed {
            guard assigned[.compact] == nil, column != .primary, let index = stackColumns.firstIndex(of: column) else { return }
            if collapsedTopColumn.rawValue >= column.rawValue { showWhileCollapsed(stackColumns[index - 1]) }
            return
        }
        guard column != .secondary else { return }
        let before = appearanceChildren
        guard hiddenColumns.insert(column).inserted else { return }
        updateAppearance(from: before)
    }

    /// Whether the column exists in this style; reports UIKit's runtime warning when it does not.
    private func accepts(_ column: Column, _ operation: String) -> Bool {
        guard column == .supplementary, style != .tripleColumn else { return true }
        UIKitRuntime.warning(
            "\(operation) called on \(warningName) with the supplementary column, which a double-column split view controller does not have; ignored.")
        return false
    }

    override func isChildInHierarchy(_ child: UIViewController) -> Bool {
        if isCollapsed {
            if let compact = assigned[.compact] { return child === compact }
            return child === navigations[.primary]
        }
        for column in stackColumns where navigations[column] === child {
            return !hiddenColumns.contains(column)
        }
        return false
    }

    /// Simulation addition: whether a column's controller (its navigation controller, or the compact
    /// column's controller) is on screen while the split view controller is.
    /// - Parameter controller: one of the split view controller's children.
    /// - Returns: `true` when the split view controller shows it.
    package func appearanceIsShown(_ controller: UIViewController) -> Bool {
        controller.parent === self && isChildInHierarchy(controller)
    }

    /// Simulation addition: what holds a column — the navigation controller of a stack column (empty while
    /// its controllers sit collapsed on the primary), the `.compact` column's controller.
    /// - Parameter column: the column.
    /// - Returns: the controller, or `nil` when the column has none.
    package func columnContent(for column: Column) -> UIViewController? {
        column == .compact ? assigned[.compact] : navigations[column]
    }

    override var appearanceChildren: [UIViewController] {
        children.filter { isChildInHierarchy($0) }
    }

    /// Applies a change of columns: while collapsed onto the primary the stacks are split back first and
    /// merged again after (to the same depth), the children are rebuilt, what enters or leaves the screen
    /// appears or disappears, and the new controllers get the split view controller's traits.
    func rearrange(_ change: () -> Void) {
        let before = appearanceChildren
        let wasMerged = merge != nil
        let top = collapsedTopColumn
        if wasMerged { splitStacks() }
        change()
        var members = Set<ObjectIdentifier>()
        var newChildren: [UIViewController] = stackColumns.compactMap { navigations[$0] }
        if let compact = assigned[.compact] { newChildren.append(compact) }
        for controller in newChildren { members.insert(ObjectIdentifier(controller)) }
        for controller in children where !members.contains(ObjectIdentifier(controller)) {
            controller.parent = nil
        }
        for controller in newChildren where controller.parent !== self {
            controller.removeFromParent()
            controller.parent = self
        }
        children = newChildren
        if isCollapsed && assigned[.compact] == nil {
            mergeStacks(upTo: wasMerged ? top : proposedTopColumn())
        }
        updateAppearance(from: before)
        deliverTraitChanges()
    }

    /// Makes the children that entered the window hierarchy appear and those that left it disappear, when
    /// the split view controller is on screen.
    /// - Parameter before: the children that were in the hierarchy.
    func updateAppearance(from before: [UIViewController]) {
        guard isAppearingOrAppeared else { return }
        let after = appearanceChildren
        let leaving = before.filter { old in !after.contains { $0 === old } }
        let entering = after.filter { new in !before.contains { $0 === new } }
        for controller in leaving { controller.beginAppearanceTransition(false, animated: false) }
        for controller in entering { controller.beginAppearanceTransition(true, animated: false) }
        for controller in leaving { controller.endAppearanceTransition() }
        for controller in entering { controller.endAppearanceTransition() }
    }
}

extension UISplitViewController.Column {
    /// The column's name in warnings and snapshots: `primary`, `supplementary`, `secondary`, `compact`.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .supplementary: "supplementary"
        case .secondary: "secondary"
        case .compact: "compact"
        }
    }
}
