import Foundation
import SimulatedUIKit
import Simulator

/// One simulation under the monkey's checks: a fresh simulator in a fresh private container, the oracle, and the events applied so far.
///
/// Used for the random run and for every replay of a shrunk sequence, so both check exactly the
/// same things.
@MainActor public final class MonkeySession {
    /// The simulation.
    public let simulator: Simulator
    /// The app.
    public let profile: MonkeyAppProfile
    /// The events applied, in order.
    public private(set) var events: [SimulationEvent] = []
    private var oracle: MonkeyOracle
    private var instantChecks = MonkeyInstantChecks()
    /// The first violation an instant of the event being applied showed (R20).
    private var instantViolation: MonkeyViolation?
    private let container: URL

    /// Creates a simulation of the app, not yet running, with its files in a new directory under `containerBase`.
    /// - Parameters:
    ///   - profile: the app.
    ///   - containerBase: where the container directory is made; it is removed by ``close()``.
    ///   - allowlist: the warnings allowed (default: ``MonkeyAllowedWarning/all``).
    public init(profile: MonkeyAppProfile, containerBase: URL, allowlist: [MonkeyAllowedWarning] = MonkeyAllowedWarning.all) {
        self.profile = profile
        container = containerBase.appendingPathComponent(
            "routenav-monkey-\(ProcessInfo.processInfo.processIdentifier)-\(MonkeyContainerCounter.next())",
            isDirectory: true)
        // The monkey never starts a second process on its container: scene sessions stay in memory (U7 holds
        // within the process), records go to the container as in a real run.
        simulator = Simulator(app: profile.definition, containerURL: container, keepsSceneSessions: false)
        simulator.systemVersion = profile.systemVersion
        oracle = MonkeyOracle(profile: profile, allowlist: allowlist)
        simulator.instantObserver = { [weak self] simulator in
            guard let self, self.instantViolation == nil else { return }
            self.instantViolation = self.instantChecks.check(simulator)
        }
    }

    /// Applies one event and checks the simulation: ``MonkeyInstantChecks`` at every instant the event
    /// passes through, then ``MonkeyOracle``'s checks after it.
    /// - Parameter event: the event.
    /// - Returns: the first violation, or `nil`. An event the simulator refuses is a violation of its own
    ///   (`event-refused`): the monkey only generates valid events.
    public func apply(_ event: SimulationEvent) -> MonkeyViolation? {
        events.append(event)
        oracle.willApply(to: simulator)
        do {
            try simulator.apply(event)
        } catch {
            return MonkeyViolation(rule: "§2", check: "event-refused", message: "\(ScenarioPrinter.line(for: event)): \(error)")
        }
        if let instantViolation { return instantViolation }
        return oracle.didApply(event, to: simulator)
    }

    /// Uses another Info.plist from the next launch (a scenario's `plist` step).
    /// - Parameter infoPlist: the Info.plist.
    public func useInfoPlist(_ infoPlist: InfoPlist) {
        simulator.useInfoPlist(infoPlist)
    }

    /// Removes the container directory.
    public func close() {
        try? FileManager.default.removeItem(at: container)
    }

    /// Replays `events` from scratch in a new session and returns the first violation.
    /// - Parameters:
    ///   - events: the events.
    ///   - profile: the app.
    ///   - containerBase: where the temporary container is made.
    ///   - allowlist: the warnings allowed.
    /// - Returns: the index of the event after which the violation showed, and the violation; `nil` when clean.
    public static func firstViolation(
        replaying events: [SimulationEvent], profile: MonkeyAppProfile, containerBase: URL,
        allowlist: [MonkeyAllowedWarning] = MonkeyAllowedWarning.all
    ) -> (index: Int, violation: MonkeyViolation)? {
        let session = MonkeySession(profile: profile, containerBase: containerBase, allowlist: allowlist)
        defer { session.close() }
        for (index, event) in events.enumerated() {
            if let violation = session.apply(event) { return (index, violation) }
        }
        return nil
    }
}

/// Hands out distinct container numbers within one process.
@MainActor enum MonkeyContainerCounter {
    private static var value = 0

    static func next() -> Int {
        value += 1
        return value
    }
}

/// Where the monkey makes its temporary containers.
public enum MonkeyContainerBase {
    /// `/dev/shm` when it is a writable directory (memory-backed, so the file store's `fsync` costs nothing), else the temporary directory.
    ///
    /// The monkey checks what is written and when (R15), not that it survives power loss; the soak's
    /// crash loop is what exercises the disk.
    public static var preferred: URL {
        let shm = "/dev/shm"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: shm, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: shm)
        {
            return URL(fileURLWithPath: shm, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }
}
