import Foundation

/// The app's scene requests (U5), carried out in the same instant once the calling code returns.
extension SimulatedDevice {
    /// See ``UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)``.
    func requestActivation(from app: UIApplication, session: UISceneSession?, userActivity: NSUserActivity?, errorHandler: ((any Error) -> Void)?) {
        guard isCurrent(app) else { return }
        scheduleUIKitWork(after: 0) { [weak self] in
            guard let self, self.isCurrent(app) else { return }
            self.performActivation(session: session, userActivity: userActivity, errorHandler: errorHandler)
        }
    }

    private func performActivation(session: UISceneSession?, userActivity: NSUserActivity?, errorHandler: ((any Error) -> Void)?) {
        guard let session else {
            guard activeInfoPlist.supportsMultipleScenes else {
                console.log(.info, source: .uikit, "requestSceneSessionActivation refused: the app does not support multiple scenes")
                errorHandler?(UISceneError(.multipleScenesNotSupported))
                return
            }
            guard makeRoomForNewSession(for: "requestSceneSessionActivation") else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            let options = connectionOptions(urls: [], activities: userActivity.map { [$0] } ?? [], shortcutItem: nil)
            connect(makeSession(), options: options)
            return
        }
        guard sessions.contains(where: { $0 === session }) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        if let scene = session.scene as? UIWindowScene, isAlive(scene) {
            bringForward(scene)
            if let userActivity, isAlive(scene) {
                stampArrival(userActivity)
                deliver(to: scene, "continue", detail: userActivity.activityType) { delegate in
                    delegate.scene(scene, willContinueUserActivityWithType: userActivity.activityType)
                    delegate.scene(scene, continue: userActivity)
                }
            }
            return
        }
        guard activeInfoPlist.supportsMultipleScenes || connectedScenes.isEmpty else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        let options = connectionOptions(urls: [], activities: userActivity.map { [$0] } ?? [], shortcutItem: nil)
        connect(session, options: options)
    }

    /// See ``UIApplication/requestSceneSessionDestruction(_:options:errorHandler:)``.
    func requestDestruction(from app: UIApplication, session: UISceneSession, errorHandler: ((any Error) -> Void)?) {
        guard isCurrent(app) else { return }
        scheduleUIKitWork(after: 0) { [weak self] in
            guard let self, self.isCurrent(app) else { return }
            guard self.sessions.contains(where: { $0 === session }) else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            self.destroy(session, reason: "destroyed")
        }
    }
}
