import Foundation
import Route
import RouteInterface
import SimulatedUIKit

/// Read-only queries for expectations, the transcript and the navigator (docs/SCENARIOS.md).
extension Simulator {
    /// Connected scenes with their names (identity, `#N` for the N-th of one identity), in connection order.
    func connectedScenesByName() -> [(name: WindowName, scene: UIWindowScene)] {
        Array(zip(windowNaming().names, device.connectedScenes))
    }

    /// The connected windows' names, in connection order.
    public var windowNames: [WindowName] { connectedScenesByName().map(\.name) }

    /// What each connected window shows, in connection order.
    /// - Returns: one snapshot per window.
    /// - Complexity: O(n) in the number of windows (and what they show).
    public func windows() -> [WindowSnapshot] {
        let key = device.keyScene
        return connectedScenesByName().map { name, scene in snapshot(of: scene, named: name, isKey: scene === key) }
    }

    /// The snapshot of one window.
    /// - Parameter name: the window name.
    /// - Returns: its snapshot.
    /// - Throws: ``SimulationError/noWindow(_:)``.
    /// - Complexity: O(1) in the number of windows once their names are known, plus finding the key window.
    public func window(_ name: WindowName) throws(SimulationError) -> WindowSnapshot {
        guard let scene = connectedScene(named: name) else { throw .noWindow(name.description, known: windowNames.map(\.description)) }
        return snapshot(of: scene, named: name, isKey: scene === device.keyScene)
    }

    /// What one connected window shows.
    private func snapshot(of scene: UIWindowScene, named name: WindowName, isKey: Bool) -> WindowSnapshot {
        let navigation = navigationController(in: scene)
        var presented: [ScreenEntry] = []
        var next = navigation?.presentedViewController
        while let controller = next {
            presented.append(screenEntries.entry(of: controller))
            next = controller.presentedViewController
        }
        let handle = engine?.engineHandle(of: scene)
        return WindowSnapshot(
            name: name,
            sessionIdentifier: scene.session.persistentIdentifier,
            activationState: scene.activationState,
            isKey: isKey,
            stack: navigation?.viewControllers.map { screenEntries.entry(of: $0) } ?? [],
            presented: presented,
            overlay: handle?.overlay ?? .none,
            pending: handle?.pendingIntents ?? [],
            actions: shownActions(in: scene),
            isClosable: scene.isClosable,
            container: containerSnapshot(in: scene),
            sizeClass: scene.traitCollection.horizontalSizeClass == .regular ? .regular : .compact
        )
    }

    /// Sessions that exist but are not connected (after kill or disconnect), in creation order.
    public func sessionCards() -> [SessionCard] {
        let connected = Set(device.connectedScenes.map { $0.session.persistentIdentifier })
        return device.sessions.filter { !connected.contains($0.persistentIdentifier) }.map { session in
            let id = session.persistentIdentifier
            return SessionCard(name: lastNames[id] ?? WindowName(identity: id), sessionIdentifier: id)
        }
    }

    /// The session's status (`syncing` before any launch).
    public var authStatus: AuthSessionStatus { session?.sessionStatus ?? .syncing }

    /// Whether manual re-authentication is pending.
    public var isManualAuthenticationRequired: Bool { session?.isManualAuthenticationRequired ?? false }

    /// Whether the app's process runs, has ended, or crashed.
    public var processState: ProcessState { device.processState }

    /// Every console entry so far.
    public var console: [ConsoleEntry] { device.console.entries }

    /// The name of the last routing error reported, if any (``DeviceSnapshot/lastError``).
    public var lastError: String? { snapshot.lastError }

    /// Every UIKit runtime warning, exception and engine warning so far, in order (``DeviceSnapshot/warnings``).
    public var warnings: [String] { snapshot.warnings }

    /// Every intent's trace (empty for apps without the engine or when not running).
    public var intentTraces: [IntentTrace] { engine?.intentTraces ?? [] }

    /// A read-only view of the restoration records as a kill now would leave them (R15, docs/SCENARIOS.md).
    ///
    /// Never changes the store: the running engine's storage is read through ``StateRecordPeeking``
    /// (an unreadable record is reported, not set aside — only the engine's restoration at scene
    /// connection does that); with no process running, the container's files are read by a
    /// ``FileStateRecordReader`` (no lock, no directory created). A host storage that cannot peek is
    /// read through the container's files too; with no container, records do not outlive the process.
    func recordView() throws(SimulationError) -> any StateRecordPeeking {
        guard usesEngine else { throw .notAvailable(what: "restoration records", app: app.name) }
        if let storage = engine?.restorationStorage as? any StateRecordPeeking { return storage }
        if let containerURL { return FileStateRecordReader(containerURL: containerURL) }
        return InMemoryStateRestorationStorage()
    }

    /// The session identifier of a connected window or a session card.
    /// - Parameter name: a connected window's name, or a session card's.
    /// - Returns: the scene session's persistent identifier (`S2`).
    /// - Throws: ``SimulationError/noWindow(_:)`` when neither has that name.
    public func sessionIdentifier(of name: WindowName) throws(SimulationError) -> String {
        if let scene = connectedScene(named: name) { return scene.session.persistentIdentifier }
        if let card = sessionCards().first(where: { $0.name == name }) { return card.sessionIdentifier }
        throw .noWindow(name.description, known: knownWindowNames)
    }

    /// A window's restoration record as a kill now would leave it, read without changing anything
    /// (`expect stored`, R15).
    /// - Parameter name: a connected window, or a session card.
    /// - Returns: no record, the record, or why it is unreadable (it stays in place for the next launch).
    /// - Throws: ``SimulationError`` for an unknown window or an app without the engine.
    public func storedRecord(for name: WindowName) throws(SimulationError) -> StoredRecordStatus {
        let view = try recordView()
        return view.peekRecord(for: try sessionIdentifier(of: name))
    }

    /// The screen a window's restoration record holds, read without changing anything.
    /// - Parameter name: a connected window, or a session card.
    /// - Returns: the stored screen name, for example, `NoteDetail(42)`; `nil` when there is no record or it is
    ///   unreadable (``storedRecord(for:)`` tells which).
    /// - Throws: ``SimulationError`` for an unknown window or an app without the engine.
    public func storedScreen(for name: WindowName) throws(SimulationError) -> String? {
        try storedRecord(for: name).record?.screenName
    }

    /// The records as a kill now would leave them, sorted by session identifier, read without changing anything (`expect records`, the transcript).
    ///
    /// An unreadable record is listed with why.
    ///
    /// - Returns: each session that has a record file, with what it holds.
    /// - Throws: ``SimulationError/notAvailable(what:app:)`` for an app without the engine.
    public func storedRecords() throws(SimulationError) -> [(session: String, status: StoredRecordStatus)] {
        let view = try recordView()
        return view.storedSessionIdentifiers().map { identifier in (identifier, view.peekRecord(for: identifier)) }
    }

    /// Pending intents of a window.
    /// - Parameter name: the window.
    /// - Returns: the queued intents.
    /// - Throws: ``SimulationError`` for an unknown window or an app without the engine.
    public func pendingIntents(of name: WindowName) throws(SimulationError) -> [PendingIntentInfo] {
        guard usesEngine else { throw .notAvailable(what: "pending intents", app: app.name) }
        return try window(name).pending
    }

    /// Violations of the engine's invariants (Sources/Route/SceneManager+Invariants.swift), plus UIKit exceptions; empty when all hold.
    public func invariantViolations() -> [String] {
        engine?.invariantViolations(isSignedIn: session?.sessionStatus.isSignedIn ?? false) ?? []
    }

    /// The titles of the buttons a `tap` reaches in W: those of what it shows, then (nothing presented) those
    /// of the other shown columns' tops of its split view.
    func shownActions(in scene: UIWindowScene) -> [String] {
        guard !isSplashCovered(scene), let shown = shownController(in: scene) else { return [] }
        var titles = shown.tappableActions.map(\.title)
        if shown.presentingViewController == nil {
            for top in otherShownColumnTops(in: scene) { titles += top.tappableActions.map(\.title) }
        }
        return titles
    }

    /// Whether the launch splash's window is above the window's content: it takes every touch, so what a
    /// host put in its containers before the initial route (a split view's sidebar) cannot be tapped yet.
    func isSplashCovered(_ scene: UIWindowScene) -> Bool {
        engine?.engineHandle(of: scene)?.overlay == .splash
    }

    func shownController(in scene: UIWindowScene) -> UIViewController? {
        guard let navigation = navigationController(in: scene) else { return nil }
        var top: UIViewController? = navigation.topViewController
        var next = navigation.presentedViewController
        while let controller = next {
            top = controller
            next = controller.presentedViewController
        }
        return top
    }
}

extension Simulator {
    /// The names a step may use for a window: the connected windows', then the app-switcher cards', for
    /// a "did you mean" (``SimulationError/noWindow(_:known:)``).
    /// - Complexity: O(windows + cards).
    var knownWindowNames: [String] { (windowNames + sessionCards().map(\.name)).map(\.description) }
}
