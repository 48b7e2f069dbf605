import RoutenavCommandLine
import SimulatedUIKit

/// How routenav installs the app. Each process gets a fresh `AppDelegate`, and with it a fresh
/// composition root: nothing the app owns lives in a global, so `kill` really ends it.
enum RecipesApp {
    static let definition = AppDefinition(name: "recipes", infoPlist: infoPlist,
                                          sceneDelegates: [SceneDelegateClass(SceneDelegate.init)]) { context in
        AppDelegate(dependencies: AppDependencies(session: context.session, containerURL: context.containerURL))
    }

    /// Two windows; the `recipes` scheme; RouteKit's two activity types (without them UIKit drops the
    /// identity of new windows); a quick action for the shopping list.
    static let infoPlist = InfoPlist(
        bundleIdentifier: "com.example.recipes",
        hasSceneManifest: true,
        supportsMultipleScenes: true,
        sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate")]],
        activityTypes: ["com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"],
        urlSchemes: ["recipes"],
        shortcutItems: [.init(type: "shopping-list", title: "Shopping List")]
    )
}
