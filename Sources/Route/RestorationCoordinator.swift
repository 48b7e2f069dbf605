import Foundation
import RouteInterface
import UIKit

/// The engine's restoration front: snapshots to records, coalesced writes that reach storage within
/// 0.25 s virtual (at once on flush), auth-gated restore, and discards (R15).
@MainActor final class RestorationCoordinator: RouteStateRestoration {
    /// How long a snapshot may wait before it is written, in seconds.
    static let coalescingSeconds: Double = 0.25

    let storage: any StateRestorableStorage
    var restorableTypes: RestorableTypeLookup
    let report: (any StateRestoring, any Error) -> Void
    let reportWithoutScreen: (any Error) -> Void
    /// The store when it is the file store, whose writes go to its background writer.
    let fileStorage: FileStateRestorationStorage?
    /// The screen (and its name) of each record handed to the background writer and not yet settled, to
    /// report a failure as a synchronous write would.
    var inFlight: [String: (screen: any StateRestoring, name: String)] = [:]

    private enum PendingWrite {
        case save(StateRecord, screen: any StateRestoring)
        case delete
    }

    /// Writes waiting for the flush, by session identifier, plus their order of arrival.
    private var pendingWrites: [String: PendingWrite] = [:]
    private var pendingOrder: [String] = []
    private var flushTimer: RouteScheduledWork?
    /// The scheduler and log of the manager that owns the coordinator (set right after it is made).
    var environment = EngineEnvironment.standard()
    /// The container state of the record each session last restored, taken by
    /// ``takeRestoredContainerState(for:)``.
    var restoredContainerStates: [String: ContainerStateRecord] = [:]
    /// The record each session last committed (or `nil` for none), to skip identical writes.
    var lastCommitted: [String: StateRecord?] = [:]
    /// The screen name the record last restored by ``restoredScreen(for:isSignedIn:)`` held, for the
    /// launch's log line when the router opens another screen.
    var restoredRecordName: String?
    /// The writes the store failed (``noteLostWrite(_:for:what:)``) not yet taken by ``takeLostWrites()``.
    var lostWrites: [String] = []

    init(
        storage: any StateRestorableStorage, isDefaultStorage: Bool = false, restorableTypes: RestorableTypeLookup,
        report: @escaping (any StateRestoring, any Error) -> Void,
        reportWithoutScreen: @escaping (any Error) -> Void
    ) {
        self.storage = storage
        fileStorage = storage as? FileStateRestorationStorage
        self.warnsOfMemoryStorage = isDefaultStorage
        self.restorableTypes = restorableTypes
        self.report = report
        self.reportWithoutScreen = reportWithoutScreen
        if let reporting = storage as? any StateRestorationWarningReporting {
            reporting.onWarning = { [weak self] warning, identifier in
                self?.environment.log.warning("\(identifier): \(warning)", session: identifier)
                if let screen = self?.screenBeingWritten {
                    report(screen, warning)
                } else {
                    reportWithoutScreen(warning)
                }
            }
        }
    }

    /// The screen whose record is being written, for warnings the storage reports during `save`.
    private var screenBeingWritten: (any StateRestoring)?

    /// Whether a write is waiting (the simulation is not idle).
    var hasPendingWrites: Bool { !pendingOrder.isEmpty }

    func storeState(of top: UIViewController?, for sessionIdentifier: String, isSignedIn: Bool) {
        storeState(of: top, containerTops: [], selectedTab: nil, for: sessionIdentifier, isSignedIn: isSignedIn)
    }

    /// Snapshots a window: its visible top, and for a container the selected tab and the other stacks' tops.
    ///
    /// The record's own screen is the visible top when it is restorable, else the first restorable other
    /// top; with none restorable the record is removed (R15).
    ///
    /// - Parameters:
    ///   - top: the top of the stack the user sees.
    ///   - containerTops: the tops of the container's other stacks, in tab or column order.
    ///   - selectedTab: the selected tab of a tab bar window, or `nil`.
    ///   - sessionIdentifier: the persistent identifier.
    ///   - isSignedIn: the session's signed-in flag.
    ///   - onlyIfChanged: schedules nothing when no write is waiting for the session and the stored record
    ///     is already this one (or, for none, nothing is stored), so a check that finds the record right
    ///     leaves the simulation idle.
    func storeState(
        of top: UIViewController?, containerTops: [UIViewController], selectedTab: Int?,
        for sessionIdentifier: String, isSignedIn: Bool, onlyIfChanged: Bool = false
    ) {
        if isSignedIn { mayHoldSignedInState = true }
        let restorable = ([top].compactMap { $0 } + containerTops).compactMap { controller in
            (controller as? any StateRestoring).map { (screen: $0, name: controller.screenName) }
        }
        let write: PendingWrite
        if let first = restorable.first, var record = makeRecord(first.screen, name: first.name, isSignedIn: isSignedIn) {
            if selectedTab != nil || restorable.count > 1 {
                record.containerState = ContainerStateRecord(
                    selectedTab: selectedTab,
                    tops: restorable.dropFirst().compactMap { makeStackTop($0.screen, name: $0.name) })
            }
            write = .save(record, screen: first.screen)
        } else {
            write = .delete
        }
        if onlyIfChanged, pendingWrites[sessionIdentifier] == nil, isStored(write, for: sessionIdentifier) { return }
        schedule(write, for: sessionIdentifier)
    }

    /// Whether the stored record of a session is already what a write would leave.
    private func isStored(_ write: PendingWrite, for identifier: String) -> Bool {
        let stored = storedRecord(for: identifier)
        switch write {
        case let .save(record, _): return stored == record
        case .delete: return stored == nil
        }
    }

    func discardState(for sessionIdentifiers: [String]) {
        settleBackgroundWrites()
        for identifier in sessionIdentifiers {
            if pendingWrites.removeValue(forKey: identifier) != nil {
                pendingOrder.removeAll { $0 == identifier }
            }
            do {
                try storage.delete(for: identifier)
                lastCommitted[identifier] = .some(nil)
            } catch {
                noteLostWrite(error, for: identifier, what: "removal of its restoration record")
                reportWithoutScreen(error)
            }
        }
    }

    func restoredScreen(for sessionIdentifier: String, isSignedIn: Bool) -> (any StateRestoring)? {
        settleBackgroundWrites()
        let record: StateRecord?
        do {
            record = try storage.load(for: sessionIdentifier)
        } catch {
            environment.log.warning(
                "\(sessionIdentifier): restoration record not restored: \(error)\(keptAsideAdvice(for: sessionIdentifier, error))", session: sessionIdentifier)
            reportWithoutScreen(error)
            return nil
        }
        guard let record else { return nil }
        lastCommitted[sessionIdentifier] = record
        guard record.isSignedIn == isSignedIn else {
            // R15: a record the engine ignores for auth is removed, so no later launch (perhaps of another
            // account) restores it.
            removeIgnoredRecord(
                for: sessionIdentifier, screenName: record.screenName,
                reason: "stored \(record.isSignedIn ? "signed in" : "signed out")")
            reportWithoutScreen(StateRestorationError.authMismatch)
            return nil
        }
        restoredContainerStates[sessionIdentifier] = record.containerState
        guard let type = restorableTypes.type(named: record.restorationIdentifier) else {
            reportUnrestorable(sessionIdentifier, reason: "no restorable type named \(record.restorationIdentifier)")
            return nil
        }
        do {
            // The "restored …" line is the launch's to write, naming the screen the router opened (R15).
            let screen = try Self.restore(type, from: record.state)
            restoredRecordName = record.screenName
            return screen
        } catch {
            reportUnrestorable(sessionIdentifier, reason: "state of \(record.restorationIdentifier) does not decode")
            return nil
        }
    }

    /// Removes a record the engine ignores for auth (R15, R20): one saved under the other signed-in flag, or
    /// one whose screen requires sign-in read while signed out, so no later launch restores it.
    ///
    /// - Parameters:
    ///   - sessionIdentifier: the persistent identifier of the record's session.
    ///   - screenName: the screen the record holds, for the log.
    ///   - reason: why it is ignored, for the log.
    func removeIgnoredRecord(for sessionIdentifier: String, screenName: String, reason: String) {
        if pendingWrites.removeValue(forKey: sessionIdentifier) != nil {
            pendingOrder.removeAll { $0 == sessionIdentifier }
        }
        do {
            try storage.delete(for: sessionIdentifier)
            lastCommitted[sessionIdentifier] = .some(nil)
            environment.log.info(
                "\(sessionIdentifier): restoration record \(screenName) removed: \(reason)", session: sessionIdentifier)
        } catch {
            environment.log.warning(
                "\(sessionIdentifier): restoration record \(screenName) ignored (\(reason)) but not removed: \(error)",
                session: sessionIdentifier)
            noteLostWrite(error, for: sessionIdentifier, what: "removal of its restoration record of \(screenName)")
            reportWithoutScreen(error)
        }
    }

    /// Reports, once, a record the store read but the engine cannot restore (a restorable type the app no
    /// longer registers, a state that does not decode), and sets it aside as the store does with a record
    /// it cannot read, so the next launch neither reports nor tries it again.
    ///
    /// Only the file store has a place to set records aside; with another store the record stays (and a
    /// navigation replaces it).
    private func reportUnrestorable(_ sessionIdentifier: String, reason: String) {
        var detail = reason
        if let file = storage as? FileStateRestorationStorage, let name = file.recordURL(for: sessionIdentifier)?.lastPathComponent {
            detail = "\(RecordDirectory.display(name)): \(reason)"
            do {
                if let setAsideName = try file.setAsideRecord(for: sessionIdentifier) {
                    detail += "; set aside as \(setAsideName)"
                    lastCommitted[sessionIdentifier] = .some(nil)
                }
            } catch {
                detail += "; could not be set aside: \(error)"
            }
        }
        let error = StateRestorationError.corruptRecord(reason: detail)
        environment.log.warning("\(sessionIdentifier): restoration record not restored: \(error)", session: sessionIdentifier)
        reportWithoutScreen(error)
    }

    /// Whether a snapshot taken signed in may have been scheduled or stored since the last
    /// ``removeSignedInState()`` (at first: records an earlier process left), so the windows of one
    /// sign-out sweep the store once, and a sign-out after a sign-in in the same instant sweeps again.
    private var mayHoldSignedInState = true

    /// Sign-out (R20): drops every waiting write of a snapshot taken signed in and removes, before the instant ends, every stored record saved signed in, so that no kill after the sign-out leaves one for the next signed-in launch (possibly another user's) to restore.
    ///
    /// Records saved signed out stay; the snapshots the sign-out's own navigation takes are signed out.
    /// Whichever window's logout asks first sweeps; the others find nothing signed in taken since and
    /// return at once.
    ///
    /// - Complexity: O(r) record reads for r stored records.
    func removeSignedInState() {
        guard mayHoldSignedInState else { return }
        mayHoldSignedInState = false
        settleBackgroundWrites()
        for identifier in pendingOrder {
            guard case let .save(record, _)? = pendingWrites[identifier], record.isSignedIn else { continue }
            pendingWrites[identifier] = nil
            environment.log.info("\(identifier): waiting snapshot of \(record.screenName) dropped: taken signed in (R20)", session: identifier)
        }
        pendingOrder.removeAll { pendingWrites[$0] == nil }
        if pendingOrder.isEmpty, let flushTimer {
            environment.scheduler.cancel(flushTimer)
            self.flushTimer = nil
        }
        for identifier in storage.storedSessionIdentifiers() {
            guard let record = storedRecord(for: identifier), record.isSignedIn else { continue }
            do {
                try storage.delete(for: identifier)
                lastCommitted[identifier] = .some(nil)
                environment.log.info("\(identifier): restoration record of \(record.screenName) removed: stored signed in (R20)", session: identifier)
            } catch {
                noteLostWrite(error, for: identifier, what: "removal of its restoration record of \(record.screenName)")
                reportWithoutScreen(error)
            }
        }
    }

    /// What the store holds for a session, read without setting anything aside when the store can peek.
    private func storedRecord(for identifier: String) -> StateRecord? {
        if let peeking = storage as? any StateRecordPeeking { return peeking.peekRecord(for: identifier).record }
        if case let .some(known) = lastCommitted[identifier] { return known }
        return try? storage.load(for: identifier)
    }

    /// Writes every waiting snapshot now and returns once it is on disk (resign-active, background,
    /// session destruction: R15's durability points).
    func flush() {
        handOff()
        settleBackgroundWrites()
    }

    /// Commits every waiting snapshot: a file store gets them as one batch for its background writer
    /// (returns at once); any other store writes them now.
    private func handOff() {
        if let flushTimer { environment.scheduler.cancel(flushTimer) }
        flushTimer = nil
        let order = pendingOrder
        pendingOrder = []
        for identifier in order {
            guard let write = pendingWrites.removeValue(forKey: identifier) else { continue }
            commit(write, for: identifier)
        }
        fileStorage?.submitEnqueued()
    }

    private func schedule(_ write: PendingWrite, for identifier: String) {
        if pendingWrites[identifier] == nil { pendingOrder.append(identifier) }
        pendingWrites[identifier] = write
        guard flushTimer == nil else { return }
        flushTimer = environment.scheduler.schedule(after: Self.coalescingSeconds) { [weak self] in
            self?.flushTimer = nil
            self?.handOff()
        }
        if flushTimer == nil { flush() }
    }

    private func commit(_ write: PendingWrite, for identifier: String) {
        do {
            switch write {
            case let .save(record, screen):
                if case let .some(.some(previous)) = lastCommitted[identifier], previous == record { return }
                screenBeingWritten = screen
                defer { screenBeingWritten = nil }
                do {
                    if let fileStorage {
                        try fileStorage.enqueue(record, for: identifier)
                        inFlight[identifier] = (screen, record.screenName)
                    } else {
                        try storage.save(record, for: identifier)
                    }
                    lastCommitted[identifier] = record
                } catch {
                    noteLostWrite(error, for: identifier, what: "restoration record of \(record.screenName)")
                    report(screen, error)
                    environment.log.warning("\(identifier): restoration record of \(record.screenName) not written: \(error)", session: identifier)
                }
            case .delete:
                if case .some(.none) = lastCommitted[identifier] { return }
                if let fileStorage {
                    try fileStorage.enqueue(nil, for: identifier)
                    inFlight[identifier] = nil
                } else {
                    try storage.delete(for: identifier)
                }
                lastCommitted[identifier] = .some(nil)
            }
        } catch {
            noteLostWrite(error, for: identifier, what: "removal of its restoration record")
            reportWithoutScreen(error)
        }
    }

    func makeRecord(_ screen: any StateRestoring, name: String, isSignedIn: Bool) -> StateRecord? {
        do {
            let data = try Self.encodeState(of: screen)
            return StateRecord(
                restorationIdentifier: restorationIdentifier(of: screen), screenName: name,
                isSignedIn: isSignedIn, state: data)
        } catch {
            report(screen, StateRestorationError.corruptRecord(reason: "state of \(name) does not encode"))
            return nil
        }
    }

    /// The restoration identifier of a screen's class, read once per class: it must be stable (R15, `StateRestoring`), and the default one names the type by reflection, which every snapshot paid for.
    ///
    /// The first read also checks that a later launch can find the class again by it.
    private func restorationIdentifier(of screen: any StateRestoring) -> String {
        let type = type(of: screen)
        let key = ObjectIdentifier(type)
        if let identifier = restorationIdentifiers[key] { return identifier }
        let identifier = type.restorationIdentifier
        restorationIdentifiers[key] = identifier
        restorableTypes.checkFindable(screen, identifier: identifier, log: environment.log)
        if warnsOfMemoryStorage {
            warnsOfMemoryStorage = false
            environment.log.warning(
                "restoration records of this process are kept in memory: registerStateRecordableStorage() "
                    + "returned nil, and the simulated app has no default file store, so \(String(describing: type)) and every "
                    + "other restorable screen start over after process death. Return FileStateRestorationStorage(containerURL:) "
                    + "for the app's container (AppProcessContext.containerURL) from the scene configurator's registerStateRecordableStorage()")
        }
        return identifier
    }

    /// Whether the first restorable snapshot still has to warn that the default storage is memory only.
    private var warnsOfMemoryStorage: Bool

    /// ``restorationIdentifier(of:)``'s answers by screen class (never iterated).
    private var restorationIdentifiers: [ObjectIdentifier: String] = [:]

    static func encodeState<S: StateRestoring>(of screen: S) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(screen.restoringState())
    }

    static func restore<S: StateRestoring>(_ type: S.Type, from data: Data) throws -> any StateRestoring {
        let state = try JSONDecoder().decode(S.State.self, from: data)
        return S.restore(with: state)
    }
}
