import UIKit

/// The match-taking router questions: the engine asks these, with the values the matched
/// registration took from the link, so that a router never parses a URL again. Their defaults forward
/// to the intent-taking questions, so a router written against those keeps working unchanged.
extension RouterProtocol {
    /// Asks ``shouldExecute(pending:current:for:)-(SceneIntent,_,_)`` with the match's intent.
    /// - Parameters:
    ///   - match: the queued intent's match.
    ///   - current: the controller the user sees.
    ///   - handle: the window's route handle.
    /// - Returns: the permission.
    public func shouldExecute(pending match: SceneIntentMatch, current: UIViewController?, for handle: any RouteHandleProtocol)
        -> SceneIntentExecutionPermission
    {
        shouldExecute(pending: match.intent, current: current, for: handle)
    }

    /// Asks ``preferredViewController(_:for:)-(SceneIntent,_)`` with the match's intent.
    /// - Parameters:
    ///   - match: the match being executed.
    ///   - handle: the window's route handle.
    /// - Returns: the controller to show.
    public func preferredViewController(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        preferredViewController(match.intent, for: handle)
    }

    /// ``SceneIntentPresentation/navigation``: every intent is placed in the stack.
    /// - Parameters:
    ///   - match: the match being executed.
    ///   - handle: the window's route handle.
    /// - Returns: `.navigation`.
    public func preferredIntentPresentation(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> SceneIntentPresentation {
        .navigation
    }
}
