import Foundation
import Glibc
import Testing

/// The tmux path to `routenav`, if tmux is installed.
private let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// The `routenav` binary built beside the test bundle, if there is one.
private let routenavBinary: URL? = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                                    Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
    .map { $0.appendingPathComponent("routenav") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// Runs a program to its exit with an empty signal mask and default signal handlers (standard input and
/// error on `/dev/null`; standard output captured or on `/dev/null`).
///
/// Not Foundation's `Process`: it hands the child the test thread's blocked signals, so a tmux server
/// started through it blocks `SIGCHLD`, never notices its pane end, and outlives `kill-server`; and the
/// daemon inherits the descriptor `Process` watches, so waiting for the client that starts the server
/// lasts as long as the server.
/// - Parameters:
///   - arguments: the program's path, then its arguments.
///   - capture: whether to return what it writes to standard output.
/// - Returns: the output (empty unless captured), or `nil` when the program cannot be started.
private func runClean(_ arguments: [String], capture: Bool = false) -> String? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var every = sigset_t()
    sigfillset(&every)
    sigdelset(&every, SIGKILL)
    sigdelset(&every, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &every)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var pipeEnds: [Int32] = [-1, -1]
    if capture {
        // Close-on-exec, so no other child started meanwhile keeps the pipe open; `dup2` clears it on fd 1.
        guard pipe(&pipeEnds) == 0 else { return nil }
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid = pid_t()
    let started = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    if capture { close(pipeEnds[1]) }
    guard started == 0 else {
        if capture { close(pipeEnds[0]) }
        return nil
    }
    var output: [UInt8] = []
    if capture {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(pipeEnds[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
}

/// Issue 7, item 3: `routenav --app manifest:PATH` opens the navigator on a manifest app. The real binary
/// runs in tmux on a private socket (`-L`); the test polls `capture-pane` until a deadline, no fixed sleeps.
@Suite("Manifests in the navigator (tmux)", .serialized)
struct ManifestNavigatorTmuxTests {
    /// Runs a tmux client on this test's own server.
    @discardableResult
    private func tmux(_ socket: String, _ arguments: [String], capture: Bool = false) -> String {
        runClean([tmuxPath ?? "/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments, capture: capture) ?? ""
    }

    @Test("routenav --app manifest:PATH opens the navigator on the manifest's app",
          .enabled(if: tmuxPath != nil, "tmux is not installed: the navigator test is skipped"),
          .enabled(if: routenavBinary != nil, "routenav is not built beside the test bundle: the navigator test is skipped"))
    func navigatorOpensManifestApp() throws {
        let binary = try #require(routenavBinary)
        let socket = "routenav-manifest-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { tmux(socket, ["kill-server"]) }
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-tmux-data-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let manifest = shippedManifests.appendingPathComponent("notes.json").path
        // XDG_DATA_HOME: where the navigator keeps its recordings, away from the user's own.
        tmux(socket, ["new-session", "-d", "-s", "nav", "-x", "120", "-y", "40",
                      "TERM=xterm-256color XDG_DATA_HOME='\(dataHome.path)' '\(binary.path)' --app 'manifest:\(manifest)'"])
        let deadline = Date().addingTimeInterval(30)
        var screen = ""
        repeat {
            screen = tmux(socket, ["capture-pane", "-p", "-t", "nav"], capture: true)
            if screen.contains("manifest:"), screen.contains("SignIn"), screen.contains("Sign in") { break }
            usleep(50_000)
        } while Date() < deadline
        #expect(screen.contains("manifest:"), "the status bar names the app: \(screen)")
        #expect(screen.contains("SignIn"), "the main window shows the manifest's signed-out screen: \(screen)")
        #expect(screen.contains("Sign in"), "with its button: \(screen)")
    }
    @Test("routenav --app skeleton:PATH opens the navigator on a real app's Info.plist",
          .enabled(if: tmuxPath != nil, "tmux is not installed: the navigator test is skipped"),
          .enabled(if: routenavBinary != nil, "routenav is not built beside the test bundle: the navigator test is skipped"),
          .enabled(if: FileManager.default.fileExists(atPath: netNewsWirePlist.path), "../shared/fixtures is absent: the skeleton navigator test is skipped"))
    func navigatorOpensSkeletonApp() throws {
        let binary = try #require(routenavBinary)
        let socket = "routenav-skeleton-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { tmux(socket, ["kill-server"]) }
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-tmux-data-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataHome) }
        tmux(socket, ["new-session", "-d", "-s", "nav", "-x", "120", "-y", "40",
                      "TERM=xterm-256color XDG_DATA_HOME='\(dataHome.path)' '\(binary.path)' --app 'skeleton:\(netNewsWirePlist.path)'"])
        let deadline = Date().addingTimeInterval(30)
        var screen = ""
        repeat {
            screen = tmux(socket, ["capture-pane", "-p", "-t", "nav"], capture: true)
            if screen.contains("skeleton:"), screen.contains("SignIn"), screen.contains("Sign in") { break }
            usleep(50_000)
        } while Date() < deadline
        #expect(screen.contains("skeleton:"), "the status bar names the app: \(screen)")
        #expect(screen.contains("SignIn"), "the skeleton's main window starts signed out: \(screen)")
        #expect(screen.contains("Sign in"), "with its button: \(screen)")
    }
}

/// NetNewsWire's real Info.plist in the shared fixtures.
private let netNewsWirePlist = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/fixtures/plists/netnewswire-Info.plist")
