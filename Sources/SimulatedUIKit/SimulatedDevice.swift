import Foundation
import UserNotifications

/// The OS model: one simulated iPhone or iPad with one app installed, applying UIKit's scene lifecycle
/// U1–U13 (docs/RULES.md) on a ``VirtualClock``.
///
/// Device events (launch, open a URL, activation changes, the app switcher, swipes, kill, time) are
/// methods. Each one is an *entry point*: it binds ``current`` to this device (so `UIApplication.shared`,
/// `UIView.animate` and UIKit's transitions find it), does its work, then runs the timers due at the
/// current instant, and finally checks what must be settled by the end of the instant (a shortcut's
/// completion handler, U2).
///
/// Determinism: persistent identifiers are `"S1"`, `"S2"`, … in creation order; sessions and scenes are
/// kept in ordered arrays even where UIKit's API exposes a `Set`.
///
/// Timers the app schedules on ``clock`` while its process runs (inside entry points, or from its own timers)
/// belong to that process: a kill or crash cancels them (U7).
@MainActor
public final class SimulatedDevice {
    /// The device whose entry point is running; bound with `SimulatedDevice.$current.withValue(device)`.
    @TaskLocal public static var current: SimulatedDevice?

    /// The virtual clock everything on the device runs on.
    public let clock: VirtualClock
    /// The device's console: UIKit callbacks, runtime warnings, exceptions, engine and app messages.
    public let console: SimulatedConsole
    /// What is installed.
    ///
    /// Replacing ``SimulatedAppBundle/infoPlist`` takes effect at the next launch.
    public var bundle: SimulatedAppBundle

    /// The running app's application object; `nil` when not running.
    public internal(set) var application: UIApplication?
    /// The application of the latest process, kept after it ends so `UIApplication.shared` stays usable
    /// (and inert) for host code still unwinding.
    var lastApplication: UIApplication?
    /// The running app's delegate, kept alive as `UIApplicationMain` does.
    var applicationDelegate: (any UIApplicationDelegate)?
    /// Whether the app's process runs.
    public internal(set) var processState: ProcessState = .notRunning
    /// The iOS release the device runs (U12): it decides what UIKit does at the launch of an app that has not adopted scenes.
    ///
    /// Set it before the first launch; default ``SimulatedSystemVersion/current``.
    public var systemVersion: SimulatedSystemVersion = .current
    /// The process generation whose connections already met TN3187's first condition (U12), so it is reported once per process.
    var unadoptedNoticeGeneration: UInt64 = 0
    /// Set by `UIApplicationDelegate`'s default `configurationForConnecting` (the app has none of its own), read and cleared by the connection that called it (U12).
    var configuredByDefaultImplementation = false
    /// The open scene sessions, in creation order; they survive a kill (U7).
    public internal(set) var sessions: [UISceneSession] = [] {
        didSet { noteSceneSessionChange() }
    }
    /// The connected scenes, in connection order. (Every change also sets the scenes'
    /// `isInConnectedScenes`, which the device reads instead of searching this list.)
    public internal(set) var connectedScenes: [UIWindowScene] = [] {
        didSet {
            connectedScenesVersion &+= 1
            // Growth is only ever an append (a connection); any other change may have removed or moved a
            // scene. `oldValue` is not read: that would copy the whole list on every append.
            if connectedScenes.count <= connectedScenesCountSeen { connectedScenesRemovalVersion &+= 1 }
            connectedScenesCountSeen = connectedScenes.count
        }
    }
    /// A number that changes whenever ``connectedScenes`` changes (a scene connects or disconnects, the process ends), so that a reader can keep what it derives from the list — window names, say — until the list changes instead of deriving it again after every event.
    ///
    /// It only counts up; its value means nothing else.
    public private(set) var connectedScenesVersion: UInt64 = 0
    /// A number that changes whenever a scene leaves ``connectedScenes`` (a disconnection, the process's end) but not when one connects: while it stays the same, the scenes a reader saw are still the first ones of the list, in the same order, so what it derived for them can be extended by the scenes appended since instead of derived again.
    ///
    /// It only counts up; its value means nothing else.
    public private(set) var connectedScenesRemovalVersion: UInt64 = 0
    /// ``connectedScenes``' count after its last change (to tell an append from a removal).
    private var connectedScenesCountSeen = 0
    /// Sessions swiped away while the app was not running; delivered to `didDiscardSceneSessions` at the
    /// next launch, before any scene connects (U6).
    public internal(set) var pendingDiscardedSessions: [UISceneSession] = [] {
        didSet { noteSceneSessionChange() }
    }
    /// A number that changes whenever something ``sceneSessionArchive()`` holds may have changed: a session is created, connects for the first time, becomes active, is discarded, or its configuration, `userInfo` or state-restoration activity is set.
    ///
    /// A reader that keeps the archive on disk rewrites it only when this moved. It only counts up; its
    /// value means nothing else.
    public private(set) var sceneSessionStateVersion: UInt64 = 0
    /// An upper bound of ``sceneSessionArchiveByteBound`` kept without a pass over every session: the exact bound when last computed, plus the bound of every session created or changed since (what is removed is not subtracted).
    ///
    /// `nil` until computed (U10; see `archiveByteEstimate()`).
    var archiveByteEstimate: Int?
    /// The state at the last refusal of a new session for want of room (``makeRoomForNewSession(for:)``), if any.
    var refusedRoomState: RoomRefusalState?
    /// The `userInfo` entries ``sceneSessionArchive()`` already warned it cannot keep, so each is reported once.
    var reportedUnarchivableValues: Set<String> = []
    /// The scene delegate class names already reported as not instantiable, so each is reported once.
    var warnedSceneDelegateClassNames: Set<String> = []
    /// The horizontal size class a window connects with when its session has none yet: `.compact`, an iPhone-like device (a window holds one column of content, so a split view controller collapses).
    ///
    /// Set `.regular` for an iPad-like device.
    public var defaultHorizontalSizeClass: UIUserInterfaceSizeClass = .compact
    /// The kind of device simulated (``UIDevice/userInterfaceIdiom``, ``UITraitCollection/userInterfaceIdiom``,
    /// ``UIScreen/main``'s size); a phone unless set.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// The app's dynamic quick actions (``UIApplication/shortcutItems``); iOS keeps them across launches.
    public var dynamicShortcutItems: [UIApplicationShortcutItem]?
    /// The app's notification center on this device (`UNUserNotificationCenter.current()` inside an entry
    /// point); permission, categories and requests outlive a process, its delegate does not (U11).
    public nonisolated let notificationCenter = UNUserNotificationCenter()
    /// What the device does with notifications (U11): remote registration's outcome and the user's answer
    /// to the permission prompt.
    public var notificationSettings = NotificationDeviceSettings()
    /// A notification response to hand to the center's delegate as its target scene comes forward, after
    /// `sceneWillEnterForeground` and before `sceneDidBecomeActive` (U11).
    var notificationResponseAwaitingActivation: UNNotificationResponse?
    /// The app state `UIApplication`'s activation notifications last announced (``postApplicationStateNotifications()``).
    var postedApplicationState: UIApplication.State = .background
    /// The app icon's badge (``UIApplication/applicationIconBadgeNumber``); kept across launches.
    public var applicationIconBadgeNumber = 0

    /// The current process's generation (1 for the first launch); `0` before any launch.
    var generation: UInt64 = 0
    var nextSessionNumber = 1
    var nextConnectionOrdinal = 1
    var nextActivationStamp = 1
    var nextArrivalOrdinal = 1
    var entryDepth = 0
    var uikitWork: [ScheduledTimer] = []
    /// ``uikitWork``'s length at which ``scheduleUIKitWork(after:_:)`` next drops the finished work.
    var uikitWorkPruneThreshold = 16
    var shortcutCompletionChecks: [ShortcutCompletionCheck] = []

    /// Creates a device with the app installed but not running.
    /// - Parameters:
    ///   - bundle: the installed app.
    ///   - clock: the clock to run on (default: a new clock at `0`).
    public init(bundle: SimulatedAppBundle, clock: VirtualClock = VirtualClock()) {
        self.bundle = bundle
        self.clock = clock
        self.console = SimulatedConsole(clock: clock)
    }

    /// Records that the archived scene-session state may have changed (``sceneSessionStateVersion``).
    func noteSceneSessionChange() {
        sceneSessionStateVersion &+= 1
    }

    // MARK: Queries

    /// The key scene: the most recently activated foreground-active scene (U3), or `nil` when none is
    /// foreground-active.
    public var keyScene: UIWindowScene? {
        connectedScenes.lazy
            .filter { $0.activationState == .foregroundActive }
            .max { $0.session.lastActiveStamp < $1.session.lastActiveStamp }
    }

    /// The connected scene that was foreground-active most recently (U3), whatever its state now.
    /// - Returns: the scene, or `nil` when none is connected.
    public func mostRecentlyActiveScene() -> UIWindowScene? {
        connectedScenes.max { $0.session.lastActiveStamp < $1.session.lastActiveStamp }
    }

    /// The open session with this persistent identifier.
    /// - Parameter persistentIdentifier: for example, `"S2"`.
    /// - Returns: the session, or `nil`.
    public func session(withPersistentIdentifier persistentIdentifier: String) -> UISceneSession? {
        sessions.first { $0.persistentIdentifier == persistentIdentifier }
    }

    /// Whether no UIKit work is in flight: no navigation or presentation transition, no `UIView.animate` completion, no requested activation or destruction waiting for the end of the instant (Sources/Simulator/SimulationEvent.swift).
    ///
    /// The engine's own timers are not counted here.
    ///
    /// - Complexity: amortized O(1): work is scheduled and finishes in roughly the same order, so the
    ///   finished work at the front is dropped as it is passed.
    public var isIdle: Bool {
        guard let firstPending = uikitWork.firstIndex(where: { clock.isPending($0) }) else {
            uikitWork.removeAll(keepingCapacity: true)
            return true
        }
        if firstPending > 0 { uikitWork.removeFirst(firstPending) }
        return false
    }

    /// Whether `application` belongs to the running process.
    func isCurrent(_ application: UIApplication) -> Bool {
        processState == .running && self.application === application && application.generation == generation
    }

    /// Whether `scene` is connected in the running process.
    func isAlive(_ scene: UIScene) -> Bool {
        processState == .running && scene.generation == generation && scene.session.scene === scene
            && scene.isInConnectedScenes && scene.device === self
    }

    // MARK: Entry points

    /// Runs `body` as a device entry point (see ``perform(_:)``).
    func enter<R>(_ body: () -> R) -> R {
        perform(body)
    }

    /// Runs host code from outside UIKit (a tap on a screen action, an auth-session event) as a device entry point: binds ``current``, stamps the timers scheduled meanwhile with the running process, then runs the timers due at the current instant and, for the outermost entry, settles the instant (U2's shortcut completion check).
    ///
    /// Every device event method goes through here.
    ///
    /// - Parameter body: the host code.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws (due timers still run).
    public func perform<R>(_ body: () throws -> R) rethrows -> R {
        // `UNUserNotificationCenter.current()` is this device's center inside the entry point (U11).
        try UNUserNotificationCenter.$ambient.withValue(notificationCenter) { try performBound(body) }
    }

    /// ``perform(_:)`` with the notification center bound.
    private func performBound<R>(_ body: () throws -> R) rethrows -> R {
        try Self.$current.withValue(self) {
            entryDepth += 1
            let savedOwner = clock.ambientOwner
            clock.ambientOwner = processState == .running ? generation : 0
            defer {
                clock.ambientOwner = processState == .running ? generation : 0
                scheduleAddedNotificationRequests()
                clock.runDueTasks()
                clock.ambientOwner = savedOwner
                if entryDepth == 1 {
                    settleInstant()
                }
                entryDepth -= 1
            }
            return try body()
        }
    }

    /// Advances the clock by `seconds`, firing due timers in deadline order with ``current`` bound.
    /// - Parameter seconds: how far, in seconds; negative values are ignored.
    public func advance(by seconds: TimeInterval) {
        enter { clock.advance(by: seconds) }
    }

    /// Runs only the timers due at the current instant (with ``current`` bound).
    public func runDueTimers() {
        enter {}
    }

    // MARK: UIKit internals

    /// Schedules UIKit work (a transition's end, an animation's completion, a requested activation): the
    /// device is not idle until it has run.
    @discardableResult
    func scheduleUIKitWork(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ScheduledTimer {
        // Finished work is dropped once the list has doubled since the last time, not at every call: a
        // thousand windows starting a transition in one instant would otherwise scan the list each time.
        if uikitWork.count >= uikitWorkPruneThreshold {
            uikitWork.removeAll { !clock.isPending($0) }
            uikitWorkPruneThreshold = max(16, 2 * uikitWork.count)
        }
        let timer = clock.schedule(after: delay, body)
        uikitWork.append(timer)
        return timer
    }

    /// An uncaught exception (U9): logs it and ends the process as `crashed` — no callbacks, every scene
    /// gone, sessions kept.
    /// - Parameters:
    ///   - name: the exception name, for example, `NSInvalidArgumentException`.
    ///   - reason: the reason text.
    public func raiseException(name: String, reason: String) {
        guard processState == .running else { return }
        console.log(.exception, source: .uikit, "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
        endProcess(as: .crashed)
    }
}
