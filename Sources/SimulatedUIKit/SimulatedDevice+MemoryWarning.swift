import Foundation

extension SimulatedDevice {
    /// The system runs low on memory, as iOS warns a running app: the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then ``UIApplication/didReceiveMemoryWarningNotification``
    /// (object: the application), then `didReceiveMemoryWarning()` of every view controller in a connected
    /// window (each window's root, its children and what it presents, depth-first), in window connection order.
    ///
    /// Does nothing while the app is not running (a suspended or killed app is not warned, as on iOS).
    /// - Complexity: O(n) in the number of view controllers in connected windows.
    public func receiveMemoryWarning() {
        guard notCrashed("memory warning") else { return }
        enter {
            guard processState == .running, let app = application, let delegate = applicationDelegate else { return }
            logApp("didReceiveMemoryWarning")
            delegate.applicationDidReceiveMemoryWarning(app)
            guard isCurrent(app) else { return }
            NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: app)
            for scene in connectedScenes {
                for window in scene.windows {
                    guard let root = window.rootViewController else { continue }
                    warnAboutMemory(root)
                }
            }
        }
    }

    private func warnAboutMemory(_ controller: UIViewController) {
        controller.didReceiveMemoryWarning()
        for child in controller.children { warnAboutMemory(child) }
        if let presented = controller.presentedViewController { warnAboutMemory(presented) }
    }
}
