import DemoApps
import Foundation
import Route
import SimulatedUIKit

/// What the monkey knows about the app it drives: how to install it, the words it speaks (URL
/// schemes, activity and shortcut types, scene identities, note ids) and which of the monkey's
/// checks apply to it.
///
/// The vocabulary comes from the app's Info.plist (what the system would deliver, U2, U4), plus the
/// intents the app registers when the monkey knows them (the Notes demos' `notes://note/ID`), so most
/// generated intents match and some deliberately do not.
public struct MonkeyAppProfile: Sendable {
    /// The app as `app` / `--app` names it.
    public let choice: AppChoice
    /// The definition the simulator installs.
    public let definition: DemoAppDefinition
    /// Whether the app runs RouteKit's engine (intent, obscuration and restoration checks apply).
    public let usesEngine: Bool
    /// Whether the app keeps one window per identity (R3 `windowPerScene`).
    public let isWindowPerScene: Bool
    /// URL hosts the app registers (`note` for Notes); others are generated as unregistered intents.
    public let registeredURLHosts: [String]
    /// Scene identities a `newwindow` may name (the primary first).
    public let sceneIdentities: [String]
    /// Screens the app snapshots for restoration (R15), by type name without the value: `NoteDetail`.
    public let restorableScreens: Set<String>
    /// The user-info key that carries a note id in an activity, if the app reads one.
    public let activityNoteKey: String?
    /// The iOS release the simulated device runs (`monkey --ios`, U12); default the current release.
    public var systemVersion: SimulatedSystemVersion = .current

    /// Creates a profile.
    /// - Parameters:
    ///   - choice: the app's name.
    ///   - definition: the app to install.
    ///   - usesEngine: whether it runs RouteKit's engine.
    ///   - isWindowPerScene: whether it keeps one window per identity (R3).
    ///   - registeredURLHosts: URL hosts it registers.
    ///   - sceneIdentities: identities a new window may carry.
    ///   - restorableScreens: names of restorable screens, without their values (R15).
    ///   - activityNoteKey: the activity user-info key carrying a note id.
    public init(
        choice: AppChoice, definition: DemoAppDefinition, usesEngine: Bool, isWindowPerScene: Bool,
        registeredURLHosts: [String], sceneIdentities: [String], restorableScreens: Set<String>,
        activityNoteKey: String?
    ) {
        self.choice = choice
        self.definition = definition
        self.usesEngine = usesEngine
        self.isWindowPerScene = isWindowPerScene
        self.registeredURLHosts = registeredURLHosts
        self.sceneIdentities = sceneIdentities
        self.restorableScreens = restorableScreens
        self.activityNoteKey = activityNoteKey
    }

    /// The app's Info.plist.
    public var infoPlist: InfoPlist { definition.infoPlist }

    /// URL schemes the system hands to the app (U2).
    public var urlSchemes: [String] { infoPlist.urlSchemes }

    /// Activity types the app may be sent as intents: the declared ones other than RouteKit's own (U4).
    public var intentActivityTypes: [String] {
        infoPlist.activityTypes.filter { !RouteActivityType.all.contains($0) }
    }

    /// The static quick actions' types.
    public var shortcutTypes: [String] { infoPlist.shortcutItems.map(\.type) }

    /// The profile of a built-in demo: `notes`, `single` or `bare` (Sources/DemoApps).
    /// - Parameter choice: the app.
    /// - Returns: the profile, or `nil` for an app that is not built in.
    @MainActor public static func builtIn(_ choice: AppChoice) -> MonkeyAppProfile? {
        guard let definition = DemoAppCatalog.app(named: choice.description) else { return nil }
        switch choice {
        case .notes, .single:
            return MonkeyAppProfile(
                choice: choice, definition: definition, usesEngine: true, isWindowPerScene: true,
                registeredURLHosts: ["note"],
                sceneIdentities: choice == .notes ? ["main", "compose"] : ["main"],
                restorableScreens: ["NoteDetail"], activityNoteKey: "noteID")
        case .bare:
            return MonkeyAppProfile(
                choice: choice, definition: definition, usesEngine: false, isWindowPerScene: false,
                registeredURLHosts: ["note"], sceneIdentities: ["main"],
                restorableScreens: [], activityNoteKey: nil)
        case .containers:
            return MonkeyAppProfile(
                choice: choice, definition: definition, usesEngine: true, isWindowPerScene: true,
                registeredURLHosts: ["story", "message", "item"], sceneIdentities: ["main", "split"],
                restorableScreens: ["Story", "Message", "Item"], activityNoteKey: nil)
        case .manifest, .skeleton, .host:
            return nil
        }
    }

    /// Whether a shown screen (`NoteDetail(42)`) is one the app snapshots for restoration.
    /// - Parameter screen: the screen as the simulator names it.
    /// - Returns: `true` when restorable.
    public func isRestorable(_ screen: String) -> Bool {
        restorableScreens.contains(String(screen.prefix { $0 != "(" }))
    }

    /// The profile of any app `app` / `--app` can name: a built-in demo, a manifest app (its vocabulary,
    /// scenes, window behaviour and restorable screens read from the manifest), or a skeleton app (its
    /// vocabulary from its Info.plist).
    /// - Parameters:
    ///   - choice: the app.
    ///   - baseDirectory: where a relative manifest or Info.plist path starts.
    /// - Returns: the profile.
    /// - Throws: what reading the manifest or Info.plist throws, with a message naming the file.
    @MainActor public static func resolve(_ choice: AppChoice, baseDirectory: URL) throws -> MonkeyAppProfile {
        if let builtIn = builtIn(choice) { return builtIn }
        let definition = try resolveApp(choice, baseDirectory: baseDirectory)
        guard case let .manifest(path) = choice else {
            let isWindowPerScene =
                if case .skeleton = choice { SkeletonBlueprint(infoPlist: definition.infoPlist).windowBehavior == .windowPerScene } else { true }
            return generic(choice, definition: definition, sceneIdentities: ["main"], isWindowPerScene: isWindowPerScene)
        }
        let manifest = try ManifestModel(contentsOf: URL(fileURLWithPath: path, relativeTo: baseDirectory)).manifest
        let primary = manifest.primaryScene
        var hosts: [String] = []
        var noteKey: String?
        for intent in manifest.intents {
            switch intent.trigger {
            case let .url(text):
                if let host = URL(string: text)?.host, !hosts.contains(host) { hosts.append(host) }
            case .activityType:
                if case let .userInfoKey(key)? = intent.argument { noteKey = noteKey ?? key }
            case .shortcutType:
                break
            }
        }
        return MonkeyAppProfile(
            choice: choice, definition: definition, usesEngine: true,
            // One window per identity only when no scene overrides it and no intent keys windows by a value
            //; otherwise the engine's own invariant (one window per key) is the check.
            isWindowPerScene: manifest.windowBehavior == .windowPerScene
                && manifest.scenes.allSatisfy { ($0.windowBehavior ?? .windowPerScene) == .windowPerScene }
                && !manifest.intents.contains(where: \.isKeyedByArgument),
            registeredURLHosts: hosts,
            sceneIdentities: [primary] + manifest.scenes.map(\.name).filter { $0 != primary },
            restorableScreens: Set(manifest.screens.filter(\.restorable).map(\.name)),
            activityNoteKey: noteKey)
    }

    /// A profile for any other app definition (a manifest or skeleton app): vocabulary from its
    /// Info.plist only, the engine's checks on, one window per identity as RouteKit's default.
    /// - Parameters:
    ///   - choice: the app's name.
    ///   - definition: the app to install.
    ///   - sceneIdentities: the identities its scenes have, primary first.
    ///   - registeredURLHosts: URL hosts it registers, if known.
    ///   - isWindowPerScene: whether it keeps one window per identity.
    /// - Returns: the profile.
    public static func generic(
        _ choice: AppChoice, definition: DemoAppDefinition, sceneIdentities: [String],
        registeredURLHosts: [String] = [], isWindowPerScene: Bool = true
    ) -> MonkeyAppProfile {
        MonkeyAppProfile(
            choice: choice, definition: definition, usesEngine: true, isWindowPerScene: isWindowPerScene,
            registeredURLHosts: registeredURLHosts, sceneIdentities: sceneIdentities.isEmpty ? ["main"] : sceneIdentities,
            restorableScreens: [], activityNoteKey: nil)
    }
}
