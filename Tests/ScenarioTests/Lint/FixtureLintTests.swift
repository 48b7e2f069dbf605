import DemoApps
import Foundation
import Lint
import Scenario
import Testing

/// `routenav lint` on the real Info.plists of `../shared/fixtures/plists`.
@Suite("Lint: the real Info.plists")
struct FixtureLintTests {
    private static let multipleScenes = "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes"
    private static let windowRole = "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication"

    /// Lints a fixture as `routenav lint` does and returns the report's findings and exit status.
    private func lint(_ name: String) throws -> (findings: [LintFinding], status: Scenario.ExitStatus) {
        let document = try InfoPlistDocument.read(contentsOf: PlistFixtures.url(name))
        let report = LintReport(file: name, findings: InfoPlistLinter().findings(for: document))
        return (report.findings, report.exitStatus)
    }

    private func finding(_ findings: [LintFinding], _ severity: LintFinding.Severity, at keyPath: String,
                         containing text: String) -> LintFinding? {
        findings.first { $0.severity == severity && $0.keyPath == keyPath && $0.message.contains(text) }
    }

    @Test("Firefox: multi-window, without RouteKit's activity types, with $(...) placeholders",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func firefox() throws {
        let (findings, status) = try lint(PlistFixtures.firefox)
        #expect(status == .expectationFailed)
        #expect(finding(findings, .info, at: Self.multipleScenes, containing: "true: a multi-window app") != nil)
        #expect(finding(findings, .error, at: "NSUserActivityTypes", containing: "without RouteKit's com.route.sceneActivity.multiWindow") != nil)
        #expect(finding(findings, .error, at: "NSUserActivityTypes", containing: "without RouteKit's com.route.sceneActivity.sceneForwarding") != nil)
        // Placeholders where routing matches never match: a warning at the first such key path; each
        // placeholder once, however many keys use it.
        #expect(finding(findings, .warning, at: "CFBundleURLTypes[0].CFBundleURLSchemes[0]", containing: "$(MOZ_PUBLIC_URL_SCHEME)") != nil)
        #expect(finding(findings, .warning, at: "CFBundleURLTypes[0].CFBundleURLSchemes[1]", containing: "$(MOZ_INTERNAL_URL_SCHEME)") != nil)
        let bundleIdentifier = findings.filter { $0.message.contains("placeholder $(PRODUCT_BUNDLE_IDENTIFIER)") }
        #expect(bundleIdentifier.count == 1)
        #expect(bundleIdentifier.first?.severity == .warning)
        #expect(bundleIdentifier.first?.keyPath == "UIApplicationShortcutItems[0].UIApplicationShortcutItemType")
        #expect(bundleIdentifier.first?.message.contains("CFBundleIdentifier") == true)
        #expect(bundleIdentifier.first?.message.contains("UIApplicationShortcutItems[1].UIApplicationShortcutItemType") == true)
        // Elsewhere they are harmless: info.
        #expect(finding(findings, .info, at: "\(Self.windowRole)[0].UISceneDelegateClassName", containing: "$(PRODUCT_MODULE_NAME)") != nil)
        let placeholders = findings.filter { $0.message.hasPrefix("unresolved build-setting placeholder") }
        #expect(Set(placeholders.map { $0.message.split(separator: " ")[3] }).count == placeholders.count)
        // One configuration, one role: no mapping to explain; and it has a scene manifest.
        #expect(!findings.contains { $0.message.contains("maps to scene identity") })
        #expect(!findings.contains { $0.keyPath == "UIApplicationSceneManifest" })
    }

    @Test("Signal: no scene manifest, so an app-delegate app whose delegate must forward to SceneManager",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func signal() throws {
        let (findings, status) = try lint(PlistFixtures.signal)
        #expect(status == .success)
        let appDelegate = finding(findings, .warning, at: "UIApplicationSceneManifest", containing: "no scene manifest: an app-delegate-only app")
        #expect(appDelegate?.message.contains("application(_:open:options:)") == true)
        #expect(appDelegate?.fix.contains("app-delegate forwarders") == true)
        // Without a manifest there is no multiple-scenes key to miss, and R16 does not apply.
        #expect(!findings.contains { $0.keyPath == Self.multipleScenes })
        #expect(!findings.contains { $0.keyPath == "NSUserActivityTypes" })
        // ${...} placeholders too, once each, naming every key that uses it.
        let productName = findings.filter { $0.message.contains("placeholder ${PRODUCT_NAME}") }
        #expect(productName.count == 1)
        #expect(productName.first?.keyPath == "CFBundleDisplayName")
        #expect(productName.first?.message.contains("CFBundleName") == true)
        #expect(!findings.contains { $0.severity == .error })
    }

    @Test("Kickstarter: single-window, nothing that fails", .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func kickstarter() throws {
        let (findings, status) = try lint(PlistFixtures.kickstarter)
        #expect(status == .success)
        #expect(finding(findings, .info, at: Self.multipleScenes, containing: "false: a single-window app") != nil)
        #expect(!findings.contains { $0.severity == .error })
        // A single-window app needs no RouteKit activity types (R16 is for multi-window apps).
        #expect(!findings.contains { $0.keyPath == "NSUserActivityTypes" })
        #expect(finding(findings, .info, at: "CFBundleExecutable", containing: "$(EXECUTABLE_NAME)") != nil)
    }

    @Test("Home Assistant: several configurations and roles, ${...} placeholders in its URL schemes",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func homeAssistant() throws {
        let (findings, status) = try lint(PlistFixtures.homeAssistant)
        #expect(status == .expectationFailed)
        let mappings = findings.filter { $0.message.contains("maps to scene identity") }
        #expect(mappings.map(\.keyPath) == (0..<5).map { "\(Self.windowRole)[\($0)]" })
        #expect(mappings[0].message.contains("\"Onboarding\" maps to scene identity main: the primary scene"))
        #expect(mappings[1].message.contains("\"WebView\" maps to scene identity webview"))
        #expect(mappings[2].message.contains("\"Settings\" maps to scene identity settings"))
        #expect(mappings[3].message.contains("\"About\" maps to scene identity about"))
        #expect(mappings[4].message.contains("\"Assist\" maps to scene identity assist"))
        #expect(finding(findings, .info, at: "UIApplicationSceneManifest.UISceneConfigurations.CPTemplateApplicationSceneSessionRoleApplication",
                        containing: "is not a window scene role") != nil)
        #expect(finding(findings, .warning, at: "CFBundleURLTypes[0].CFBundleURLSchemes[0]", containing: "${ENV_URL_HANDLER}") != nil)
        #expect(finding(findings, .warning, at: "CFBundleURLTypes[0].CFBundleURLSchemes[1]", containing: "${MIGRATION_URL_HANDLER}") != nil)
        #expect(finding(findings, .error, at: "NSUserActivityTypes", containing: "com.route.sceneActivity.multiWindow") != nil)
        // Four window configurations name no scene delegate (WebView does).
        let delegateless = findings.filter { $0.keyPath.hasSuffix(".UISceneDelegateClassName") && $0.severity == .warning }
        #expect(delegateless.map(\.keyPath) == [0, 2, 3, 4].map { "\(Self.windowRole)[\($0)].UISceneDelegateClassName" })
    }

    @Test("NetNewsWire: multi-window without RouteKit's types; its own schemes and types are plain",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func netNewsWire() throws {
        let (findings, status) = try lint(PlistFixtures.netNewsWire)
        #expect(status == .expectationFailed)
        #expect(findings.filter { $0.severity == .error }.map(\.keyPath) == ["NSUserActivityTypes", "NSUserActivityTypes"])
        #expect(finding(findings, .info, at: Self.multipleScenes, containing: "true: a multi-window app") != nil)
        // feed, feeds and netnewswire are literal schemes, the activity types literal too: no routing warnings.
        #expect(!findings.contains { $0.severity == .warning })
        // One placeholder in two keys: reported once, at the first, naming both.
        let organization = findings.filter { $0.message.contains("$(ORGANIZATION_IDENTIFIER)") }
        #expect(organization.map(\.keyPath) == ["AppGroup"])
        #expect(organization.first?.message.contains("used at AppGroup, OrganizationIdentifier") == true)
        #expect(!findings.contains { $0.message.contains("maps to scene identity") })
    }

    @Test("every fixture's report is sorted errors first and is the same on every run",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func deterministicOrder() throws {
        for name in PlistFixtures.names {
            let first = try lint(name).findings
            let second = try lint(name).findings
            #expect(first == second, "\(name)")
            #expect(first == first.reversed().sorted(by: LintFinding.precedes), "\(name)")
            let ranks = first.map { LintFinding.Severity.allCases.firstIndex(of: $0.severity) ?? 0 }
            #expect(ranks == ranks.sorted(), "\(name)")
        }
    }
}
