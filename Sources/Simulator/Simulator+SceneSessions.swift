import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Synchronization

/// How one background write of the scene-session archive ended: `nil` until it failed, then why.
final class SceneSessionWriteOutcome: Sendable {
    let failure = Mutex<String?>(nil)
}

/// The device's scene sessions as system state that outlives the app's process when a container is used
/// (U6, U7): a new `Simulator` on a container (a new `routenav` process) starts in the state an earlier
/// process's end left — its sessions surviving, not running — so `launch` reconnects each window with its
/// own persistent identifier and each engine window finds its own restoration record (R15).
extension Simulator {
    /// The archive's file name.
    public nonisolated static let sceneSessionFileName = "SceneSessions.plist"

    /// The directory of the scene-session archive: `<container>/Library/Saved Application State`, where iOS
    /// keeps an app's saved scene state; apart from the restoration records, so no listing of records
    /// (`expect records`, `--check-records`) ever sees it.
    /// - Parameter containerURL: the app's container directory.
    /// - Returns: the directory, whether or not it exists.
    public nonisolated static func sceneSessionDirectoryURL(forContainer containerURL: URL) -> URL {
        sceneSessionDirectoryComponents.reduce(containerURL) { $0.appendingPathComponent($1, isDirectory: true) }
    }

    /// The archive directory's path components below the container's root (opened step by step, following
    /// no symbolic link: ``ContainerPath``).
    public nonisolated static let sceneSessionDirectoryComponents = ["Library", "Saved Application State"]

    /// The scene-session archive of a container: `<container>/Library/Saved Application State/SceneSessions.plist`.
    /// - Parameter containerURL: the app's container directory.
    /// - Returns: the file, whether or not it exists.
    public nonisolated static func sceneSessionArchiveURL(forContainer containerURL: URL) -> URL {
        sceneSessionDirectoryURL(forContainer: containerURL).appendingPathComponent(sceneSessionFileName, isDirectory: false)
    }

    /// How messages name the archive: its path inside the container.
    nonisolated static let sceneSessionDisplayPath = (sceneSessionDirectoryComponents + [sceneSessionFileName]).joined(separator: "/")

    // MARK: Reading at start

    /// Restores the device's sessions from the container's archive, if there is one (U7).
    ///
    /// An unreadable archive is set aside as `.corrupt` with a console warning and the device starts
    /// with no sessions; one the system refuses to read is left in place, with a warning. Records are
    /// never touched.
    func restoreSceneSessions() {
        guard let file = sceneSessionFile, let containerKey else { return }
        // Another simulator of this process on the container (an earlier "process") saves its last instant first.
        Self.unsavedArchives.removeValue(forKey: containerKey)?.simulator?.saveSceneSessionsNow()
        // An archive write still on its way (a simulator gone without saving now) lands first.
        FileStateRestorationStorage.waitForBackgroundWrites()
        defer { savedSceneSessionState = (device.sceneSessionStateVersion, lastNames) }
        let data: Data
        do {
            switch try file.read(limit: SceneSessionArchive.maximumByteCount) {
            case .missing:
                return
            case let .unusable(reason):
                setAsideSceneSessions(because: reason)
                return
            case let .contents(bytes):
                data = bytes
            }
        } catch {
            device.console.log(
                .warning, source: .simulator,
                "\(Self.sceneSessionDisplayPath) cannot be read (\(error)); the app starts with no surviving scene sessions")
            return
        }
        let archive: SceneSessionArchive
        do {
            archive = try SceneSessionArchive.decode(data)
        } catch {
            setAsideSceneSessions(because: error.reason)
            return
        }
        device.restoreSceneSessions(from: archive)
        for kept in archive.sessions {
            if let text = kept.windowName, let name = WindowName(parsing: text) { lastNames[kept.persistentIdentifier] = name }
        }
        savedSceneSessionData = data
        if !archive.sessions.isEmpty || !archive.pendingDiscards.isEmpty {
            var summary =
                "scene sessions kept from an earlier process: "
                + (archive.sessions.isEmpty ? "none" : archive.sessions.map(\.persistentIdentifier).joined(separator: " "))
            if !archive.pendingDiscards.isEmpty {
                summary += "; discarded, delivered at the next launch: " + archive.pendingDiscards.map(\.persistentIdentifier).joined(separator: " ")
            }
            device.console.log(.info, source: .simulator, summary)
        }
    }

    /// Sets an unreadable archive aside (never deleting it) and says so on the console.
    private func setAsideSceneSessions(because reason: String) {
        let outcome: String
        do {
            // The simulator holds the container's lock (``containerLock``) whenever it has the file.
            if let name = try sceneSessionFile?.setAside() {
                outcome = "set aside as \(name)"
            } else {
                outcome = "it vanished meanwhile"
            }
        } catch {
            outcome = "it could not be set aside (\(error))"
        }
        device.console.log(
            .warning, source: .simulator,
            "\(Self.sceneSessionDisplayPath): \(reason); \(outcome); the app starts with no surviving scene sessions")
    }

    // MARK: Writing once per instant

    /// The simulators whose archive lags behind their last instant, by container path: the next simulator
    /// on the same container saves it for them before reading (as a process's last state is on disk
    /// before the next process of the app starts).
    private static var unsavedArchives: [String: WeakSimulator] = [:]

    /// A simulator not kept alive by ``unsavedArchives``.
    private struct WeakSimulator {
        weak var simulator: Simulator?
    }

    /// After each event: brings the archive up to date at the first event of a virtual instant once enough instants have passed since the last write to pay for it, and leaves the rest for a later instant, ``saveSceneSessionsNow()`` or the next simulator on the container (U7).
    ///
    /// The archive holds every session, so each write costs O(n) in the sessions. Events of one instant (a
    /// scenario's hundred `newwindow` lines) write it once, not once each: writing after each of n window
    /// openings cost O(n²). Windows opened one per instant did the same across instants (5.7 / 22.1 /
    /// 82.3 s for 250 / 500 / 1,000 windows), so a write also waits until the instants passed since the
    /// last one number at least the sessions over ``sceneSessionInstantsPerWrite``: n instants then cost
    /// O(n) writes' worth of bytes in all (the `container-windows-per-instant` case of `make bench`), and
    /// an app with up to that many sessions still writes at the first event of every instant. A process
    /// killed (`SIGKILL`) loses the changes not yet written, as a system that saves its state
    /// periodically does; a run's end, the navigator's quit and a new process on the container save them.
    func sceneSessionsMayHaveChanged() {
        guard sceneSessionFile != nil, let containerKey, !defersSceneSessionArchive else { return }
        let now = device.clock.nowNanoseconds
        if sceneSessionArchiveInstant != now {
            sceneSessionArchiveInstant = now
            sceneSessionInstantsSinceWrite += 1
            if sceneSessionInstantsSinceWrite * Self.sceneSessionInstantsPerWrite >= device.sessions.count {
                sceneSessionInstantsSinceWrite = 0
                saveSceneSessionsIfChanged()
                return
            }
        }
        Self.unsavedArchives[containerKey] = WeakSimulator(simulator: self)
    }

    /// How many sessions one instant's write of the archive is worth: with up to this many, the archive is
    /// written at every instant that changed it; with more, once every `sessions / 16` instants
    /// (``sceneSessionsMayHaveChanged()``).
    nonisolated static let sceneSessionInstantsPerWrite = 16

    /// Brings the container's archive up to date now and waits until it is on disk: at the end of a run, when the navigator quits (U7).
    ///
    /// A failure is on the console when it returns.
    public func saveSceneSessionsNow() {
        saveSceneSessionsSoon()
        collectSceneSessionWrite()
    }

    /// Brings the container's archive up to date through the background writer, without waiting for the disk.
    ///
    /// The write (atomic, `fsync`ed) lands before the next read of the container, the next save, and the
    /// end of the process; a failure is reported at the next save.
    func saveSceneSessionsSoon() {
        if let containerKey { Self.unsavedArchives[containerKey] = nil }
        sceneSessionInstantsSinceWrite = 0
        saveSceneSessionsIfChanged()
    }

    /// Waits for the archive write handed over last, if any, and reports its failure.
    ///
    /// Called before the next write and by ``saveSceneSessionsNow()``, so a failure shows at the same
    /// point of every run whenever the disk finished; the next change then writes again.
    func collectSceneSessionWrite() {
        guard let pending = pendingSceneSessionWrite else { return }
        pendingSceneSessionWrite = nil
        FileStateRestorationStorage.waitForBackgroundWrites()
        guard let reason = pending.failure.withLock({ $0 }) else { return }
        savedSceneSessionState = nil
        savedSceneSessionData = nil
        reportSceneSessionWriteFailure(reason)
    }

    /// Writes no more of the container's archive and forgets what this simulator has not yet written to it.
    ///
    /// For a simulator about to be replaced by a new one on the same container, put back as it was at an
    /// earlier moment (the navigator's time travel): the state it leaves is in no file any process reads,
    /// so writing and syncing its archive would only be overwritten at once, and a new simulator on the
    /// container no longer asks this one to save first.
    public func abandonSceneSessionArchive() {
        if let containerKey, Self.unsavedArchives[containerKey]?.simulator === self { Self.unsavedArchives[containerKey] = nil }
        sceneSessionFile = nil
    }

    // MARK: Writing

    /// Brings the container's archive up to date after an event, when the device's sessions or the window names changed (a version check; nothing is encoded otherwise) and the encoded bytes differ from the last written.
    ///
    /// An archive the next launch would refuse (``SceneSessionArchive/checkLimits(encodedByteCount:)``) is never written: the previous one stays and the console
    /// says why (U10). Written atomically under the container's lock (held by the simulator), so a process killed at any moment leaves the old archive or the new one. A failure is
    /// reported once on the console and retried at the next change.
    ///
    /// The bytes are encoded here, on the main actor, from the state of this instant; the write and its
    /// `fsync` calls run on the record writer's queue (``FileStateRestorationStorage/performInBackground(_:)``),
    /// in order with the records', and are waited for before the next one (``collectSceneSessionWrite()``).
    func saveSceneSessionsIfChanged() {
        guard sceneSessionFile != nil else { return }
        collectSceneSessionWrite()
        let version = device.sceneSessionStateVersion
        if let saved = savedSceneSessionState, saved.version == version, saved.names == lastNames { return }
        savedSceneSessionState = (version, lastNames)
        var archive = device.sceneSessionArchive()
        for index in archive.sessions.indices {
            // A name longer than the archive keeps is left out: the card then shows the session's identifier.
            let name = lastNames[archive.sessions[index].persistentIdentifier]?.description
            if let name, name.utf8.count <= SceneSessionArchive.maximumWindowNameByteCount { archive.sessions[index].windowName = name }
        }
        let data: Data
        do {
            data = try archive.encodedWithinLimits()
        } catch {
            reportSceneSessionWriteFailure(error.reason)
            return
        }
        guard data != savedSceneSessionData, let replacement = sceneSessionFile?.replacement(with: data) else { return }
        let outcome = SceneSessionWriteOutcome()
        FileStateRestorationStorage.performInBackground {
            do throws(StateRestorationError) {
                try replacement.run()
            } catch {
                outcome.failure.withLock { $0 = "\(error)" }
            }
        }
        pendingSceneSessionWrite = outcome
        savedSceneSessionData = data
    }

    private func reportSceneSessionWriteFailure(_ reason: String) {
        guard !reportedSceneSessionWriteFailure else { return }
        reportedSceneSessionWriteFailure = true
        lostWriteLog.append("\(Self.sceneSessionDisplayPath) not written (\(reason))")
        device.console.log(
            .warning, source: .simulator,
            "\(Self.sceneSessionDisplayPath) not written (\(reason)); the scene sessions will not outlive this process")
    }
}
