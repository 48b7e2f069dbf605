import Foundation

/// The activity type of a universal link or a web page handed off from a browser, as Foundation names it: the activity's ``NSUserActivity/webpageURL`` holds the link.
///
/// iOS delivers it without the type being listed in `NSUserActivityTypes`, only for URLs on the app's
/// `applinks:` associated domains.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// The type of ``NSUserActivity/persistentIdentifier``, as Foundation declares it.
public typealias NSUserActivityPersistentIdentifier = String

/// A user activity (Handoff, Spotlight, a window's identity): an `NSObject`, compared by identity as in Foundation.
///
/// Isolation: none, as Foundation declares it (it is not main-actor bound and not `Sendable`): code that is
/// not main-actor isolated creates and reads activities, as it may on iOS.
///
/// UIKit delivers activities in a `Set`; the `package` ``order`` keeps their arrival order so the engine
/// can replay cold-launch payloads deterministically (R18).
open class NSUserActivity: NSObject {
    /// The activity type, for example, `com.notes.viewing`; a new scene receives it only when the type is listed in
    /// `NSUserActivityTypes` (U4).
    public let activityType: String
    /// A user-visible title.
    public var title: String?
    /// The payload.
    public var userInfo: [AnyHashable: Any]?
    /// Identifies the content, for scene targeting.
    public var targetContentIdentifier: String?
    /// The web page the activity continues: for ``NSUserActivityTypeBrowsingWeb``, the universal link
    /// (an `http` or `https` URL whose host is one of the app's `applinks:` associated domains).
    public var webpageURL: URL?
    /// The app's own identifier of the activity (for deleting saved activities), as Foundation declares it.
    public var persistentIdentifier: NSUserActivityPersistentIdentifier?
    /// Whether the activity may be continued on another device.
    public var isEligibleForHandoff: Bool = true
    /// Whether Spotlight may index the activity (stored; the simulated system has no Spotlight index).
    public var isEligibleForSearch: Bool = false
    /// Whether Siri may suggest the activity (stored; the simulated system makes no suggestions).
    public var isEligibleForPrediction: Bool = false
    /// The ``userInfo`` keys needed to restore the activity (stored, as Foundation keeps it).
    public var requiredUserInfoKeys: Set<String>?
    /// Whether the activity is the current one of its app: ``becomeCurrent()`` sets it, ``resignCurrent()``
    /// and ``invalidate()`` clear it (simulation addition: Foundation keeps this state privately).
    public private(set) var isCurrent = false
    /// Whether ``invalidate()`` was called: an invalidated activity cannot become current again.
    public private(set) var isInvalidated = false
    /// Arrival ordinal on the device (0 until the device delivers it).
    package var order: Int = 0

    /// Creates an activity of a type.
    /// - Parameter activityType: the activity type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Marks the activity as the app's current one, as Foundation does; ignored after ``invalidate()``.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        isCurrent = true
    }

    /// Stops the activity being the current one.
    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity for good: it stops being current and cannot become current again.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }

    /// Merges entries into ``userInfo``.
    /// - Parameter otherDictionary: entries to add; they replace existing ones with the same keys.
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }
}
