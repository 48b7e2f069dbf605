import RouteInterface
import SimulatedUIKit

/// Go-if-needed (issue 14): a controller whose navigation action reuses a matching screen goes back to the
/// screen of the same ``ScreenIdentity`` already in the stack instead of stacking a duplicate.
extension RouteHandle {
    /// Goes back to the screen matching `controller` when the stack holds one.
    ///
    /// The nearest match to the top wins. A match on top is left as it is (nothing is placed); a lower one is
    /// popped back to with UIKit's `popToViewController(_:animated:)`, which `canPushViewController` is not
    /// asked about (nothing is pushed). Runs from the navigation queue, so it never starts during a
    /// transition (R12, U9).
    /// - Parameters:
    ///   - controller: the controller the host asked to show.
    ///   - request: the navigation request (its trace and animation).
    /// - Returns: `nil` when no screen matches (the caller places `controller`); otherwise whether the
    ///   navigation ends later (an animated transition).
    func goBackIfNeeded(to controller: any RoutingViewControlling, request: NavigationRequest) -> Bool? {
        let identity = ScreenIdentity(controller)
        let stack = navigationController.viewControllers
        guard let match = stack.last(where: { ScreenIdentity($0) == identity }) else { return nil }
        if match === stack.last {
            environment.log.info("\(sessionIdentifier): \(identity) is already on top; go-if-needed placed nothing")
            if let traceID = request.traceID {
                host?.traceLog.note(traceID, "go-if-needed: \(identity) is already on top; nothing placed")
            }
            return false
        }
        if refuseWhileSignedOut(request, showing: [match]) { return false }
        _ = navigationController.popToViewController(match, animated: request.animated)
        if let traceID = request.traceID {
            host?.traceLog.note(traceID, "go-if-needed: back to \(identity); stack \(navigationController.viewControllers.map(\.screenName).joined(separator: " > "))")
        }
        storeRestorationSnapshot()
        return request.animated && navigationController.isInTransition
    }
}
