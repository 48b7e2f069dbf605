import DemoApps
import SimulatedUIKit

extension InfoPlistLinter {
    /// TN3187's conditions, as the simulated device reads them (U12, docs/RULES.md): no
    /// `UIApplicationSceneManifest`, or one without any scene configuration (then only an app delegate's own
    /// `application(_:configurationForConnecting:options:)` can configure a scene, which a plist cannot show).
    ///
    /// An error for ``systemVersion`` iOS 27, where such an app does not launch; a warning before, quoting the
    /// message that release logs. A partial Info.plist whose scene manifest Xcode generates is not flagged.
    /// - Parameter document: the Info.plist.
    /// - Returns: at most one finding.
    func sceneLifecycleFindings(_ document: InfoPlistDocument) -> [LintFinding] {
        let plist = document.infoPlist
        let gap: SceneLifecycleAdoptionGap
        if !plist.hasSceneManifest {
            guard !document.hasGeneratedSceneManifest else { return [] }
            gap = .noSceneManifest
        } else if plist.sceneConfigurations.values.allSatisfy(\.isEmpty) {
            gap = .noSceneConfiguration
        } else {
            return []
        }
        let severity: LintFinding.Severity = systemVersion.refusesUnadoptedApps ? .error : .warning
        let consequence =
            systemVersion.unadoptedLaunchMessage.map {
                "iOS \(systemVersion.systemVersionString) launches it and logs \"\($0)\"; from the next major release after iOS 26, built with the latest SDK, it does not launch"
            } ?? "on iOS \(systemVersion.systemVersionString), built with the latest SDK, it does not launch: UIKit asserts"
        let keyPath = gap == .noSceneManifest ? "UIApplicationSceneManifest" : "UIApplicationSceneManifest.UISceneConfigurations"
        let fix =
            gap == .noSceneManifest
            ? "adopt the scene life cycle: add UIApplicationSceneManifest with a UIWindowSceneSessionRoleApplication configuration naming a scene delegate (UISceneDelegateClassName), or implement application(_:configurationForConnecting:options:); then move launchOptions, application(_:open:options:) and the applicationDidBecomeActive family into the scene delegate"
            : "add a UIWindowSceneSessionRoleApplication configuration naming a scene delegate, or implement application(_:configurationForConnecting:options:) in the app delegate"
        return [
            LintFinding(
                severity, keyPath,
                "the app has not adopted the scene-based life cycle (TN3187: \(gap)): \(consequence) (U12)",
                fix: fix)
        ]
    }
}
