import Foundation
import SimulatedUIKit
import Testing

/// Helpers shared by the `InfoPlist*Tests.swift` files, in one namespace so they never clash with other
/// tests of this target.
enum InfoPlistTesting {
    /// The real Info.plists in `/work/shared/fixtures/plists`, reached as `../shared` from the package root.
    enum Fixtures {
        /// `<package root>/../shared/fixtures/plists`, found from this file's path.
        static let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // SimulatedUIKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures/plists", isDirectory: true)

        static let names = [
            "firefox-ios-Info.plist",
            "home-assistant-ios-Info.plist",
            "kickstarter-ios-oss-Info.plist",
            "netnewswire-Info.plist",
            "signal-ios-Info.plist",
        ]

        static var available: Bool {
            FileManager.default.fileExists(atPath: directory.path)
        }

        static func url(_ name: String) -> URL {
            directory.appendingPathComponent(name)
        }
    }

    /// A private directory under the system temporary directory, removed by `remove()`.
    struct ScratchDirectory {
        let url: URL

        init(_ name: String) throws {
            url = FileManager.default.temporaryDirectory
                .appendingPathComponent("InfoPlistTests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        func write(_ data: Data, as name: String) throws -> URL {
            let file = url.appendingPathComponent(name)
            try data.write(to: file)
            return file
        }

        func remove() {
            try? FileManager.default.removeItem(at: url)
        }
    }
}

private typealias Support = InfoPlistTesting

private let role = InfoPlist.windowApplicationRole

@Suite(
    "Info.plist reader on real apps' files",
    .enabled(
        if: Support.Fixtures.available,
        "../shared/fixtures/plists (next to the package root) is absent, so there are no real Info.plists to read"))
struct InfoPlistReaderTests {
    @Test("Firefox: one multi-window configuration, placeholder schemes, two quick actions")
    func firefox() throws {
        let plist = try InfoPlist(contentsOf: Support.Fixtures.url("firefox-ios-Info.plist"))
        #expect(plist.bundleIdentifier == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(plist.hasSceneManifest)
        #expect(plist.supportsMultipleScenes)
        #expect(plist.sceneConfigurations == [
            role: [.init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate")],
        ])
        #expect(plist.activityTypes == ["QuickActionIntent", "org.mozilla.ios.firefox.browsing"])
        #expect(plist.urlSchemes == ["$(MOZ_PUBLIC_URL_SCHEME)", "$(MOZ_INTERNAL_URL_SCHEME)", "http", "https"])
        #expect(plist.shortcutItems == [
            .init(type: "$(PRODUCT_BUNDLE_IDENTIFIER).NewTab", title: "New Tab"),
            .init(type: "$(PRODUCT_BUNDLE_IDENTIFIER).NewPrivateTab", title: "New Private Tab"),
        ])
        // 20 distinct placeholders; one seen twice is recorded once, where the sorted walk meets it first.
        #expect(plist.placeholders.count == 20)
        #expect(plist.placeholders.filter { $0.text == "$(MOZ_PUBLIC_URL_SCHEME)" } == [
            .init(text: "$(MOZ_PUBLIC_URL_SCHEME)", keyPath: "CFBundleURLTypes[0].CFBundleURLSchemes[0]"),
        ])
        #expect(plist.placeholders.filter { $0.text == "$(PRODUCT_BUNDLE_IDENTIFIER)" } == [
            .init(text: "$(PRODUCT_BUNDLE_IDENTIFIER)", keyPath: "CFBundleIdentifier"),
        ])
        #expect(plist.placeholders.last == .init(
            text: "$(PRODUCT_MODULE_NAME)",
            keyPath: "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName"))
    }

    @Test("Home Assistant: CarPlay and five window configurations in file order, ${} schemes")
    func homeAssistant() throws {
        let plist = try InfoPlist(contentsOf: Support.Fixtures.url("home-assistant-ios-Info.plist"))
        #expect(plist.bundleIdentifier == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(plist.supportsMultipleScenes)
        #expect(plist.sceneConfigurations == [
            "CPTemplateApplicationSceneSessionRoleApplication": [
                .init(name: "CarPlay", delegateClassName: "$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate"),
            ],
            role: [
                .init(name: "Onboarding"),
                .init(name: "WebView", delegateClassName: "WebViewSceneDelegate"),
                .init(name: "Settings"),
                .init(name: "About"),
                .init(name: "Assist"),
            ],
        ])
        #expect(plist.activityTypes == [
            "com.apple.corespotlightitem", "INSendMessageIntent", "ReloadWidgetsAppIntent", "ScriptAppIntent",
        ])
        #expect(plist.urlSchemes == ["${ENV_URL_HANDLER}", "${MIGRATION_URL_HANDLER}"])
        #expect(plist.shortcutItems.isEmpty)
        #expect(plist.placeholders.map(\.text) == [
            "$(APP_DISPLAY_NAME)", "$(EXECUTABLE_NAME)", "$(PRODUCT_BUNDLE_IDENTIFIER)", "$(PRODUCT_NAME)",
            "$(MARKETING_VERSION)", "${ENV_URL_HANDLER}", "${MIGRATION_URL_HANDLER}", "$(CURRENT_PROJECT_VERSION)",
            "$(PRODUCT_MODULE_NAME)",
        ])
        #expect(plist.placeholders[5] == .init(
            text: "${ENV_URL_HANDLER}", keyPath: "CFBundleURLTypes[0].CFBundleURLSchemes[0]"))
    }

    @Test("Kickstarter: multiple scenes explicitly off, a storyboard, no activity types")
    func kickstarter() throws {
        let plist = try InfoPlist(contentsOf: Support.Fixtures.url("kickstarter-ios-oss-Info.plist"))
        #expect(plist.hasSceneManifest)
        #expect(!plist.supportsMultipleScenes)
        #expect(plist.sceneConfigurations == [
            role: [.init(
                name: "Default Configuration",
                delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate",
                storyboardName: "Main")],
        ])
        #expect(plist.activityTypes.isEmpty)
        // The first URL type has no CFBundleURLName; its scheme still counts.
        #expect(plist.urlSchemes == ["fb69103156693", "ksr"])
        #expect(plist.shortcutItems.isEmpty)
    }

    @Test("NetNewsWire: schemes gathered across two URL types")
    func netNewsWire() throws {
        let plist = try InfoPlist(contentsOf: Support.Fixtures.url("netnewswire-Info.plist"))
        #expect(plist.supportsMultipleScenes)
        #expect(plist.sceneConfigurations == [
            role: [.init(
                name: "Default Configuration", delegateClassName: "NetNewsWire.SceneDelegate", storyboardName: "Main")],
        ])
        #expect(plist.activityTypes == ["AddWebFeedIntent", "NextUnread", "ReadArticle", "Restoration", "SelectFeed"])
        #expect(plist.urlSchemes == ["feed", "feeds", "netnewswire"])
        #expect(plist.shortcutItems.isEmpty)
        // A placeholder inside a longer string is found and the string kept as written.
        #expect(plist.placeholders.first == .init(text: "$(ORGANIZATION_IDENTIFIER)", keyPath: "AppGroup"))
        #expect(plist.placeholders.contains(.init(text: "$(AppIdentifierPrefix)", keyPath: "AppIdentifierPrefix")))
    }

    @Test("Signal: no scene manifest at all, one quick action, ${PRODUCT_NAME} recorded once")
    func signal() throws {
        let plist = try InfoPlist(contentsOf: Support.Fixtures.url("signal-ios-Info.plist"))
        #expect(!plist.hasSceneManifest)
        #expect(!plist.supportsMultipleScenes)
        #expect(plist.sceneConfigurations.isEmpty)
        #expect(plist.activityTypes == ["INSendMessageIntent"])
        #expect(plist.urlSchemes == ["sgnl"])
        #expect(plist.shortcutItems == [.init(type: "org.whispersystems.signal.quickCompose", title: "New Message")])
        #expect(plist.placeholders == [
            .init(text: "${PRODUCT_NAME}", keyPath: "CFBundleDisplayName"),
            .init(text: "${EXECUTABLE_NAME}", keyPath: "CFBundleExecutable"),
            .init(text: "$(PRODUCT_BUNDLE_IDENTIFIER)", keyPath: "CFBundleIdentifier"),
        ])
    }

    @Test("The acceptance cases' Notes plist without RouteKit's activity types (case 15)")
    func notesMissingRouteActivityTypes() throws {
        let url = Support.Fixtures.directory
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("cases/notes-missing-route-activity-types.plist")
        try #require(
            FileManager.default.fileExists(atPath: url.path), "../shared/cases/notes-missing-route-activity-types.plist is absent")
        let plist = try InfoPlist(contentsOf: url)
        #expect(plist == InfoPlist(
            bundleIdentifier: "com.example.notes",
            supportsMultipleScenes: true,
            sceneConfigurations: [role: [.init(name: "Default Configuration", delegateClassName: "Notes.SceneDelegate")]],
            activityTypes: ["com.notes.viewing"],
            urlSchemes: ["notes"],
            shortcutItems: [.init(type: "new-note", title: "New Note")]))
    }

    @Test("A binary conversion made now reads back equal to the XML file", arguments: Support.Fixtures.names)
    func binaryReadsBackEqual(name: String) throws {
        let xmlURL = Support.Fixtures.url(name)
        let fromXML = try InfoPlist(contentsOf: xmlURL)
        let object = try PropertyListSerialization.propertyList(from: Data(contentsOf: xmlURL), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist00".utf8)))

        let scratch = try Support.ScratchDirectory("binary-\(name)")
        defer { scratch.remove() }
        let fromBinary = try InfoPlist(contentsOf: try scratch.write(binary, as: name))
        #expect(fromBinary == fromXML)
    }
}
