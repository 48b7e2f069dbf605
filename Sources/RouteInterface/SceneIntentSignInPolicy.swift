/// What a registered intent does when it arrives while no one is signed in, chosen per registration
/// (real apps differ per route: Mastodon drops every link signed out, Simplenote runs only its
/// magic-link URLs, Ice Cubes hands its OAuth callback through).
///
/// The engine asks the router's `shouldExecute` as always (R8); a router keeps one policy per
/// registration and answers through ``preferredPermission(for:whenAllowed:)``:
///
/// ```swift
/// func shouldExecute(pending match: SceneIntentMatch, current: UIViewController?,
///                    for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
///     let policy: SceneIntentSignInPolicy = match.registration == oauthCallback ? .runSignedOut : .queueUntilSignIn
///     return policy.preferredPermission(for: handle.authSessionHandle.sessionStatus,
///                                       whenAllowed: .executeIntent(isAnimated: true))
/// }
/// ```
///
/// Whatever the policy, the engine never shows a screen that requires sign-in to a signed-out window
/// (R20): a `runSignedOut` intent whose screen requires sign-in is queued again as R8 says.
public enum SceneIntentSignInPolicy: String, Sendable, CaseIterable {
    /// Wait in the window's queue until sign-in, then run (R8; the default).
    case queueUntilSignIn
    /// Drop the intent with a reported reason (``SceneRoutingError/intentDropped``); nothing is queued.
    case dropWhileSignedOut
    /// Run at once, signed out: OAuth callbacks, invitations, magic sign-in links.
    case runSignedOut

    /// The permission this policy gives for a session status.
    /// - Parameters:
    ///   - status: the session's status now.
    ///   - permission: the answer when the intent may run (signed in, or `runSignedOut`).
    /// - Returns: `permission` when signed in or for `runSignedOut`; otherwise `.executionDenied` (queued,
    ///   R8) for `queueUntilSignIn` and while the session is still loading or validating (it may yet be
    ///   signed in), and `.executionDropped(reason:)` for `dropWhileSignedOut` once signed out.
    public func preferredPermission(
        for status: any AuthSessionStatusProtocol,
        whenAllowed permission: SceneIntentExecutionPermission
    ) -> SceneIntentExecutionPermission {
        if status.isSignedIn || self == .runSignedOut { return permission }
        if self == .dropWhileSignedOut, status.isSignedOut {
            return .executionDropped(reason: "signed out, and this link is dropped while signed out")
        }
        return .executionDenied
    }
}
