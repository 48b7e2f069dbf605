import Foundation
import Testing
@testable import SimulatedUIKit

// Top-level classes: Foundation's NSStringFromClass spells only those (a nested class traps).

/// An app delegate in the Xcode template's shape, with the registry the app adds in a file of its own.
final class EntryTemplateAppDelegate: UIResponder, UIApplicationDelegate, UIKitClassRegistry {
    static func makeApplicationDelegate() -> any UIApplicationDelegate { EntryTemplateAppDelegate() }
    static let sceneDelegateClasses = [SceneDelegateClass { EntryTemplateSceneDelegate() }]
}

/// The template's scene delegate.
final class EntryTemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// An app delegate without the registry: nothing can create it here.
final class EntryUnregisteredAppDelegate: UIResponder, UIApplicationDelegate {}

/// An app delegate whose registry lists no scene delegate class.
final class EntryNoScenesAppDelegate: UIResponder, UIApplicationDelegate, UIKitClassRegistry {
    static func makeApplicationDelegate() -> any UIApplicationDelegate { EntryNoScenesAppDelegate() }
}

/// What `UIApplicationMain` and `@main` find before routenav runs the app, and the one thing they name
/// when something is missing (UIApplicationMainLaunch.swift).
@MainActor
@Suite("Entry points: UIApplicationMain")
struct UIApplicationMainTests {
    /// The template's Info.plist: one configuration naming `$(PRODUCT_MODULE_NAME).SceneDelegate`'s class.
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.example.template</string>
        <key>UIApplicationSceneManifest</key><dict>
        <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).EntryTemplateSceneDelegate</string>
        </dict></array></dict></dict></dict></plist>
        """

    /// A folder laid out as SwiftPM lays out an executable's: `Pkg_SimulatedUIKitTests.resources/Resources/Info.plist`.
    static func executableDirectory(plist: String? = plist) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiapplicationmain-\(UUID().uuidString)")
        let resources = directory.appendingPathComponent("Pkg_SimulatedUIKitTests.resources/Resources", isDirectory: true)
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        if let plist {
            try Data(plist.utf8).write(to: resources.appendingPathComponent("Info.plist"))
        }
        return directory
    }

    func request(_ delegate: UIApplicationMainLaunch.Delegate, principal: String? = nil, plist: String? = plist) throws -> Result<UIApplicationMainRequest, UIApplicationMainError> {
        let directory = try Self.executableDirectory(plist: plist)
        defer { try? FileManager.default.removeItem(at: directory) }
        return Result { () throws(UIApplicationMainError) in
            try UIApplicationMainLaunch.makeRequest(principalClassName: principal, delegate: delegate, arguments: ["run", "x"], executableDirectory: directory)
        }
    }

    func failure(_ result: Result<UIApplicationMainRequest, UIApplicationMainError>) -> String? {
        if case .failure(let error) = result { return error.description }
        return nil
    }

    @Test func mainFindsTheBundledInfoPlistAndTheRegisteredClasses() throws {
        let request = try request(.type(EntryTemplateAppDelegate.self)).get()
        #expect(request.moduleName == "SimulatedUIKitTests")
        #expect(request.infoPlist.bundleIdentifier == "com.example.template")
        #expect(request.sceneDelegates.map(\.shortName) == ["EntryTemplateSceneDelegate"])
        #expect(request.arguments == ["run", "x"])
        #expect(request.makeApplicationDelegate() is EntryTemplateAppDelegate)
    }

    @Test func applicationMainFindsTheDelegateClassByTheNameNSStringFromClassGives() throws {
        let name = NSStringFromClass(EntryTemplateAppDelegate.self)
        let request = try request(.named(name)).get()
        #expect(request.makeApplicationDelegate() is EntryTemplateAppDelegate)
    }

    @Test func aDelegateWithoutTheRegistryIsNamedWithTheConformanceToAdd() throws {
        let message = try #require(failure(try request(.type(EntryUnregisteredAppDelegate.self))))
        #expect(message.contains("cannot create the app delegate SimulatedUIKitTests.EntryUnregisteredAppDelegate"))
        #expect(message.contains("extension EntryUnregisteredAppDelegate: UIKitClassRegistry"))
    }

    @Test func aSceneDelegateClassTheInfoPlistNamesButTheRegistryLacksIsNamed() throws {
        let message = try #require(failure(try request(.type(EntryNoScenesAppDelegate.self))))
        #expect(message.contains("'$(PRODUCT_MODULE_NAME).EntryTemplateSceneDelegate'"))
        #expect(message.contains("SceneDelegateClass { EntryTemplateSceneDelegate() }"))
    }

    @Test func aMissingInfoPlistNamesWhereItWasLookedFor() throws {
        let message = try #require(failure(try request(.type(EntryTemplateAppDelegate.self), plist: nil)))
        #expect(message.contains("no Info.plist for SimulatedUIKitTests"))
        #expect(message.contains("*_SimulatedUIKitTests.resources"))
    }

    @Test func aMalformedInfoPlistGivesTheParsersError() throws {
        let message = try #require(failure(try request(.type(EntryTemplateAppDelegate.self), plist: "<plist><dict><key>CFBundleIdentifier</key><integer>1</integer></dict></plist>")))
        #expect(message.contains("Info.plist"))
        #expect(message.contains("CFBundleIdentifier"))
    }

    @Test func unknownNamesAndPrincipalClassesAreRefusedByName() throws {
        #expect(try failure(request(.named("Nope.AppDelegate")))?.contains("no class named 'Nope.AppDelegate'") == true)
        #expect(try failure(request(.named(nil)))?.contains("NSStringFromClass(AppDelegate.self)") == true)
        #expect(try failure(request(.type(EntryTemplateAppDelegate.self), principal: "MyApplication"))?.contains("principal class 'MyApplication'") == true)
        #expect(try failure(request(.type(EntryTemplateAppDelegate.self), principal: "UIApplication")) == nil)
    }
}
