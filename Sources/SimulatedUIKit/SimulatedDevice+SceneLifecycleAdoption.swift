/// What UIKit does at the launch of an app that has not adopted the scene-based life cycle (U12,
/// docs/RULES.md; Apple's TN3187).
///
/// TN3187 names two conditions: the Info.plist has no `UIApplicationSceneManifest` (or one with no
/// configurations), or the app delegate does not implement `application(_:configurationForConnecting:options:)`.
/// Read literally, the second flags every app that configures its scenes in the Info.plist alone, which
/// UIKit runs as a scene-based app; the simulation takes the reading under which UIKit can configure no
/// scene: no scene manifest at all (``SceneLifecycleAdoptionGap/noSceneManifest``), or a manifest without
/// configurations and no `configurationForConnecting` of the app's own
/// (``SceneLifecycleAdoptionGap/noSceneConfiguration``). `routenav lint` reports the literal second
/// condition as information.
extension SimulatedDevice {
    /// Admits the launch of an app that has not adopted scenes, by ``systemVersion``: before iOS 27 UIKit logs
    /// its release's message (a UIKit warning) and the launch goes on; on iOS 27 UIKit's assert ends the
    /// process as `crashed` before any app callback.
    /// - Parameter gap: which condition the app meets.
    /// - Returns: whether the launch goes on.
    func admitUnadoptedLaunch(_ gap: SceneLifecycleAdoptionGap) -> Bool {
        if systemVersion.refusesUnadoptedApps {
            if processState != .running { beginProcess() }
            console.log(.info, source: .uikit, "iOS \(systemVersion.systemVersionString): \(gap)")
            raiseException(name: "NSInternalInconsistencyException", reason: SimulatedSystemVersion.unadoptedAssertReason)
            return false
        }
        if let message = systemVersion.unadoptedLaunchMessage {
            console.log(.warning, source: .uikit, message)
        }
        return true
    }

    /// Called after `configurationForConnecting` answered: a scene manifest without configurations and no
    /// `configurationForConnecting` of the app's own is TN3187's first condition, noticed once per process.
    /// - Returns: whether the connection goes on (`false` once iOS 27's assert ended the process).
    func admitConnectionConfiguredByDefault() -> Bool {
        guard configuredByDefaultImplementation else { return true }
        configuredByDefaultImplementation = false
        guard activeInfoPlist.sceneConfigurations.values.allSatisfy(\.isEmpty) else { return true }
        guard unadoptedNoticeGeneration != generation else { return true }
        unadoptedNoticeGeneration = generation
        return admitUnadoptedLaunch(.noSceneConfiguration)
    }
}
