import AuthSession
import Testing

@Suite("AuthSessionStatus flags")
struct AuthSessionStatusTests {
    @Test("Exactly one flag per status, and loading means syncing, validating or biometric (R10)",
          arguments: AuthSessionStatus.allCases)
    func flags(status: AuthSessionStatus) {
        let flags = [
            status.isSyncing, status.isSignedIn, status.isSignedOut, status.isValidating,
            status.isBiometricAuthentication,
        ]
        #expect(flags.filter { $0 }.count == 1)
        #expect(status.isSyncing == (status == .syncing))
        #expect(status.isSignedIn == (status == .signedIn))
        #expect(status.isSignedOut == (status == .signedOut))
        #expect(status.isValidating == (status == .validating))
        #expect(status.isBiometricAuthentication == (status == .biometricAuthentication))
        #expect(status.isLoadingStatus == [.syncing, .validating, .biometricAuthentication].contains(status))
    }

    @Test("Raw values are the scenario language's words")
    func rawValues() {
        #expect(AuthSessionStatus.allCases.map(\.rawValue)
            == ["syncing", "signedIn", "signedOut", "validating", "biometricAuthentication"])
    }

    @Test("A host's own status type gets isLoadingStatus from the protocol")
    func protocolDefault() {
        struct HostStatus: AuthSessionStatusProtocol {
            var isSyncing = false
            var isSignedIn = false
            var isSignedOut = false
            var isValidating = false
            var isBiometricAuthentication = false
        }
        #expect(HostStatus(isBiometricAuthentication: true).isLoadingStatus)
        #expect(HostStatus(isValidating: true).isLoadingStatus)
        #expect(!HostStatus(isSignedIn: true).isLoadingStatus)
        #expect(!HostStatus(isSignedOut: true).isLoadingStatus)
    }

    @Test("Events describe themselves for the event log")
    func eventDescriptions() {
        struct Revoked: Error, CustomStringConvertible {
            var description: String { "token revoked" }
        }
        #expect(AuthSessionDelegateEvent.sessionFetch(isInitial: true).description == "sessionFetch(isInitial: true)")
        #expect(AuthSessionDelegateEvent.login.description == "login")
        #expect(AuthSessionDelegateEvent.logout(error: nil).description == "logout(error: nil)")
        #expect(AuthSessionDelegateEvent.logout(error: Revoked()).description == "logout(error: token revoked)")
        #expect(AuthSessionDelegateEvent.sessionStatusChanged(oldValue: .signedOut, newValue: .signedIn).description
            == "sessionStatusChanged(signedOut -> signedIn)")
        #expect(AuthSessionDelegateEvent.failure(error: .manualAuthenticationRequired).description
            == "failure(manualAuthenticationRequired)")
        #expect(AuthSessionDelegateEvent.failure(error: .other(reason: "refresh failed")).description
            == "failure(refresh failed)")
        #expect(AuthSessionDelegateEvent.userUpdate.description == "userUpdate")
    }
}
