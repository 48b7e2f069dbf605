import DemoApps
import Foundation
import Route
import Simulator

/// Issue 8, bench: navigation with restoration on vs off (goal at most 1.1x).
///
/// One operation in the Notes demo: tap "Open note 1" (push `NoteDetail(1)`, restorable: a record is
/// written within 0.25 s virtual, R15) and settle, then `back` (the top is no longer restorable: the
/// record is removed) and settle. "Off" keeps records in memory (a nil container: the engine's
/// in-memory store); "on" is the default file store (atomic write, `fsync` of the file and the
/// directory). A second "on" row puts the container on tmpfs (/dev/shm), where `fsync` costs nothing,
/// to separate the engine's own work from the disk's.
@MainActor enum RestorationCase {
    static func navigate(_ simulator: Simulator) throws {
        try simulator.run(.tap(.main, title: "Open note 1", count: 1))
        try simulator.run(.back(.main))
    }

    /// A signed-in Notes simulator with its records in `container` (memory when `nil`).
    static func simulator(container: URL?) throws -> Simulator {
        let simulator = Simulator(app: NotesApp.notes, containerURL: container)
        try simulator.launchSignedIn()
        return simulator
    }

    /// Fails unless a navigation leaves its record where the store keeps it.
    static func verify(_ simulator: Simulator, hasFile: Bool) throws {
        try simulator.run(.tap(.main, title: "Open note 1", count: 1))
        try simulator.require(top: "NoteDetail(1)", of: .main, "restoration")
        guard (try simulator.storedScreen(for: .main)) == "NoteDetail(1)" else {
            throw BenchError("restoration: the store holds no record of NoteDetail(1)")
        }
        if hasFile, let container = simulator.containerURL {
            let directory = FileStateRestorationStorage.directoryURL(forContainer: container)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            guard files.contains(where: { $0.hasSuffix(".plist") }) else { throw BenchError("restoration: no record file on disk") }
        }
    }

    static func run(samples: Int, scratch: URL) throws -> [CaseResult] {
        let off = try simulator(container: nil)
        let disk = try simulator(container: scratch.appendingPathComponent("restoration-container", isDirectory: true))
        let shmRoot = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        let shmContainer = shmRoot.appendingPathComponent("routekit-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: shmContainer) }
        let tmpfs = FileManager.default.isWritableFile(atPath: shmRoot.path) ? try simulator(container: shmContainer) : nil

        var bodies: [() throws -> Void] = [{ try navigate(off) }, { try navigate(disk) }]
        if let tmpfs { bodies.append { try navigate(tmpfs) } }
        let summaries = try Stopwatch().measureInterleaved(samples: samples, operations: 40, bodies)
        try verify(off, hasFile: false)
        try verify(disk, hasFile: true)
        if let tmpfs { try verify(tmpfs, hasFile: true) }

        let offSummary = summaries[0]
        let onSummary = summaries[1]
        var results = [
            CaseResult(
                id: "restoration-disk", title: "navigation, restoration on (file store on disk) vs off", measured: onSummary,
                floorName: "restoration off (in-memory store)", floor: offSummary, ratio: onSummary.median / offSummary.median,
                ratioMeaning: "on / off", goal: 1.1, goalText: "<= 1.1x",
                notes: [
                    "One operation = tap \"Open note 1\" + settle + back + settle (one record written, one removed); "
                        + "on and off sampled in turn; container in \(scratch.path)."
                ])
        ]
        if summaries.count > 2 {
            let tmpfsSummary = summaries[2]
            results.append(
                CaseResult(
                    id: "restoration-tmpfs", title: "navigation, restoration on (file store on tmpfs) vs off", measured: tmpfsSummary,
                    floorName: "restoration off (in-memory store)", floor: offSummary, ratio: tmpfsSummary.median / offSummary.median,
                    ratioMeaning: "on / off", goal: 1.1, goalText: "<= 1.1x",
                    notes: [
                        "Same operation with the container on /dev/shm, where fsync is free: the engine's and the "
                            + "store's own cost without the disk."
                    ]))
        }
        return results
    }
}
