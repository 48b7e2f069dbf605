import Foundation
import SimulatedUIKit
import Testing

extension InfoPlistTesting {
    /// An XML property list whose root dictionary holds `body`.
    static func xml(_ body: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    /// The error reading `data` gives, or `nil` when it reads.
    static func readingError(_ data: Data, source: String = "Broken.plist") -> InfoPlistError? {
        do {
            _ = try InfoPlist(data: data, source: source)
            return nil
        } catch {
            return error
        }
    }

    /// The error reading the file at `url` gives, or `nil` when it reads.
    static func readingError(at url: URL) -> InfoPlistError? {
        do {
            _ = try InfoPlist(contentsOf: url)
            return nil
        } catch {
            return error
        }
    }
}

private typealias Support = InfoPlistTesting

/// A binary property list (`bplist00`) of hand-encoded objects; object 0 is the root, offsets and object
/// references are one byte each.
private func binaryPlist(_ objects: [[UInt8]]) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
        offsets.append(UInt8(bytes.count))
        bytes += object
    }
    let table = bytes.count
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]  // unused, sort version, offset size, reference size
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]  // object count
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]  // top object
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]  // offset table position
    return Data(bytes)
}

extension InfoPlistTesting {
    /// A small Info.plist using every key the reader knows.
    static let notesBody = """
        <key>CFBundleIdentifier</key><string>com.example.notes</string>
        <key>CFBundleURLTypes</key>
        <array><dict><key>CFBundleURLSchemes</key><array><string>notes</string></array></dict></array>
        <key>NSUserActivityTypes</key><array><string>com.notes.viewing</string></array>
        <key>UIApplicationSceneManifest</key>
        <dict>
            <key>UIApplicationSupportsMultipleScenes</key><true/>
            <key>UISceneConfigurations</key>
            <dict><key>UIWindowSceneSessionRoleApplication</key>
                <array><dict>
                    <key>UISceneConfigurationName</key><string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                </dict></array>
            </dict>
        </dict>
        <key>UIApplicationShortcutItems</key>
        <array><dict>
            <key>UIApplicationShortcutItemType</key><string>new-note</string>
            <key>UIApplicationShortcutItemTitle</key><string>New Note</string>
        </dict></array>
        """
}

@Suite("Info.plist reader errors")
struct InfoPlistErrorTests {
    @Test("The small Notes plist the other tests break reads as intended")
    func notesPlistReads() throws {
        let plist = try InfoPlist(data: Support.xml(Support.notesBody), source: "Notes.plist")
        #expect(plist == InfoPlist(
            bundleIdentifier: "com.example.notes",
            supportsMultipleScenes: true,
            sceneConfigurations: [InfoPlist.windowApplicationRole: [
                .init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate"),
            ]],
            activityTypes: ["com.notes.viewing"],
            urlSchemes: ["notes"],
            shortcutItems: [.init(type: "new-note", title: "New Note")],
            placeholders: [.init(
                text: "$(PRODUCT_MODULE_NAME)",
                keyPath: "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName")]))
    }

    @Test("A configuration name longer than the system keeps is refused where it enters (U10)")
    func overlongConfigurationName() {
        let long = String(repeating: "N", count: SceneSessionArchive.maximumConfigurationNameByteCount + 1)
        let body = Support.notesBody.replacingOccurrences(of: "<string>Default Configuration</string>", with: "<string>\(long)</string>")
        let error = Support.readingError(Support.xml(body))
        #expect(error?.description == "Broken.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]"
            + ".UISceneConfigurationName: expected a name of at most 128 UTF-8 bytes (the longest configuration name the system keeps, "
            + "U10), found 129 bytes")
        let fits = Support.notesBody.replacingOccurrences(of: "<string>Default Configuration</string>", with: "<string>\(long.dropLast())</string>")
        #expect(Support.readingError(Support.xml(fits)) == nil)
    }

    @Test("Malformed XML names the file and what the parser met")
    func malformedXML() {
        let error = Support.readingError(Support.xml("<key>NSUserActivityTypes</key><tru/>"))
        guard case .notAPropertyList(let file, let detail)? = error else {
            Issue.record("expected notAPropertyList, got \(String(describing: error))")
            return
        }
        #expect(file == "Broken.plist")
        #expect(detail.hasPrefix("malformed XML"))
        #expect(detail.contains("tru"))
        #expect(error?.description.hasPrefix("Broken.plist: not a property list: malformed XML") == true)
    }

    @Test("A truncated XML file is refused, naming the file by the path it was given")
    func truncatedXMLFile() throws {
        let scratch = try Support.ScratchDirectory("truncated-xml")
        defer { scratch.remove() }
        let whole = Support.xml(Support.notesBody)
        let file = try scratch.write(whole.prefix(whole.count / 2), as: "Truncated.plist")
        let error = Support.readingError(at: file)
        guard case .notAPropertyList(let name, let detail)? = error else {
            Issue.record("expected notAPropertyList, got \(String(describing: error))")
            return
        }
        #expect(name == file.path)
        #expect(detail.hasPrefix("malformed XML"))
    }

    @Test("Every truncation of a binary plist is refused as damaged, never read or crashed on")
    func truncatedBinary() throws {
        let object = try PropertyListSerialization.propertyList(from: Support.xml(Support.notesBody), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(Support.readingError(binary) == nil)
        // From the six bytes of the `bplist` signature on; fewer are plain text ("not an XML or binary …").
        for length in 6..<binary.count {
            let error = Support.readingError(binary.prefix(length), source: "Cut.plist")
            #expect(error == .notAPropertyList(file: "Cut.plist", detail: "a damaged binary property list"),
                    "prefix of \(length) bytes")
        }
    }

    @Test("A binary plist holding a set is refused before Foundation's bridging can crash on it")
    func binaryWithSet() {
        let key: [UInt8] = [0x51, 0x61]  // "a"
        let element: [UInt8] = [0x51, 0x78]  // "x"
        // Control: the same layout with an array where the set goes reads fine (the key is not one UIKit reads).
        #expect(Support.readingError(binaryPlist([[0xD1, 1, 2], key, [0xA1, 3], element])) == nil)
        #expect(Support.readingError(binaryPlist([[0xD1, 1, 2], key, [0xC1, 3], element])) == .notAPropertyList(
            file: "Broken.plist",
            detail: "the binary property list holds a set (object 2), which an Info.plist cannot hold"))
    }

    @Test("A binary dictionary key that is not a string is refused")
    func binaryNonStringKey() {
        let error = Support.readingError(binaryPlist([[0xD1, 1, 2], [0x10, 0x05], [0x51, 0x61]]))
        #expect(error == .notAPropertyList(
            file: "Broken.plist", detail: "a dictionary at the root has a key that is not a string"))
    }

    @Test("Mutated binary plists read or throw an error naming the file; none crashes")
    func mutatedBinaryNeverCrashes() throws {
        let object = try PropertyListSerialization.propertyList(from: Support.xml(Support.notesBody), format: nil)
        let binary = [UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        var generator = SplitMix64(state: 2024)
        for round in 0..<2000 {
            var bytes = binary
            for _ in 0...(round % 6) {
                bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if let error = Support.readingError(Data(bytes), source: "Mutant.plist") {
                #expect(error.file == "Mutant.plist")
            }
        }
    }

    @Test(
        "Empty, OpenStep and plain-text data are not property lists",
        arguments: [
            ("", "the file is empty"),
            ("{ NSUserActivityTypes = (a, b); }", "not an XML or binary property list"),
            ("just some text", "not an XML or binary property list"),
        ])
    func notXMLOrBinary(text: String, detail: String) {
        #expect(Support.readingError(Data(text.utf8)) == .notAPropertyList(file: "Broken.plist", detail: detail))
    }

    @Test(
        "A root that is not a dictionary is refused, naming what it is",
        arguments: [
            ("<array><string>notes</string></array>", "an array"),
            ("<string>notes</string>", "a string"),
            ("<integer>7</integer>", "an integer"),
            ("<true/>", "a Boolean"),
        ])
    func rootNotDictionary(root: String, found: String) {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">\(root)</plist>
            """.utf8)
        let error = Support.readingError(data)
        #expect(error == .rootNotDictionary(file: "Broken.plist", found: found))
        #expect(error?.description == "Broken.plist: expected a dictionary at the root, found \(found)")
    }

    @Test(
        "A known key of the wrong type names the file, the key path, what was expected and what was found",
        arguments: [
            ("<key>NSUserActivityTypes</key><dict/>",
             "NSUserActivityTypes", "an array of strings", "a dictionary"),
            ("<key>NSUserActivityTypes</key><array><string>a</string><integer>2</integer></array>",
             "NSUserActivityTypes[1]", "a string", "an integer"),
            ("<key>CFBundleIdentifier</key><true/>",
             "CFBundleIdentifier", "a string", "a Boolean"),
            ("<key>UIApplicationSceneManifest</key><array/>",
             "UIApplicationSceneManifest", "a dictionary", "an array"),
            ("<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><string>YES</string></dict>",
             "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes", "a Boolean", "a string"),
            ("<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><integer>1</integer></dict>",
             "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes", "a Boolean", "an integer"),
            ("<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><array/></dict>",
             "UIApplicationSceneManifest.UISceneConfigurations", "a dictionary", "an array"),
            ("<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><dict/></dict></dict>",
             "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication",
             "an array of dictionaries", "a dictionary"),
            ("<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><real>1.5</real></dict></array></dict></dict>",
             "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName",
             "a string", "a real number"),
            ("<key>CFBundleURLTypes</key><dict/>",
             "CFBundleURLTypes", "an array of dictionaries", "a dictionary"),
            ("<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><string>notes</string></dict></array>",
             "CFBundleURLTypes[0].CFBundleURLSchemes", "an array of strings", "a string"),
            ("<key>CFBundleURLTypes</key><array><dict/><dict><key>CFBundleURLSchemes</key><array><data>AA==</data></array></dict></array>",
             "CFBundleURLTypes[1].CFBundleURLSchemes[0]", "a string", "data"),
            ("<key>UIApplicationShortcutItems</key><array><string>new-note</string></array>",
             "UIApplicationShortcutItems[0]", "a dictionary", "a string"),
            ("<key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><date>2020-01-01T00:00:00Z</date></dict></array>",
             "UIApplicationShortcutItems[0].UIApplicationShortcutItemType", "a string", "a date"),
        ])
    func wrongType(body: String, keyPath: String, expected: String, found: String) {
        let error = Support.readingError(Support.xml(body), source: "Info.plist")
        #expect(error == .wrongType(file: "Info.plist", keyPath: keyPath, expected: expected, found: found))
        #expect(error?.keyPath == keyPath)
        #expect(error?.description == "Info.plist: \(keyPath): expected \(expected), found \(found)")
    }

    @Test("A shortcut item without its title is refused, naming the missing key")
    func shortcutWithoutTitle() {
        let body = """
            <key>UIApplicationShortcutItems</key>
            <array><dict><key>UIApplicationShortcutItemType</key><string>new-note</string></dict></array>
            """
        let error = Support.readingError(Support.xml(body), source: "Info.plist")
        #expect(error == .missingKey(
            file: "Info.plist", keyPath: "UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle",
            expected: "a string"))
        #expect(error?.description
            == "Info.plist: UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle: expected a string, found nothing")
    }

    @Test("Keys UIKit's scene machinery does not read are ignored whatever their type; absent keys read as empty")
    func otherKeysIgnored() throws {
        let plist = try InfoPlist(
            data: Support.xml("<key>UIBackgroundModes</key><integer>3</integer><key>CFBundleIcons</key><array/>"),
            source: "Info.plist")
        #expect(plist == InfoPlist(hasSceneManifest: false))
    }

    @Test("A scene manifest without UIApplicationSupportsMultipleScenes means one scene only (U5)")
    func multipleScenesDefaultsToFalse() throws {
        let plist = try InfoPlist(
            data: Support.xml("<key>UIApplicationSceneManifest</key><dict/>"), source: "Info.plist")
        #expect(plist.hasSceneManifest)
        #expect(!plist.supportsMultipleScenes)
        #expect(plist.sceneConfigurations.isEmpty)
    }

    @Test("A missing file, a directory and a non-file URL are unreadable, named as the caller wrote them")
    func unreadableFiles() throws {
        let scratch = try Support.ScratchDirectory("unreadable")
        defer { scratch.remove() }
        let relative = URL(fileURLWithPath: "Missing.plist", relativeTo: scratch.url)
        #expect(Support.readingError(at: relative) == .unreadableFile(file: "Missing.plist", reason: "no such file"))
        #expect(Support.readingError(at: relative)?.description == "Missing.plist: cannot read the file: no such file")
        #expect(Support.readingError(at: scratch.url) == .unreadableFile(file: scratch.url.path, reason: "is a directory"))
        let remote = try #require(URL(string: "https://example.com/Info.plist"))
        #expect(Support.readingError(at: remote)
            == .unreadableFile(file: "https://example.com/Info.plist", reason: "not a file URL"))
    }
}
