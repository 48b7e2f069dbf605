import SimulatedUIKit

extension AppManifest {
    /// `scenes[i].tabs[j]`: one tab of a window whose root is a tab bar controller: its title, the
    /// screen at the root of its stack, and what it shows while signed out.
    ///
    /// ```json
    /// "tabs": [
    ///   { "title": "Feed", "screen": "Feed" },
    ///   { "title": "Inbox", "screen": "Inbox", "signedOutScreen": "Welcome" }
    /// ]
    /// ```
    public struct Tab: Codable, Sendable, Equatable {
        /// `title`: the tab bar item's title, as `select W TAB` and `expect W tabs` name it; unique within the scene.
        ///
        /// Required.
        public var title: String
        /// `screen`: the screen at the root of the tab's stack when signed in; takes no argument.
        ///
        /// Required.
        public var screen: String
        /// `signedOutScreen`: what the tab shows while signed out; sign-out puts it in the tab, sign-in gives the tab its ``screen`` back (R13).
        ///
        /// Required when ``screen`` requires sign-in; must not require sign-in itself.
        public var signedOutScreen: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, screen, signedOutScreen
        }

        /// Decodes a tab, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "a tab (an object)")
            title = try container.requireText(.title, expected: "the tab's title (a string)")
            screen = try container.requireText(.screen, expected: "a screen name (a string)")
            signedOutScreen = try container.optionalText(.signedOutScreen, expected: "a screen name (a string)")
        }
    }

    /// `scenes[i].columns`: a window whose root is a split view controller: the screens its leading columns hold.
    ///
    /// The secondary column starts empty and takes the screens whose `column` is `secondary`; a
    /// compact window shows the split view collapsed (UIKit's rule).
    ///
    /// ```json
    /// "columns": { "primary": "Items" }
    /// ```
    public struct Columns: Codable, Sendable, Equatable {
        /// `primary`: the screen of the primary column (the sidebar); takes no argument.
        ///
        /// Required.
        public var primary: String
        /// `supplementary`: the screen of the supplementary column; with it the split view is `.tripleColumn`, without it `.doubleColumn`.
        ///
        /// Takes no argument.
        public var supplementary: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case primary, supplementary
        }

        /// Decodes the columns, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "the columns (an object)")
            primary = try container.requireText(.primary, expected: "a screen name (a string)")
            supplementary = try container.optionalText(.supplementary, expected: "a screen name (a string)")
        }

        /// `.tripleColumn` with a supplementary column, else `.doubleColumn`.
        public var style: UISplitViewController.Style {
            supplementary == nil ? .doubleColumn : .tripleColumn
        }
    }

    /// `screens[i].column`: the split view column a screen lives in (``RouteInterface/ContainerPlacement``).
    public enum ColumnName: String, ManifestKeyword {
        /// The sidebar.
        case primary
        /// The middle column of a triple-column split view.
        case supplementary
        /// The detail: shown beside the primary when expanded, pushed over it when collapsed.
        case secondary

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// UIKit's column.
        public var column: UISplitViewController.Column {
            switch self {
            case .primary: .primary
            case .supplementary: .supplementary
            case .secondary: .secondary
            }
        }
    }
}
