import Foundation
import Glibc
import Scenario
import Testing

/// The real `routenav` binary, started with `posix_spawn` (Foundation's `Process` can hang here): what a
/// user sees of `routenav run` — exit statuses, standard error, and what it leaves in the temporary directory.
@Suite("routenav run as a process", .serialized)
struct RoutenavProcessTests {
    /// The built `routenav` next to the test bundle, if any.
    static let binary: URL? = {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
        return candidates.map { $0.appendingPathComponent("routenav") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A started `routenav`, its standard error in a file.
    struct Child {
        let pid: pid_t
        let errorFile: URL

        /// Waits for the exit; returns the status as a shell shows it (128 + N for a signal) and standard error.
        func wait() -> (status: Int32, errors: String) {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            return (code, errors)
        }
    }

    /// Starts `routenav` with a clean signal mask and default dispositions (test threads block signals,
    /// and children inherit that), standard input from /dev/null, standard output discarded (or into the
    /// descriptor `output`), standard error into a file in `directory`. Paths in `arguments` should be
    /// absolute (the working directory is the test process's). With `shellSetup`, `/bin/sh` runs those
    /// commands first (`ulimit -f 0`) and then execs `routenav`.
    static func start(_ arguments: [String], in directory: URL, output: Int32? = nil,
                      environment extra: [String: String] = [:], shellSetup: String? = nil) -> Child? {
        guard let binary else { return nil }
        let errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
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
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        let program = shellSetup == nil ? binary.path : "/bin/sh"
        let words = shellSetup.map { ["sh", "-c", "\($0); exec \"$0\" \"$@\""] } ?? []
        let argv: [UnsafeMutablePointer<CChar>?] = (words + [binary.path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, &actions, &attributes, argv, envp) == 0 else { return nil }
        return Child(pid: pid, errorFile: errorFile)
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-process-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A replay long enough to be interrupted (several seconds of navigation, a record written at each step).
    static let longScenario: String = {
        var text = "app notes\nlaunch\nauth signedIn\nwait 1\n"
        for _ in 0..<4000 { text += "tap main \"Open note 1\"\nwait 0.5\nback main\nwait 0.5\n" }
        return text
    }()

    @Test("SIGTERM, SIGINT or SIGHUP during a replay removes its temporary container and exits 128 + N",
          .enabled(if: binary != nil, "routenav is not built next to the tests (swift build)"),
          arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalRemovesTemporaryContainer(signal number: Int32) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let temporary = directory.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        try Data(Self.longScenario.utf8).write(to: directory.appendingPathComponent("long.scenario"))
        let child = try #require(Self.start(["run", directory.appendingPathComponent("long.scenario").path], in: directory,
                                            environment: ["TMPDIR": temporary.path]))
        // Wait until the replay has made its container (TMPDIR/routenav-XXXXXX) and written into it.
        let deadline = Date().addingTimeInterval(60)
        var seen = false
        while Date() < deadline {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
            if let name = entries.first(where: { $0.hasPrefix("routenav-") }),
               let inside = try? FileManager.default.subpathsOfDirectory(atPath: temporary.appendingPathComponent(name).path),
               inside.contains(where: { $0.hasSuffix(".plist") }) {
                seen = true
                break
            }
            usleep(2_000)
        }
        kill(child.pid, number)
        let (status, errors) = child.wait()
        #expect(seen, "the replay never wrote a record into a temporary container")
        #expect(status == 128 + number, "exit status \(status); standard error: \(errors)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        #expect(left.isEmpty, "left behind in TMPDIR: \(left)")
    }

    @Test("--container naming a file exits 2 with what it is, and runs nothing",
          .enabled(if: binary != nil, "routenav is not built next to the tests (swift build)"))
    func containerFileIsRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("keep me\n".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        try Data("app notes\nlaunch\nauth signedIn\nwait 1\ntap main \"Open note 1\"\nwait 1\n".utf8)
            .write(to: directory.appendingPathComponent("a.scenario"))
        let file = directory.appendingPathComponent("notes.txt").path
        let child = try #require(Self.start(["run", "--container", file, directory.appendingPathComponent("a.scenario").path], in: directory))
        let (status, errors) = child.wait()
        #expect(status == 2)
        #expect(errors == "routenav: --container \(file): it is a regular file, not a directory\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me\n")
    }

    @Test("output that cannot be written (> /dev/full) is reported and exits 2, never 0",
          .enabled(if: binary != nil && FileManager.default.fileExists(atPath: "/dev/full"), "routenav is not built next to the tests, or no /dev/full"),
          arguments: [["--help"], ["--version"], ["run", "--transcript", "a.scenario"], ["monkey", "--steps", "5"]])
    func unwritableOutputFails(arguments: [String]) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("app notes\nlaunch\nauth signedIn\nwait 1\n".utf8).write(to: directory.appendingPathComponent("a.scenario"))
        let full = open("/dev/full", O_WRONLY)
        #expect(full >= 0)
        defer { close(full) }
        let child = try #require(Self.start(arguments.map { $0.hasSuffix(".scenario") ? directory.appendingPathComponent($0).path : $0 },
                                            in: directory, output: full))
        let (status, errors) = child.wait()
        #expect(status == 2, "\(arguments): exit \(status)")
        #expect(errors.hasSuffix("routenav: cannot write standard output: No space left on device\n"), "\(errors)")
    }

    @Test("standard error shows a percent-decoded escape sequence escaped",
          .enabled(if: binary != nil, "routenav is not built next to the tests (swift build)"))
    func standardErrorIsEscaped() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("app notes\nlaunch\nauth signedIn\nwait 1\nopen notes://note/%1B%5D0;pwned%07\nwait 1\nexpect main top NotesList\n".utf8)
            .write(to: directory.appendingPathComponent("esc.scenario"))
        let scenario = directory.appendingPathComponent("esc.scenario").path
        let child = try #require(Self.start(["run", scenario], in: directory))
        let (status, errors) = child.wait()
        #expect(status == 1)
        #expect(errors == "\(scenario):7: expected main top NotesList, got NoteDetail(\\u{1B}]0;pwned\\u{07})\n")
    }
}
