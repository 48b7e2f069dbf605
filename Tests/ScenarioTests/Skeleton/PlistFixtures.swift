import Foundation
import Testing

/// The real Info.plists of `../shared/fixtures/plists`, shared by the lint and skeleton tests.
enum PlistFixtures {
    /// `../shared/fixtures/plists`.
    static let directory = sharedDirectory.appendingPathComponent("fixtures").appendingPathComponent("plists")

    /// Whether every fixture the tests name is present; tests that need them are skipped otherwise.
    static let available: Bool = names.allSatisfy {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
    }

    /// The message a skipped test shows.
    static let skipMessage: Comment = "../shared/fixtures/plists is absent: Info.plist fixture tests skipped"

    static let firefox = "firefox-ios-Info.plist"
    static let homeAssistant = "home-assistant-ios-Info.plist"
    static let kickstarter = "kickstarter-ios-oss-Info.plist"
    static let netNewsWire = "netnewswire-Info.plist"
    static let signal = "signal-ios-Info.plist"
    static let names = [firefox, homeAssistant, kickstarter, netNewsWire, signal]

    /// The absolute URL of a fixture.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}

/// A fresh, empty directory for one test's files, removed by the caller; named after the process and a
/// per-process counter, so no randomness is involved.
@MainActor func makeScratchDirectory(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("routenav-skeleton-tests-\(ProcessInfo.processInfo.processIdentifier)-\(label)-\(containerCounter.next())")
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes a property list (XML) to `directory/name` and returns its URL.
func writePlist(_ object: Any, named name: String, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0).write(to: url)
    return url
}

/// A macOS app's Info.plist: no iOS key, the keys only a Mac app carries.
func macOSInfoPlist() -> [String: Any] { [
    "CFBundleIdentifier": "com.example.MacApp",
    "CFBundleName": "MacApp",
    "CFBundlePackageType": "APPL",
    "LSMinimumSystemVersion": "13.0",
    "NSPrincipalClass": "NSApplication",
    "NSMainStoryboardFile": "Main",
    "CFBundleURLTypes": [["CFBundleURLSchemes": ["macapp"]]],
] }
