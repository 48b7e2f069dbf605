import AuthSession
import Testing

@MainActor
@Suite("SimulatedAuthSession observers")
struct AuthSessionObserverTests {
    @Test("Observers hear each event in registration order, one event to everyone before the next")
    func registrationOrder() {
        let session = SimulatedAuthSession()
        var log: [String] = []
        let observations = ["A", "B", "C"].map { name in
            session.addObserver { event in log.append("\(name) \(Seen(event))") }
        }
        session.finishLoading(.signedIn)
        #expect(log == [
            "A sessionFetch(true)", "B sessionFetch(true)", "C sessionFetch(true)",
            "A changed(syncing -> signedIn)", "B changed(syncing -> signedIn)", "C changed(syncing -> signedIn)",
        ])
        #expect(observations.allSatisfy { !$0.isCancelled })
    }

    @Test("A cancelled or released observation hears nothing more; cancelling twice is harmless")
    func cancelAndRelease() {
        let session = SimulatedAuthSession()
        var heard: [String] = []
        let cancelled = session.addObserver { _ in heard.append("cancelled") }
        var released: AuthSessionObservation? = session.addObserver { _ in heard.append("released") }
        let kept = session.addObserver { _ in heard.append("kept") }

        session.finishLoading(.signedOut)
        #expect(heard == ["cancelled", "released", "kept", "cancelled", "released", "kept"])

        heard = []
        cancelled.cancel()
        cancelled.cancel()
        #expect(cancelled.isCancelled)
        released = nil
        session.signIn()
        #expect(heard == ["kept", "kept"])
        #expect(released == nil)
        #expect(!kept.isCancelled)
    }

    @Test("An observation outliving its session can still be cancelled")
    func cancelAfterSessionIsGone() {
        var session: SimulatedAuthSession? = SimulatedAuthSession()
        let observation = session?.addObserver { _ in }
        session = nil
        observation?.cancel()
        #expect(observation?.isCancelled == true)
    }

    @Test("A sign-out from inside a login handler is queued: everyone hears the sign-in first, in one order")
    func reentrantTransitionIsQueued() {
        let session = SimulatedAuthSession()
        session.finishLoading(.signedOut)
        var log: [String] = []
        let first = session.addObserver { event in
            log.append("A \(Seen(event))")
            if case .login = event { session.signOut() }
        }
        let second = session.addObserver { event in log.append("B \(Seen(event))") }
        session.signIn()
        #expect(log == [
            "A login", "B login",
            "A changed(signedOut -> signedIn)", "B changed(signedOut -> signedIn)",
            "A logout(nil)", "B logout(nil)",
            "A changed(signedIn -> signedOut)", "B changed(signedIn -> signedOut)",
        ])
        #expect(session.sessionStatus == .signedOut)
        _ = (first, second)
    }

    @Test("An observer cancelled by another mid-delivery misses the rest; one added mid-delivery starts with the next event")
    func changesDuringDelivery() {
        let session = SimulatedAuthSession()
        var log: [String] = []
        var victim: AuthSessionObservation?
        var latecomer: AuthSessionObservation?
        let killer = session.addObserver { event in
            log.append("killer \(Seen(event))")
            guard latecomer == nil else { return }
            victim?.cancel()
            latecomer = session.addObserver { event in log.append("latecomer \(Seen(event))") }
        }
        victim = session.addObserver { event in log.append("victim \(Seen(event))") }
        session.finishLoading(.signedIn)
        #expect(log == [
            "killer sessionFetch(true)",
            "killer changed(syncing -> signedIn)", "latecomer changed(syncing -> signedIn)",
        ])
        #expect(victim?.isCancelled == true)
        _ = killer
    }
}
