import Foundation
import Testing

/// Issue 12: host apps outside this package, run by routenav. Each example under `Examples/` is a package
/// of its own that depends on this one by relative path; `routenav new` writes a third. They are built
/// with `swift build` into one scratch folder inside this package's `.build` (so RouteKit's modules are
/// compiled once for all three), then their scenarios run headless through their own binary, and one
/// navigator is driven in tmux.
@Suite(.serialized) struct ExamplePackagesTests {
    typealias Spawn = RoutenavTmuxTests.Spawn

    /// This package's folder: three above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The scratch folder every example build shares.
    static let scratch = packageRoot.appendingPathComponent(".build/examples", isDirectory: true)

    /// The `swift` driver on `PATH`.
    static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Builds a package into ``scratch`` and returns its executable.
    ///
    /// The build plan is thrown away first: SwiftPM keeps one per scratch folder and, on a second root
    /// package, would reuse the first one's and build nothing. The compiled modules stay, so RouteKit's
    /// are not compiled again.
    /// - Parameter environment: `NAME=VALUE` settings for the build (the manifest reads them), through `env`.
    static func build(_ package: URL, product: String, environment: [String] = []) throws -> URL? {
        guard let swift else {
            Issue.record("no swift on PATH")
            return nil
        }
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
        let command = ["build", "--package-path", package.path, "--scratch-path", scratch.path, "--product", product]
        let result = environment.isEmpty
            ? Spawn.run(swift, command, captureOutput: true)
            : Spawn.run("/usr/bin/env", environment + [swift] + command, captureOutput: true)
        #expect(result.status == 0, "swift build of \(package.lastPathComponent) failed:\n\(result.output.suffix(4000))")
        guard result.status == 0 else { return nil }
        return scratch.appendingPathComponent("debug/\(product)")
    }

    /// Runs every scenario of a package's `scenarios/` folder with its own binary's `run`; each must pass.
    static func runScenarios(of package: URL, with binary: URL) throws {
        let folder = package.appendingPathComponent("scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scenario") }.sorted()
        #expect(!files.isEmpty, "no scenarios in \(folder.path)")
        for file in files {
            let result = Spawn.run(binary.path, ["run", folder.appendingPathComponent(file).path], captureOutput: true)
            #expect(result.status == 0, "\(package.lastPathComponent)/scenarios/\(file) did not pass (status \(result.status))")
        }
    }

    @Test(.enabled(if: swift != nil, "no swift on PATH"))
    func examplesBuildAsOutsidePackagesAndPassTheirScenarios() throws {
        for (folder, product) in [("Inbox", "inbox"), ("Recipes", "recipes")] {
            let package = Self.packageRoot.appendingPathComponent("Examples/\(folder)")
            guard let binary = try Self.build(package, product: product) else { continue }
            try Self.runScenarios(of: package, with: binary)
            // The built-in demos stay beside the host app, and `--app` takes the host app's name.
            let help = Spawn.run(binary.path, ["run", "--app", "nope", "x.scenario"], captureOutput: true)
            #expect(help.status == 2)
            let monkey = Spawn.run(binary.path, ["monkey", "--app", product, "--steps", "200"], captureOutput: true)
            #expect(monkey.status == 0, "\(product) monkey: \(monkey.output)")
            let demo = Spawn.run(binary.path, ["monkey", "--app", "notes", "--steps", "50"], captureOutput: true)
            #expect(demo.status == 0, "notes monkey from \(product): \(demo.output)")
        }
    }

    /// The Xcode-template app (`@main` app delegate, scene delegate, Info.plist as a resource) in its iOS
    /// project's Swift 5 language mode and in Swift 6: each build passes its scenarios, run through the
    /// binary `UIApplicationDelegate.main()` starts.
    @Test(.enabled(if: swift != nil, "no swift on PATH"), arguments: ["5", "6"])
    func templateAppBuildsInEachLanguageModeAndPassesItsScenarios(mode: String) throws {
        let package = Self.packageRoot.appendingPathComponent("Examples/Reader")
        guard let binary = try Self.build(package, product: "Reader", environment: ["READER_SWIFT_LANGUAGE_MODE=\(mode)"]) else { return }
        try Self.runScenarios(of: package, with: binary)
        let monkey = Spawn.run(binary.path, ["monkey", "--app", "reader", "--steps", "200"], captureOutput: true)
        #expect(monkey.status == 0, "reader monkey (Swift \(mode)): \(monkey.output)")
    }

    /// `swift run Reader` with no arguments: the navigator opens on the template app itself.
    @Test(.enabled(if: swift != nil && RoutenavTmuxTests.Tmux.path != nil, "needs swift and tmux"))
    func templateAppOpensTheNavigatorOnItselfInTmux() throws {
        let package = Self.packageRoot.appendingPathComponent("Examples/Reader")
        guard let binary = try Self.build(package, product: "Reader"), let tmux = RoutenavTmuxTests.Tmux() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reader-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let script = "XDG_DATA_HOME='\(directory.path)/data' '\(binary.path)' --auth signedIn; echo $? > exit.status"
        tmux.run(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "36", "-c", directory.path, "sh", "-c", script])
        tmux.run(["set-option", "-t", "nav", "remain-on-exit", "on"])

        let first = tmux.waitFor("the first screen") { $0.contains("› Articles") && $0.contains("auth signedIn") }
        #expect(first != nil, "the navigator did not open on Reader:\n\(tmux.screen())")
        tmux.send(":open reader://article/3", "Enter")
        let article = tmux.waitFor("the article") { $0.contains("Article(3)") }
        #expect(article != nil, "the link did not open the article:\n\(tmux.screen())")
        tmux.send(":q!", "Enter")
        let status = directory.appendingPathComponent("exit.status")
        _ = tmux.waitFor("the exit") { _ in (try? String(contentsOf: status, encoding: .utf8))?.hasSuffix("\n") ?? false }
        #expect((try? String(contentsOf: status, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "0",
                "the navigator did not quit with 0:\n\(tmux.screen())")
    }

    @Test(.enabled(if: swift != nil && RoutenavTmuxTests.Tmux.path != nil, "needs swift and tmux"))
    func recipesNavigatorRoutesALinkIntoItsSecondWindowInTmux() throws {
        let package = Self.packageRoot.appendingPathComponent("Examples/Recipes")
        guard let binary = try Self.build(package, product: "recipes"), let tmux = RoutenavTmuxTests.Tmux() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let script = "XDG_DATA_HOME='\(directory.path)/data' '\(binary.path)' --app recipes --auth signedIn; echo $? > exit.status"
        tmux.run(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "36", "-c", directory.path, "sh", "-c", script])
        tmux.run(["set-option", "-t", "nav", "remain-on-exit", "on"])

        let first = tmux.waitFor("the first screen") { $0.contains("› Recipes") && $0.contains("auth signedIn") }
        #expect(first != nil, "the navigator did not show Recipes:\n\(tmux.screen())")
        tmux.send(":open recipes://shopping", "Enter")
        let second = tmux.waitFor("the shopping window") { $0.contains("shopping") && $0.contains("› ShoppingList") }
        #expect(second != nil, "the link did not open the shopping window:\n\(tmux.screen())")
        tmux.send(":q!", "Enter")
        let status = directory.appendingPathComponent("exit.status")
        _ = tmux.waitFor("the exit") { _ in (try? String(contentsOf: status, encoding: .utf8))?.hasSuffix("\n") ?? false }
        #expect((try? String(contentsOf: status, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "0",
                "the navigator did not quit with 0:\n\(tmux.screen())")
    }

    @Test(.enabled(if: swift != nil, "no swift on PATH"))
    func newWritesAStarterPackageThatBuildsAndPassesItsScenario() throws {
        guard let routenav = RoutenavTmuxTests.routenav else {
            Issue.record("routenav binary not found next to the test bundle; build it first (swift build)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = directory.appendingPathComponent("demo")
        let written = Spawn.run(routenav.path, ["new", "demo", "--directory", package.path], captureOutput: true)
        #expect(written.status == 0, "\(written.output)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path))
        // A second `new` into the same, now full, folder is refused: nothing is overwritten.
        #expect(Spawn.run(routenav.path, ["new", "demo", "--directory", package.path]).status == 2)
        guard let binary = try Self.build(package, product: "demo") else { return }
        try Self.runScenarios(of: package, with: binary)
    }
}
