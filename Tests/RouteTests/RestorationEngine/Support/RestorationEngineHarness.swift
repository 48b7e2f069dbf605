import DemoApps
import Foundation
import Glibc
import Route
import RouteInterface
import Scenario
import SimulatedUIKit
import Simulator
import Testing

/// Builds simulators whose apps keep their restoration records in a real container directory, and reads
/// what the engine left on disk (R15).
@MainActor enum RestorationEngineHarness {
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The prefix of every line the Notes demo's `restorationStorageExecution` writes to the console.
    static let notesReportPrefix = "Notes restoration: "

    /// A fresh, empty directory under the system's temporary directory (`mkdtemp`), to serve as an app
    /// container. The caller removes it with ``remove(_:)``.
    nonisolated static func makeContainer() throws -> URL {
        let template = FileManager.default.temporaryDirectory.path + "/routekit-restore2-XXXXXX"
        var bytes = Array(template.utf8CString)
        let path: String? = bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return nil }
            return String(cString: made)
        }
        guard let path else { throw SetupError(description: "mkdtemp failed: \(String(cString: strerror(errno)))") }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Removes a container made by ``makeContainer()``.
    nonisolated static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// A simulator with a built-in demo (`notes`, `single`) installed, not running, its files in `container`.
    static func demo(_ name: String = "notes", container: URL) throws -> Simulator {
        guard let app = DemoAppCatalog.app(named: name) else { throw SetupError(description: "no built-in app \(name)") }
        return Simulator(app: app, containerURL: container)
    }

    /// Launches (or relaunches) the app, finishes the session's load with `auth`, and lets the splash end
    /// (1 s virtual), so the initial route — restored or not — is installed.
    static func start(_ simulator: Simulator, auth: AuthOutcome = .signedIn) throws {
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(auth))
        try simulator.apply(.wait(seconds: 1))
    }

    /// Kills the process and starts it again with `auth` (U7).
    static func killAndRelaunch(_ simulator: Simulator, auth: AuthOutcome = .signedIn) throws {
        try simulator.apply(.kill)
        try start(simulator, auth: auth)
    }

    /// Opens a warm link in the key window and waits `seconds` virtual (default 1: transition and write done).
    static func open(_ simulator: Simulator, _ url: String, wait seconds: Double = 1) throws {
        try simulator.apply(.open(url: url, window: nil))
        try simulator.apply(.wait(seconds: seconds))
    }

    /// Runs a scenario text headless, as `routenav run --container DIR` does, and expects it to pass.
    static func expectScenarioPasses(_ text: String, container: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let script = try ScenarioParser.parse(text, fileName: "restoration-engine.scenario")
        let runner = ScenarioRunner(containerURL: container, baseDirectory: container)
        let outcome = runner.run(script)
        #expect(outcome.status == .success, "\(outcome.failure ?? "")", sourceLocation: sourceLocation)
    }

    static func name(_ text: String) -> WindowName {
        WindowName(parsing: text) ?? WindowName(identity: text)
    }

    /// The navigation stack of a window, bottom to top, by screen name.
    static func stack(_ simulator: Simulator, _ window: String = "main") throws -> [String] {
        try simulator.window(name(window)).stack.names
    }

    /// The session identifier of a connected window.
    static func session(_ simulator: Simulator, _ window: String = "main") throws -> String {
        try simulator.window(name(window)).sessionIdentifier
    }

    /// What the Notes demo reported through `restorationStorageExecution` so far (its console lines,
    /// without the prefix), in order, across processes.
    static func notesReports(_ simulator: Simulator) -> [String] {
        simulator.console.filter { $0.source == .app && $0.message.hasPrefix(notesReportPrefix) }
            .map { String($0.message.dropFirst(notesReportPrefix.count)) }
    }

    /// A store over the container's records, opened the way the next process would open it.
    static func store(_ container: URL) -> FileStateRestorationStorage {
        FileStateRestorationStorage(containerURL: container)
    }

    /// The records directory of a container (whether or not it exists yet).
    nonisolated static func recordsDirectory(_ container: URL) -> URL {
        FileStateRestorationStorage.directoryURL(forContainer: container)
    }

    /// The names in the records directory, sorted (empty when it does not exist).
    nonisolated static func fileNames(_ container: URL) -> [String] {
        // The directory is read behind the store's back: what was handed to its writer lands first.
        FileStateRestorationStorage.waitForBackgroundWrites()
        return ((try? FileManager.default.contentsOfDirectory(atPath: recordsDirectory(container).path)) ?? []).sorted()
    }

    /// The permission bits of a path (symbolic links not followed), or `nil` when it does not exist.
    nonisolated static func permissions(of url: URL) -> mode_t? {
        FileStateRestorationStorage.waitForBackgroundWrites()
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// A record of the Notes demo's `NoteDetail` as the engine would write it.
    static func noteRecord(_ noteID: String, isSignedIn: Bool) throws -> StateRecord {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let state = try encoder.encode(NoteState(noteID: noteID))
        return StateRecord(restorationIdentifier: NoteDetailViewController.restorationIdentifier,
                           screenName: "NoteDetail(\(noteID))", isSignedIn: isSignedIn, state: state)
    }

    /// The note id a stored `NoteDetail` record holds.
    nonisolated static func noteID(in record: StateRecord) throws -> String {
        try JSONDecoder().decode(NoteState.self, from: record.state).noteID
    }

    /// The shape of `NoteDetailViewController.State` (whose memberwise init is not public).
    struct NoteState: Codable {
        var noteID: String
    }
}
