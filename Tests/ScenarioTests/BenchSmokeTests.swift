import Foundation
import Glibc
import Testing

/// `make bench` runs every case: `routekit-bench --smoke` runs each case once at its smallest, so a case
/// that cannot run (as `scaling-windows` could not, asking for more windows than the 1,000 scene sessions
/// the system keeps, U10) fails `make test`. Timings are not checked (Sources/RouteKitBench, BenchScale).
@Suite("make bench's cases all run (routekit-bench --smoke)")
struct BenchSmokeTests {
    /// The built `routekit-bench` next to the test bundle, if any.
    static let binary: URL? = {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
        return candidates.map { $0.appendingPathComponent("routekit-bench") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test func everyCaseRunsOnce() throws {
        let binary = try #require(Self.binary, "routekit-bench is not built next to the tests (swift build)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-smoke-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.txt")
        let json = directory.appendingPathComponent("bench-results.json")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let arguments = [binary.path, "--smoke", "--output", json.path]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, binary.path, &actions, &attributes, argv, environ) == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect((status & 0x7f) == 0 && (status >> 8) & 0xff == 0, "routekit-bench --smoke failed:\n\(text)")
        #expect(!text.contains("COULD NOT RUN"), "\(text)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let ids = (report?["cases"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        for id in ["scaling-windows", "time-travel", "rss-1000-windows"] {
            #expect(ids.contains(id), "no result for \(id) in \(ids)")
        }
    }
}
