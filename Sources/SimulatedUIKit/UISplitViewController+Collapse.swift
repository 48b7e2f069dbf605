import Foundation

/// Collapsing onto the primary navigation controller and expanding back, as UIKit's column-style split
/// view controller does when its horizontal size class changes.
extension UISplitViewController {
    /// Collapses (compact) or expands (regular) to follow the horizontal size class.
    func followSizeClass() {
        switch traitCollection.horizontalSizeClass {
        case .compact where !isCollapsed: collapse()
        case .regular where isCollapsed: expand()
        default: break
        }
    }

    /// Collapses: with a `.compact` column that controller alone is shown; otherwise the columns' stacks up
    /// to the delegate's top column are pushed onto the primary navigation controller.
    private func collapse() {
        let before = appearanceChildren
        UINavigationController.deferringTransitionEnds(of: stackColumns.compactMap { navigations[$0] }) {
            isCollapsed = true
            if assigned[.compact] == nil { mergeStacks(upTo: proposedTopColumn()) }
        }
        updateAppearance(from: before)
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands: the primary navigation controller keeps what the primary column had, the rest returns to
    /// the supplementary and secondary columns, and every column is shown again.
    private func expand() {
        let before = appearanceChildren
        // The stacks' delegates hear `didShow` once every column holds its part and `isCollapsed` is false,
        // so a navigation they start then goes to the expanded columns.
        UINavigationController.deferringTransitionEnds(of: stackColumns.compactMap { navigations[$0] }) {
            splitStacks()
            isCollapsed = false
        }
        updateAppearance(from: before)
        delegate?.splitViewControllerDidExpand(self)
    }

    /// The delegate's top column for collapsing (UIKit proposes `.secondary`), made one of this style's
    /// stack columns.
    func proposedTopColumn() -> Column {
        let answer = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        if answer == .compact || (answer == .supplementary && style != .tripleColumn) { return .secondary }
        return answer
    }

    /// The deepest column whose controllers are on the collapsed primary navigation controller's stack
    /// (`.primary` when not collapsed onto it).
    var collapsedTopColumn: Column {
        guard let merge, let navigation = navigations[.primary] else { return .primary }
        let stack = navigation.viewControllers
        guard stack.count > merge.primaryCount, let last = stack.last else { return .primary }
        if merge.parts[.supplementary]?.members.contains(ObjectIdentifier(last)) == true { return .supplementary }
        return .secondary
    }

    /// A column's stack to push while collapsed: its navigation controller's, else the root it had when
    /// last merged, else the controller set for it, when that is free.
    private func stack(of column: Column) -> [UIViewController] {
        if let stack = navigations[column]?.viewControllers, !stack.isEmpty { return stack }
        if let root = merge?.parts[column]?.root, root.parent == nil { return [root] }
        if let root = assigned[column], !(root is UINavigationController), root.parent == nil { return [root] }
        return []
    }

    /// Pushes the stacks of the columns after the primary, up to `top`, onto the primary navigation
    /// controller, without animation.
    func mergeStacks(upTo top: Column) {
        guard let navigation = navigations[.primary] else {
            merge = nil
            return
        }
        var combined = navigation.viewControllers
        var record = CollapsedMerge(primaryCount: combined.count, parts: [:])
        for column in stackColumns.dropFirst() where column.rawValue <= top.rawValue {
            let part = stack(of: column)
            guard !part.isEmpty else { continue }
            record.parts[column] = (Set(part.map(ObjectIdentifier.init)), part.first)
            combined += part
        }
        navigation.containerSetStack(combined)
        merge = record
    }

    /// Undoes ``mergeStacks(upTo:)``: the primary keeps its own controllers, the rest goes back to the
    /// columns, without animation.
    func splitStacks() {
        guard let record = merge else { return }
        merge = nil
        guard let navigation = navigations[.primary] else { return }
        let stack = navigation.viewControllers
        let keep = min(record.primaryCount, stack.count)
        navigation.containerSetStack(Array(stack[..<keep]))
        returnToColumns(Array(stack[keep...]), parts: record.parts)
    }

    /// Gives controllers taken off the primary navigation controller back to the columns: the leading ones
    /// that came from the supplementary column to it, the rest (also what was pushed while collapsed) to the
    /// secondary; a merged column left empty gets its root back; with no column to take them they go back
    /// onto the primary.
    private func returnToColumns(_ controllers: [UIViewController], parts: [Column: (members: Set<ObjectIdentifier>, root: UIViewController?)]) {
        var rest = controllers[...]
        if style == .tripleColumn, let supplementary = navigations[.supplementary] {
            let members = parts[.supplementary]?.members ?? []
            let count = rest.prefix { members.contains(ObjectIdentifier($0)) }.count
            give(Array(rest.prefix(count)), to: supplementary, root: parts[.supplementary]?.root)
            rest = rest.dropFirst(count)
        }
        if let secondary = navigations[.secondary] {
            give(Array(rest), to: secondary, root: parts[.secondary]?.root)
        } else if !rest.isEmpty, let primary = navigations[.primary] {
            primary.containerSetStack(primary.viewControllers + rest)
        }
    }

    private func give(_ part: [UIViewController], to navigation: UINavigationController, root: UIViewController?) {
        if !part.isEmpty {
            navigation.containerSetStack(part)
        } else if navigation.viewControllers.isEmpty, let root, root.parent == nil {
            navigation.containerSetStack([root])
        }
    }

    /// ``show(_:)`` while collapsed onto the primary: pushes the stacks of the columns after the current
    /// top up to `column`, or pops back to `column` (returning the popped controllers to their columns),
    /// animated; refused with UIKit's warning during a transition.
    func showWhileCollapsed(_ column: Column) {
        guard let navigation = navigations[.primary] else { return }
        if merge == nil { merge = CollapsedMerge(primaryCount: navigation.viewControllers.count, parts: [:]) }
        guard var record = merge else { return }
        let current = collapsedTopColumn
        guard column != current else { return }
        let stack = navigation.viewControllers
        if column.rawValue > current.rawValue {
            var combined = stack
            for other in stackColumns where other.rawValue > current.rawValue && other.rawValue <= column.rawValue {
                let part = self.stack(of: other)
                guard !part.isEmpty else { continue }
                record.parts[other] = (Set(part.map(ObjectIdentifier.init)), part.first)
                combined += part
            }
            if navigation.containerSetStack(combined, animated: true, checked: true) { merge = record }
            return
        }
        var keep = min(record.primaryCount, stack.count)
        if column == .supplementary, let members = record.parts[.supplementary]?.members {
            keep += stack[keep...].prefix { members.contains(ObjectIdentifier($0)) }.count
        }
        let popped = Array(stack[keep...])
        guard navigation.containerSetStack(Array(stack[..<keep]), animated: true, checked: true) else { return }
        returnToColumns(popped, parts: record.parts)
    }
}
