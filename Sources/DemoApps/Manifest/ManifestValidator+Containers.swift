/// The checks of `tabs`, `columns` and the screens' `tab` and `column`.
extension ManifestValidator.Checker {
    /// A scene has tabs or columns, not both; every tab has a unique one-line title, a screen without an
    /// argument, and a `signedOutScreen` open to all when its screen requires sign-in; a column's screen
    /// takes no argument; a screen's `tab` names a tab that has the same index in every scene declaring it,
    /// and a screen has a `tab` or a `column`, not both.
    /// - Throws: ``ManifestProblem`` naming the JSON path, what is wrong and what is allowed.
    /// - Complexity: O(t + s) for t tabs and s screens.
    func checkContainers() throws(ManifestProblem) {
        var tabIndexes: [String: (index: Int, scene: String)] = [:]
        for (sceneNumber, scene) in manifest.scenes.enumerated() {
            let path: [ManifestPathComponent] = [.key("scenes"), .index(sceneNumber)]
            if scene.tabs != nil, scene.columns != nil {
                throw ManifestProblem(path.appending("columns"), "a window has one root; expected tabs or columns, not both")
            }
            if let columns = scene.columns {
                try firstScreen(columns.primary, at: path.appending("columns").appending("primary"))
                if let supplementary = columns.supplementary {
                    try firstScreen(supplementary, at: path.appending("columns").appending("supplementary"))
                }
            }
            guard let tabs = scene.tabs else { continue }
            guard !tabs.isEmpty else { throw ManifestProblem(path.appending("tabs"), "empty; expected at least one tab") }
            var titles: [String: Int] = [:]
            for (index, tab) in tabs.enumerated() {
                let tabPath = path.appending("tabs").appending(index)
                try singleLine(tab.title, at: tabPath.appending("title"))
                if let first = titles[tab.title] {
                    throw ManifestProblem(tabPath.appending("title"), "duplicate tab \(tab.title.quotedForMessage); tabs[\(first)] has the same title")
                }
                titles[tab.title] = index
                if let other = tabIndexes[tab.title], other.index != index {
                    throw ManifestProblem(
                        tabPath.appending("title"),
                        "tab \(tab.title.quotedForMessage) is tabs[\(index)] here but tabs[\(other.index)] in scene \(other.scene.quotedForMessage); expected the same position, since a screen's tab names it"
                    )
                }
                tabIndexes[tab.title] = tabIndexes[tab.title] ?? (index, scene.name)
                let home = try firstScreen(tab.screen, at: tabPath.appending("screen"))
                if let signedOut = tab.signedOutScreen {
                    let shown = try firstScreen(signedOut, at: tabPath.appending("signedOutScreen"))
                    if shown.requiresSignIn {
                        throw ManifestProblem(tabPath.appending("signedOutScreen"), "\(signedOut) requires sign-in; expected a screen open to all")
                    }
                } else if home.requiresSignIn {
                    throw ManifestProblem(
                        tabPath.appending("signedOutScreen"),
                        "required key is missing; \(home.name) requires sign-in, so the tab needs a screen open to all while signed out")
                }
            }
        }
        for (index, screen) in manifest.screens.enumerated() {
            let path: [ManifestPathComponent] = [.key("screens"), .index(index)]
            if screen.tab != nil, screen.column != nil {
                throw ManifestProblem(path.appending("column"), "a screen lives in a tab or a column; expected tab or column, not both")
            }
            if let title = screen.tab, tabIndexes[title] == nil {
                let known = tabIndexes.keys.sorted()
                throw ManifestProblem(
                    path.appending("tab"),
                    "unknown tab \(title.quotedForMessage); allowed: \(known.isEmpty ? "none (no scene declares tabs)" : known.joined(separator: ", "))")
            }
        }
    }

    /// A screen a container shows first: declared, without an argument.
    @discardableResult
    private func firstScreen(_ name: String, at path: [ManifestPathComponent]) throws(ManifestProblem) -> AppManifest.Screen {
        let target = try screen(name, at: path)
        if let argument = target.argument {
            throw ManifestProblem(
                path,
                "\(name) takes an argument (\(argument.quotedForMessage)), but a tab's or column's first screen has none; expected a screen without an argument"
            )
        }
        return target
    }
}
