import RoutenavCommandLine
import SimulatedUIKit

/// How routenav installs the app: its name, its Info.plist, its scene delegate class, and the app
/// delegate each new process starts with (built per process: `kill` then `launch` starts from a fresh one).
enum InboxApp {
    static let definition = AppDefinition(name: "inbox", infoPlist: infoPlist,
                                          sceneDelegates: [SceneDelegateClass(SceneDelegate.init)]) { context in
        AppDelegate(session: context.session, containerURL: context.containerURL)
    }

    /// One window (no multiple scenes), the `inbox` URL scheme, and the Xcode template's scene manifest.
    static let infoPlist = InfoPlist(
        bundleIdentifier: "com.example.inbox",
        hasSceneManifest: true,
        supportsMultipleScenes: false,
        sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate")]],
        urlSchemes: ["inbox"]
    )
}
