import AuthSession
import SimulatedUIKit

/// The Notes demo (Sources/DemoApps): `notes` with multiple windows, `single` without.
public enum NotesApp {
    /// The two-window Notes app.
    public static let notes = DemoAppDefinition(
        name: "notes", infoPlist: infoPlist(supportsMultipleScenes: true),
        sceneDelegates: [SceneDelegateClass(NotesSceneDelegate.init)]
    ) { context in
        NotesAppDelegate(context: context)
    }

    /// The same app with multiple scenes off: one `main` window (R4).
    public static let single = DemoAppDefinition(
        name: "single", infoPlist: infoPlist(supportsMultipleScenes: false),
        sceneDelegates: [SceneDelegateClass(NotesSceneDelegate.init)]
    ) { context in
        NotesAppDelegate(context: context)
    }

    /// The Notes Info.plist: the `notes` scheme, `com.notes.viewing` and RouteKit's two activity types,
    /// and the static `new-note` quick action.
    /// - Parameter supportsMultipleScenes: `UIApplicationSupportsMultipleScenes`.
    /// - Returns: the Info.plist value.
    public static func infoPlist(supportsMultipleScenes: Bool) -> InfoPlist {
        InfoPlist(
            bundleIdentifier: "com.example.notes",
            hasSceneManifest: true,
            supportsMultipleScenes: supportsMultipleScenes,
            sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "Notes.SceneDelegate")]],
            activityTypes: ["com.notes.viewing", "com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"],
            urlSchemes: ["notes"],
            shortcutItems: [.init(type: "new-note", title: "New Note")]
        )
    }
}
