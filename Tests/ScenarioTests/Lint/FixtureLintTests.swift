import DemoApps
import Foundation
import Scenario
import Testing

/// `routenav lint` on the real Info.plists of `../shared/fixtures/plists` (issue 7's acceptance).
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
        // Placeholders where routing matches never match: warnings, at every key path they occur.
        #expect(finding(findings, .warning, at: "CFBundleURLTypes[0].CFBundleURLSchemes[0]", containing: "$(MOZ_PUBLIC_URL_SCHEME)") != nil)
        #expect(finding(findings, .warning, at: "CFBundleURLTypes[0].CFBundleURLSchemes[1]", containing: "$(MOZ_INTERNAL_URL_SCHEME)") != nil)
        #expect(finding(findings, .warning, at: "UIApplicationShortcutItems[0].UIApplicationShortcutItemType", containing: "$(PRODUCT_BUNDLE_IDENTIFIER)") != nil)
        #expect(finding(findings, .warning, at: "UIApplicationShortcutItems[1].UIApplicationShortcutItemType", containing: "$(PRODUCT_BUNDLE_IDENTIFIER)") != nil)
        // Elsewhere they are harmless: info, also at each key path.
        #expect(finding(findings, .info, at: "CFBundleIdentifier", containing: "$(PRODUCT_BUNDLE_IDENTIFIER)") != nil)
        #expect(finding(findings, .info, at: "MozPublicURLScheme", containing: "$(MOZ_PUBLIC_URL_SCHEME)") != nil)
        #expect(finding(findings, .info, at: "\(Self.windowRole)[0].UISceneDelegateClassName", containing: "$(PRODUCT_MODULE_NAME)") != nil)
        // One configuration, one role: no mapping to explain; and it has a scene manifest.
        #expect(!findings.contains { $0.message.contains("maps to scene identity") })
        #expect(!findings.contains { $0.keyPath == "UIApplicationSceneManifest" })
    }

    @Test("Signal: no scene manifest, so no scene routing", .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func signal() throws {
        let (findings, status) = try lint(PlistFixtures.signal)
        #expect(status == .expectationFailed)
        #expect(finding(findings, .error, at: "UIApplicationSceneManifest", containing: "no scene manifest: an app-delegate-only app") != nil)
        // Without a manifest there is no multiple-scenes key to miss, and R16 does not apply.
        #expect(!findings.contains { $0.keyPath == Self.multipleScenes })
        #expect(!findings.contains { $0.keyPath == "NSUserActivityTypes" })
        // ${...} placeholders too, one finding per key path.
        #expect(finding(findings, .info, at: "CFBundleDisplayName", containing: "${PRODUCT_NAME}") != nil)
        #expect(finding(findings, .info, at: "CFBundleName", containing: "${PRODUCT_NAME}") != nil)
        #expect(findings.filter { $0.severity == .error }.count == 1)
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
        // One placeholder in two keys: reported at both.
        #expect(finding(findings, .info, at: "AppGroup", containing: "$(ORGANIZATION_IDENTIFIER)") != nil)
        #expect(finding(findings, .info, at: "OrganizationIdentifier", containing: "$(ORGANIZATION_IDENTIFIER)") != nil)
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
