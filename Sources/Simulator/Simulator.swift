import AuthSession
import DemoApps
import Foundation
import Route
import SimulatedUIKit

/// The simulated device as a whole (DESIGN §1, §2): the chosen app installed on a ``SimulatedDevice``,
/// its auth session, the virtual clock, and the one path, ``apply(_:)``, by which every event reaches it.
/// Read-only queries answer what scenario expectations, the transcript and the navigator ask.
@MainActor public final class Simulator {
    /// The installed app.
    public let app: DemoAppDefinition
    /// The OS model.
    public let device: SimulatedDevice
    /// The auth session of the running (or last) process; a new one starts `syncing` at each launch.
    public private(set) var session: SimulatedAuthSession?
    /// Where the app's files live (restoration records), or `nil` for memory only.
    public let containerURL: URL?

    /// The name each session had when last connected, for app-switcher cards and `swipe` after `kill`.
    var lastNames: [String: WindowName] = [:]
    /// The window names last derived, kept while the connected windows stay the same (``windowNaming()``).
    var keptWindowNaming: WindowNaming?
    /// The state ``rememberNames()`` last recorded names for.
    var rememberedNamingKey: WindowNaming.Key?

    /// The container's scene-session archive (``sceneSessionArchiveURL(forContainer:)``), or `nil` without
    /// a container.
    var sceneSessionFile: ContainerSystemFile?
    /// The device's ``SimulatedDevice/sceneSessionStateVersion`` and the window names when the archive was
    /// last brought up to date.
    var savedSceneSessionState: (version: UInt64, names: [String: WindowName])?
    /// The bytes last written to (or read from) the archive.
    var savedSceneSessionData: Data?
    /// Whether a failure to write the archive was reported already (once per simulator).
    var reportedSceneSessionWriteFailure = false
    /// Where `expect errors` and `expect callbacks` last read the console (``ConsoleMarks``).
    public var consoleMarks = ConsoleMarks()

    /// Creates a simulator with the app installed but not running.
    ///
    /// With a container, the scene sessions an earlier process on it left (U7: sessions outlive the
    /// process) are restored from its scene-session archive, so the first `launch` reconnects them; a
    /// corrupt archive is set aside with a console warning and the app starts with none.
    /// - Parameters:
    ///   - app: the app to install.
    ///   - infoPlist: an Info.plist replacing the app's own (the `plist` step, `--plist`).
    ///   - containerURL: the app's container directory; `nil` keeps records in memory.
    ///   - keepsSceneSessions: whether the scene sessions go to the container's archive too (the default),
    ///     for a later process on it; `false` keeps them in this process only, for a caller that never
    ///     starts a second process on the container (the monkey, whose steps would otherwise spend most of
    ///     their time encoding the archive).
    public init(app: DemoAppDefinition, infoPlist: InfoPlist? = nil, containerURL: URL? = nil, keepsSceneSessions: Bool = true) {
        self.app = app
        self.containerURL = containerURL
        let placeholder = SimulatedAppBundle(infoPlist: infoPlist ?? app.infoPlist) { BareAppDelegate() }
        device = SimulatedDevice(bundle: placeholder)
        device.bundle = SimulatedAppBundle(infoPlist: infoPlist ?? app.infoPlist) { [weak self] in
            let session = SimulatedAuthSession()
            self?.session = session
            return app.makeApplicationDelegate(AppProcessContext(session: session, containerURL: containerURL))
        }
        if let containerURL, keepsSceneSessions {
            sceneSessionFile = ContainerSystemFile(
                directory: ContainerPath(containerURL: containerURL, components: Self.sceneSessionDirectoryComponents),
                name: Self.sceneSessionFileName)
            restoreSceneSessions()
        }
    }

    /// The virtual clock.
    public var clock: VirtualClock { device.clock }

    /// Replaces the Info.plist; takes effect at the next launch (the `plist` step).
    /// - Parameter infoPlist: the new Info.plist.
    public func useInfoPlist(_ infoPlist: InfoPlist) {
        device.bundle.infoPlist = infoPlist
    }

    /// The engine of the running process, or `nil` (not running, or an app without RouteKit).
    public var engine: (any SceneManagerIntrospecting)? {
        guard device.processState == .running else { return nil }
        return (device.application?.delegate as? any SceneEngineHosting)?.sceneEngine
    }

    /// Whether the app uses RouteKit's engine (so pending intents and records can be asked for).
    public var usesEngine: Bool { app.name != "bare" }

    /// Whether nothing is in flight: no transition, splash, fade, activation, navigation or write (DESIGN §2).
    public var isIdle: Bool {
        device.isIdle && !(engine?.hasWorkInFlight ?? false)
    }

    /// Runs `body` as a device entry point: bound to this device, then due timers run.
    func onDevice<R>(_ body: () throws -> R) rethrows -> R {
        try device.perform(body)
    }
}
