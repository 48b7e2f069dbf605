import Simulator

/// A scene session that exists without a connected window: an app-switcher card (U6, U7).
public struct SessionCardSnapshot: Equatable, Sendable {
    /// The name the window had, and takes again on relaunch (`swipe W` names the card by it).
    public var name: WindowName
    /// The session's persistent identifier, as shown.
    public var sessionID: String
    /// The screen its restoration record would bring back (R15), if any.
    public var restoredScreen: String?

    /// Creates a card.
    /// - Parameters:
    ///   - name: the window name the session answers to.
    ///   - sessionID: persistent identifier as shown.
    ///   - restoredScreen: the stored screen, if any.
    public init(name: WindowName, sessionID: String, restoredScreen: String? = nil) {
        self.name = name
        self.sessionID = sessionID
        self.restoredScreen = restoredScreen
    }
}
