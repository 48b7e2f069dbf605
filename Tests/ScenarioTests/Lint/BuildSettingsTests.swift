import DemoApps
import Foundation
import Lint
import RoutenavCommandLine
import Scenario
import Testing

/// Issue 13 item 8: Info.plist placeholders resolved from `--define NAME=VALUE` and `.xcconfig` files, in
/// lint, as Xcode resolves them at build time.
@Suite("Lint: build settings")
@MainActor struct BuildSettingsTests {
    @Test("values resolve, through other settings and Xcode's operators; undefined ones and cycles stay as written")
    func resolution() throws {
        var settings = BuildSettings()
        try settings.define("BASE=org.example")
        try settings.define("PRODUCT_BUNDLE_IDENTIFIER=$(BASE).My App")
        try settings.define("LOOP=$(LOOP)")
        try settings.define("EMPTY=")
        #expect(settings.resolve("$(PRODUCT_BUNDLE_IDENTIFIER).new") == "org.example.My App.new")
        #expect(settings.resolve("${PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier}") == "org.example.My-App")
        #expect(settings.resolve("$(PRODUCT_BUNDLE_IDENTIFIER:c99extidentifier)") == "org_example_My_App")
        #expect(settings.resolve("$(BASE:upper)") == "ORG.EXAMPLE")
        #expect(settings.resolve("$(UNDEFINED)/$(BASE:unknownoperator)") == "$(UNDEFINED)/$(BASE:unknownoperator)")
        #expect(settings.resolve("x$(EMPTY)y") == "xy")
        #expect(settings.resolve("$(LOOP)") == "$(LOOP)")
        #expect(throws: BuildSettingsError.self) { try settings.define("NO_EQUALS") }
        #expect(throws: BuildSettingsError.self) { try settings.define("1X=y") }
    }

    @Test("an .xcconfig: comments, #include and #include?, $(inherited), conditional lines skipped, later lines win")
    func xcconfig() throws {
        let directory = try makeScratchDirectory("xcconfig")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("SCHEME = base // a comment\nLIST = a\n".utf8).write(to: directory.appendingPathComponent("Base.xcconfig"))
        try Data("""
            #include "Base.xcconfig"
            #include? "Missing.xcconfig"

            LIST = $(inherited) b
            SCHEME[sdk=iphoneos*][config=Debug] = device
            SCHEME = app
            URL = https:/$()/example.com
            """.utf8).write(to: directory.appendingPathComponent("App.xcconfig"))
        let settings = try BuildSettings.read(xcconfig: directory.appendingPathComponent("App.xcconfig"))
        #expect(settings.values["SCHEME"] == "app")
        #expect(settings.values["LIST"] == "a b")
        #expect(settings.resolve("$(URL)") == "https://example.com")
    }

    @Test("a malformed .xcconfig is refused naming FILE:LINE and what was expected", arguments: [
        ("just words\n", "Bad.xcconfig:1: found 'just words', expected NAME = VALUE or #include \"FILE\""),
        ("OK = 1\nA-B = 2\n", "Bad.xcconfig:2: found 'A-B', expected a build setting name such as PRODUCT_BUNDLE_IDENTIFIER"),
        ("#include \"Nope.xcconfig\"\n", "Bad.xcconfig:1: in #include \"Nope.xcconfig\": Nope.xcconfig: no such .xcconfig file (or not a regular file)"),
        ("#include \"Bad.xcconfig\"\n", "Bad.xcconfig:1: in #include \"Bad.xcconfig\": Bad.xcconfig: #include cycle (Bad.xcconfig includes itself)"),
    ])
    func malformed(text: String, message: String) throws {
        let directory = try makeScratchDirectory("xcconfig-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent("Bad.xcconfig"))
        let outcome = LintCommand(plist: "Info.plist", xcconfigs: ["Bad.xcconfig"]).run(currentDirectory: directory)
        #expect(outcome.status == .unusableInput)
        #expect(outcome.errorOutput == "routenav: \(message)\n")
    }

    @Test("lint --define resolves a shortcut type's placeholder: its warning goes, the resolved type is checked")
    func lintWithDefine() throws {
        let directory = try makeScratchDirectory("lint-define")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist: [String: Any] = [
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [:] as [String: Any]],
            "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "$(PRODUCT_BUNDLE_IDENTIFIER).new", "UIApplicationShortcutItemTitle": "New"]],
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["$(APP_SCHEME)"]]],
        ]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        let before = LintCommand(plist: "Info.plist").run(currentDirectory: directory)
        #expect(before.output.contains("placeholder $(PRODUCT_BUNDLE_IDENTIFIER)"))
        #expect(before.output.contains("placeholder $(APP_SCHEME)"))
        try Data("APP_SCHEME = my app\n".utf8).write(to: directory.appendingPathComponent("App.xcconfig"))
        let arguments = ["lint", "--define", "PRODUCT_BUNDLE_IDENTIFIER=com.example.app", "--xcconfig", "App.xcconfig", "Info.plist"]
        guard case .lint(let command) = try RoutenavCommand.parse(arguments) else {
            Issue.record("not parsed as lint")
            return
        }
        let after = command.run(currentDirectory: directory)
        #expect(!after.output.contains("placeholder"))
        // The resolved scheme is checked as any scheme is: "my app" is not one.
        #expect(after.output.contains("\"my app\" is not a URL scheme"))
    }
}
