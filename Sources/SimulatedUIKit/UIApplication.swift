import Foundation

/// The running app: its delegate, sessions and scenes, and the scene requests of U5.
///
/// One instance per process launch; a killed or crashed process's instance ignores requests.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// Keys of the launch options dictionary of `application(_:didFinishLaunchingWithOptions:)`.
    ///
    /// Set only in an app without a scene manifest (an app-delegate app): a scene-based app gets `nil`, its
    /// payloads ride in the scene's connection options (U1).
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        /// - Parameter rawValue: the key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open (a `URL`); UIKit then calls `application(_:open:options:)`
        /// with it unless `didFinishLaunching` returns `false`.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The user activity the app was launched to continue: a dictionary holding ``userActivityType`` (the
        /// type, a `String`) and `UIApplicationLaunchOptionsUserActivityKey` (the `NSUserActivity`); UIKit then
        /// calls `application(_:continue:restorationHandler:)` unless `didFinishLaunching` returns `false`.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The key of the activity type inside the ``userActivityDictionary`` dictionary.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The Home Screen quick action that launched the app (a `UIApplicationShortcutItem`); UIKit then calls
        /// `application(_:performActionFor:completionHandler:)` unless `didFinishLaunching` returns `false`.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Keys of the options dictionary of `application(_:open:options:)` (an app-delegate app's warm URL).
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        /// - Parameter rawValue: the key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that opened the URL (not set here: the simulated system opens it).
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// Whether the file may be opened in place (not set here).
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The app's aggregate state.
    public enum State: Int, Sendable {
        /// Some scene is foreground-active.
        case active
        /// Some scene is on screen, none active.
        case inactive
        /// Every scene is in the background.
        case background
    }

    /// The application of ``SimulatedDevice/current`` (bound by every device entry point).
    ///
    /// Host code still unwinding after its process crashed or was killed gets that process's (now inert)
    /// application: its requests are ignored, so the simulation itself never stops on it.
    ///
    /// Precondition: called inside a device entry point of a device whose app has been launched (a
    /// programming error otherwise, as touching `UIApplication.shared` outside an app is).
    public static var shared: UIApplication {
        guard let application = SimulatedDevice.current?.application ?? SimulatedDevice.current?.lastApplication else {
            preconditionFailure("UIApplication.shared used outside a running SimulatedDevice (bind SimulatedDevice.current through a device entry point)")
        }
        return application
    }

    /// The app delegate (the device keeps it alive, as `UIApplicationMain` does).
    public weak var delegate: (any UIApplicationDelegate)?
    /// The Info.plist the process launched with (simulation addition: `Bundle.main.infoDictionary`, typed).
    public let infoPlist: InfoPlist
    /// The device the app runs on.
    weak var device: SimulatedDevice?
    /// The process generation this instance belongs to.
    let generation: UInt64
    /// The background tasks begun and not yet ended, by identifier (``beginBackgroundTask(expirationHandler:)``).
    var backgroundTasks: [Int: String?] = [:]
    /// The last background task identifier handed out.
    var lastBackgroundTask = 0
    /// Whether the idle timer is off: stored and returned (the simulated device never dims its screen).
    public var isIdleTimerDisabled = false

    init(device: SimulatedDevice, generation: UInt64, infoPlist: InfoPlist) {
        self.device = device
        self.generation = generation
        self.infoPlist = infoPlist
        super.init()
    }

    /// `UIApplicationSupportsMultipleScenes` from the Info.plist (absent = `false`, U5).
    public var supportsMultipleScenes: Bool { infoPlist.supportsMultipleScenes }

    /// The open sessions (connected or not).
    ///
    /// Ordered: ``SimulatedDevice/sessions``.
    public var openSessions: Set<UISceneSession> { Set(device?.sessions ?? []) }

    /// The connected scenes.
    ///
    /// Ordered: ``SimulatedDevice/connectedScenes``.
    public var connectedScenes: Set<UIScene> {
        guard let device, device.isCurrent(self) else { return [] }
        return Set(device.connectedScenes.map { $0 as UIScene })
    }

    /// The dynamic Home Screen quick actions; kept by the device across launches, as iOS does.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { device?.dynamicShortcutItems }
        set { device?.dynamicShortcutItems = newValue }
    }

    /// The app's state from its scenes: active when one is foreground-active, inactive when one is on
    /// screen, else background.
    public var applicationState: State {
        let scenes = device?.connectedScenes ?? []
        if scenes.contains(where: { $0.activationState == .foregroundActive }) { return .active }
        if scenes.contains(where: { $0.activationState == .foregroundInactive }) { return .inactive }
        return .background
    }

    /// Asks the system to activate a scene session (U5).
    ///
    /// With `sceneSession` `nil` a new session connects — in the same instant, after the current code
    /// returns — carrying `userActivity` in its connection options (dropped unless its type is declared,
    /// U4). Without `UIApplicationSupportsMultipleScenes` that is refused: `errorHandler` receives
    /// ``UISceneError/Code/multipleScenesNotSupported``. An existing connected session is brought to
    /// foreground-active and key (and receives `userActivity` through `scene(_:continue:)`); an open but
    /// disconnected one reconnects; a discarded one fails with ``UISceneError/Code/requestDenied``.
    /// - Parameters:
    ///   - sceneSession: the session to activate, or `nil` for a new one.
    ///   - userActivity: the activity to deliver.
    ///   - options: the request options (unused).
    ///   - errorHandler: called, in the same instant, only on failure.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)?
    ) {
        device?.requestActivation(from: self, session: sceneSession, userActivity: userActivity, errorHandler: errorHandler)
    }

    /// Asks the system to destroy a scene session (U5): in the same instant its scene disconnects (with the usual resign/background callbacks) and the session is discarded (`didDiscardSceneSessions`).
    ///
    /// Destroying the last connected window ends the process after the discard (U6).
    ///
    /// - Parameters:
    ///   - sceneSession: the session to destroy.
    ///   - options: the request options (unused).
    ///   - errorHandler: called with ``UISceneError/Code/requestDenied`` when the session is not open.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)?)
    {
        device?.requestDestruction(from: self, session: sceneSession, errorHandler: errorHandler)
    }
}
