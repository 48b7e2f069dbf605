import Foundation
@testable import Route
import RouteInterface
import SimulatedUIKit
import Testing

/// A restorable screen of this module, found without registration.
@MainActor final class DefaultStorageProbeViewController: UIViewController, StateRestoring {
    struct State: StateRepresentable { var id: Int }
    func restoringState() -> State { State(id: 7) }
    static func restore(with state: State) -> any StateRestoring { DefaultStorageProbeViewController() }
}

private final class DefaultStorageAppDelegate: UIResponder, UIApplicationDelegate {}

/// Issue 12: a host whose `registerStateRecordableStorage()` returns `nil` (as RouteKit's README writes
/// it) gets memory storage here, which dies with the process; the engine says so once, at the first
/// restorable snapshot, naming what to return instead. A storage the host chose says nothing.
@MainActor @Suite struct DefaultStorageWarningTests {
    private func warnings(isDefaultStorage: Bool) throws -> [String] {
        let device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: InfoPlist(bundleIdentifier: "com.example.storage")) {
            DefaultStorageAppDelegate()
        })
        try device.relaunch()
        SimulatedDevice.$current.withValue(device) {
            let coordinator = RestorationCoordinator(
                storage: InMemoryStateRestorationStorage(), isDefaultStorage: isDefaultStorage,
                restorableTypes: RestorableTypeLookup(registered: [], hostTypes: [DefaultStorageWarningTests.self]),
                report: { _, _ in }, reportWithoutScreen: { _ in })
            coordinator.storeState(of: DefaultStorageProbeViewController(), for: "S1", isSignedIn: true)
            coordinator.storeState(of: DefaultStorageProbeViewController(), for: "S2", isSignedIn: true)
            coordinator.flush()
        }
        // The engine's warnings (the device's launch says its own, U12: this bare Info.plist has no scene manifest).
        return device.console.entries.filter { $0.level == .warning && $0.source == .engine }.map(\.message)
    }

    @Test func theDefaultMemoryStorageIsReportedOnceNamingWhatToReturn() throws {
        let found = try warnings(isDefaultStorage: true)
        #expect(found.count == 1)
        #expect(found.first?.contains("registerStateRecordableStorage() returned nil") == true)
        #expect(found.first?.contains("FileStateRestorationStorage(containerURL:)") == true)
    }

    @Test func aChosenStorageIsNotReported() throws {
        #expect(try warnings(isDefaultStorage: false).isEmpty)
    }
}
