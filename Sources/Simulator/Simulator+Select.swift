import SimulatedUIKit

/// The `select` step: the user taps a tab.
extension Simulator {
    /// Taps the tab titled `title` in the tab bar W shows, as UIKit delivers a tap: the tab bar controller's
    /// delegate may refuse it, a tap on the selected tab pops its stack to the root, and a tap while a
    /// transition is in flight, under a presented screen or under a sign-out cover does nothing (logged).
    /// - Throws: ``SimulationError/noTab(title:tabs:)`` when W shows no tab of that title.
    func selectTab(_ scene: UIWindowScene, title: String) throws(SimulationError) {
        guard let root = contentRoot(in: scene), let tabs = Self.visibleTabBar(root), let all = tabs.viewControllers else {
            throw .noTab(title: title, tabs: [])
        }
        let titles = all.map(Self.tabTitle)
        guard let index = titles.firstIndex(of: title) else { throw .noTab(title: title, tabs: titles) }
        let session = scene.session.persistentIdentifier
        let step = "select \"\(title)\""
        if tabs.presentedViewController != nil {
            device.console.log(.info, source: .simulator, "\(step) ignored: a presented screen covers the tab bar", sessionIdentifier: session)
            return
        }
        if engine?.engineHandle(of: scene)?.isAuthCovered == true {
            device.console.log(
                .info, source: .simulator, "\(step) ignored: a sign-out covers the window until its new stack is live (R20)", sessionIdentifier: session)
            return
        }
        device.console.log(.info, source: .simulator, step, sessionIdentifier: session)
        let outcome = onDevice { tabs.userTapTab(at: index) }
        switch outcome {
        case .refusedByDelegate:
            device.console.log(.info, source: .simulator, "\(step): the tab bar controller's delegate refused it", sessionIdentifier: session)
        case .ignoredDuringTransition:
            device.console.log(.info, source: .simulator, "\(step) ignored: a transition is in progress", sessionIdentifier: session)
        case .selected, .reselected, .noSuchTab:
            break
        }
    }
}
