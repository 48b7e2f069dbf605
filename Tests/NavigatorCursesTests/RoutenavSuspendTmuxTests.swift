import Foundation
import Testing

/// Ctrl-Z in the real navigator under a parent in the same process group — as `make run` starts it —
/// stops the whole job, so the shell gets the terminal back with its modes restored; `fg` brings the
/// navigator back, fully repainted (CONTRIBUTING.md: `endwin()` on Ctrl-Z). Before, only the navigator
/// stopped, its parent kept waiting, and the terminal hung with nothing to `fg`.
extension RoutenavTmuxTests {
    static let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The last line of a captured screen that is not blank.
    static func lastLine(of screen: String) -> Substring? {
        screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
    }

    @Test(.enabled(if: Tmux.path != nil && bash != nil, "needs tmux and bash (make deps installs tmux)"))
    func ctrlZStopsTheWholeJobAndFgRepaintsTheNavigator() throws {
        guard let tmux = Tmux(), let bash = Self.bash else { return }
        guard let binary = Self.routenav else {
            Issue.record("routenav binary not found next to the test bundle; build it first (swift build)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-suspend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // An interactive shell with job control, as a user's terminal has.
        tmux.run(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "36", "-c", directory.path,
                  "env", "PS1=ready$ ", bash, "--norc", "--noprofile", "-i"])
        tmux.run(["set-option", "-t", "nav", "remain-on-exit", "on"])
        #expect(tmux.waitFor("the shell", within: 10) { $0.contains("ready$") } != nil, "no shell prompt:\n\(tmux.screen())")
        // `sh` stays the navigator's parent in its process group, as make does for `make run`.
        tmux.send("sh -c \"XDG_DATA_HOME='\(directory.path)/data' '\(binary.path)'; echo exit=\\$? > exit.status\"", "Enter")
        let started = tmux.waitFor("the navigator", within: 15) { $0.contains("routenav │") || $0.contains("routenav |") }
        #expect(started != nil, "the navigator did not start:\n\(tmux.screen())")

        tmux.send("C-z")
        // The prompt comes back at column 0 (a terminal left raw would indent it after the job's line).
        let stopped = tmux.waitFor("the job to stop", within: 10) { $0.contains("Stopped") && Self.lastLine(of: $0) == "ready$" }
        #expect(stopped != nil, "the shell did not get the terminal back:\n\(tmux.screen())")
        // The terminal's modes are the shell's again: a command's output starts at column 0 on each line.
        tmux.send("printf 'one\\ntwo\\n'", "Enter")
        let cooked = tmux.waitFor("cooked output", within: 10) { $0.split(separator: "\n").contains("two") }
        #expect(cooked != nil, "output after Ctrl-Z is not at column 0 (terminal left raw):\n\(tmux.screen())")

        tmux.send("fg", "Enter")
        let back = tmux.waitFor("the navigator again", within: 10) { screen in
            (screen.contains("routenav │") || screen.contains("routenav |")) && !screen.contains("Stopped") && !screen.contains("ready$")
        }
        #expect(back != nil, "fg did not repaint the navigator fully:\n\(tmux.screen())")

        tmux.send("q")
        let status = directory.appendingPathComponent("exit.status")
        _ = tmux.waitFor("the exit", within: 15) { _ in
            (try? String(contentsOf: status, encoding: .utf8))?.hasSuffix("\n") ?? false
        }
        #expect((try? String(contentsOf: status, encoding: .utf8)) == "exit=0\n", "routenav did not quit with 0:\n\(tmux.screen())")
        tmux.send("exit", "Enter")
    }
}
