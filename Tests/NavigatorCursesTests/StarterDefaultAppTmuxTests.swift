import Foundation
import Testing

/// Your app is the default: a starter package written by `routenav new` opens its own app with
/// `swift run NAME` and no `--app`, runs its scenarios with `swift run NAME run scenarios`, names its own
/// executable in its usage, and the checkout's `routenav` handed one of its scenarios says which
/// package's executable runs it. In ``ExamplePackagesTests``'s serialized suite: the builds share its
/// scratch folder.
extension ExamplePackagesTests {
    @Test(.enabled(if: ExamplePackagesTests.swift != nil && RoutenavTmuxTests.Tmux.path != nil, "needs swift and tmux"))
    func starterOpensItsOwnAppWithoutAppOption() throws {
        guard let routenav = RoutenavTmuxTests.routenav, let swift = ExamplePackagesTests.swift, let tmux = RoutenavTmuxTests.Tmux() else {
            Issue.record("routenav binary not found next to the test bundle; build it first (swift build)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-starter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = directory.appendingPathComponent("shelf")
        let written = Spawn.run(routenav.path, ["new", "shelf", "--directory", package.path], captureOutput: true)
        #expect(written.status == 0, "\(written.output)")
        #expect(written.output.contains("swift run shelf run scenarios"), "\(written.output)")
        guard let binary = try ExamplePackagesTests.build(package, product: "shelf") else { return }

        // Its usage names its own executable.
        let help = Spawn.run(binary.path, ["--help"], captureOutput: true)
        #expect(help.output.hasPrefix("USAGE: shelf"), "\(help.output.prefix(200))")
        // The checkout's routenav does not know the app, and says which executable runs it.
        let scenario = package.appendingPathComponent("scenarios/shelf.scenario").path
        let foreign = Spawn.run("/bin/sh", ["-c", "'\(routenav.path)' run '\(scenario)' 2>&1"], captureOutput: true)
        #expect(foreign.status == 2)
        #expect(foreign.output.contains("app shelf is run by the executable shelf of the package at \(package.path): "
                                        + "cd \(package.path) && swift run shelf run scenarios/shelf.scenario"), "\(foreign.output)")

        // `swift run shelf`, no --app: the navigator opens the starter's own app (Home, not Notes' NotesList).
        let scratch = ExamplePackagesTests.scratch.path
        let exit = directory.appendingPathComponent("exit.status")
        let navigator = "cd '\(package.path)' && XDG_DATA_HOME='\(directory.path)/data' '\(swift)' run --scratch-path '\(scratch)' shelf --auth signedIn; echo $? > '\(exit.path)'"
        tmux.run(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "36", "-c", package.path, "sh", "-c", navigator])
        tmux.run(["set-option", "-t", "nav", "remain-on-exit", "on"])
        let first = tmux.waitFor("the starter's Home", within: 300) { $0.contains("› Home") && $0.contains("auth signedIn") }
        #expect(first != nil, "swift run shelf did not open the starter app:\n\(tmux.screen())")
        tmux.send(":q!", "Enter")
        _ = tmux.waitFor("the exit", within: 30) { _ in (try? String(contentsOf: exit, encoding: .utf8))?.hasSuffix("\n") ?? false }
        #expect((try? String(contentsOf: exit, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "0",
                "the navigator did not quit with 0:\n\(tmux.screen())")

        // `swift run shelf run scenarios`: both starter scenarios pass (the sign-out one included).
        let output = directory.appendingPathComponent("run.txt")
        let runExit = directory.appendingPathComponent("run.status")
        let run = "cd '\(package.path)' && '\(swift)' run --scratch-path '\(scratch)' shelf run scenarios > '\(output.path)' 2>&1; echo $? > '\(runExit.path)'"
        tmux.run(["new-window", "-t", "nav", "sh", "-c", run])
        _ = tmux.waitFor("the run", within: 300) { _ in (try? String(contentsOf: runExit, encoding: .utf8))?.hasSuffix("\n") ?? false }
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect((try? String(contentsOf: runExit, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(text)")
        #expect(text.hasSuffix("2 passed, 0 failed\n"), "\(text)")
    }
}
