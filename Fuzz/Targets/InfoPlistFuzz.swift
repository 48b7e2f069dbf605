// libFuzzer target: the Info.plist reader (InfoPlist(data:source:), U1, U2, U4, U5). When the bytes
// read as an Info.plist, the Notes demo is launched with it and sent a deep link, a new window and an
// activity, so the values the reader let through meet the simulated system and the engine (R16).
import Foundation
import DemoApps
import SimulatedUIKit
import Simulator

@_cdecl("LLVMFuzzerTestOneInput")
public func infoPlistFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = fuzzData(start, count)
    let plist: InfoPlist
    do {
        plist = try InfoPlist(data: data, source: "Fuzz-Info.plist")
    } catch {
        require(error.file == "Fuzz-Info.plist", "error names another file: \(error)")
        require(error.description.hasPrefix("Fuzz-Info.plist"), "message does not start with the file: \(error)")
        return FuzzVerdict.handled
    }
    MainActor.assumeIsolated {
        let simulator = Simulator(app: NotesApp.notes, infoPlist: plist)
        let events: [SimulationEvent] = [
            .launch(LaunchPayload(urls: ["notes://note/1"])), .auth(.signedIn), .wait(seconds: 1),
            .open(url: "notes://note/2", window: nil), .newWindow(scene: "compose"),
            .continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "3")]), window: nil),
            .shortcut(type: "new-note", window: nil), .wait(seconds: 1), .kill, .relaunch, .wait(seconds: 1),
        ]
        for event in events {
            try? simulator.apply(event)
        }
        let violations = simulator.invariantViolations()
        require(violations.isEmpty, "invariants broken with this Info.plist: \(violations)")
    }
    return FuzzVerdict.handled
}
