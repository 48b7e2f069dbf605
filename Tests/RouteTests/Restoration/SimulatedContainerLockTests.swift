import DemoApps
import Foundation
import Glibc
@testable import Route
import RouteInterface
import SimulatedUIKit
@testable import Simulator
import Testing

/// One process at a time uses a container (R15), kept so by the simulated OS, not by the engine: a second opener is refused with the container and the holder's pid, a simulator whose container
/// another process holds writes nothing there (in particular, its app never removes that process's
/// in-flight temporary files), the engine's store takes no lock at all, and the kernel frees the lock when
/// its holder dies, so a lock file a killed process left never blocks.
@Suite @MainActor struct SimulatedContainerLockTests {
    typealias Support = RestorationTestSupport

    /// A lock taken on its own open file description, exactly as another process takes it: `flock`
    /// belongs to the open file description, so the kernel treats this holder as a stranger to
    /// ``ContainerLock``'s descriptor even though it lives in the test process.
    final class ForeignHolder {
        /// The locked descriptor (-1 once released).
        private(set) var descriptor: CInt

        /// Locks `<container>/.routekit.lock` and writes `pid` into it, as a holder does.
        init(container: URL, pid: Int32) throws {
            let path = ContainerLock.lockFileURL(forContainer: container).path
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw Support.SetupError(description: "cannot open \(path)") }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                _ = close(descriptor)
                throw Support.SetupError(description: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
            let text = Array("\(pid)\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }

        /// Releases the lock (as the holder's exit would).
        func release() {
            guard descriptor >= 0 else { return }
            _ = close(descriptor)
            descriptor = -1
        }

        deinit { release() }
    }

    static func inUseMessage(_ container: URL, pid: Int32) -> String {
        "container \(container.path) is in use by another process (pid \(pid)); only one process may use a container at a time"
    }

    @Test func aSecondHolderIsRefusedWithTheContainerAndThePidThenSucceedsOnceItIsReleased() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let other = try ForeignHolder(container: container, pid: 4242)

        let error = #expect(throws: ContainerLockError.self) { try ContainerLock.acquire(containerURL: container) }

        #expect(error == .inUse(containerPath: container.path, holderProcessIdentifier: 4242))
        #expect(error?.description == Self.inUseMessage(container, pid: 4242))
        other.release()
        let lock = try ContainerLock.acquire(containerURL: container)
        #expect(lock.containerURL == container)
        let lockFile = ContainerLock.lockFileURL(forContainer: container)
        #expect(try String(contentsOf: lockFile, encoding: .utf8) == "\(getpid())\n")
        #expect(Support.permissions(of: lockFile) == 0o600)
    }

    /// The Notes demo on a container, signed in, with note 1 open and time to settle; returns its simulator.
    private static func openNote(in container: URL) throws -> Simulator {
        let simulator = Simulator(app: try #require(DemoAppCatalog.app(named: "notes")), containerURL: container)
        for event: SimulationEvent in [.launch(LaunchPayload()), .auth(.signedIn), .wait(seconds: 1), .open(url: "notes://note/1", window: nil), .wait(seconds: 1)] {
            try simulator.apply(event)
        }
        return simulator
    }

    @Test func aSimulatorWhoseContainerAnotherProcessHoldsWritesNothingThere() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        // What the other process has on disk: a record, an unreadable record, a write in flight.
        let directory = FileStateRestorationStorage.directoryURL(forContainer: container)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Support.encoded(Support.record("1")).write(to: directory.appendingPathComponent("kept.plist"))
        try Data("junk".utf8).write(to: directory.appendingPathComponent("broken.plist"))
        try Data("half a record".utf8).write(to: directory.appendingPathComponent(".tmp-7"))
        let other = try ForeignHolder(container: container, pid: 4242)
        let before = Support.allEntries(under: container)

        let refused = try Self.openNote(in: container)

        #expect(refused.containerRefusal == .inUse(containerPath: container.path, holderProcessIdentifier: 4242))
        #expect(refused.containerURL == nil)
        #expect(refused.console.contains { $0.level == .warning && $0.message == Self.inUseMessage(container, pid: 4242) + "; the app keeps its records in memory" })
        #expect(try refused.window(WindowName(identity: "main")).stack.names == ["NotesList", "NoteDetail(1)"])
        // Nothing of the other process's, its temporary file included, was touched; no archive was written.
        FileStateRestorationStorage.waitForBackgroundWrites()
        #expect(Support.allEntries(under: container) == before)
        #expect(try Data(contentsOf: directory.appendingPathComponent(".tmp-7")) == Data("half a record".utf8))

        // Once the holder is gone the next simulator takes the container: the temporary file is now a dead
        // writer's leftover, and goes; the open note is stored.
        other.release()
        let owner = try Self.openNote(in: container)
        #expect(owner.containerRefusal == nil)
        FileStateRestorationStorage.waitForBackgroundWrites()
        #expect(Support.names(in: directory) == ["S1.plist", "broken.plist", "kept.plist"])
        #expect(FileManager.default.fileExists(atPath: Simulator.sceneSessionArchiveURL(forContainer: container).path))
    }

    /// The engine's store takes no lock (the container is the app's own, as on iOS): it writes under a
    /// foreign holder, which only the simulated OS keeps away.
    @Test func theEnginesStoreTakesNoLock() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let other = try ForeignHolder(container: container, pid: 4242)
        let store = FileStateRestorationStorage(containerURL: container)

        try store.save(Support.record("2"), for: "kept")

        #expect(try store.load(for: "kept") == Support.record("2"))
        // The foreign holder still holds it: nothing in the store took or waited for the lock.
        #expect(throws: ContainerLockError.inUse(containerPath: container.path, holderProcessIdentifier: 4242)) {
            try ContainerLock.acquire(containerURL: container)
        }
        other.release()
    }

    @Test func oneProcessSharesOneLockAndDropsItWithTheLastReference() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        do {
            let first = try ContainerLock.acquire(containerURL: container)
            let samePath = try ContainerLock.acquire(containerURL: container)
            let otherSpelling = try ContainerLock.acquire(
                containerURL: URL(fileURLWithPath: container.path + "/./", isDirectory: true))
            #expect(first === samePath)
            #expect(first === otherSpelling)
            // The navigator's lock, its simulator's and a time-travel replay's simulator share it.
            let notes = try #require(DemoAppCatalog.app(named: "notes"))
            let simulator = Simulator(app: notes, containerURL: container)
            let replay = Simulator(app: notes, containerURL: container)
            #expect(simulator.containerLock === first && replay.containerLock === first)
            #expect(simulator.containerRefusal == nil && replay.containerRefusal == nil)
            #expect(throws: (any Error).self) { try ForeignHolder(container: container, pid: 1) }
        }
        // Every reference is gone, so the descriptor is closed and another process may take it.
        let other = try ForeignHolder(container: container, pid: 4242)
        other.release()
    }

    @Test func aStaleLockFileDoesNotBlock() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        // What a process killed while holding the lock leaves: the file and its pid, but no lock.
        let lockFile = ContainerLock.lockFileURL(forContainer: container)
        try Data("99999\n".utf8).write(to: lockFile)

        let lock = try ContainerLock.acquire(containerURL: container)

        #expect(lock.containerURL == container)
        #expect(try String(contentsOf: lockFile, encoding: .utf8) == "\(getpid())\n")
        #expect(Simulator(app: try #require(DemoAppCatalog.app(named: "notes")), containerURL: container).containerRefusal == nil)
    }

    @Test func aMissingContainerIsCreatedForItsLockAndAnUnusableOneIsNamed() throws {
        let outside = try Support.makeTemporaryDirectory()
        defer { Support.remove(outside) }
        let container = outside.appendingPathComponent("a/b", isDirectory: true)
        _ = try ContainerLock.acquire(containerURL: container)
        #expect(Support.allEntries(under: outside) == ["a", "a/b", "a/b/.routekit.lock"])

        let file = outside.appendingPathComponent("plain-file")
        try Data().write(to: file)
        let error = #expect(throws: ContainerLockError.self) { try ContainerLock.acquire(containerURL: file) }
        guard case let .unavailable(path, reason)? = error else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        #expect(path == file.path)
        #expect(error?.description.hasPrefix("cannot lock container \(file.path): ") == true, "reason: \(reason)")
    }

    /// A lock this process released can live on for a moment in a child process started on another thread
    /// (between its fork and its exec, which closes the `O_CLOEXEC` descriptor). Such a lock names this
    /// process, so it is waited for rather than refused; one that never goes is refused in the end.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "needs /bin/sh"))
    func aLockStillHeldForThisProcessByAStartingChildIsWaitedFor() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let own = try ForeignHolder(container: container, pid: getpid())

        let refusal = #expect(throws: ContainerLockError.self) {
            try ContainerLock.acquire(containerURL: container, ownHolderWaits: 3)
        }
        #expect(refusal == .inUse(containerPath: container.path, holderProcessIdentifier: getpid()))

        // The child gets the very open file description the lock is on (as its standard output), then
        // this process lets go of it: the lock now lives in the child until it reads a line and ends.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "read line"]
        let control = Pipe()
        child.standardInput = control
        child.standardOutput = FileHandle(fileDescriptor: own.descriptor, closeOnDealloc: false)
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
        own.release()
        #expect(throws: (any Error).self) { try ForeignHolder(container: container, pid: 1) }
        control.fileHandleForWriting.write(Data("go\n".utf8))

        let lock = try ContainerLock.acquire(containerURL: container)

        #expect(lock.containerURL == container)
        child.waitUntilExit()
    }

    /// A real second process holds the lock (`flock(1)` on a descriptor of `/bin/sh`, which then becomes
    /// `cat`), and is killed with SIGKILL: the kernel frees the lock, and the next process takes it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")
                   && FileManager.default.isExecutableFile(atPath: "/bin/sh"), "needs /bin/sh and util-linux flock(1)"))
    func aLockHeldByAProcessKilledWithSIGKILLIsFreed() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let lockFile = ContainerLock.lockFileURL(forContainer: container)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", #"exec 9<>"$1" && /usr/bin/flock -n 9 && printf '%s\n' "$$" >&9 && echo held && exec cat"#,
                            "holder", lockFile.path]
        let output = Pipe()
        let input = Pipe()
        holder.standardOutput = output
        holder.standardInput = input
        try holder.run()
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
        let ready = output.fileHandleForReading.readData(ofLength: 5)
        try #require(ready == Data("held\n".utf8), "the holder did not take the lock")

        let error = #expect(throws: ContainerLockError.self) { try ContainerLock.acquire(containerURL: container) }
        #expect(error == .inUse(containerPath: container.path, holderProcessIdentifier: holder.processIdentifier))
        let notes = try #require(DemoAppCatalog.app(named: "notes"))
        #expect(Simulator(app: notes, containerURL: container).containerRefusal != nil)

        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        #expect(holder.terminationReason == .uncaughtSignal)

        let lock = try ContainerLock.acquire(containerURL: container)
        #expect(lock.containerURL == container)
        #expect(Simulator(app: notes, containerURL: container).containerRefusal == nil)
    }

    /// `routenav run --container DIR` on a container this process holds (as the navigator would) exits 2
    /// with the refusal and runs nothing; once the holder is gone, the same command runs.
    @Test func routenavRunRefusesAContainerInUse() throws {
        guard let routenav = RoutenavBinary.locate() else {
            Issue.record(Comment(rawValue: RoutenavBinary.missingMessage))
            return
        }
        let workspace = try Support.makeTemporaryDirectory()
        defer { Support.remove(workspace) }
        let container = workspace.appendingPathComponent("container", isDirectory: true)
        let scenario = workspace.appendingPathComponent("open.scenario")
        try Data("app notes\nlaunch\nauth signedIn\nwait 1\nopen notes://note/1\nwait 1\nexpect records 1\n".utf8).write(to: scenario)
        var lock: ContainerLock? = try ContainerLock.acquire(containerURL: container)

        let refused = try RoutenavBinary.run(routenav, ["run", "--container", container.path, scenario.path])

        #expect(refused.status == 2)
        #expect(refused.standardError == "routenav: \(Self.inUseMessage(container, pid: getpid()))\n")
        #expect(Support.allEntries(under: container) == [".routekit.lock"])
        #expect(lock != nil)
        lock = nil

        let ran = try RoutenavBinary.run(routenav, ["run", "--container", container.path, scenario.path])

        #expect(ran.status == 0, "\(ran.standardError)")
        #expect(FileStateRecordReader(containerURL: container).storedSessionIdentifiers() == ["S1"])
    }
}
