import Foundation
import RouteInterface

/// The coordinator's side of the background writer (DESIGN R15, issue 16 Build 4): which store writes in
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
                report(screen, failure.error)
                environment.log.warning(
                    "\(failure.sessionIdentifier): restoration record of \(name) not written: \(failure.error)", session: failure.sessionIdentifier)
            } else {
                reportWithoutScreen(failure.error)
            }
        }
    }
}
