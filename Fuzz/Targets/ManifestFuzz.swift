// libFuzzer target: the app manifest decoder (issue 7: ManifestJSONScanner, JSONDecoder into
// AppManifest, ManifestValidator, the Info.plist it names). A manifest that loads is run: launched,
// signed in, every button of what each window shows tapped, every registered URL opened, then killed
// and relaunched, and the engine's invariants (DESIGN §7.4) must hold, since the loader promises that
// everything is checked before the app exists.
import Foundation
import DemoApps
import Simulator

/// The file each input is written to, in a private directory made once per process.
private let manifestURL = fuzzScratchDirectory("manifest").appendingPathComponent("fuzz.json")

@_cdecl("LLVMFuzzerTestOneInput")
public func manifestFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = fuzzData(start, count)
    guard (try? data.write(to: manifestURL)) != nil else { return FuzzVerdict.reject }
    MainActor.assumeIsolated {
        let app: DemoAppDefinition
        do {
            app = try DemoAppCatalog.manifest(at: manifestURL)
        } catch {
            require(String(describing: error).contains("fuzz.json"), "error does not name the file: \(error)")
            return
        }
        let simulator = Simulator(app: app)
        try? simulator.apply(.launch(LaunchPayload()))
        try? simulator.apply(.auth(.signedIn))
        try? simulator.apply(.wait(seconds: 2))
        for window in simulator.windows().prefix(4) {
            for title in window.actions.prefix(8) {
                try? simulator.apply(.tap(window.name, title: title, count: 1))
                try? simulator.apply(.wait(seconds: 1))
            }
        }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        let intents = (try? JSONDecoder().decode(AppManifest.self, from: Data(body)))?.intents ?? []
        for intent in intents.prefix(6) {
            let event: SimulationEvent
            switch intent.trigger {
            case let .url(url): event = .open(url: url + "/1?id=1", window: nil)
            case let .activityType(type): event = .continueActivity(ActivityPayload(type: type, userInfo: userInfo(for: intent)), window: nil)
            case let .shortcutType(type): event = .shortcut(type: type, window: nil)
            }
            try? simulator.apply(event)
            try? simulator.apply(.wait(seconds: 1))
        }
        try? simulator.apply(.kill)
        try? simulator.apply(.relaunch)
        try? simulator.apply(.wait(seconds: 2))
        let violations = simulator.invariantViolations()
        require(violations.isEmpty, "a manifest that loaded breaks the engine's invariants: \(violations)")
    }
    return FuzzVerdict.handled
}

/// The user info an activity intent reads its argument from, or none.
private func userInfo(for intent: AppManifest.Intent) -> [ActivityPayload.UserInfoEntry] {
    guard case let .userInfoKey(key)? = intent.argument else { return [] }
    return [.init(key: key, value: "1")]
}
