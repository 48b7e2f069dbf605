import AuthSession
import Testing

/// A session loaded with `outcome`, and a recorder that has seen nothing yet.
@MainActor
private func loadedSession(_ outcome: SimulatedAuthSession.Outcome) -> (SimulatedAuthSession, EventRecorder) {
    let session = SimulatedAuthSession()
    session.finishLoading(outcome)
    return (session, EventRecorder(session))
}

@MainActor
@Suite("SimulatedAuthSession transitions")
struct SimulatedAuthSessionTests {
    @Test("A new session is syncing, needs no re-authentication and has emitted nothing")
    func startsSyncing() {
        let session = SimulatedAuthSession()
        let recorder = EventRecorder(session)
        #expect(session.sessionStatus == .syncing)
        #expect(session.sessionStatus.isLoadingStatus)
        #expect(!session.isManualAuthenticationRequired)
        #expect(recorder.events.isEmpty)
    }

    @Test("Loading emits sessionFetch(isInitial: true) then the status change, with the new status already set",
          arguments: SimulatedAuthSession.Outcome.allCases)
    func load(outcome: SimulatedAuthSession.Outcome) {
        let session = SimulatedAuthSession()
        let recorder = EventRecorder(session)
        session.finishLoading(outcome)
        #expect(session.sessionStatus == outcome.status)
        #expect(!session.sessionStatus.isLoadingStatus)
        #expect(recorder.events == [.sessionFetch(isInitial: true), .statusChanged(.syncing, outcome.status)])
        // Observers read the loaded status already at sessionFetch: the engine lifts the splash on it (R10).
        #expect(recorder.statesSeen.map(\.0) == [outcome.status, outcome.status])
    }

    @Test("Sign in from signed out emits login then the status change")
    func signIn() {
        let (session, recorder) = loadedSession(.signedOut)
        session.signIn()
        #expect(session.sessionStatus == .signedIn)
        #expect(recorder.take() == [.login, .statusChanged(.signedOut, .signedIn)])
        #expect(recorder.statesSeen.isEmpty)
    }

    @Test("Sign out from signed in emits logout(error: nil) then the status change")
    func signOut() {
        let (session, recorder) = loadedSession(.signedIn)
        session.signOut()
        #expect(session.sessionStatus == .signedOut)
        #expect(recorder.events == [.logout(error: nil), .statusChanged(.signedIn, .signedOut)])
        #expect(recorder.statesSeen.map(\.0) == [.signedOut, .signedOut])
    }

    @Test("After the load, finishLoading acts as sign in and sign out")
    func finishLoadingAfterLoad() {
        let (session, recorder) = loadedSession(.signedOut)
        session.finishLoading(.signedIn)
        #expect(recorder.take() == [.login, .statusChanged(.signedOut, .signedIn)])
        session.finishLoading(.signedOut)
        #expect(recorder.take() == [.logout(error: nil), .statusChanged(.signedIn, .signedOut)])
        #expect(session.sessionStatus == .signedOut)
    }

    @Test("Before the load, sign in and sign out finish it, with the load's events")
    func signInOutBeforeLoad() {
        let first = SimulatedAuthSession()
        let firstRecorder = EventRecorder(first)
        first.signIn()
        #expect(first.sessionStatus == .signedIn)
        #expect(firstRecorder.events == [.sessionFetch(isInitial: true), .statusChanged(.syncing, .signedIn)])

        let second = SimulatedAuthSession()
        let secondRecorder = EventRecorder(second)
        second.signOut()
        #expect(second.sessionStatus == .signedOut)
        #expect(secondRecorder.events == [.sessionFetch(isInitial: true), .statusChanged(.syncing, .signedOut)])
    }

    @Test("reauth keeps the status signed in, sets the flag and emits failure(manualAuthenticationRequired)")
    func reauth() {
        let (session, recorder) = loadedSession(.signedIn)
        session.reauth()
        #expect(session.sessionStatus == .signedIn)
        #expect(session.isManualAuthenticationRequired)
        #expect(recorder.events == [.failure(.manualAuthenticationRequired)])
        #expect(recorder.statesSeen.map(\.1) == [true])
    }

    @Test("Signing in again after reauth clears the flag and emits login only")
    func signInClearsReauth() {
        let (session, recorder) = loadedSession(.signedIn)
        session.reauth()
        _ = recorder.take()
        session.signIn()
        #expect(!session.isManualAuthenticationRequired)
        #expect(session.sessionStatus == .signedIn)
        #expect(recorder.take() == [.login])
        session.signIn()
        #expect(recorder.take() == [], "a second sign-in changes nothing")
    }

    @Test("Signing out after reauth clears the flag with the ordinary sign-out events")
    func signOutClearsReauth() {
        let (session, recorder) = loadedSession(.signedIn)
        session.reauth()
        _ = recorder.take()
        session.signOut()
        #expect(!session.isManualAuthenticationRequired)
        #expect(recorder.take() == [.logout(error: nil), .statusChanged(.signedIn, .signedOut)])
        #expect(!session.isManualAuthenticationRequired)
    }

    @Test("requestManualAuthentication through the protocol is reauth")
    func requestManualAuthentication() {
        let (session, recorder) = loadedSession(.signedIn)
        let handle: any AuthSessionHandleProtocol = session
        handle.requestManualAuthentication()
        #expect(handle.isManualAuthenticationRequired)
        #expect(recorder.take() == [.failure(.manualAuthenticationRequired)])
        handle.requestManualAuthentication()
        #expect(recorder.take() == [])
    }

    /// A request, named for the test's output.
    enum Request: String, CaseIterable {
        case signIn, signOut, reauth, loadSignedIn, loadSignedOut

        @MainActor func apply(to session: SimulatedAuthSession) {
            switch self {
            case .signIn: session.signIn()
            case .signOut: session.signOut()
            case .reauth: session.reauth()
            case .loadSignedIn: session.finishLoading(.signedIn)
            case .loadSignedOut: session.finishLoading(.signedOut)
            }
        }
    }

    @Test(
        "A request that changes nothing notifies nobody and leaves the state alone (R13)",
        arguments: [
            // (state set up by these requests, then the request that must change nothing)
            ([Request.loadSignedIn], Request.signIn),
            ([.loadSignedIn], .loadSignedIn),
            ([.loadSignedOut], .signOut),
            ([.loadSignedOut], .loadSignedOut),
            ([.loadSignedOut], .reauth),
            ([], .reauth),
            ([.loadSignedIn, .reauth], .reauth),
            ([.loadSignedIn, .signOut], .signOut),
            ([.loadSignedOut, .signIn], .signIn),
        ])
    func changesNothing(setUp: [Request], request: Request) {
        let session = SimulatedAuthSession()
        for step in setUp { step.apply(to: session) }
        let status = session.sessionStatus
        let required = session.isManualAuthenticationRequired
        let recorder = EventRecorder(session)
        request.apply(to: session)
        #expect(recorder.events == [])
        #expect(session.sessionStatus == status)
        #expect(session.isManualAuthenticationRequired == required)
    }
}
