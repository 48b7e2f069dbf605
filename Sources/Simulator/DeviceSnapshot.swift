import AuthSessionInterface
import Foundation
import Route
import SimulatedUIKit

/// The simulated device after one event, as one typed value (README.md: the simulator's read-only queries): what expectations, the transcript, the monkey's oracle and the navigator read.
///
/// ``Simulator/snapshot`` makes it at most once per event (and per instant a `wait` stops at for an
/// ``Simulator/instantObserver``) and hands every reader the same value. States keep their UIKit and
/// RouteKit types; they become words only where they are written (``ScenarioWord``).
///
/// Restoration records are not part of it: reading them waits for the store's writes and reads the
/// container, so they stay an on-demand query (``Simulator/storedRecords()``), read only by the readers
/// that need them.
public struct DeviceSnapshot: Sendable, Equatable {
    /// Virtual time, in seconds (``VirtualClock/now``).
    public var time: Double
    /// Whether the app's process runs (U6, U7, U9).
    public var process: ProcessState
    /// The auth session's status (`syncing` before any launch).
    public var auth: AuthSessionStatus
    /// Whether manual re-authentication is pending (`reauth`).
    public var isManualAuthenticationRequired: Bool
    /// Whether nothing is in flight: no transition, splash, fade, activation, navigation or write (Sources/Simulator/SimulationEvent.swift).
    public var isIdle: Bool
    /// The connected windows, in connection order.
    public var windows: [WindowSnapshot]
    /// Sessions that exist but are not connected (app-switcher cards), in creation order.
    public var sessionCards: [SessionCard]
    /// The engine's intent traces, oldest first (empty when not running or without the engine).
    public var intentTraces: [IntentTrace]
    /// Every console entry so far, oldest first.
    public var console: [ConsoleEntry]

    /// Creates a snapshot.
    /// - Parameters:
    ///   - time: virtual seconds.
    ///   - process: the process state.
    ///   - auth: the session's status.
    ///   - isManualAuthenticationRequired: whether `reauth` is pending.
    ///   - isIdle: whether nothing is in flight.
    ///   - windows: connected windows, in connection order.
    ///   - sessionCards: disconnected sessions.
    ///   - intentTraces: the engine's traces.
    ///   - console: the console entries.
    public init(
        time: Double = 0, process: ProcessState = .notRunning, auth: AuthSessionStatus = .syncing, isManualAuthenticationRequired: Bool = false,
        isIdle: Bool = true, windows: [WindowSnapshot] = [], sessionCards: [SessionCard] = [], intentTraces: [IntentTrace] = [],
        console: [ConsoleEntry] = []
    ) {
        self.time = time
        self.process = process
        self.auth = auth
        self.isManualAuthenticationRequired = isManualAuthenticationRequired
        self.isIdle = isIdle
        self.windows = windows
        self.sessionCards = sessionCards
        self.intentTraces = intentTraces
        self.console = console
    }

    /// The connected window with this name.
    /// - Parameter name: a window name.
    /// - Returns: its snapshot, or `nil` when no connected window has it.
    /// - Complexity: O(windows).
    public func window(named name: WindowName) -> WindowSnapshot? {
        windows.first { $0.name == name }
    }

    /// The session identifier of a connected window or a session card.
    /// - Parameter name: a connected window's name, or a session card's.
    /// - Returns: the scene session's persistent identifier (`S2`).
    /// - Throws: ``SimulationError/noWindow(_:)`` when neither has that name.
    /// - Complexity: O(windows + cards).
    public func sessionIdentifier(of name: WindowName) throws(SimulationError) -> String {
        if let window = window(named: name) { return window.sessionIdentifier }
        if let card = sessionCards.first(where: { $0.name == name }) { return card.sessionIdentifier }
        throw .noWindow(name.description, known: (windows.map(\.name) + sessionCards.map(\.name)).map(\.description))
    }

    /// The key window's name (U3), or `nil` when no window is key.
    public var keyWindow: WindowName? { windows.first(where: \.isKey)?.name }

    /// Window names by scene session persistent identifier: the connected windows' and the session cards' (a connected window's wins).
    ///
    /// What tags a console entry or a trace with its window.
    /// - Complexity: O(windows + cards).
    public var windowNamesBySession: [String: WindowName] {
        var names: [String: WindowName] = [:]
        for card in sessionCards { names[card.sessionIdentifier] = card.name }
        for window in windows { names[window.sessionIdentifier] = window.name }
        return names
    }

    /// The window a console entry is about, by its ``ConsoleEntry/sessionIdentifier`` field, as it is named now.
    /// - Parameter entry: a console entry.
    /// - Returns: the connected window or session card of its session, or `nil` when it is about none.
    /// - Complexity: O(windows + cards).
    public func window(of entry: ConsoleEntry) -> WindowName? {
        guard let session = entry.sessionIdentifier else { return nil }
        return windows.first { $0.sessionIdentifier == session }?.name ?? sessionCards.first { $0.sessionIdentifier == session }?.name
    }
}
