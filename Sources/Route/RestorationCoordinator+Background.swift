import Foundation
import RouteInterface

/// The coordinator's side of the background writer (R15): which store writes in
/// the background, and the reports of writes that failed there, made on the main actor at points that do
/// not depend on when the disk finished (a durability point, a restoration, a discard, a sign-out).
extension RestorationCoordinator {
    /// Waits for the file store's background writer and reports each write that failed since the last
    /// time, as a synchronous write reports it: to the host with the screen, and in the engine's log.
    func settleBackgroundWrites() {
        guard let fileStorage else { return }
        fileStorage.settleWrites()
        let screens = inFlight
        inFlight = [:]
        for failure in fileStorage.takeWriteFailures() {
            // What is on disk is no longer known: the next snapshot is written even if it is the same.
            lastCommitted[failure.sessionIdentifier] = nil
            if failure.wasRecord, let (screen, name) = screens[failure.sessionIdentifier] {
                noteLostWrite(failure.error, for: failure.sessionIdentifier, what: "restoration record of \(name)")
                report(screen, failure.error)
                environment.log.warning(
                    "\(failure.sessionIdentifier): restoration record of \(name) not written: \(failure.error)", session: failure.sessionIdentifier)
            } else {
                noteLostWrite(
                    failure.error, for: failure.sessionIdentifier,
                    what: failure.wasRecord ? "restoration record" : "removal of its restoration record")
                reportWithoutScreen(failure.error)
            }
        }
    }

    /// Keeps, for the end of the run, a write the store failed (`storageFailure`: the disk refused it).
    ///
    /// So a run that lost one does not end as if everything were saved (R15). A size refusal
    /// (`payloadRefused`) is a limit the host was told of at once, not a loss.
    /// - Parameters:
    ///   - error: what the store threw.
    ///   - identifier: the session whose record it was.
    ///   - what: the write, for the message (`restoration record of NoteDetail(7)`).
    func noteLostWrite(_ error: any Error, for identifier: String, what: String) {
        guard case .storageFailure? = error as? StateRestorationError else { return }
        lostWrites.append("\(identifier): \(what) not written (\(error))")
    }

    /// Waits for the background writer, reports each write that failed there (as a flush point does), and
    /// returns every write the store failed since the last call: the process is about to end (a kill, the
    /// end of a run), and what it lost must be said before then (R15).
    /// - Returns: one line per lost write, for example `S1: restoration record of NoteDetail(7) not written (storageFailure: …)`.
    /// - Complexity: O(f) for f failures, after the wait for the writer.
    func settleAndTakeLostWrites() -> [String] {
        settleBackgroundWrites()
        defer { lostWrites = [] }
        return lostWrites
    }

    /// What became of a record of a newer format version and what to do about it (R15), to follow the
    /// `unsupportedVersion` log line: it is kept aside untouched, not set aside as corrupt.
    /// - Parameters:
    ///   - sessionIdentifier: the session whose record failed to load.
    ///   - error: what the load threw.
    /// - Returns: `; StateRestoration/S1.plist is a record of format version 2, …`, or empty for any other error.
    func keptAsideAdvice(for sessionIdentifier: String, _ error: any Error) -> String {
        guard case let .unsupportedVersion(found)? = error as? StateRestorationError, found > StateRecord.currentVersion,
            let file = fileStorage, let keptAs = file.takeKeptAsideName(for: sessionIdentifier),
            let name = file.recordURL(for: sessionIdentifier)?.lastPathComponent
        else { return "" }
        let shown = RecordDirectory.display(name)
        return "; \(shown) is a record of format version \(found), written by a newer build of the app than this "
            + "one (which reads version \(StateRecord.currentVersion)): kept aside untouched as \(RecordDirectory.display(keptAs)), "
            + "and the window starts fresh. To restore it, run a build that reads version \(found) after renaming the file "
            + "back to \(shown); to discard it, delete the file"
    }
}
