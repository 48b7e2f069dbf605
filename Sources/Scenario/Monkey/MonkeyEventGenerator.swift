import Foundation
import Route
import RouteInterface
import Simulator

/// Draws the monkey's next event from the simulation's current state: only valid events (a tap names
/// a button the window shows, a window event names a connected window or an app-switcher card,
/// `launch` only while the app is not running), weighted towards realistic use (Sources/Simulator/SimulationEvent.swift).
///
/// Running, the mix is roughly: taps 24 %, waits of 0–1.5 s 18 %, warm intents 15 % (registered,
/// unregistered, malformed-but-parseable and undeclared-scheme URLs; activities; quick actions),
/// window churn 17 % (activation changes, the switcher, new windows, close, swipe), backs and
/// dismisses 8 % (often mid-transition), auth changes 7 % (sign in and out, reauth), kill 2 %; in an app
/// with containers also tab selections (often mid-transition) and size-class changes.
/// While the session loads, `auth` dominates so the splash ends. Not running: launches with and
/// without payloads, relaunch, cold intents, new windows and swiping cards.
@MainActor public struct MonkeyEventGenerator {
    /// The app's vocabulary.
    public let profile: MonkeyAppProfile
    private var random: SplitMix64

    /// Creates a generator.
    /// - Parameters:
    ///   - profile: the app.
    ///   - seed: the seed; equal seeds give equal events for equal states.
    public init(profile: MonkeyAppProfile, seed: UInt64) {
        self.profile = profile
        random = SplitMix64(seed: seed)
    }

    private enum Kind {
        case tap, wait, back, dismiss, auth, signIn, signOut, reauth
        case newWindow, close, swipe, activation, switcher, kill, launch, relaunch, swipeCard
        case select, size
        /// A warm intent of one kind (the event the kind's warm verb writes).
        case intent(SceneIntent.Kind)
    }

    /// The weight of each kind of warm intent in a draw, in ``SceneIntent/Kind`` order: links most,
    /// quick actions only for an app that declares some (the system offers no others).
    private func intentWeights(running: Bool) -> [(Kind, Int)] {
        SceneIntent.Kind.allCases.map { kind in
            switch kind {
            case .url: (.intent(kind), running ? 9 : 7)
            case .userActivity: (.intent(kind), 3)
            case .shortcutItem: (.intent(kind), profile.shortcutTypes.isEmpty ? 0 : 3)
            }
        }
    }

    /// The next event.
    /// - Parameter simulator: the simulation the event will be applied to.
    /// - Returns: an event that `apply` accepts in this state.
    public mutating func next(for simulator: Simulator) -> SimulationEvent {
        let state = simulator.snapshot
        let windows = state.windows
        let running = state.process == .running
        let kind: Kind
        if running {
            let syncing = state.auth == .syncing
            let tappable = windows.contains { !$0.actions.isEmpty }
            // Users close windows they no longer need: past four windows, closing and swiping grow likelier,
            // so an app whose screens open windows (a `.undefined` app's "New viewer") stays at a few.
            let crowd = max(0, windows.count - 4) * 3
            // Containers: tabs and size classes only where a window has them, so the draws of an
            // app without containers stay as they were (a zero weight takes no share).
            let hasTabs = windows.contains { $0.container?.visibleTabs != nil }
            let hasContainers = windows.contains { $0.container != nil }
            kind =
                random.weighted(
                    [(.tap, tappable ? 24 : 0), (.wait, 18), (.back, 5), (.dismiss, 3)] + intentWeights(running: true) + [
                        (.auth, syncing ? 60 : 1), (.signIn, 2), (.signOut, 2), (.reauth, 2),
                        (.newWindow, 3), (.close, 2 + crowd), (.swipe, 2 + crowd), (.activation, 8), (.switcher, 2), (.kill, 2),
                        (.select, hasTabs ? 8 : 0), (.size, hasContainers ? 3 : 0),
                    ]) ?? .wait
        } else {
            let cards = state.sessionCards
            kind =
                random.weighted(
                    [(.launch, 45), (.relaunch, 20)] + intentWeights(running: false) + [
                        (.newWindow, 5), (.swipeCard, cards.isEmpty ? 0 : 6), (.wait, 6), (.kill, 1), (.signIn, 1),
                    ]) ?? .launch
        }
        return event(of: kind, windows: windows, simulator: simulator)
    }

    private mutating func event(of kind: Kind, windows: [WindowSnapshot], simulator: Simulator) -> SimulationEvent {
        let names = windows.map(\.name)
        switch kind {
        case .tap:
            let candidates = windows.filter { !$0.actions.isEmpty }
            guard let window = random.pick(candidates), let title = random.pick(window.actions) else { return .wait(seconds: 0.1) }
            let count = random.weighted([(1, 85), (2, 11), (3, 4)]) ?? 1
            return .tap(window.name, title: title, count: count)
        case .wait:
            return .wait(seconds: waitSeconds())
        case .select:
            let bars = windows.compactMap { window in window.container?.visibleTabs.map { (window.name, $0.tabs) } }
            guard let (name, tabs) = random.pick(bars), let tab = random.pick(tabs) else { return .wait(seconds: 0.1) }
            return .select(name, tab: tab.title)
        case .size:
            guard let window = random.pick(windows.filter { $0.container != nil }) else { return .wait(seconds: 0.1) }
            return .size(window.name, window.sizeClass == .regular ? .compact : .regular)
        case .back:
            let deep = windows.filter { $0.stack.count > 1 }.map(\.name)
            guard let name = random.percent(80) ? random.pick(deep) ?? random.pick(names) : random.pick(names) else { return .wait(seconds: 0.2) }
            return .back(name)
        case .dismiss:
            let presenting = windows.filter { !$0.presented.isEmpty }.map(\.name)
            guard let name = random.percent(80) ? random.pick(presenting) ?? random.pick(names) : random.pick(names) else { return .wait(seconds: 0.2) }
            return .dismiss(name)
        case .intent(.url):
            return .open(url: url(), window: target(names))
        case .intent(.userActivity):
            return .continueActivity(activity(), window: target(names))
        case .intent(.shortcutItem):
            return .shortcut(type: shortcutType(), window: target(names))
        case .auth:
            return .auth(random.percent(65) ? .signedIn : .signedOut)
        case .signIn:
            return .signIn
        case .signOut:
            return .signOut
        case .reauth:
            return .reauth
        case .newWindow:
            return .newWindow(scene: newWindowScene())
        case .close:
            guard let name = random.pick(names) else { return .wait(seconds: 0.1) }
            return .close(name)
        case .swipe:
            guard let name = random.pick(names) else { return .wait(seconds: 0.1) }
            return .swipe(name)
        case .swipeCard:
            guard let card = random.pick(simulator.snapshot.sessionCards) else { return .relaunch }
            return .swipe(card.name)
        case .activation:
            guard let name = random.pick(names) else { return .wait(seconds: 0.1) }
            switch random.weighted([(0, 2), (1, 3), (2, 3), (3, 2)]) ?? 0 {
            case 0: return .foreground(name)
            case 1: return .background(name)
            case 2: return .inactive(name)
            default: return .active(name)
            }
        case .switcher:
            return .switcher
        case .kill:
            return .kill
        case .launch:
            return .launch(launchPayload())
        case .relaunch:
            return .relaunch
        }
    }

    // MARK: - Vocabulary

    /// Waits in hundredths of a second: mostly short (mid-transition), often right around the
    /// simulation's own durations (0.25 s fade and write coalescing, 0.35 s transitions, 0.6 s splash),
    /// sometimes long, sometimes zero.
    private mutating func waitSeconds() -> Double {
        let hundredths: Int
        switch random.weighted([(0, 8), (1, 42), (2, 35), (3, 15)]) ?? 1 {
        case 0: hundredths = 0
        case 1: hundredths = random.int(in: 1...40)
        case 2: hundredths = random.pick([5, 10, 24, 25, 26, 30, 34, 35, 36, 59, 60, 61, 70, 100]) ?? 35
        default: hundredths = random.int(in: 41...150)
        }
        return Double(hundredths) / 100
    }

    /// `nil` (UIKit's default target) half the time, else a connected window.
    private mutating func target(_ names: [WindowName]) -> WindowName? {
        random.percent(50) ? nil : random.pick(names)
    }

    private mutating func noteID() -> String {
        random.pick(["1", "2", "3", "42", "7"]) ?? "1"
    }

    private mutating func scheme() -> String {
        guard let declared = random.pick(profile.urlSchemes) else { return "notes" }
        return random.percent(10) ? declared.uppercased() : declared
    }

    private mutating func host() -> String {
        random.pick(profile.registeredURLHosts) ?? "note"
    }

    /// A URL `URL(string:)` accepts with a scheme: registered, unregistered, malformed-but-parseable,
    /// of an undeclared scheme, or over the engine's limits (R5).
    mutating func url() -> String {
        let text: String
        switch random.weighted([(0, 55), (1, 12), (2, 5), (3, 8), (4, 5), (5, 12), (6, 3)]) ?? 0 {
        case 0:
            text = "\(scheme())://\(host())/\(noteID())"
        case 1:
            text = "\(scheme())://\(host())/\(noteID())?ref=monkey#top"
        case 2:
            text = random.pick(["\(scheme())://\(host())", "\(scheme())://\(host())/"]) ?? "notes://note"
        case 3:
            text = "\(scheme())://\(random.pick(["other", "settings", "notes", "n0te"]) ?? "other")/\(noteID())"
        case 4:
            text = random.pick(["https://example.com/note/1", "mailto:someone@example.com", "otherapp://note/1", "file:///tmp/note"]) ?? "https://example.com"
        case 5:
            let scheme = scheme()
            let host = host()
            text =
                random.pick([
                    "\(scheme)://\(host)/%2F", "\(scheme)://\(host)/a%20b?x=1#frag", "\(scheme):///\(host)/1",
                    "\(scheme)://\(host.uppercased())/5", "\(scheme)://\(host)//3", "\(scheme)://\(host)/1?x=1&x=2",
                    "\(scheme)://user@\(host):80/9", "\(scheme):\(host)/1", "\(scheme)://\(host)/%E2%9C%93",
                    "\(scheme)://\(host)/..", "\(scheme)://\(host)/%25", "\(scheme)://\(host)/1/2/3/4",
                ]) ?? "\(scheme)://\(host)/1"
        default:
            let scheme = scheme()
            let host = host()
            switch random.below(3) {
            case 0: text = "\(scheme)://\(host)/" + Array(repeating: "a", count: 129).joined(separator: "/")
            case 1: text = "\(scheme)://\(host)/1?" + (0..<257).map { "k\($0)=v" }.joined(separator: "&")
            default: text = "\(scheme)://\(host)/" + String(repeating: "x", count: 8_200)
            }
        }
        guard let url = URL(string: text), url.scheme != nil else { return "notes://note/1" }
        return text
    }

    private mutating func activity() -> ActivityPayload {
        let declared = profile.intentActivityTypes
        let type: String
        switch random.weighted([(0, 75), (1, 15), (2, 5), (3, 5)]) ?? 0 {
        case 0: type = random.pick(declared) ?? "com.other.activity"
        case 1: type = "com.other.activity"
        case 2: type = RouteActivityType.multiWindow
        default: type = RouteActivityType.sceneForwarding
        }
        if RouteActivityType.all.contains(type) {
            return ActivityPayload(type: type, userInfo: [.init(key: "scene", value: random.pick(profile.sceneIdentities) ?? "main")])
        }
        guard let key = profile.activityNoteKey else { return ActivityPayload(type: type) }
        switch random.weighted([(0, 85), (1, 10), (2, 5)]) ?? 0 {
        case 0: return ActivityPayload(type: type, userInfo: [.init(key: key, value: noteID())])
        case 1: return ActivityPayload(type: type)
        default: return ActivityPayload(type: type, userInfo: [.init(key: key, value: "")])
        }
    }

    /// A declared quick action, or now and then one the app does not register (a stale dynamic item).
    private mutating func shortcutType() -> String {
        random.percent(85) ? random.pick(profile.shortcutTypes) ?? "unknown-action" : "unknown-action"
    }

    private mutating func newWindowScene() -> String? {
        switch random.weighted([(0, 30), (1, 60), (2, 10)]) ?? 0 {
        case 0: return nil
        case 1: return random.pick(profile.sceneIdentities)
        default: return "drafts"
        }
    }

    private mutating func launchPayload() -> LaunchPayload {
        guard random.percent(40) else { return LaunchPayload() }
        var payload = LaunchPayload()
        let kinds = SceneIntent.Kind.allCases
        repeat {
            switch kinds[random.below(kinds.count)] {
            case .url: payload.urls.append(url())
            case .userActivity: payload.activities.append(activity())
            case .shortcutItem: if !profile.shortcutTypes.isEmpty { payload.shortcut = shortcutType() }
            }
        } while random.percent(30)
        return payload
    }
}
