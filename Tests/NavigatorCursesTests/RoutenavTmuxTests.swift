import Foundation
import Testing

/// The real `routenav` binary in tmux on a private socket (CONTRIBUTING.md): start,
/// open a deep link through `:`, open a second window, sign out, checking the captured screen at
/// each step, save with `:save`, quit — then `routenav run` replays the file to the same state.
/// Polls `capture-pane` until a deadline instead of sleeping fixed times.
@Suite(.serialized) struct RoutenavTmuxTests {
    /// Runs a program with `posix_spawn` and reaps it with `waitpid` (Foundation's `Process` can
    /// miss the exit of tmux's client, which forks the server, and wait forever).
    enum Spawn {
        static func run(_ path: String, _ arguments: [String], captureOutput: Bool = false) -> (status: Int32, output: String) {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            var fds: [Int32] = [-1, -1]
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            if captureOutput, pipe(&fds) == 0 {
                posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
                posix_spawn_file_actions_addclose(&actions, fds[0])
                posix_spawn_file_actions_addclose(&actions, fds[1])
            } else {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
            let environment = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }
            let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            // Test threads block signals and children inherit the mask: without this reset tmux would
            // never see SIGCHLD or SIGHUP, and its server and panes would outlive the test.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var empty = sigset_t()
            sigemptyset(&empty)
            posix_spawnattr_setsigmask(&attributes, &empty)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for number in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGPIPE] { sigaddset(&defaults, number) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            if fds[1] >= 0 { close(fds[1]) }
            var bytes: [UInt8] = []
            if fds[0] >= 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(fds[0], &chunk, chunk.count)
                    if count <= 0 { break }
                    bytes += chunk[0..<count]
                }
                close(fds[0])
            }
            guard spawned == 0 else { return (-1, "") }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            return (exitCode, String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A tmux server of our own (`-L`), killed when done.
    final class Tmux {
        let socket = "routenav-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let tmux: String

        static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }

        init?() {
            guard let path = Self.path else { return nil }
            tmux = path
        }

        /// Runs a tmux command, discarding its output (the command that starts the server must not
        /// hand a pipe to the daemon).
        func run(_ arguments: [String]) {
            _ = Spawn.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
        }

        /// The pane's text (`capture-pane -p`).
        func screen() -> String {
            Spawn.run(tmux, ["-L", socket, "-f", "/dev/null", "capture-pane", "-p", "-t", "nav"], captureOutput: true).output
        }

        func send(_ keys: String...) { run(["send-keys", "-t", "nav"] + keys) }

        /// Polls the screen until `condition` holds or `seconds` pass.
        func waitFor(_ what: String, within seconds: Double = 15, _ condition: (String) -> Bool) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            repeat {
                let text = screen()
                if condition(text) { return text }
                usleep(20_000)
            } while Date() < deadline
            return nil
        }

        deinit {
            run(["kill-server"])
            unlink("/tmp/tmux-\(getuid())/\(socket)")
        }
    }

    static var routenav: URL? {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
        return candidates.map { $0.appendingPathComponent("routenav") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test(.enabled(if: Tmux.path != nil, "tmux is not installed (make deps installs it)"))
    func drivenSessionSavedAndReplayedHeadlessReachesTheSameState() throws {
        guard let tmux = Tmux() else { return }
        guard let binary = Self.routenav else {
            Issue.record("routenav binary not found next to the test bundle; build it first (swift build)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // The pane stays after the script ends (remain-on-exit) for a last capture, and no process
        // outlives the test: kill-server ends a server whose panes are dead.
        let script = "stty -g > before.tty; XDG_DATA_HOME='\(directory.path)/data' '\(binary.path)' --auth signedIn; echo $? > exit.status; stty -g > after.tty"
        tmux.run(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "36", "-c", directory.path, "sh", "-c", script])
        tmux.run(["set-option", "-t", "nav", "remain-on-exit", "on"])

        let splash = tmux.waitFor("the splash", within: 10) { $0.contains("SPLASH") || $0.contains("NotesList") }
        #expect(splash != nil, "the navigator did not start:\n\(tmux.screen())")
        let first = tmux.waitFor("the first screen") { $0.contains("› NotesList") && $0.contains("auth signedIn") }
        #expect(first != nil, "no NotesList after the session loaded:\n\(tmux.screen())")

        tmux.send(":open notes://note/42", "Enter")
        let detail = tmux.waitFor("the deep link") { $0.contains("› NoteDetail(42)") }
        #expect(detail != nil, "the deep link did not open NoteDetail(42):\n\(tmux.screen())")

        tmux.send("1")  // NoteDetail's "New note window"
        let second = tmux.waitFor("a second window") { $0.contains("compose[S2] ◆") && $0.contains("› Compose") }
        #expect(second != nil, "no compose window:\n\(tmux.screen())")

        tmux.send("O")  // sign out: compose closes (auth-session termination allowed), main shows SignIn
        let signedOut = tmux.waitFor("sign out") { $0.contains("auth signedOut") && $0.contains("› SignIn") && !$0.contains("compose[S2] ◆") }
        #expect(signedOut != nil, "sign out did not reach SignIn:\n\(tmux.screen())")

        tmux.send(":save e2e.scenario", "Enter")
        #expect(tmux.waitFor("the save") { $0.contains("Saved") } != nil, "no save message:\n\(tmux.screen())")
        tmux.send("q")
        // The pane's script writes routenav's exit status, then the terminal's modes, to files.
        let after = directory.appendingPathComponent("after.tty")
        // The shell creates after.tty before stty writes it: wait for the whole line, not the file.
        _ = tmux.waitFor("the exit", within: 15) { _ in
            (try? String(contentsOf: after, encoding: .utf8))?.hasSuffix("\n") ?? false
        }
        let status = try? String(contentsOf: directory.appendingPathComponent("exit.status"), encoding: .utf8)
        #expect(status?.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "routenav did not quit with 0:\n\(tmux.screen())")
        let before = try? String(contentsOf: directory.appendingPathComponent("before.tty"), encoding: .utf8)
        let afterModes = try? String(contentsOf: after, encoding: .utf8)
        #expect(before != nil && before == afterModes, "the terminal's modes were not restored")

        // Replay headless: the same final state.
        let replay = Spawn.run(binary.path, ["run", "--transcript", directory.appendingPathComponent("e2e.scenario").path],
                               captureOutput: true)
        #expect(replay.status == 0)
        let transcript = replay.output
        let finalState = transcript.components(separatedBy: "\n\n").last(where: { $0.contains("auth=") }) ?? ""
        #expect(finalState.contains("auth=signedOut"), "\(finalState)")
        #expect(finalState.contains("main [S1] foregroundActive key overlay=none stack=SignIn"), "\(finalState)")
        #expect(!finalState.contains("compose ["), "\(finalState)")
    }
}
