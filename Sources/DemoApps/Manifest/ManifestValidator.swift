import Foundation
import RouteInterface
import SimulatedUIKit

/// The checks a decoded manifest passes before anything runs: names well formed and unique, every screen and scene reference resolved, preceding chains finite, arguments supplied exactly where a screen declares one, intents well formed and registered once, and no path by which a screen that requires sign-in could show while signed out.
///
/// The first failure, in manifest order, is reported.
enum ManifestValidator {
    /// The longest scene or screen name accepted, in characters.
    static let maximumNameLength = 64
    /// The longest preceding chain accepted (the engine's limit, R11).
    static let maximumChainDepth = 32

    /// Checks a decoded manifest.
    /// - Parameter manifest: the manifest.
    /// - Throws: ``ManifestProblem`` naming the JSON path, what is wrong and what is allowed.
    /// - Complexity: O(s · d + a + i · r) for s screens with chains of depth d, a actions, and i intents
    ///   matched against r registrations, plus O(t + s) for t tabs.
    static func validate(_ manifest: AppManifest) throws(ManifestProblem) {
        var checker = Checker(manifest: manifest)
        try checker.checkNames()
        try checker.checkScenes()
        try checker.checkContainers()
        try checker.checkChains()
        try checker.checkActions()
        try checker.checkIntents()
        try checker.checkAssociatedDomains()
        try checker.checkSignIn()
    }

    /// Whether a scene name can name a window in scenarios: letters, digits, `.`, `_`, `-`, starting with
    /// a letter or digit (so no `#`, which numbers windows, and no spaces, which end words).
    static func isSceneName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first.isASCIILetter || first.isASCIIDigit, name.count <= maximumNameLength else { return false }
        return name.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// Whether a screen name is a type-like identifier scenarios can write (`NoteDetail`).
    static func isScreenName(_ name: String) -> Bool {
        name.isPlainIdentifier && name.count <= maximumNameLength
    }

    struct Checker {
        let manifest: AppManifest
        var sceneIndex: [String: Int] = [:]
        var screenIndex: [String: Int] = [:]

        init(manifest: AppManifest) {
            self.manifest = manifest
        }

        private var sceneList: String { Self.list(manifest.scenes.map(\.name)) }
        private var screenList: String { Self.list(manifest.screens.map(\.name)) }

        /// Names for "allowed: …", at most 20 of them, so a message stays one readable line.
        private static func list(_ names: [String]) -> String {
            let shown = names.prefix(20).joined(separator: ", ")
            return names.count > 20 ? "\(shown) and \(names.count - 20) more" : shown
        }

        /// Refuses text that would break a log line, a transcript line or a scenario's `tap` step.
        func singleLine(_ text: String, at path: [ManifestPathComponent]) throws(ManifestProblem) {
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw ManifestProblem(path, "contains a control character (a line break, a tab, …); expected one line of text")
            }
        }

        mutating func checkNames() throws(ManifestProblem) {
            try singleLine(manifest.name, at: [.key("name")])
            guard !manifest.scenes.isEmpty else { throw ManifestProblem([.key("scenes")], "empty; expected at least one scene") }
            for (index, scene) in manifest.scenes.enumerated() {
                let path: [ManifestPathComponent] = [.key("scenes"), .index(index), .key("name")]
                guard ManifestValidator.isSceneName(scene.name) else {
                    throw ManifestProblem(
                        path,
                        "\(scene.name.quotedForMessage) is not a scene name; expected letters, digits, '.', '_' or '-', starting with a letter or digit, at most \(maximumNameLength) characters"
                    )
                }
                if let first = sceneIndex[scene.name] {
                    throw ManifestProblem(path, "duplicate scene \(scene.name.quotedForMessage); scenes[\(first)] has the same name")
                }
                sceneIndex[scene.name] = index
            }
            guard !manifest.screens.isEmpty else { throw ManifestProblem([.key("screens")], "empty; expected at least one screen") }
            for (index, screen) in manifest.screens.enumerated() {
                let path: [ManifestPathComponent] = [.key("screens"), .index(index), .key("name")]
                guard ManifestValidator.isScreenName(screen.name) else {
                    throw ManifestProblem(
                        path,
                        "\(screen.name.quotedForMessage) is not a screen name; expected an identifier (letters, digits and '_', not starting with a digit), at most \(maximumNameLength) characters"
                    )
                }
                if let first = screenIndex[screen.name] {
                    throw ManifestProblem(path, "duplicate screen \(screen.name.quotedForMessage); screens[\(first)] has the same name")
                }
                screenIndex[screen.name] = index
            }
            guard ManifestValidator.isScreenName(manifest.splash.name) else {
                throw ManifestProblem(
                    [.key("splash"), .key("name")],
                    "\(manifest.splash.name.quotedForMessage) is not a screen name; expected an identifier (letters, digits and '_', not starting with a digit)"
                )
            }
        }

        func scene(_ name: String, at path: [ManifestPathComponent]) throws(ManifestProblem) {
            guard sceneIndex[name] != nil else {
                throw ManifestProblem(path, "unknown scene \(name.quotedForMessage); allowed: \(sceneList)")
            }
        }

        func screen(_ name: String, at path: [ManifestPathComponent]) throws(ManifestProblem) -> AppManifest.Screen {
            guard let index = screenIndex[name] else {
                throw ManifestProblem(path, "unknown screen \(name.quotedForMessage); allowed: \(screenList)")
            }
            return manifest.screens[index]
        }

        func checkScenes() throws(ManifestProblem) {
            try scene(manifest.primaryScene, at: [.key("primaryScene")])
            for (index, scene) in manifest.scenes.enumerated() {
                for (key, name) in [("initialScreen", scene.initialScreen), ("signedOutScreen", scene.signedOutScreen)] {
                    guard let name else { continue }
                    let path: [ManifestPathComponent] = [.key("scenes"), .index(index), .key(key)]
                    let target = try screen(name, at: path)
                    if let argument = target.argument {
                        throw ManifestProblem(
                            path,
                            "\(name) takes an argument (\(argument.quotedForMessage)), but a window's first screen has none; expected a screen without an argument"
                        )
                    }
                }
            }
        }

        func checkChains() throws(ManifestProblem) {
            for (index, screen) in manifest.screens.enumerated() {
                guard let precedingName = screen.precedingScreen else { continue }
                let path: [ManifestPathComponent] = [.key("screens"), .index(index), .key("precedingScreen")]
                let preceding = try self.screen(precedingName, at: path)
                if let argument = preceding.argument, screen.argument == nil {
                    throw ManifestProblem(
                        path,
                        "\(precedingName) takes an argument (\(argument.quotedForMessage)), but \(screen.name) has none to pass on; expected a screen without an argument"
                    )
                }
                var chain = [screen.name]
                var next: String? = precedingName
                while let name = next {
                    if chain.contains(name) {
                        throw ManifestProblem(path, "the preceding chain \((chain + [name]).joined(separator: " > ")) is a cycle; expected a chain that ends")
                    }
                    guard chain.count <= maximumChainDepth else {
                        throw ManifestProblem(path, "the preceding chain of \(screen.name) is deeper than \(maximumChainDepth) screens")
                    }
                    chain.append(name)
                    next = screenIndex[name].flatMap { manifest.screens[$0].precedingScreen }
                }
            }
        }

        func checkActions() throws(ManifestProblem) {
            for (screenNumber, screen) in manifest.screens.enumerated() {
                var titles: [String: Int] = [:]
                for (actionNumber, action) in screen.actions.enumerated() {
                    let path: [ManifestPathComponent] = [.key("screens"), .index(screenNumber), .key("actions"), .index(actionNumber)]
                    if let first = titles[action.title] {
                        throw ManifestProblem(
                            path.appending("title"), "duplicate title \(action.title.quotedForMessage) on \(screen.name); actions[\(first)] has the same title")
                    }
                    titles[action.title] = actionNumber
                    try singleLine(action.title, at: path.appending("title"))
                    switch action.kind {
                    case let .push(name, argument), let .present(name, argument):
                        let target = try self.screen(name, at: path.appending(action.kind.key))
                        try checkArgument(argument, for: target, at: path.appending("argument"))
                        if let argument { try singleLine(argument, at: path.appending("argument")) }
                    case let .activateScene(name):
                        try scene(name, at: path.appending("activateScene"))
                    case let .closeWindow(close):
                        for (sceneNumber, name) in close.scenes.enumerated() {
                            try scene(name, at: path.appending("closeWindow").appending("scenes").appending(sceneNumber))
                        }
                    case .dismiss, .back, .signIn, .signOut:
                        break
                    }
                }
            }
        }

        func checkArgument(_ argument: String?, for target: AppManifest.Screen, at path: [ManifestPathComponent]) throws(ManifestProblem) {
            switch (target.argument, argument) {
            case let (declared?, nil):
                throw ManifestProblem(path, "required key is missing; \(target.name) takes an argument (\(declared.quotedForMessage))")
            case (nil, .some):
                throw ManifestProblem(path, "\(target.name) takes no argument; leave the key out")
            default:
                break
            }
        }

        /// Every `associatedDomains` entry parses as `SERVICE:DOMAIN[:PORT]`, with a known service.
        func checkAssociatedDomains() throws(ManifestProblem) {
            let services = ["applinks", "webcredentials", "activitycontinuation", "appclips"]
            for (index, entry) in manifest.associatedDomains.enumerated() {
                guard let domain = AssociatedDomain(entry), services.contains(domain.service) else {
                    throw ManifestProblem(
                        [.key("associatedDomains"), .index(index)],
                        "\(entry.quotedForMessage) is not an associated domain; expected SERVICE:DOMAIN with SERVICE one of \(services.joined(separator: ", ")), for example applinks:*.example.com"
                    )
                }
            }
        }

        func checkIntents() throws(ManifestProblem) {
            var registered: [SceneIntent: Int] = [:]
            for (index, intent) in manifest.intents.enumerated() {
                let path: [ManifestPathComponent] = [.key("intents"), .index(index)]
                if case let .url(text) = intent.trigger {
                    guard let url = URL(string: text), url.scheme?.isEmpty == false, SceneIntent.url(url).urlPathSegments != nil else {
                        throw ManifestProblem(
                            path.appending("url"),
                            "\(text.quotedForMessage) is not a URL the engine can match; expected scheme://host/path, for example notes://note")
                    }
                    if let problem = SceneIntentMatcher(registrations: [SceneIntent.url(url)]).problems.first {
                        throw ManifestProblem(
                            path.appending("url"), "\(problem); expected a template such as ksr://www.kickstarter.com/projects/:creator/:project")
                    }
                }
                let registration = intent.registration
                if let first = registered[registration] {
                    throw ManifestProblem(path.appending(intent.triggerKey), "duplicate intent; intents[\(first)] registers the same \(intent.triggerKey)")
                }
                registered[registration] = index
                let target = try screen(intent.screen, at: path.appending("screen"))
                switch (target.argument, intent.argument) {
                case let (declared?, nil):
                    let sources =
                        switch intent.trigger {
                        case .url: "expected pathSegment, queryItem or parameter"
                        case .activityType: "expected userInfoKey"
                        case .shortcutType: "a shortcut carries none, so it cannot show \(target.name)"
                        }
                    throw ManifestProblem(path, "\(target.name) takes an argument (\(declared.quotedForMessage)) but the intent gives no source; \(sources)")
                case let (nil, source?):
                    throw ManifestProblem(path.appending(source.key), "\(target.name) takes no argument; leave the key out")
                case let (_, .parameter(name)?):
                    let named = registration.urlTemplateParameterNames
                    guard named.contains(name) else {
                        let names = named.isEmpty ? "it names none" : "it names \(named.joined(separator: ", "))"
                        throw ManifestProblem(path.appending("parameter"), "\(name.quotedForMessage) is not a parameter of the url; \(names)")
                    }
                default:
                    break
                }
                if let name = intent.scene {
                    try scene(name, at: path.appending("scene"))
                }
            }
        }

        /// The screens a window may show for `name`: the screen and, as the engine lays it, its chain.
        func chain(of name: String) -> [AppManifest.Screen] {
            var screens: [AppManifest.Screen] = []
            var next: String? = name
            while let current = next, let index = screenIndex[current], screens.count <= maximumChainDepth {
                screens.append(manifest.screens[index])
                next = manifest.screens[index].precedingScreen
            }
            return screens
        }

        func checkSignIn() throws(ManifestProblem) {
            guard let protected = manifest.screens.first(where: \.requiresSignIn) else { return }
            for (index, scene) in manifest.scenes.enumerated() {
                let path: [ManifestPathComponent] = [.key("scenes"), .index(index), .key("signedOutScreen")]
                guard let signedOut = scene.signedOutScreen else {
                    // Name a screen this scene shows (its initial screen, a tab's, a column's, an intent's routed
                    // into it) before one of another scene.
                    let roots =
                        [scene.initialScreen] + (scene.tabs ?? []).map(\.screen) + [scene.columns?.primary, scene.columns?.supplementary].compactMap { $0 }
                        + manifest.intents.filter { $0.scene == scene.name }.map(\.screen)
                    let own = roots
                        .lazy.flatMap { chain(of: $0) }.first(where: \.requiresSignIn)
                    let reason =
                        own.map { "scene \(scene.name) shows \($0.name), which requires sign-in" }
                        ?? "\(protected.name) requires sign-in and may be routed into scene \(scene.name)"
                    throw ManifestProblem(path, "required key is missing; \(reason), so a signed-out window needs a screen open to all")
                }
                let shown = manifest.allowsPrecedingStackOnInitialRoute ? chain(of: signedOut) : chain(of: signedOut).prefix(1).map { $0 }
                if let offender = shown.first(where: \.requiresSignIn) {
                    let which =
                        offender.name == signedOut ? "\(signedOut) requires sign-in" : "\(signedOut)'s preceding screen \(offender.name) requires sign-in"
                    throw ManifestProblem(path, "\(which); expected a screen open to all")
                }
            }
            for (index, intent) in manifest.intents.enumerated() {
                guard intent.signInPolicy(in: manifest) == .runSignedOut,
                    let offender = chain(of: intent.screen).first(where: \.requiresSignIn)
                else { continue }
                if intent.signInPolicy == .runSignedOut {
                    throw ManifestProblem(
                        [.key("intents"), .index(index), .key("signInPolicy")],
                        "runSignedOut, but the intent shows \(offender.name), which requires sign-in; expected queueUntilSignIn or dropWhileSignedOut, or a screen open to all"
                    )
                }
                throw ManifestProblem(
                    [.key("executionPermissions"), .key("denyWhileSignedOut")],
                    "false, but intents[\(index)] shows \(offender.name), which requires sign-in; expected true, so the intent waits for sign-in")
            }
        }
    }
}

extension AppManifest.Intent.ArgumentSource {
    /// The JSON key: `pathSegment`, `queryItem` or `userInfoKey`.
    var key: String {
        switch self {
        case .pathSegment: "pathSegment"
        case .queryItem: "queryItem"
        case .parameter: "parameter"
        case .userInfoKey: "userInfoKey"
        }
    }
}
