import Foundation
import SimulatedUIKit
import Testing
@testable import RoutenavCommandLine

/// The entry points of an app written as for iOS: `@main` on the app delegate, `UIApplicationMain` from
/// `main.swift`, and `@UIApplicationMain`, compiled against this package's `UIKit` module in Swift 5 and
/// Swift 6 language mode; and the class UIKit finds routenav by.
@Suite("Entry points: compile and find routenav")
struct ApplicationMainEntryTests {
    /// This package's folder: three above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The built modules, `import UIKit` among them.
    static let modules = packageRoot.appendingPathComponent(".build/debug/Modules")
    /// The `swiftc` driver on `PATH`.
    static let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Type-checks (or lowers to SIL) files against the built modules; returns the status and all output.
    static func compile(_ files: [String: String], mode: Int, arguments: [String]) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc ?? "/usr/bin/false")
        process.arguments = ["-swift-version", "\(mode)", "-module-name", "App", "-I", modules.path] + arguments + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus, output)
    }

    static let appDelegate = "import UIKit\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"

    @Test(.enabled(if: swiftc != nil, "no swiftc on PATH"), arguments: [5, 6])
    func applicationMainFromMainSwiftCompilesUnchanged(mode: Int) throws {
        let main = "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))\n"
        let result = try Self.compile(["main.swift": main, "AppDelegate.swift": Self.appDelegate], mode: mode, arguments: ["-typecheck"])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning"), "\(result.output)")
    }

    @Test(.enabled(if: swiftc != nil, "no swiftc on PATH"), arguments: [5, 6])
    func atMainOnTheTemplateAppDelegateCompilesUnchanged(mode: Int) throws {
        let app = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
        let result = try Self.compile(["AppDelegate.swift": app], mode: mode, arguments: ["-typecheck", "-parse-as-library"])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning"), "\(result.output)")
    }

    /// Swift 5 language mode does not run top-level code on the main actor: a main-actor `main(apps:)`
    /// was an error there ("call to main actor-isolated static method in a synchronous nonisolated context").
    @Test(.enabled(if: swiftc != nil, "no swiftc on PATH"), arguments: [5, 6])
    func routenavMainFromMainSwiftCompilesInEitherLanguageMode(mode: Int) throws {
        let main = "import RoutenavCommandLine\n\nRoutenav.main(apps: [])\n"
        let ncurses = Self.packageRoot.appendingPathComponent("Sources/CNcurses").path
        let result = try Self.compile(["main.swift": main], mode: mode, arguments: ["-typecheck", "-I", ncurses])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning"), "\(result.output)")
    }

    /// The compiler lowers `@UIApplicationMain` through an Objective-C UIKit module Linux has not: it
    /// crashed in SIL generation (signal 11, no diagnostic). Now it stops at a diagnostic first.
    @Test(.enabled(if: swiftc != nil, "no swiftc on PATH"), arguments: [5, 6])
    func atUIApplicationMainIsADiagnosticNotACompilerCrash(mode: Int) throws {
        let app = "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let result = try Self.compile(["AppDelegate.swift": app], mode: mode, arguments: ["-emit-silgen", "-parse-as-library", "-o", "/dev/null"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("error: 'UIApplicationMain' class must conform to the 'UIApplicationDelegate' protocol"), "\(result.output)")
        #expect(!result.output.contains("Stack dump"), "\(result.output)")
    }

    @Test @MainActor func uiKitFindsRoutenavByTheClassNameRoutenavCommandLineDeclares() {
        let host = _typeByName("RoutenavCommandLine.UIApplicationMainHost") as? any UIApplicationMainHosting.Type
        #expect(host != nil)
    }

    @Test @MainActor func theNavigatorOpensOnTheAppItselfUnlessAnotherIsNamed() {
        #expect(UIApplicationMainHost.arguments([], defaultApp: "reader") == ["--app", "reader"])
        #expect(UIApplicationMainHost.arguments(["--auth", "signedIn"], defaultApp: "reader") == ["--app", "reader", "--auth", "signedIn"])
        #expect(UIApplicationMainHost.arguments(["--app", "notes"], defaultApp: "reader") == ["--app", "notes"])
        #expect(UIApplicationMainHost.arguments(["run", "a.scenario"], defaultApp: "reader") == ["run", "a.scenario"])
    }
}
