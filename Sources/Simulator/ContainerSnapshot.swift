/// What a window's containers show, as expectations, the transcript and the navigator read it: a tree of tab bar controllers, split view controllers and navigation stacks.
///
/// A window whose root is a plain navigation controller has none (its ``WindowSnapshot/stack`` says
/// everything).
public indirect enum ContainerSnapshot: Sendable, Equatable {
    /// A navigation controller's stack, bottom to top, by screen name (empty: no controller).
    case stack([String])
    /// A view controller that is neither a container nor a navigation controller, by screen name.
    case screen(String)
    /// A tab bar controller: its tabs in order and the index of the selected one (`nil`: none).
    case tabs([Tab], selected: Int?)
    /// A split view controller.
    case split(Split)

    /// One tab of a tab bar controller.
    public struct Tab: Sendable, Equatable {
        /// The tab's title: its tab bar item's title, else its view controller's title, else the screen name
        /// of what it shows first (the root of its stack).
        public var title: String
        /// What the tab holds.
        public var content: ContainerSnapshot

        /// Creates a tab.
        /// - Parameters:
        ///   - title: the tab's title.
        ///   - content: what it holds.
        public init(title: String, content: ContainerSnapshot) {
            self.title = title
            self.content = content
        }
    }

    /// A split view controller's state.
    public struct Split: Sendable, Equatable {
        /// Whether it is collapsed (its window's horizontal size class is compact).
        public var isCollapsed: Bool
        /// Its columns that have a view controller, in the order primary, supplementary, secondary, compact.
        public var columns: [Column]

        /// Creates a split view's state.
        /// - Parameters:
        ///   - isCollapsed: whether it is collapsed.
        ///   - columns: its columns, leading to trailing.
        public init(isCollapsed: Bool, columns: [Column]) {
            self.isCollapsed = isCollapsed
            self.columns = columns
        }
    }

    /// One column of a split view controller.
    public struct Column: Sendable, Equatable {
        /// `primary`, `supplementary`, `secondary` or `compact`.
        public var name: String
        /// Whether the column is on screen (collapsed: only the primary, or the compact column).
        public var isShown: Bool
        /// What the column holds (its navigation controller's stack for the stack columns).
        public var content: ContainerSnapshot

        /// Creates a column.
        /// - Parameters:
        ///   - name: `primary`, `supplementary`, `secondary` or `compact`.
        ///   - isShown: whether it is on screen.
        ///   - content: what it holds.
        public init(name: String, isShown: Bool, content: ContainerSnapshot) {
            self.name = name
            self.isShown = isShown
            self.content = content
        }
    }

    /// The stack this node shows to the user: a navigation stack itself; the selected tab's; a split view's trailing shown column that has screens (the secondary when expanded, else the primary), its primary (or compact) column when collapsed.
    ///
    /// `nil` for a screen.
    public var visibleStack: [String]? {
        switch self {
        case .stack(let stack): return stack
        case .screen: return nil
        case let .tabs(tabs, selected):
            guard let selected, tabs.indices.contains(selected) else { return nil }
            return tabs[selected].content.visibleStack
        case .split(let split):
            let stacks = split.columns.filter(\.isShown).reversed().compactMap(\.content.visibleStack)
            return stacks.first { !$0.isEmpty } ?? stacks.last
        }
    }

    /// The tab bar the user sees first: this node's, else the one inside the shown part of a split view
    /// or the selected tab.
    public var visibleTabs: (tabs: [Tab], selected: Int?)? {
        switch self {
        case .stack, .screen: return nil
        case let .tabs(tabs, selected): return (tabs, selected)
        case .split(let split):
            for column in split.columns where column.isShown {
                if let found = column.content.visibleTabs { return found }
            }
            return nil
        }
    }

    /// The split view the user sees first: this node, else the one in the selected tab.
    public var visibleSplit: Split? {
        switch self {
        case .stack, .screen: return nil
        case .split(let split): return split
        case let .tabs(tabs, selected):
            guard let selected, tabs.indices.contains(selected) else { return nil }
            return tabs[selected].content.visibleSplit
        }
    }

    /// The transcript's lines for this node, each starting with `prefix` (`tab Inbox`, `column primary`):
    /// `tabs=Inbox* Search`, `split=collapsed`, then one line per tab or column, `tab Inbox: stack=…`.
    /// - Parameter prefix: the path of the node, empty at the window.
    /// - Returns: the lines, without indentation.
    public func transcriptLines(prefix: String = "") -> [String] {
        let lead = prefix.isEmpty ? "" : prefix + ": "
        let path = prefix.isEmpty ? "" : prefix + " "
        switch self {
        case .stack(let stack):
            return ["\(lead)stack=\(stack.isEmpty ? "-" : stack.joined(separator: " > "))"]
        case .screen(let name):
            return ["\(lead)screen=\(name)"]
        case let .tabs(tabs, selected):
            var lines = ["\(lead)tabs=" + tabs.enumerated().map { Self.tabLabel($1.title, isSelected: $0 == selected) }.joined(separator: " ")]
            for tab in tabs { lines += tab.content.transcriptLines(prefix: "\(path)tab \(Self.quotedIfNeeded(tab.title))") }
            return lines
        case .split(let split):
            var lines = ["\(lead)split=\(split.isCollapsed ? "collapsed" : "expanded")"]
            for column in split.columns {
                lines += column.content.transcriptLines(prefix: "\(path)column \(column.name)\(column.isShown ? "" : " (hidden)")")
            }
            return lines
        }
    }

    /// A tab's title as `expect W tabs` writes it: quoted when it has spaces or quotes, `*` after the
    /// selected one.
    public static func tabLabel(_ title: String, isSelected: Bool) -> String {
        quotedIfNeeded(title) + (isSelected ? "*" : "")
    }

    /// `title`, in double quotes when it is empty or holds whitespace, a quote, `#` or ends with `*`.
    public static func quotedIfNeeded(_ title: String) -> String {
        let needsQuotes = title.isEmpty || title.hasSuffix("*") || title.contains { $0.isWhitespace || $0 == "\"" || $0 == "#" }
        guard needsQuotes else { return title }
        return "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
