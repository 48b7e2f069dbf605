import DemoApps
import Foundation
import Lint
import Scenario
import Testing

/// The checklist items that need the app manifest: its intents against the Info.plist, and its forwarding.
@Suite("Lint: manifest intents and forwarding")
struct ManifestFactsLintTests {
    /// The Notes Info.plist with RouteKit's types, as bytes read back through the document reader.
    private func notesDocument() throws -> InfoPlistDocument {
        let plist: [String: Any] = [
            "LSRequiresIPhoneOS": true,
            "NSUserActivityTypes": ["com.notes.viewing", "com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"],
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["Notes"]]],
            "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "new-note", "UIApplicationShortcutItemTitle": "New Note"]],
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "Notes.SceneDelegate"],
                ]],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        return try InfoPlistDocument(data: data, source: "Info.plist")
    }

    @Test("a manifest whose intents the Info.plist backs, forwarding discards, adds nothing")
    func backedManifest() throws {
        let facts = ManifestLintFacts(
            file: "notes.json",
            urlIntents: [.init(jsonPath: "intents[0]", value: "notes://note")],
            activityIntents: [.init(jsonPath: "intents[1]", value: "com.notes.viewing")],
            shortcutIntents: [.init(jsonPath: "intents[2]", value: "new-note"), .init(jsonPath: "intents[3]", value: "later", isDynamic: true)],
            forwardsDidDiscardSceneSessions: true)
        let document = try notesDocument()
        #expect(InfoPlistLinter(manifest: facts).findings(for: document) == InfoPlistLinter().findings(for: document))
    }

    @Test("each unbacked intent and a missing discard forward is reported with the manifest's JSON path")
    func unbackedManifest() throws {
        let facts = ManifestLintFacts(
            file: "app.json",
            urlIntents: [.init(jsonPath: "intents[0]", value: "notes://note"), .init(jsonPath: "intents[1]", value: "feed://x")],
            activityIntents: [.init(jsonPath: "intents[2]", value: "com.notes.editing")],
            shortcutIntents: [.init(jsonPath: "intents[3]", value: "search")],
            forwardsDidDiscardSceneSessions: false, forwardingJSONPath: "forwards")
        let findings = InfoPlistLinter(manifest: facts).findings(for: try notesDocument())
        let manifestLines = findings.filter { $0.message.hasPrefix("app.json: ") }.map(\.line)
        #expect(manifestLines == [
            "error CFBundleURLTypes: app.json: intents[1]: URL scheme feed of feed://x is not declared: the system refuses its URLs and the app never sees them (U2) (fix: add feed to the CFBundleURLSchemes of a CFBundleURLTypes entry)",
            "error NSUserActivityTypes: app.json: intents[2]: activity type com.notes.editing is not listed: UIKit drops it for new windows, so a launch or a new window carrying it never routes (U4) (fix: add com.notes.editing to NSUserActivityTypes)",
            "warning UIApplicationShortcutItems: app.json: intents[3]: shortcut type search is neither a static UIApplicationShortcutItems entry nor marked dynamic in the manifest, so no quick action carries it (fix: add a UIApplicationShortcutItems entry of type search, or mark the intent dynamic if the app sets it in code)",
            "warning manifest:forwards: app.json: application(_:didDiscardSceneSessions:) is not forwarded to SceneManager, so the restoration records of windows swiped away or closed pile up (U6, R15) (fix: forward didDiscardSceneSessions (call sceneManager.discardSceneSessions(for:)))",
        ])
    }

    @Test("findings sort by severity, then key path with indices by value, then message")
    func ordering() {
        let findings = [
            LintFinding(.info, "a[10]", "m", fix: "f"),
            LintFinding(.warning, "z", "m", fix: "f"),
            LintFinding(.info, "a[2]", "m", fix: "f"),
            LintFinding(.error, "b", "y", fix: "f"),
            LintFinding(.error, "b", "x", fix: "f"),
        ]
        #expect(LintReport(file: "f", findings: findings).findings.map { "\($0.severity.rawValue) \($0.keyPath) \($0.message)" } == [
            "error b x", "error b y", "warning z m", "info a[2] m", "info a[10] m",
        ])
    }
}
