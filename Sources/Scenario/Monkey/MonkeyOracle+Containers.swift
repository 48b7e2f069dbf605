import Route
import RouteInterface
import Simulator

/// The restoration checks of a window whose root is a container (R15): its record holds the
/// visible top when that is restorable, else the first restorable top of its other stacks (tab or column
/// order), and the tab that is selected.
extension MonkeyOracle {
    /// The screen a container window's record must hold, as the engine picks it: the top of the stack the
    /// user sees when restorable, else the first restorable top of the other stacks, in tab or column
    /// order; with none restorable, the visible top (and then no record may hold it).
    /// - Parameters:
    ///   - container: the window's containers.
    ///   - visibleTop: the top of the stack the user sees, or `nil`.
    ///   - profile: which screens are restorable.
    /// - Returns: the screen name the record must hold, or `nil` when the window shows no screen.
    static func expectedRecordScreen(of container: ContainerSnapshot, visibleTop: String?, profile: MonkeyAppProfile) -> String? {
        let candidates = [visibleTop].compactMap { $0 } + otherStackTops(of: container)
        return candidates.first(where: profile.isRestorable) ?? visibleTop
    }

    /// The tops of a container's stacks other than the one the user sees, in tab or column order: the
    /// unselected tabs' visible tops; a split view's primary, supplementary and secondary columns that do not
    /// hold the visible stack (collapsed: the primary holds the merged stack and is the visible one).
    static func otherStackTops(of container: ContainerSnapshot) -> [String] {
        switch container {
        case .stack, .screen:
            return []
        case let .tabs(tabs, selected):
            return tabs.indices.filter { $0 != selected }.compactMap { tabs[$0].content.visibleStack?.last }
        case let .split(split):
            let stacks = split.columns.filter { ["primary", "supplementary", "secondary"].contains($0.name) }
                .compactMap { column -> (name: String, stack: [String])? in
                    guard case let .stack(stack) = column.content else { return nil }
                    return (column.name, stack)
                }
            let secondaryHasScreens = stacks.contains { $0.name == "secondary" && !$0.stack.isEmpty }
            let visible = !split.isCollapsed && secondaryHasScreens ? "secondary" : "primary"
            return stacks.filter { $0.name != visible }.compactMap(\.stack.last)
        }
    }

    /// Checks a container window's record against what it shows: the screen ``expectedRecordScreen(of:visibleTop:profile:)``
    /// names, and, for a tab bar window, the selected tab (R15).
    /// - Parameters:
    ///   - window: the window.
    ///   - container: its containers.
    ///   - record: its record, if any.
    ///   - signedIn: whether the session is signed in now.
    /// - Returns: the violation, or `nil`.
    func checkContainerRecord(_ window: WindowSnapshot, container: ContainerSnapshot, record: StateRecord?, signedIn: Bool) -> MonkeyViolation? {
        let expected = Self.expectedRecordScreen(of: container, visibleTop: window.top, profile: profile) ?? "nothing"
        if let record, record.isSignedIn == signedIn, record.screenName != expected {
            return MonkeyViolation(
                rule: "R15", check: "record-not-top",
                message: "\(window.name) shows \(window.top ?? "nothing") (record due: \(expected)) but its record holds \(record.screenName)")
        }
        if profile.isRestorable(expected), record?.screenName != expected {
            return MonkeyViolation(
                rule: "R15", check: "restorable-top-without-record",
                message: "\(window.name) holds \(expected), which is restorable, but its record holds \(record?.screenName ?? "nothing")")
        }
        if let record, record.isSignedIn == signedIn, case let .tabs(_, selected) = container,
            record.containerState?.selectedTab != selected
        {
            let stored = record.containerState?.selectedTab.map(String.init) ?? "none"
            return MonkeyViolation(
                rule: "R15", check: "record-wrong-tab",
                message: "\(window.name) shows tab \(selected.map(String.init) ?? "none") but its record holds tab \(stored)")
        }
        return nil
    }
}
