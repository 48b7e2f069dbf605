import AuthSession
import RouteInterface
import SimulatedUIKit

/// The containers demo: a `main` window whose root is a tab bar controller of three tabs (`Feed`, `Inbox`, `Profile`) and a `split` window whose root is a double-column split view controller (`Items` beside an `Item(n)` detail).
///
/// Built on RouteKit's container API: the router supplies the container (`preferredRootViewController(for:)`)
/// and each screen says where it lives (`preferredContainerPlacement()`).
public enum ContainersApp {
    /// `containers`: two windows, one per container.
    public static let definition = DemoAppDefinition(
        name: "containers", infoPlist: infoPlist,
        sceneDelegates: [SceneDelegateClass(ContainersSceneDelegate.init)]
    ) { context in
        ContainersAppDelegate(context: context)
    }

    /// The Info.plist: the `containers` scheme and RouteKit's two activity types; multiple scenes.
    public static let infoPlist = InfoPlist(
        bundleIdentifier: "com.example.containers",
        hasSceneManifest: true,
        supportsMultipleScenes: true,
        sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "Containers.SceneDelegate")]],
        activityTypes: ["com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"],
        urlSchemes: ["containers"],
        shortcutItems: []
    )
}

/// The containers demo's scene identities.
public enum ContainersScene: String, SceneRepresentable, CaseIterable {
    /// The primary window: a tab bar controller.
    case main
    /// A window whose root is a split view controller.
    case split
}
