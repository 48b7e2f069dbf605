import RouteInterface
import UIKit

/// One navigation a window's engine performs, in order, never during another transition (R12).
@MainActor struct NavigationRequest {
    enum Kind {
        /// Place a controller with a navigation action (R11), or go back to a matching screen already in
        /// the window when `reusesMatchingScreen` (go-if-needed).
        case place(any RoutingViewControlling, NavigationAction, reusesMatchingScreen: Bool)
        /// Pop the top.
        case pop
        /// Present modally from a source.
        case present(UIViewController, PresentationSource, completion: ((any Error) -> Void)?)
        /// Dismiss whatever is presented over the stack (R17).
        case dismissPresented
        /// UIKit's `dismiss` on one controller (U9): what it presents, else the controller itself when it
        /// is presented; the screens beneath stay (a screen's own dismiss, the top sheet swiped down).
        case dismissController(UIViewController)
    }

    let kind: Kind

    /// Placing a controller with its preferred navigation action (R11, go-if-needed).
    static func placing(_ controller: any RoutingViewControlling) -> Kind {
        let preferred = controller.preferredNavigationActionWhenPushed()
        return .place(controller, preferred.navigationAction, reusesMatchingScreen: preferred.reusesMatchingScreen)
    }
    let animated: Bool
    /// The intent trace this navigation serves, if any.
    let traceID: Int?
    /// Receives a veto or chain failure of an intent's navigation (R9).
    let failure: ((SceneRoutingError) -> Void)?
    /// The intent this navigation executes, kept so that it can be queued again when the navigation
    /// cannot run as asked (signed out by the time it starts, R8).
    var intent: PendingIntent? = nil
    /// Whether the router asked for it while reacting to a sign-out: a sign-in waits until none of these
    /// waits any more, so that the router sees the signed-out stack it asked for (R13).
    var isSignOutReaction = false

    /// Whether the two requests are identical (R12): equal keys, and for placements the same tab or
    /// column, so that the same screen placed into two tabs (a sign-out's `Welcome`) is two navigations.
    func isIdentical(to other: NavigationRequest) -> Bool {
        key == other.key && placement == other.placement
    }

    /// Where a placement lands, or `nil` for the other kinds.
    private var placement: ContainerPlacement? {
        guard case let .place(controller, _, _) = kind else { return nil }
        return controller.preferredContainerPlacement()
    }

    /// The request as the event log names it; with the same placement, equal keys make requests
    /// identical (R12).
    var key: String {
        switch kind {
        case let .place(controller, action, reuses): "place \(reuses ? "ifNeeded " : "")\(action.caseName) \(controller.screenName)"
        case .pop: "pop"
        case let .present(controller, source, _): "present \(source.caseName) \(controller.screenName)"
        case .dismissPresented: "dismiss"
        case let .dismissController(controller): "dismiss \(controller.screenName)"
        }
    }
}
