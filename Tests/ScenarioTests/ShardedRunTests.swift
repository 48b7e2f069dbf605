import Foundation
import Glibc
import RoutenavCommandLine
import Scenario
import Testing

/// `routenav run --shard K/N` and `routenav monkey --shard K/N` split a run over a CI matrix, and
/// `routenav run --merge` joins the shards' JUnit reports into the unsharded run's report.
@Suite("Sharded runs and merged reports", .serialized)
struct ShardedRunTests {
    @Test("the shares of every count of items and shards partition the items exactly, in order, evenly")
    func sharesPartitionExactly() {
        for total in [0, 1, 2, 3, 7, 10, 31, 100] {
            for count in 1...12 {
                let ranges = (1...count).map { Shard(index: $0, of: count).range(of: total) }
                #expect(ranges.flatMap { Array($0) } == Array(0..<total), "\(total) items in \(count) shards")
                let sizes = ranges.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
    }

    @Test("--shard K/N is parsed for run and monkey; bad values name what is expected", arguments: [
        (["run", "--shard", "2/3", "flows"], true), (["monkey", "--shard", "1/1"], true),
        (["run", "--shard", "0/3", "flows"], false), (["run", "--shard", "4/3", "flows"], false),
        (["run", "--shard", "1/", "flows"], false), (["run", "--shard", "+1/2", "flows"], false),
    ])
    func parsesShard(arguments: [String], valid: Bool) throws {
        if valid {
            let command = try RoutenavCommand.parse(arguments)
            switch command {
            case .run(let run): #expect(run.shard == Shard(index: 2, of: 3))
            case .monkey(let monkey): #expect(monkey.shard == Shard(index: 1, of: 1))
            default: Issue.record("parsed as \(command)")
            }
        } else {
            #expect(throws: UsageError("--shard: found '\(arguments[2])', expected \(Shard.expected)")) { try RoutenavCommand.parse(arguments) }
        }
    }

    @Test("a report read back writes the same text, markup and escapes included")
    func reportRoundTrips() throws {
        let report = JUnitReport(cases: [
            .init(file: "flows/a.scenario", status: .success, failure: nil),
            .init(file: "flows/b&<c>.scenario", status: .expectationFailed, failure: "flows/b&<c>.scenario:3: expected main top \"x\", got 'y'"),
            .init(file: "bad.scenario", status: .unusableInput, failure: "bad.scenario:1:1: found 'lunch', expected a step\u{1B}"),
        ])
        let read = try JUnitReport(reading: report.xml, fileName: "r.xml")
        #expect(read.xml == report.xml)
        #expect(read.summary == report.summary)
        #expect(throws: JUnitReport.ReadError.self) { try JUnitReport(reading: "<testsuites/>\n", fileName: "r.xml") }
    }

    @Test("three shards run each scenario once, print their own counts, and their merged report is the unsharded one",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func shardsMergeIntoTheUnshardedReport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-shard-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flows = directory.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        let pass = "app single\nlaunch\nexpect windows main\n"
        let fail = "app notes\nlaunch\nauth signedIn\nwait 1\nexpect main top NoteDetail(1)\n"
        for (name, text) in [("a", pass), ("b", fail), ("c", pass), ("d", "lunch\n"), ("e", pass)] {
            try Data(text.utf8).write(to: flows.appendingPathComponent("\(name).scenario"))
        }
        let whole = directory.appendingPathComponent("whole.xml")
        let (wholeStatus, wholeOutput, _) = try runRoutenav(["run", flows.path, "--junit", whole.path], in: directory)
        #expect(wholeStatus == 2 && wholeOutput == "3 passed, 1 failed, 1 error\n")
        var shards: [String] = []
        var outputs: [String] = []
        for index in 1...3 {
            let report = directory.appendingPathComponent("shard-\(index).xml")
            let (_, output, _) = try runRoutenav(["run", flows.path, "--shard", "\(index)/3", "--junit", report.path], in: directory)
            outputs.append(output)
            shards.append(report.path)
        }
        // 5 files in 3 shares: a | b, c | d, e.
        #expect(outputs == ["1 passed, 0 failed\n", "1 passed, 1 failed\n", "1 passed, 0 failed, 1 error\n"])
        let merged = directory.appendingPathComponent("merged.xml")
        let (mergeStatus, mergeOutput, mergeErrors) = try runRoutenav(["run", "--merge", "--junit", merged.path] + shards, in: directory)
        #expect(mergeStatus == 2, "\(mergeErrors)")
        #expect(mergeOutput == "3 passed, 1 failed, 1 error\n")
        #expect(try String(contentsOf: merged, encoding: .utf8) == String(contentsOf: whole, encoding: .utf8))
    }

    @Test("monkey shards run contiguous shares of the seeds and say which",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func monkeyShards() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-shard-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var lines: [String] = []
        for index in 1...2 {
            let (status, output, errors) = try runRoutenav(
                ["monkey", "--app", "single", "--seed", "5", "--seeds", "3", "--steps", "5", "--shard", "\(index)/2"], in: directory)
            #expect(status == 0, "\(errors)")
            lines.append(output)
        }
        #expect(lines[0].hasPrefix("monkey: app single, seed 5, 5 steps each: clean"))
        #expect(lines[1].hasPrefix("monkey: app single, seeds 6-7, 5 steps each: clean"))
    }

    /// Runs `routenav ARGUMENTS`; returns the exit status, standard output and standard error.
    private func runRoutenav(_ arguments: [String], in directory: URL) throws -> (Int32, String, String) {
        let outputFile = directory.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        let output = open(outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(output >= 0)
        defer { close(output) }
        let child = try #require(RoutenavProcessTests.start(arguments, in: directory, output: output))
        let (status, errors) = child.wait()
        return (status, try String(contentsOf: outputFile, encoding: .utf8), errors)
    }
}
