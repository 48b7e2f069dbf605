import Simulator

/// A seeded source of random valid events for the Notes demo, standing in for the monkey (issue 8,
/// item 1) until it is merged: launches with payloads, warm links, activities and shortcuts, auth
/// changes, window churn, kill and relaunch, taps, backs and dismisses mid-transition, and waits.
///
/// Deterministic: SplitMix64 from the seed, and choices made only from ordered lists (window names in
/// connection order, button titles in display order).
@MainActor struct RandomEventSource {
    private var state: UInt64

    /// Creates a source.
    /// - Parameter seed: the seed; the same seed gives the same events against the same simulation.
    init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    private mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    private mutating func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[below(items.count)]
    }

    private mutating func note() -> String { "\(below(5) + 1)" }

    /// The next event, valid for the simulation's current state.
    /// - Parameter simulator: the simulation.
    /// - Returns: an event ``Simulator/apply(_:)`` accepts.
    mutating func event(for simulator: Simulator) -> SimulationEvent {
        let windows = simulator.windows()
        guard simulator.device.processState == .running, !windows.isEmpty else {
            switch below(4) {
            case 0: return .launch(LaunchPayload(urls: ["notes://note/\(note())"]))
            case 1: return .launch(LaunchPayload(activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: note())])]))
            case 2: return .launch(LaunchPayload(shortcut: "new-note"))
            default: return .relaunch
            }
        }
        if simulator.authStatus == "syncing", below(3) == 0 {
            return .auth(below(4) == 0 ? .signedOut : .signedIn)
        }
        let window = pick(windows) ?? windows[0]
        let target: WindowName? = below(2) == 0 ? nil : window.name
        switch below(100) {
        case 0..<14: return .open(url: "notes://note/\(note())", window: target)
        case 14..<18: return .continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: note())]), window: target)
        case 18..<21: return .shortcut(type: "new-note", window: target)
        case 21..<40:
            if let title = pick(window.actions), title != "Sign out" || below(4) == 0 {
                return .tap(window.name, title: title, count: below(6) == 0 ? 2 : 1)
            }
            return .back(window.name)
        case 40..<47: return .back(window.name)
        case 47..<50: return .dismiss(window.name)
        case 50..<53: return .newWindow(scene: below(2) == 0 ? "compose" : nil)
        case 53..<55: return window.isClosable ? .close(window.name) : .back(window.name)
        case 55..<58: return .inactive(window.name)
        case 58..<61: return .background(window.name)
        case 61..<66: return .foreground(window.name)
        case 66..<68: return .switcher
        case 68..<69: return .swipe(window.name)
        case 69..<70: return .kill
        case 70..<72: return simulator.authStatus == "signedIn" ? .signOut : .signIn
        case 72..<73: return .reauth
        case 73..<76: return .signIn
        default:
            let waits = [0, 0.1, 0.2, 0.35, 0.5, 1, 2]
            return .wait(seconds: pick(waits) ?? 0.1)
        }
    }
}
