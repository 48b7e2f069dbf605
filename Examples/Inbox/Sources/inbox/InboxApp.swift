import RoutenavCommandLine
import SimulatedUIKit

/// How routenav installs the app: its name, its Info.plist, and the app delegate each new process
/// starts with (built per process: `kill` then `launch` starts from a fresh one).
enum InboxApp {
    static let definition = AppDefinition(name: "inbox", infoPlist: infoPlist) { context in
        AppDelegate(session: context.session, containerURL: context.containerURL)
    }

    /// One window (no multiple scenes), the `inbox` URL scheme.
    static let infoPlist = InfoPlist(
        bundleIdentifier: "com.example.inbox",
        hasSceneManifest: true,
        supportsMultipleScenes: false,
        sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "Inbox.SceneDelegate")]],
        urlSchemes: ["inbox"]
    )
}
