import Foundation
import RouteInterface
import SimulatedUIKit

/// Everything that can happen to the simulated device, as one vocabulary (Sources/Simulator/SimulationEvent.swift).
///
/// Keystrokes in the navigator, scenario lines, the monkey and the recorder all speak this enum, and
/// ``Simulator/apply(_:)`` is the single path by which any of them reaches the simulation.
/// URLs are kept as the text the user wrote; the simulator parses them when it applies the event,
/// so that a malformed URL is reported rather than lost.
public enum SimulationEvent: Equatable, Sendable {
    /// Cold launch (also after `kill`), with the payloads UIKit puts in the connection options (U1, R18).
    case launch(LaunchPayload)
    /// The session finishes loading with this status; after load it acts as `signIn` / `signOut`.
    case auth(AuthOutcome)
    /// The user signs in (after the session has loaded).
    case signIn
    /// The user signs out.
    case signOut
    /// Manual re-authentication becomes required; the status stays signed in.
    case reauth
    /// A warm deep link into a window (`nil`: UIKit's default target, U3).
    case open(url: String, window: WindowName?)
    /// A warm Handoff or Spotlight activity into a window (`nil`: default target).
    case continueActivity(ActivityPayload, window: WindowName?)
    /// A Home Screen quick action while running (`nil`: default target).
    case shortcut(type: String, window: WindowName?)
    /// A system-initiated new window (App Exposé, a drag, ⌘N); the scene name rides as its identity activity.
    case newWindow(scene: String?)
    /// The user closes a window (U5).
    case close(WindowName)
    /// The window comes to the foreground (ends foreground-active, U3).
    case foreground(WindowName)
    /// The window goes to the background.
    case background(WindowName)
    /// The window becomes foreground-inactive.
    case inactive(WindowName)
    /// The window becomes foreground-active.
    case active(WindowName)
    /// The app switcher is shown: every foreground-active window goes inactive.
    case switcher
    /// The window (or its session card) is swiped away in the app switcher (U6).
    case swipe(WindowName)
    /// The process dies; sessions survive (U7).
    case kill
    /// The user starts the app again, as a launch with no payload.
    case relaunch
    /// `count` taps in one instant on the button titled `title` of what the window shows.
    case tap(WindowName, title: String, count: Int)
    /// Navigation back in the window (nothing at the root).
    case back(WindowName)
    /// Dismiss the window's presented screen (nothing when none is presented).
    case dismiss(WindowName)
    /// Advance the virtual clock by this many seconds, firing timers in deadline order.
    case wait(seconds: Double)
    /// The user taps the tab titled `tab` in the window's tab bar.
    case select(WindowName, tab: String)
    /// The window's horizontal size class changes (a rotation or a resize): a split view collapses in a
    /// compact window and expands in a regular one.
    case size(WindowName, SizeClass)
}

/// A window's horizontal size class as the `size` step names it.
public enum SizeClass: String, Equatable, Sendable, CaseIterable {
    /// iPhone-like: one column of content (the default).
    case compact
    /// iPad-like: room for a split view's columns side by side.
    case regular
}

/// How the session's first load ends (`auth signedIn|signedOut`).
public enum AuthOutcome: String, Equatable, Sendable, CaseIterable {
    /// The session loads signed in.
    case signedIn
    /// The session loads signed out.
    case signedOut
}

/// The payloads a cold launch carries in its connection options (U1, R18).
public struct LaunchPayload: Equatable, Sendable {
    /// URLs, as written, in order.
    public var urls: [String]
    /// User activities, in order.
    public var activities: [ActivityPayload]
    /// A quick action type, if any.
    public var shortcut: String?

    /// Creates a launch payload.
    /// - Parameters:
    ///   - urls: URLs as written.
    ///   - activities: user activities.
    ///   - shortcut: a quick action type.
    public init(urls: [String] = [], activities: [ActivityPayload] = [], shortcut: String? = nil) {
        self.urls = urls
        self.activities = activities
        self.shortcut = shortcut
    }

    /// Whether the launch carries nothing (the ordinary case).
    public var isEmpty: Bool { SceneIntent.Kind.allCases.allSatisfy { count(of: $0) == 0 } }

    /// How many payloads of a kind the launch carries; universal links count as activities, which is
    /// how they arrive (R18).
    /// - Parameter kind: a kind of intent.
    /// - Returns: the number of its payloads, 0 or more (at most 1 quick action).
    public func count(of kind: SceneIntent.Kind) -> Int {
        switch kind {
        case .url: urls.count
        case .userActivity: activities.count
        case .shortcutItem: shortcut == nil ? 0 : 1
        }
    }
}

/// A user activity as a scenario writes it: `TYPE k=v ...`.
public struct ActivityPayload: Equatable, Sendable {
    /// The `activityType`.
    public var type: String
    /// The `userInfo` entries, in the order written.
    public var userInfo: [UserInfoEntry]
    /// The `webpageURL`, as written: set for a universal link (`link URL`), whose type is
    /// `NSUserActivityTypeBrowsingWeb`.
    public var webpageURL: String?

    /// One `key=value` entry of an activity's user info.
    public struct UserInfoEntry: Equatable, Sendable {
        /// The key.
        public var key: String
        /// The value, as a string.
        public var value: String

        /// Creates an entry.
        /// - Parameters:
        ///   - key: the user-info key.
        ///   - value: its string value.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// Creates an activity payload.
    /// - Parameters:
    ///   - type: the activity type.
    ///   - userInfo: its user-info entries, in order.
    public init(type: String, userInfo: [UserInfoEntry] = []) {
        self.type = type
        self.userInfo = userInfo
    }

    /// A universal link: an activity of type `NSUserActivityTypeBrowsingWeb` carrying `url` as its
    /// `webpageURL`, as iOS delivers a tapped link on one of the app's associated domains.
    /// - Parameter url: the link, as written (`https://…`).
    /// - Returns: the payload.
    public static func universalLink(_ url: String) -> ActivityPayload {
        var payload = ActivityPayload(type: NSUserActivityTypeBrowsingWeb)
        payload.webpageURL = url
        return payload
    }

    /// Whether this is a universal link (written `link URL`).
    public var isUniversalLink: Bool { type == NSUserActivityTypeBrowsingWeb && webpageURL != nil }
}

/// A window's name in scenarios and the transcript: its scene identity, and `#N` for the N-th
/// connected window of one identity (`main`, `main#2`).
public struct WindowName: Hashable, Sendable, CustomStringConvertible {
    /// The scene identity, for example `main` or `compose`.
    public var identity: String
    /// 1 for the first window of the identity, 2 for `#2`, and so on.
    public var ordinal: Int

    /// Creates a window name.
    /// - Parameters:
    ///   - identity: the scene identity.
    ///   - ordinal: 1-based index among windows of that identity.
    public init(identity: String, ordinal: Int = 1) {
        self.identity = identity
        self.ordinal = ordinal
    }

    /// Parses `identity` or `identity#N` (N ≥ 2); returns `nil` for an empty identity, an identity
    /// containing `#` (no scene identity has one, and `main##1` would print as `main#`, which does not
    /// parse), or a bad suffix.
    /// - Parameter text: the name as written.
    public init?(parsing text: String) {
        if let hash = text.lastIndex(of: "#") {
            let identity = String(text[..<hash])
            guard !identity.isEmpty, !identity.contains("#"), let n = Int(text[text.index(after: hash)...]), n >= 1 else { return nil }
            self.init(identity: identity, ordinal: n)
        } else {
            guard !text.isEmpty else { return nil }
            self.init(identity: text)
        }
    }

    /// `main`, or `main#2` for a second window.
    public var description: String { ordinal == 1 ? identity : "\(identity)#\(ordinal)" }
}
