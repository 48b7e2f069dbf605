import RouteInterface

// The names the engine writes for navigation actions and presentation sources in request keys and
// trace notes (R11, R12). They are the case names, exactly what string interpolation prints for these
// enums; spelled out so that a navigation does not pay for the runtime's reflection (a conformance
// lookup and a case-name query) every time it is described.

extension NavigationAction {
    /// The case name, as `"\(action)"` prints it (`push`, `replaceCurrentWithChain`, …).
    var caseName: String {
        switch self {
        case .push: "push"
        case .replaceCurrent: "replaceCurrent"
        case .replaceAll: "replaceAll"
        case .pushWithChain: "pushWithChain"
        case .replaceCurrentWithChain: "replaceCurrentWithChain"
        case .replaceAllWithChain: "replaceAllWithChain"
        }
    }
}

extension PresentationSource {
    /// The case name, as `"\(source)"` prints it: `currentController`, `topMostController`, `rootController`.
    var caseName: String {
        switch self {
        case .currentController: "currentController"
        case .topMostController: "topMostController"
        case .rootController: "rootController"
        }
    }
}
