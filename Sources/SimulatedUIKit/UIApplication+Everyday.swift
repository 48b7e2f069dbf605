import Foundation

/// Everyday `UIApplication` API real app delegates call: opening URLs, background tasks, the badge and the
/// app-level notifications (their counts are in docs/UIKIT-COVERAGE.md).
extension UIApplication {
    /// Keys of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        /// - Parameter rawValue: the key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `true`: open the URL only if it is a universal link some app handles (here: this app, U13).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL string that opens the app's page in Settings (`app-settings:`, as UIKit spells it).
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// Posted (object: the application) when the app finishes launching, after `didFinishLaunching`.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted (object: the application) when the app becomes active: after the scene callback that made a
    /// first window foreground-active (after `applicationDidBecomeActive` in an app-delegate app).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted (object: the application) when the app stops being active (no window foreground-active).
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted (object: the application) when every window has entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted (object: the application) when a first window leaves the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted (object: the application) after `applicationWillTerminate(_:)`, when the process ends while running (U6).
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted (object: the application) after `applicationDidReceiveMemoryWarning(_:)`.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Opens a URL, as UIKit does after the current code returns (the same instant here).
    ///
    /// A URL of one of the app's own `CFBundleURLSchemes` comes back to the app as a warm URL (U2), and a
    /// universal link on the app's associated domains as a warm `NSUserActivityTypeBrowsingWeb` activity
    /// (U13); an `http`/`https` URL otherwise opens in the browser, `app-settings:` in Settings (both logged
    /// and completed with `true`); any other scheme has no app to open it (`false`). With
    /// ``OpenExternalURLOptionsKey/universalLinksOnly`` `true`, only this app's universal links open.
    /// - Parameters:
    ///   - url: the URL.
    ///   - options: ``OpenExternalURLOptionsKey`` values.
    ///   - completionHandler: called once, after the URL opened or failed to, with whether it opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        guard let device, device.isCurrent(self) else { return }
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let scheme = url.scheme?.lowercased() ?? ""
        device.scheduleUIKitWork(after: 0) { [weak device] in
            guard let device, device.isCurrent(self) else { return }
            var deliver: (() -> Void)?
            let opened: Bool
            if scheme == "http" || scheme == "https" {
                let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
                link.webpageURL = url
                if device.isUniversalLinkForApp(link) {
                    deliver = { device.continueActivity(link, in: nil) }
                    opened = true
                } else if universalOnly {
                    opened = false
                } else {
                    device.console.log(.info, source: .uikit, "opened \(url.absoluteString) in the browser")
                    opened = true
                }
            } else if universalOnly {
                opened = false
            } else if device.activeInfoPlist.urlSchemes.contains(where: { $0.lowercased() == scheme }) {
                deliver = { device.open(url, in: nil) }
                opened = true
            } else if url.absoluteString == UIApplication.openSettingsURLString {
                device.console.log(.info, source: .uikit, "opened the app's page in Settings")
                opened = true
            } else {
                device.console.log(.info, source: .uikit, "no app opens \(url.absoluteString)")
                opened = false
            }
            // The completion first: delivering to the app runs the instant's other due UIKit work.
            completionHandler?(opened)
            deliver?()
        }
    }

    /// Whether ``open(_:options:completionHandler:)`` would open the URL: one of the app's own
    /// `CFBundleURLSchemes`, `http`, `https` or `app-settings:` (no other app is installed on the
    /// simulated device).
    /// - Parameter url: the URL.
    /// - Returns: whether some app opens it.
    public func canOpenURL(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased() ?? ""
        if scheme == "http" || scheme == "https" || url.absoluteString == UIApplication.openSettingsURLString { return true }
        return infoPlist.urlSchemes.contains { $0.lowercased() == scheme }
    }

    /// The app's badge on the Home Screen icon; kept by the device across launches, as SpringBoard keeps it.
    public var applicationIconBadgeNumber: Int {
        get { device?.applicationIconBadgeNumber ?? 0 }
        set { device?.applicationIconBadgeNumber = max(0, newValue) }
    }

    /// Asks for time to finish work in the background; end it with ``endBackgroundTask(_:)``.
    /// - Parameter handler: called if the time runs out (the simulation gives unlimited time, so never).
    /// - Returns: the task's identifier (1, 2, … per process).
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Asks for time to finish named work in the background; end it with ``endBackgroundTask(_:)``.
    /// - Parameters:
    ///   - taskName: a name for debugging.
    ///   - handler: called if the time runs out (never here: see ``beginBackgroundTask(expirationHandler:)``).
    /// - Returns: the task's identifier.
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        lastBackgroundTask += 1
        backgroundTasks[lastBackgroundTask] = taskName
        return UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
    }

    /// Ends a background task.
    ///
    /// Ending one that is not running logs UIKit's warning, as iOS does.
    /// - Parameter identifier: what ``beginBackgroundTask(expirationHandler:)`` returned.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard backgroundTasks.removeValue(forKey: identifier.rawValue) == nil else { return }
        device?.console.log(
            .warning, source: .uikit,
            "Can't end BackgroundTask: no background task exists with identifier \(identifier.rawValue), or it may have already been ended.")
    }

    /// The background tasks begun and not yet ended (simulation addition, for tests and the navigator).
    public var runningBackgroundTaskCount: Int { backgroundTasks.count }

    /// The time the app has left to run in the background: unlimited here (no background task expires).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

/// Identifies a background task (``UIApplication/beginBackgroundTask(expirationHandler:)``).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's value.
    public let rawValue: Int
    /// Creates an identifier.
    /// - Parameter rawValue: the value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what apps store before they begin one.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
