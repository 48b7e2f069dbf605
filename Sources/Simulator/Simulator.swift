import AuthSession
import DemoApps
import Foundation
import Route
import SimulatedUIKit

/// The simulated device as a whole (README.md): the chosen app installed on a ``SimulatedDevice``, its auth session, the virtual clock, and the one path, ``apply(_:)``, by which every event reaches it.
///
/// Read-only queries answer what scenario expectations, the transcript and the navigator ask.
@MainActor public final class Simulator {
    /// The installed app.
    public let app: DemoAppDefinition
    /// The OS model.
    public let device: SimulatedDevice
    /// The auth session of the running (or last) process; a new one starts `syncing` at each launch.
    public private(set) var session: SimulatedAuthSession?
    /// Where the app's files live (restoration records, the scene-session archive), or `nil` for memory only
    /// (also when the container given at creation was refused: ``containerRefusal``).
    public let containerURL: URL?
    /// The container's lock, held (or joined, within this process) for as long as this simulator lives, as the
    /// system keeps one process of an app on its container (R15; ``ContainerLock``).
    let containerLock: ContainerLock?
    /// Why the container given at creation is not used (another process holds its lock, or it cannot be locked), or `nil`.
    ///
    /// The app then keeps its records in memory, and a console warning says so.
    public let containerRefusal: ContainerLockError?
    /// ``containerURL``'s standardized path, the key of the unsaved-archive table: made once, as
    /// standardizing a URL cost about 23 k instructions and the table is consulted at each event.
    let containerKey: String?

    /// The name each session had when last connected, for app-switcher cards and `swipe` after `kill`.
    var lastNames: [String: WindowName] = [:]
    /// The window names last derived, kept while the connected windows stay the same (``windowNaming()``).
    var keptWindowNaming: WindowNaming?
    /// The state ``rememberNames()`` last recorded names for, the lineage of those names and how many there were.
    var rememberedNaming: (key: WindowNaming.Key?, lineage: UInt64, count: Int) = (nil, 0, 0)
    /// The lineage of the last naming derived from scratch (``WindowNaming/lineage``).
    var nextNamingLineage: UInt64 = 0

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
    /// The writes this simulator's processes lost (``lostWrites``), oldest first.
    var lostWriteLog: [String] = []
    /// The archive write last handed to the background writer and not yet looked at (``collectSceneSessionWrite()``).
    var pendingSceneSessionWrite: SceneSessionWriteOutcome?
    /// The virtual instant (nanoseconds) the archive was last brought up to date at; later events of that
    /// instant leave it for the next instant (``sceneSessionsMayHaveChanged()``).
    var sceneSessionArchiveInstant: Int64?
    /// The instants begun since the archive was last brought up to date after an event (``sceneSessionsMayHaveChanged()``).
    var sceneSessionInstantsSinceWrite = 0
    /// Where `expect errors` and `expect callbacks` last read the console (``ConsoleMarks``).
    public var consoleMarks = ConsoleMarks()
    /// While `true`, the scene-session archive is not written after events; setting it back to `false` hands it to the background writer at once, as it stands.
    ///
    /// For a caller that replays steps whose intermediate states no later process reads (the navigator's
    /// time travel), so a replay does not write and sync the archive at every instant it passes. The
    /// archive is still read at creation.
    public var defersSceneSessionArchive = false {
        didSet { if oldValue, !defersSceneSessionArchive { saveSceneSessionsSoon() } }
    }

    /// The ids given to the view controllers seen in stacks and presented (``ScreenEntry/ID``): counting up, never reused.
    var screenEntries = ScreenEntryStamps()
    /// The snapshot made since the last event or instant, if any (``snapshot``).
    var cachedSnapshot: DeviceSnapshot?
    /// How many snapshots ``snapshot`` has made: at most one per event (and per observed instant), whoever
    /// reads it (a test hook).
    package internal(set) var snapshotBuildCount = 0

    /// Called at the end of every instant the clock passes through while ``apply(_:)`` runs: each instant a `wait` fires timers at on its way, and the instant every event ends in (R20: the signed-out invariant holds at every instant, not only when idle).
    ///
    /// `nil` (the default) advances a `wait` in one step. The monkey and a scenario's `expect always`
    /// install one.
    public var instantObserver: (@MainActor (Simulator) -> Void)?

    /// Creates a simulator with the app installed but not running.
    ///
    /// With a container, the scene sessions an earlier process on it left (U7: sessions outlive the
    /// process) are restored from its scene-session archive, so the first `launch` reconnects them; a
    /// corrupt archive is set aside with a console warning and the app starts with none.
    /// - Parameters:
    ///   - app: the app to install.
    ///   - infoPlist: an Info.plist replacing the app's own (the `plist` step, `--plist`).
    ///   - containerURL: the app's container directory; `nil` keeps records in memory. Its lock is taken (or
    ///     joined) for the simulator's lifetime; while another process holds it, the simulator uses no container
    ///     (``containerRefusal``).
    ///   - keepsSceneSessions: whether the scene sessions go to the container's archive too (the default),
    ///     for a later process on it; `false` keeps them in this process only, for a caller that never
    ///     starts a second process on the container (the monkey, whose steps would otherwise spend most of
    ///     their time encoding the archive).
    public init(app: DemoAppDefinition, infoPlist: InfoPlist? = nil, containerURL: URL? = nil, keepsSceneSessions: Bool = true) {
        self.app = app
        do throws(ContainerLockError) {
            containerLock = try containerURL.map { url throws(ContainerLockError) in try ContainerLock.acquire(containerURL: url) }
            containerRefusal = nil
        } catch {
            // Another process uses the container: this device writes nothing there (R15).
            containerLock = nil
            containerRefusal = error
        }
        let containerURL = containerRefusal == nil ? containerURL : nil
        self.containerURL = containerURL
        containerKey = containerURL?.standardizedFileURL.path
        let placeholder = SimulatedAppBundle(infoPlist: infoPlist ?? app.infoPlist) { BareAppDelegate() }
        device = SimulatedDevice(bundle: placeholder)
        device.bundle = SimulatedAppBundle(infoPlist: infoPlist ?? app.infoPlist, sceneDelegates: app.sceneDelegates) { [weak self] in
            let session = SimulatedAuthSession()
            self?.session = session
            return app.makeApplicationDelegate(AppProcessContext(session: session, containerURL: containerURL))
        }
        device.bundle.associatedDomains = app.associatedDomains
        device.bundle.appIdentifier = app.appIdentifier
        device.bundle.siteAssociations = app.siteAssociations
        if let containerURL, keepsSceneSessions {
            sceneSessionFile = ContainerSystemFile(
                directory: ContainerPath(containerURL: containerURL, components: Self.sceneSessionDirectoryComponents),
                name: Self.sceneSessionFileName)
            restoreSceneSessions()
        }
        if let containerRefusal {
            device.console.log(.warning, source: .simulator, "\(containerRefusal); the app keeps its records in memory")
        }
    }

    deinit {
        // What the app's record store handed to its background writer lands while the lock is still held.
        FileStateRestorationStorage.waitForBackgroundWrites()
    }

    /// The virtual clock.
    public var clock: VirtualClock { device.clock }

    /// Replaces the Info.plist; takes effect at the next launch (the `plist` step).
    /// - Parameter infoPlist: the new Info.plist.
    public func useInfoPlist(_ infoPlist: InfoPlist) {
        device.bundle.infoPlist = infoPlist
    }

    /// The engine of the running process, or `nil` (not running, or an app without RouteKit).
    ///
    /// An app delegate that is ``SceneEngineHosting`` says where it is; any other (a host app's, written
    /// as for UIKit) is searched once per process for a stored `SceneManager` property.
    public var engine: (any SceneManagerIntrospecting)? {
        guard device.processState == .running, let delegate = device.application?.delegate else { return nil }
        if let hosting = delegate as? any SceneEngineHosting { return hosting.sceneEngine }
        if let found = foundEngine, found.delegate === delegate { return found.engine }
        guard let engine = Self.storedEngine(of: delegate) else { return nil }
        foundEngine = (delegate, engine)
        return engine
    }

    /// The engine ``engine`` found in a delegate's stored properties, kept for that delegate.
    private var foundEngine: (delegate: AnyObject, engine: any SceneManagerIntrospecting)?

    /// The first stored property of an object (its class's and its superclasses') holding a scene manager,
    /// directly or in an optional.
    /// - Parameter object: the app delegate.
    /// - Returns: the engine, or `nil` when none is stored (yet).
    static func storedEngine(of object: AnyObject) -> (any SceneManagerIntrospecting)? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let engine = child.value as? any SceneManagerIntrospecting { return engine }
                let inner = Mirror(reflecting: child.value)
                if inner.displayStyle == .optional, let wrapped = inner.children.first?.value as? any SceneManagerIntrospecting {
                    return wrapped
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether the app uses RouteKit's engine (so pending intents and records can be asked for).
    public var usesEngine: Bool { app.name != "bare" }

    /// Whether nothing is in flight: no transition, splash, fade, activation, navigation or write (Sources/Simulator/SimulationEvent.swift).
    public var isIdle: Bool {
        device.isIdle && !(engine?.hasWorkInFlight ?? false)
    }

    /// Runs `body` as a device entry point: bound to this device, then due timers run.
    func onDevice<R>(_ body: () throws -> R) rethrows -> R {
        try device.perform(body)
    }
}
