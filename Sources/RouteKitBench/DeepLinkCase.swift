import DemoApps
import Simulator

/// Issue 8, bench: route one deep link end to end, against the floor (goal at most 5x).
///
/// The Notes demo (Sources/DemoApps) runs in the ``Simulator``, launched and signed in. One operation is a warm
/// `open notes://note/N` (a new N each time, so it is never "already on top") applied through
/// ``Simulator/apply(_:)`` and then virtual time advanced until idle: the system's URL scheme check (U2),
/// `scene(_:openURLContexts:)`, R5 matching, R6 placement, the R8 permission, the push of `NoteDetail(N)`
/// with its 0.35 s transition (U9) and the coalesced restoration snapshot (R15, in memory: no container).
@MainActor enum DeepLinkCase {
    static func run(samples: Int, floor: Summary) throws -> CaseResult {
        let simulator = Simulator(app: NotesApp.notes)
        try simulator.launchSignedIn()
        var note = 0
        let measured = try Stopwatch().measure(samples: samples, operations: 200) {
            note += 1
            try simulator.run(.open(url: "notes://note/\(note)", window: nil))
        }
        try simulator.require(top: "NoteDetail(\(note))", of: .main, "deep link")
        return CaseResult(
            id: "deep-link", title: "deep link end to end (notes, warm open until idle)", measured: measured,
            floorName: DeepLinkFloor.name, floor: floor, ratio: measured.median / floor.median, ratioMeaning: "x floor",
            goal: 5, goalText: "<= 5x",
            notes: [
                "Notes demo in the Simulator, signed in, records in memory; one operation = open notes://note/N "
                    + "then advance virtual time until idle; 200 operations per sample."
            ])
    }
}
