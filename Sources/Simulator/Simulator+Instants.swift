import Route
import RouteInterface
import SimulatedUIKit

/// Every instant, not only idle ones (R20, Sources/Route/SceneManager+Invariants.swift): stepping the clock one instant at a time for an
/// observer, and the signed-out checks that must hold at each of them.
extension Simulator {
    /// Advances the clock by `seconds`.
    ///
    /// With an ``instantObserver`` the clock stops at every deadline on the way, runs that instant's
    /// timers (and the zero-delay ones they schedule) as one device entry, and calls the observer before
    /// moving on; the instant the wait ends in is observed by ``apply(_:)``.
    ///
    /// Time adds up exactly as one advance does (the clock counts whole nanoseconds), so the same timers
    /// fire at the same instants either way.
    /// - Parameter seconds: how far, in seconds; already checked by ``apply(_:)``.
    /// - Complexity: O(k log n) for k timers run and n pending, plus the observer once per instant.
    func advanceObservingInstants(by seconds: Double) {
        guard let observer = instantObserver else {
            device.advance(by: seconds)
            return
        }
        let clock = device.clock
        let target = clock.nowNanoseconds + VirtualClock.nanoseconds(seconds)
        while let next = clock.nextDeadlineNanoseconds, next < target {
            device.perform { clock.advance(toNanoseconds: next) }
            deviceMayHaveChanged()
            observer(self)
        }
        device.perform { clock.advance(toNanoseconds: target) }
    }

    /// Screens that require sign-in shown in a signed-out window that nothing covers (R20, Sources/Route/SceneManager+Invariants.swift): for each connected window whose route is live and whose content no opaque overlay hides, the first controller of its stack or its presented chain that requires sign-in.
    ///
    /// Empty unless the session is signed out.
    ///
    /// The whole stack is checked, not only its top: during a push both sides of the transition are on
    /// it, and a buried protected screen would come back with a `back`; so is every stack of its tab bar
    /// and split view (a hidden tab comes back with a `select`).
    /// A window whose sign-out cover is stuck (the router left protected screens in place, so its new
    /// stack never became live, R20) counts too: it hides the screens but locks the user out for good.
    /// - Returns: one line per exposed window, for example, `main shows NoteDetail(7), which requires sign-in, uncovered`.
    /// - Complexity: O(w · s) for w windows of stack depth s.
    public func signedOutScreenExposure() -> [String] {
        guard authStatus == .signedOut, let engine else { return [] }
        var lines: [String] = []
        for (name, scene) in connectedScenesByName() {
            // A cover the router never lets go of hides the screens, but locks the user out for good (R20).
            if let handle = engine.engineHandle(of: scene), handle.isAuthCoverStuck {
                lines.append("\(name) stays covered after sign-out: its new stack never became live (see the engine's warning)")
                continue
            }
            guard let handle = engine.engineHandle(of: scene), handle.isRouteInitialized, !handle.isContentHidden,
                let root = contentRoot(in: scene)
            else { continue }
            // Every stack counts, a hidden tab's or column's too: the user can select it.
            var shown = allNavigationControllers(in: scene).flatMap(\.viewControllers)
            var next = root.presentedViewController
            while let controller = next {
                shown.append(controller)
                next = controller.presentedViewController
            }
            if let protected = shown.last(where: { $0 is any RequiresSignIn }) {
                lines.append("\(name) shows \(protected.screenName), which requires sign-in, uncovered")
            }
        }
        return lines
    }

    /// Restoration records stored signed in, as a kill at this instant would leave them (R15, R20): after
    /// a sign-out none may remain, or the next signed-in launch (possibly another user's) restores it.
    /// - Returns: one line per such record, for example, `the record of S1 holds NoteDetail(7), stored signed in`;
    ///   empty for an app without the engine.
    /// - Complexity: O(r) record reads for r records.
    public func signedInRecords() -> [String] {
        guard let records = try? storedRecords() else { return [] }
        return records.compactMap { session, status in
            guard let record = status.record, record.isSignedIn else { return nil }
            let name = snapshot.windows.first { $0.sessionIdentifier == session }?.name.description ?? session
            return "the record of \(name) holds \(record.screenName), stored signed in"
        }
    }
}
