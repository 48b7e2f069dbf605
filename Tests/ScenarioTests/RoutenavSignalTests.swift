import Foundation
import Glibc
import Scenario
import Testing

/// `routenav run` and signals, on the real binary: a signal at any moment of a replay removes its
/// temporary container, and once the replay is over a signal ends a process blocked writing its
/// transcript into a full pipe.
@Suite("routenav run and signals", .serialized)
struct RoutenavSignalTests {
    /// A seeded generator (SplitMix64), so that the kill delays are the same on every run.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Waits up to `seconds` for the child to end; returns its status as a shell shows it, or `nil`.
    static func waitBriefly(_ pid: pid_t, seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f) }
            if result == -1 && errno != EINTR { return nil }
            usleep(5_000)
        }
        return nil
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-signal-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func containers(in temporary: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("routenav-") }
    }

    @Test("a signal at a random moment of a replay never leaves the temporary container (30 kills)",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func randomlyTimedSignalsLeaveNoContainer() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("long.scenario")
        try Data(RoutenavProcessTests.longScenario.utf8).write(to: scenario)
        var generator = SplitMix64(state: 0x5EED_2026)
        var leftovers: [String] = []
        for round in 0..<30 {
            let temporary = directory.appendingPathComponent("tmp\(round)", isDirectory: true)
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let child = try #require(RoutenavProcessTests.start(["run", scenario.path], in: directory, output: nil, environment: ["TMPDIR": temporary.path]))
            // Kill once the container exists, 0–40 ms later: while records are written step after step.
            let deadline = Date().addingTimeInterval(20)
            while containers(in: temporary).isEmpty, Date() < deadline { usleep(1_000) }
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            let number = round % 2 == 0 ? SIGTERM : SIGHUP
            kill(child.pid, number)
            let (status, errors) = child.wait()
            #expect(status == 128 + number, "round \(round): exit status \(status); standard error: \(errors)")
            leftovers += containers(in: temporary).map { "round \(round): \($0)" }
        }
        #expect(leftovers.isEmpty, "left behind: \(leftovers)")
    }

    @Test("SIGTERM or SIGINT ends routenav blocked writing its transcript into a full pipe",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"),
          arguments: [SIGTERM, SIGINT])
    func signalEndsAWriteBlockedOnAFullPipe(signal number: Int32) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let temporary = directory.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var text = "app notes\nlaunch\nauth signedIn\nwait 1\n"
        for _ in 0..<300 { text += "tap main \"Open note 1\"\nwait 0.5\nback main\nwait 0.5\n" }
        let scenario = directory.appendingPathComponent("big.scenario")
        try Data(text.utf8).write(to: scenario)
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        // Nobody reads the pipe (`| sleep 40`): the transcript, far over 64 KiB, blocks its writer.
        let child = try #require(RoutenavProcessTests.start(["run", "--transcript", scenario.path], in: directory, output: descriptors[1],
                                            environment: ["TMPDIR": temporary.path]))
        close(descriptors[1])
        // The replay is over when its container has come and gone; then it is printing.
        let deadline = Date().addingTimeInterval(15)
        var seen = false
        while Date() < deadline {
            if !containers(in: temporary).isEmpty { seen = true } else if seen { break }
            usleep(1_000)
        }
        #expect(seen, "the replay never made a temporary container")
        kill(child.pid, number)
        let status = Self.waitBriefly(child.pid, seconds: 3)
        if status == nil {
            kill(child.pid, SIGKILL)
            _ = child.wait()
        }
        #expect(status == 128 + number, "routenav did not end on signal \(number) while blocked writing")
    }
}
