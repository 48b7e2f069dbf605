import RouteInterface
import UIKit

/// Go-if-needed: a controller whose navigation action reuses a matching screen goes back to the
/// screen of the same ``ScreenIdentity`` already in its stack, or in another tab's (selecting that tab),
/// instead of stacking a duplicate.
extension RouteHandle {
    /// Goes back to the screen matching `controller` when the stack holds one.
    ///
    /// The nearest match to the top of the controller's own stack wins, else the first tab (in tab order)
    /// whose stack holds one is selected. A match on top is left as it is (nothing is placed); a lower one is
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
        let target = stackTarget(for: controller.preferredContainerPlacement())
        var navigationController = target.navigation
        var tabIndex = target.tabIndex
        var found = navigationController.viewControllers.last { ScreenIdentity($0) == identity }
        if found == nil, let tabs = rootTabBarController?.viewControllers {
            // Not in its own stack: the nearest tab (in tab order) whose stack holds it is selected instead.
            for (index, tab) in tabs.enumerated() {
                guard let stack = tab as? UINavigationController ?? tab.navigationController,
                    let match = stack.viewControllers.last(where: { ScreenIdentity($0) == identity })
                else { continue }
                navigationController = stack
                tabIndex = index
                found = match
                break
            }
        }
        guard let match = found else { return nil }
        if refuseWhileSignedOut(request, showing: [match]) { return false }
        selectTab(tabIndex, traceID: request.traceID)
        let stack = navigationController.viewControllers
        if match === stack.last {
            environment.log.info("\(sessionIdentifier): \(identity) is already on top; go-if-needed placed nothing", session: sessionIdentifier)
            if let traceID = request.traceID {
                host?.traceLog.note(traceID, .note, "go-if-needed: \(identity) is already on top; nothing placed", isPlacement: true)
            }
            return false
        }
        navigationInFlightStack = navigationController
        _ = navigationController.popToViewController(match, animated: request.animated)
        if let traceID = request.traceID {
            host?.traceLog.note(
                traceID, .navigated,
                "go-if-needed: back to \(identity); stack \(navigationController.viewControllers.map(\.screenName).joined(separator: " > "))",
                isPlacement: true)
        }
        storeRestorationSnapshot()
        return request.animated && navigationController.isInTransition
    }
}
