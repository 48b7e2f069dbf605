import AppLinks
import DemoApps
import Foundation
import Route
import Scenario
import SimulatedUIKit

/// RouteKit's integration checklist applied to an app's Info.plist and, optionally, its app manifest:
/// the mistakes RouteKit's README warns "fail silently", as ``LintFinding``s.
///
/// The checks, by severity:
/// - error: a multi-window app without RouteKit's two activity types (U4, R16); a declared URL scheme no URL
///   can carry (empty, or not RFC 3986's letter-then-letters-digits-`+-.`, U2); a manifest activity intent missing from
///   `NSUserActivityTypes` (U4); a manifest URL intent whose scheme `CFBundleURLTypes` lacks (U2); a macOS
///   app's Info.plist (nothing else is checked then).
/// - warning: no scene manifest in a whole Info.plist (app-delegate-only: no scene callback, so the app
///   delegate must forward its own to SceneManager; one window); `UIApplicationSupportsMultipleScenes` absent (read as `false`, U5); a URL scheme iOS keeps for
///   its own apps (`tel`, `sms`, `facetime`, `file`, U2); a window scene configuration
///   naming no scene delegate; a build-setting placeholder used in a URL scheme, activity type or shortcut
///   type (it never matches); no scene manifest in a partial Info.plist without `CFBundleIdentifier`, which
///   Xcode completes at build time (a SwiftUI app's generated scene manifest); a manifest shortcut intent neither static nor marked dynamic; a manifest that does not
///   forward `didDiscardSceneSessions` (records pile up, U6, R15) or a warm-intent callback (U2); a file with
///   no iOS key at all.
/// - info: `http`/`https`/`mailto` schemes (they reach a default browser or mail app only, U2); single- or
///   multi-window; with several scene configurations or roles, which scene identity each
///   window configuration maps to and which roles are not windows; every other placeholder. Each placeholder is
///   reported once, listing every key path that uses it.
public struct InfoPlistLinter: Sendable {
    /// The manifest's facts, when linting with `--manifest`.
    public var manifest: ManifestLintFacts?
    /// The iOS release the scene life-cycle finding is judged for (U12, TN3187): an error on iOS 27, a warning before.
    public var systemVersion: SimulatedSystemVersion

    /// Creates a linter.
    /// - Parameters:
    ///   - manifest: the app manifest's facts, or `nil` to check the Info.plist alone.
    ///   - systemVersion: the iOS release (`lint --ios`); default the current release.
    public init(manifest: ManifestLintFacts? = nil, systemVersion: SimulatedSystemVersion = .current) {
        self.manifest = manifest
        self.systemVersion = systemVersion
    }

    /// The findings for one Info.plist, in report order (``LintFinding/precedes(_:_:)``).
    /// - Parameter document: the Info.plist, as read by ``InfoPlistDocument/read(contentsOf:)``.
    /// - Returns: the findings; empty for a file with nothing to report.
    /// - Complexity: O(n log n) in the size of the file (its strings' total length, and sorting the findings).
    public func findings(for document: InfoPlistDocument) -> [LintFinding] {
        var findings: [LintFinding] = []
        switch document.platform {
        case .macOS(let markers):
            return [
                LintFinding(
                    .error, markers[0],
                    "a macOS app's Info.plist (\(markers.joined(separator: ", "))) with no iOS keys (no UIApplicationSceneManifest, LSRequiresIPhoneOS or other UI… key): RouteKit and this simulation model iOS scenes, so nothing else here applies",
                    fix: "lint the iOS target's Info.plist (the one with UIApplicationSceneManifest)")
            ]
        case .unknown:
            findings.append(
                LintFinding(
                    .warning, "LSRequiresIPhoneOS",
                    "no iOS keys at all (no LSRequiresIPhoneOS, no UI… key): this may not be an iOS app's Info.plist",
                    fix: "lint the iOS app target's Info.plist"))
        case .iOS:
            break
        }
        findings += sceneManifestFindings(document)
        findings += sceneLifecycleFindings(document)
        findings += configurationFindings(document.infoPlist)
        findings += placeholderFindings(document)
        findings += urlSchemeFindings(document)
        if let manifest { findings += manifestFindings(manifest, infoPlist: document.infoPlist) }
        return LintFinding.inReportOrder(findings)
    }

    // MARK: - Scene manifest, multiple scenes, RouteKit's activity types

    private static let manifestKey = "UIApplicationSceneManifest"
    private static let multipleScenesKey = "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes"

    /// A file without a scene manifest and without `CFBundleIdentifier` is not a whole Info.plist: Xcode merges build settings into it (`GENERATE_INFOPLIST_FILE`), as for a SwiftUI app, whose scene manifest it generates (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`).
    ///
    /// Such a file is no evidence of an app-delegate-only app, so it gets a warning, not the app-delegate
    /// finding (``InfoPlistDocument/hasGeneratedSceneManifest``, which skeleton apps use too).
    private static func generatedInfoPlistFinding(_ document: InfoPlistDocument) -> LintFinding? {
        guard document.hasGeneratedSceneManifest else { return nil }
        let markers = document.swiftUIMarkers
        let evidence = markers.isEmpty ? "no CFBundleIdentifier" : "no CFBundleIdentifier; SwiftUI markers: \(markers.joined(separator: ", "))"
        return LintFinding(
            .warning, manifestKey,
            "no scene manifest in a partial Info.plist (\(evidence)): Xcode generates the rest at build time, as for a SwiftUI app whose scene manifest it generates (INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES), so this is not an app-delegate-only app and its scenes cannot be checked from this file (U1, R1)",
            fix: "lint the built app's Info.plist (Products/APP.app/Info.plist), which has the generated scene manifest")
    }

    private func sceneManifestFindings(_ document: InfoPlistDocument) -> [LintFinding] {
        let plist = document.infoPlist
        guard plist.hasSceneManifest else {
            if let generated = Self.generatedInfoPlistFinding(document) { return [generated] }
            return [
                LintFinding(
                    .warning, Self.manifestKey,
                    "no scene manifest: an app-delegate-only app, so UIKit sends no scene callback (no willConnectTo, openURLContexts, continue or performActionFor) and a scene delegate forwarding to SceneManager is never called; the payloads reach the app delegate (launch options, application(_:open:options:), application(_:continue:restorationHandler:), application(_:performActionFor:completionHandler:)) and the app has one window (U1, U5, R4)",
                    fix:
                        "forward those app delegate methods to SceneManager's app-delegate forwarders (returning didFinishLaunching's result from SceneManager), or add UIApplicationSceneManifest with a configuration whose scene delegate forwards to SceneManager"
                )
            ]
        }
        var findings: [LintFinding] = []
        if !document.declaresSupportsMultipleScenes {
            findings.append(
                LintFinding(
                    .warning, Self.multipleScenesKey,
                    "absent, so UIKit reads it as false: a single-window app, where requestSceneActivation reports multipleScenesNotSupported and .newScene/.preferExisting routing degrades to the current window (U5, R4)",
                    fix: "set it to true for multiple windows, or write false to make single-window explicit"))
        } else if !plist.supportsMultipleScenes {
            findings.append(
                LintFinding(
                    .info, Self.multipleScenesKey,
                    "false: a single-window app; requestSceneActivation reports multipleScenesNotSupported and .newScene/.preferExisting routing degrades to the current window (U5, R4)",
                    fix: "none needed; set it to true to allow multiple windows"))
        } else {
            findings.append(
                LintFinding(
                    .info, Self.multipleScenesKey,
                    "true: a multi-window app; RouteKit carries a new window's identity and forwarded intents in its two activity types, which NSUserActivityTypes must list (U4, R16)",
                    fix: "none needed"))
            for type in RouteActivityType.all where !plist.activityTypes.contains(type) {
                let loss =
                    type == RouteActivityType.multiWindow
                    ? "new windows lose their scene identity and open as the primary scene"
                    : "intents forwarded to a new window are lost"
                findings.append(
                    LintFinding(
                        .error, "NSUserActivityTypes",
                        "multi-window app without RouteKit's \(type): UIKit drops it for new windows, so \(loss) (U4, R16)",
                        fix: "add \(type) to NSUserActivityTypes"))
            }
        }
        return findings
    }

    // MARK: - Scene configurations and roles

    private func configurationFindings(_ plist: InfoPlist) -> [LintFinding] {
        guard plist.hasSceneManifest else { return [] }
        let rolesPath = "\(Self.manifestKey).UISceneConfigurations"
        let windowRole = InfoPlist.windowApplicationRole
        let windowConfigurations = plist.sceneConfigurations[windowRole] ?? []
        var findings: [LintFinding] = []
        if windowConfigurations.isEmpty {
            findings.append(
                LintFinding(
                    .info, "\(rolesPath).\(windowRole)",
                    "no window scene configuration in the file: configurationForConnecting must build every window's configuration in code; the skeleton app gets one main scene",
                    fix: "none needed if configurationForConnecting returns a configuration with a scene delegate that forwards to SceneManager"))
        }
        let identities = SkeletonSceneNames.identities(for: windowConfigurations.map(\.name))
        let describesMapping = windowConfigurations.count > 1 || plist.sceneConfigurations.count > 1
        for (index, configuration) in windowConfigurations.enumerated() {
            let path = "\(rolesPath).\(windowRole)[\(index)]"
            let name = configuration.name.map { "\"\($0)\"" } ?? "without a UISceneConfigurationName"
            if describesMapping {
                let identity = identities[index]
                let role = index == 0 ? "the primary scene (windows main, main#2, …)" : "windows \(identity), \(identity)#2, …"
                findings.append(
                    LintFinding(
                        .info, path,
                        "scene configuration \(name) maps to scene identity \(identity): \(role) in scenarios and the navigator; RouteKit takes a window's identity from its activity or session, not from the configuration (R2)",
                        fix: "none needed; return this configuration from configurationForConnecting for windows of \(identity)"))
            }
            if configuration.delegateClassName == nil {
                findings.append(
                    LintFinding(
                        .warning, "\(path).UISceneDelegateClassName",
                        "scene configuration \(name) names no scene delegate: its windows get one only if configurationForConnecting sets delegateClass, else no scene callback reaches SceneManager (U1)",
                        fix:
                            "add UISceneDelegateClassName naming the scene delegate that forwards to SceneManager, or set delegateClass in configurationForConnecting"
                    ))
            }
        }
        for role in plist.sceneConfigurations.keys.sorted() where role != windowRole {
            let configurations = plist.sceneConfigurations[role] ?? []
            let names = configurations.map { $0.name ?? "unnamed" }.joined(separator: ", ")
            findings.append(
                LintFinding(
                    .info, "\(rolesPath).\(role)",
                    "role \(role) (\(configurations.count) configuration\(configurations.count == 1 ? "" : "s")\(names.isEmpty ? "" : ": \(names)")) is not a window scene role: RouteKit routes window scenes only, and the skeleton app gives it no window",
                    fix: "none needed"))
        }
        return findings
    }

    // MARK: - Build-setting placeholders

    /// One finding per unresolved placeholder, however many keys use it: a warning at the first key where
    /// routing matches it (a URL scheme, activity type or shortcut type never matches while it stays
    /// unresolved), else an info at its first key; the message lists every key path that uses it.
    private func placeholderFindings(_ document: InfoPlistDocument) -> [LintFinding] {
        var findings: [LintFinding] = []
        let pathsByText = document.keyPathsByPlaceholder()
        for placeholder in document.infoPlist.placeholders {
            var paths = pathsByText[placeholder.text] ?? []
            if paths.isEmpty { paths = [placeholder.keyPath] }
            let uses = Self.listed(paths)
            if let routed = paths.first(where: { Self.routingKind(of: $0) != nil }), let (kind, rules) = Self.routingKind(of: routed) {
                findings.append(
                    LintFinding(
                        .warning, routed,
                        "unresolved build-setting placeholder \(placeholder.text) (used at \(uses)): Xcode substitutes it at build time, but here it stays as written, so this \(kind) never matches an intent (\(rules))",
                        fix: "lint with --define NAME=VALUE or --xcconfig FILE, or lint the built app's Info.plist"))
            } else {
                findings.append(
                    LintFinding(
                        .info, paths[0],
                        "unresolved build-setting placeholder \(placeholder.text) (used at \(uses)): Xcode substitutes it at build time; kept as written, it does not affect routing",
                        fix: "none needed"))
            }
        }
        return findings
    }

    /// Key paths for a message: all of them up to 8, else the first 8 and how many more.
    private static func listed(_ paths: [String]) -> String {
        let shown = paths.prefix(8).joined(separator: ", ")
        return paths.count > 8 ? "\(shown) and \(paths.count - 8) more" : shown
    }

    // MARK: - URL schemes

    /// Schemes iOS keeps for its own apps: a link with one opens there, never in a third-party app.
    private static let systemSchemes: Set<String> = ["tel", "sms", "facetime", "facetime-audio", "file"]
    /// Schemes that reach a third-party app only when the user made it the default browser or mail app
    /// (iOS 14 or later, with Apple's entitlement), with that entitlement's name.
    private static let defaultAppSchemes: [String: (app: String, entitlement: String)] = [
        "http": ("browser", "com.apple.developer.web-browser"), "https": ("browser", "com.apple.developer.web-browser"),
        "mailto": ("mail app", "com.apple.developer.mail-client"),
    ]

    /// Each declared URL scheme that no link can carry or that iOS keeps for itself (U2).
    ///
    /// A scheme is RFC 3986's `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`; placeholders are reported by
    /// ``placeholderFindings(_:)`` instead.
    private func urlSchemeFindings(_ document: InfoPlistDocument) -> [LintFinding] {
        var findings: [LintFinding] = []
        for location in document.strings
        where Self.routingKind(of: location.keyPath)?.kind == "URL scheme"
            && location.keyPath.hasSuffix("]")
        {
            let scheme = location.text
            guard !scheme.contains("$(") && !scheme.contains("${") else { continue }
            if !Self.isValidScheme(scheme) {
                findings.append(
                    LintFinding(
                        .error, location.keyPath,
                        "\(scheme.isEmpty ? "an empty string" : "\"\(scheme)\"") is not a URL scheme (a letter, then letters, digits, +, - or .): no URL can carry it, so no link ever opens this app through it (U2)",
                        fix: "write the scheme your links use, for example myapp for myapp://…"))
            } else if let role = Self.defaultAppSchemes[scheme.lowercased()] {
                findings.append(
                    LintFinding(
                        .info, location.keyPath,
                        "\(scheme) links reach this app only while the user has made it the default \(role.app) (iOS 14 or later, with the \(role.entitlement) entitlement); otherwise the system's own app opens them (U2)",
                        fix: "none needed for a \(role.app); otherwise use a scheme of your own, or universal links"))
            } else if Self.systemSchemes.contains(scheme.lowercased()) {
                findings.append(
                    LintFinding(
                        .warning, location.keyPath,
                        "\(scheme) belongs to iOS: links with it open the system's own app, never this one (U2)",
                        fix: "use a scheme of your own"))
            }
        }
        return findings
    }

    private static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// What a key path holds if routing matches against it (a URL scheme, an activity type or a shortcut
    /// type), with the rules that match it.
    private static func routingKind(of keyPath: String) -> (kind: String, rules: String)? {
        if keyPath.hasPrefix("CFBundleURLTypes["), keyPath.contains(".CFBundleURLSchemes[") { return ("URL scheme", "U2, R5") }
        if keyPath.hasPrefix("NSUserActivityTypes[") { return ("activity type", "U4, R5") }
        if keyPath.hasPrefix("UIApplicationShortcutItems["), keyPath.hasSuffix(".UIApplicationShortcutItemType") {
            return ("shortcut type", "R5")
        }
        return nil
    }

    // MARK: - The app manifest

    private func manifestFindings(_ manifest: ManifestLintFacts, infoPlist: InfoPlist) -> [LintFinding] {
        var findings: [LintFinding] = []
        for intent in manifest.activityIntents where !infoPlist.activityTypes.contains(intent.value) {
            findings.append(
                LintFinding(
                    .error, "NSUserActivityTypes",
                    "\(manifest.file): \(intent.jsonPath): activity type \(intent.value) is not listed: UIKit drops it for new windows, so a launch or a new window carrying it never routes (U4)",
                    fix: "add \(intent.value) to NSUserActivityTypes"))
        }
        let schemes = Set(infoPlist.urlSchemes.map { $0.lowercased() })
        for intent in manifest.urlIntents {
            let scheme = URLComponents(string: intent.value)?.scheme ?? intent.value.components(separatedBy: ":").first ?? ""
            guard !schemes.contains(scheme.lowercased()) else { continue }
            if ["http", "https"].contains(scheme.lowercased()) {
                findings += Self.universalLinkFindings(intent, manifest: manifest)
                continue
            }
            findings.append(
                LintFinding(
                    .error, "CFBundleURLTypes",
                    "\(manifest.file): \(intent.jsonPath): URL scheme \(scheme) of \(intent.value) is not declared: the system refuses its URLs and the app never sees them (U2)",
                    fix: "add \(scheme) to the CFBundleURLSchemes of a CFBundleURLTypes entry"))
        }
        let staticTypes = Set(infoPlist.shortcutItems.map(\.type))
        for intent in manifest.shortcutIntents where !intent.isDynamic && !staticTypes.contains(intent.value) {
            findings.append(
                LintFinding(
                    .warning, "UIApplicationShortcutItems",
                    "\(manifest.file): \(intent.jsonPath): shortcut type \(intent.value) is neither a static UIApplicationShortcutItems entry nor marked dynamic in the manifest, so no quick action carries it",
                    fix: "add a UIApplicationShortcutItems entry of type \(intent.value), or mark the intent dynamic if the app sets it in code"))
        }
        if !manifest.forwardsDidDiscardSceneSessions {
            findings.append(
                LintFinding(
                    .warning, "manifest:\(manifest.forwardingJSONPath)",
                    "\(manifest.file): application(_:didDiscardSceneSessions:) is not forwarded to SceneManager, so the restoration records of windows swiped away or closed pile up (U6, R15)",
                    fix: "forward didDiscardSceneSessions (call sceneManager.discardSceneSessions(for:))"))
        }
        for callback in manifest.unforwardedWarmCallbacks {
            let (signature, what) = Self.warmCallbacks[callback] ?? (callback, "an intent")
            findings.append(
                LintFinding(
                    .warning, "manifest:forwards.\(callback)",
                    "\(manifest.file): \(signature) is not forwarded to SceneManager, so \(what) arriving while the app runs never routes; a cold launch still does, through the connection options (U1, U2)",
                    fix: "forward \(callback) to SceneManager"))
        }
        return findings
    }

    /// An `http`/`https` intent is a universal link: the system hands it to the app for a host an
    /// `applinks:` entry of the manifest's `associatedDomains` covers (U13), whatever `CFBundleURLSchemes`
    /// says; a host none covers opens in Safari.
    private static func universalLinkFindings(_ intent: ManifestLintFacts.Intent, manifest: ManifestLintFacts) -> [LintFinding] {
        guard let address = WebAddress(intent.value.replacingOccurrences(of: "*", with: "x")), !intent.value.contains("://*") else { return [] }
        guard !AssociatedDomain.applinks(manifest.associatedDomains, match: address) else { return [] }
        let applinks = manifest.associatedDomains.filter { $0.hasPrefix("applinks:") }
        let site = address.host + (address.port.map { ":\($0)" } ?? "")
        return [
            LintFinding(
                .error, "manifest:associatedDomains",
                "\(manifest.file): \(intent.jsonPath): \(intent.value) is a universal link, but no applinks: entry of associatedDomains covers \(site) (declared: \(applinks.isEmpty ? "none" : applinks.joined(separator: ", "))): Safari opens it and the app never sees it (U13)",
                fix: "add applinks:\(site) to the manifest's associatedDomains (the app's Associated Domains entitlement)")
        ]
    }

    /// The warm-intent callbacks a manifest can leave unforwarded: name, UIKit signature and what it carries.
    private static let warmCallbacks: [String: (signature: String, carries: String)] = [
        "openURLContexts": ("scene(_:openURLContexts:)", "a URL"),
        "continue": ("scene(_:continue:)", "a user activity"),
        "performActionFor": ("windowScene(_:performActionFor:completionHandler:)", "a quick action"),
    ]
}
