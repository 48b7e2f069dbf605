import Foundation

/// Checks the system makes on inbound payloads (U2, U4) and the end-of-instant check of shortcut
/// completion handlers (U2).
extension SimulatedDevice {
    /// The Info.plist the system consults: the running process's, else the installed one.
    var activeInfoPlist: InfoPlist { application?.infoPlist ?? bundle.infoPlist }

    /// Whether the system hands `url` to the app (U2): its scheme must be one of `CFBundleURLSchemes`, compared case-insensitively.
    ///
    /// A refused URL is logged at `.warning` (the app never sees it).
    func acceptsURL(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased() ?? ""
        if !scheme.isEmpty, activeInfoPlist.urlSchemes.contains(where: { $0.lowercased() == scheme }) {
            return true
        }
        let declared = activeInfoPlist.urlSchemes.isEmpty ? "none" : activeInfoPlist.urlSchemes.joined(separator: ", ")
        console.log(
            .warning, source: .uikit,
            "URL refused: \(url.absoluteString) — scheme \"\(url.scheme ?? "")\" is not declared in CFBundleURLSchemes (declared: \(declared)); the app never sees it"
        )
        return false
    }

    /// The activities a *new* scene may receive (U4): those whose type is in `NSUserActivityTypes`, and universal links on the app's associated domains (which need no declared type).
    ///
    /// UIKit drops the others silently; the simulation logs each so the navigator can show why.
    func declaredActivities(_ activities: [NSUserActivity]) -> [NSUserActivity] {
        activities.filter { activity in
            if activity.activityType == NSUserActivityTypeBrowsingWeb { return acceptsUniversalLink(activity) }
            if activeInfoPlist.activityTypes.contains(activity.activityType) { return true }
            console.log(
                .info, source: .uikit,
                "user activity \(activity.activityType) dropped for a new scene: its type is not listed in NSUserActivityTypes")
            return false
        }
    }

    /// Stamps an activity with the next arrival ordinal.
    func stampArrival(_ activity: NSUserActivity) {
        activity.order = nextArrivalOrdinal
        nextArrivalOrdinal += 1
    }

    /// A URL context with the next arrival ordinal.
    func makeURLContext(_ url: URL) -> UIOpenURLContext {
        let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(), order: nextArrivalOrdinal)
        nextArrivalOrdinal += 1
        return context
    }

    /// Connection options for a new scene: refused URLs and undeclared activity types removed (U2, U4),
    /// arrival order stamped.
    func connectionOptions(urls: [URL], activities: [NSUserActivity], shortcutItem: UIApplicationShortcutItem?) -> UIScene.ConnectionOptions {
        let contexts = urls.filter(acceptsURL).map(makeURLContext)
        let kept = declaredActivities(activities)
        kept.forEach(stampArrival)
        return UIScene.ConnectionOptions(urlContexts: Set(contexts), userActivities: Set(kept), shortcutItem: shortcutItem)
    }

    /// A shortcut's completion handler for UIKit to pass along: counts its calls for the end-of-instant check
    /// and warns at once on a second call (U2).
    /// - Parameter check: the check the call count goes to (already registered).
    /// - Returns: the handler UIKit passes to `windowScene(_:performActionFor:completionHandler:)`.
    func shortcutCompletion(_ check: ShortcutCompletionCheck) -> (Bool) -> Void {
        let generationAtCall = generation
        return { [weak self] _ in
            check.callCount += 1
            guard check.callCount > 1, let self, self.processState == .running, self.generation == generationAtCall else { return }
            self.console.log(
                .warning, source: .uikit,
                "\(check.sessionIdentifier): the completionHandler of \(check.method) for shortcut \"\(check.shortcutType)\" was called \(check.callCount) times; call it exactly once",
                sessionIdentifier: check.sessionIdentifier)
        }
    }

    /// Settles the instant at the end of the outermost entry point: every shortcut completion handler
    /// delivered in it must have been called (U2).
    func settleInstant() {
        let checks = shortcutCompletionChecks
        shortcutCompletionChecks = []
        guard processState == .running else { return }
        for check in checks where check.callCount == 0 {
            console.log(
                .warning, source: .uikit,
                "\(check.sessionIdentifier): \(check.method) did not call its completionHandler for shortcut \"\(check.shortcutType)\" before the end of the instant",
                sessionIdentifier: check.sessionIdentifier)
        }
    }
}

/// Counts the calls of one shortcut completion handler (U2: exactly once, before the instant ends).
@MainActor
final class ShortcutCompletionCheck {
    let sessionIdentifier: String
    let shortcutType: String
    /// The UIKit method whose completion handler this is, for the warning.
    let method: String
    var callCount = 0

    init(sessionIdentifier: String, shortcutType: String, method: String = "windowScene(_:performActionFor:completionHandler:)") {
        self.sessionIdentifier = sessionIdentifier
        self.shortcutType = shortcutType
        self.method = method
    }
}
