import Foundation
import SimulatedUIKit
import Testing

private typealias Support = InfoPlistTesting

@Suite("Info.plist build-setting placeholders")
struct InfoPlistPlaceholderTests {
    @Test("$(X) and ${X} stay as written and are recorded once each, at the key path first met")
    func bothFormsRecordedOnce() throws {
        let body = """
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>CFBundleURLTypes</key>
            <array>
                <dict><key>CFBundleURLSchemes</key>
                    <array><string>${ENV_URL_HANDLER}</string><string>notes</string></array></dict>
                <dict><key>CFBundleURLSchemes</key>
                    <array><string>${ENV_URL_HANDLER}</string><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></array></dict>
            </array>
            <key>UIApplicationShortcutItems</key>
            <array><dict>
                <key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).new-note</string>
                <key>UIApplicationShortcutItemTitle</key><string>New ${ENV_URL_HANDLER} note</string>
            </dict></array>
            """
        let plist = try InfoPlist(data: Support.xml(body), source: "Info.plist")
        #expect(plist.bundleIdentifier == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(plist.urlSchemes == ["${ENV_URL_HANDLER}", "notes", "${ENV_URL_HANDLER}", "$(PRODUCT_BUNDLE_IDENTIFIER)"])
        #expect(plist.shortcutItems == [.init(type: "$(PRODUCT_BUNDLE_IDENTIFIER).new-note", title: "New ${ENV_URL_HANDLER} note")])
        #expect(plist.placeholders == [
            .init(text: "$(PRODUCT_BUNDLE_IDENTIFIER)", keyPath: "CFBundleIdentifier"),
            .init(text: "${ENV_URL_HANDLER}", keyPath: "CFBundleURLTypes[0].CFBundleURLSchemes[0]"),
        ])
    }

    @Test("Placeholders anywhere in the file count, not only in keys UIKit reads")
    func placeholdersInOtherKeys() throws {
        let body = """
            <key>AppGroup</key><string>group.$(ORGANIZATION_IDENTIFIER).Notes</string>
            <key>Nested</key><dict><key>List</key><array><dict><key>Value</key><string>${SECRET}</string></dict></array></dict>
            <key>$(KEY_SETTING)</key><string>x</string>
            """
        let plist = try InfoPlist(data: Support.xml(body), source: "Info.plist")
        #expect(plist.placeholders == [
            .init(text: "$(KEY_SETTING)", keyPath: "$(KEY_SETTING)"),
            .init(text: "$(ORGANIZATION_IDENTIFIER)", keyPath: "AppGroup"),
            .init(text: "${SECRET}", keyPath: "Nested.List[0].Value"),
        ])
    }

    @Test(
        "What counts as a placeholder inside one string",
        arguments: [
            ("$(PRODUCT_NAME:rfc1034identifier)", ["$(PRODUCT_NAME:rfc1034identifier)"]),
            ("a$(B)c${C}d", ["$(B)", "${C}"]),
            ("$(A_$(B))", ["$(A_$(B))"]),
            ("costs $(5) or ${ }", []),
            ("$(UNCLOSED", []),
            ("$(HAS SPACE)", []),
            ("$$(X)", ["$(X)"]),
            ("plain", []),
        ])
    func placeholderShapes(value: String, expected: [String]) throws {
        let plist = try InfoPlist(
            data: Support.xml("<key>Value</key><string>\(value)</string>"), source: "Info.plist")
        #expect(plist.placeholders.map(\.text) == expected)
        #expect(plist.placeholders.allSatisfy { $0.keyPath == "Value" })
    }
}
