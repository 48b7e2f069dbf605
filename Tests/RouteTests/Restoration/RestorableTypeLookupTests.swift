import Foundation
@testable import Route
import RouteInterface
import SimulatedUIKit
import Testing

/// A restorable screen the way RouteKit's README writes one: top level in the host's module, listed
/// nowhere.
@MainActor final class UnlistedRestorableScreen: StateRestoring {
    struct State: StateRepresentable { var id: Int }
    let id: Int
    init(id: Int) { self.id = id }
    func restoringState() -> State { State(id: id) }
    static func restore(with state: State) -> any StateRestoring { UnlistedRestorableScreen(id: state.id) }
}

/// Stands in for the host's scene configurator: only its module matters.
private enum HostConfiguratorStandIn {
    /// A restorable screen no `NSClassFromString` can find: nested.
    @MainActor final class NestedRestorableScreen: StateRestoring {
        struct State: StateRepresentable { var id: Int }
        func restoringState() -> State { State(id: 0) }
        static func restore(with state: State) -> any StateRestoring { NestedRestorableScreen() }
    }
}

/// R15: a README-shaped host never calls `registerRestorableTypes()`; the engine finds
/// a restorable screen of the host's own module by its record's identifier, and says what to add when it
/// cannot.
@MainActor @Suite struct RestorableTypeLookupTests {
    @Test func anUnlistedTopLevelScreenOfTheHostsModuleIsFoundByItsIdentifier() throws {
        let lookup = RestorableTypeLookup(registered: [], hostTypes: [HostConfiguratorStandIn.self])
        let type = try #require(lookup.type(named: "UnlistedRestorableScreen"))
        #expect(ObjectIdentifier(type) == ObjectIdentifier(UnlistedRestorableScreen.self))
    }

    @Test func withoutTheHostsModuleNothingIsFound() {
        let lookup = RestorableTypeLookup(registered: [], hostTypes: [])
        #expect(lookup.type(named: "UnlistedRestorableScreen") == nil)
    }

    @Test func registeredTypesComeFirstAndNonClassNamesAreNotLookedUp() throws {
        let lookup = RestorableTypeLookup(registered: [HostConfiguratorStandIn.NestedRestorableScreen.self],
                                          hostTypes: [HostConfiguratorStandIn.self])
        #expect(lookup.type(named: "NestedRestorableScreen") != nil)
        #expect(lookup.type(named: "RouteTests.UnlistedRestorableScreen") == nil)
        #expect(lookup.type(named: "note-detail") == nil)
    }

    @Test func aScreenNoLaterLaunchCanFindIsReportedOnceNamingWhatToAdd() throws {
        let device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: InfoPlist(bundleIdentifier: "com.example.lookup")) {
            LookupTestAppDelegate()
        })
        try device.relaunch()
        var lookup = RestorableTypeLookup(registered: [], hostTypes: [HostConfiguratorStandIn.self])
        let log = EngineLog(sink: SystemLogSink())
        SimulatedDevice.$current.withValue(device) {
            lookup.checkFindable(UnlistedRestorableScreen(id: 1), identifier: "UnlistedRestorableScreen", log: log)
            lookup.checkFindable(HostConfiguratorStandIn.NestedRestorableScreen(), identifier: "NestedRestorableScreen", log: log)
            lookup.checkFindable(HostConfiguratorStandIn.NestedRestorableScreen(), identifier: "NestedRestorableScreen", log: log)
        }
        // The engine's warnings (the device's launch says its own, U12: this bare Info.plist has no scene manifest).
        let warnings = device.console.entries.filter { $0.level == .warning && $0.source == .engine }.map(\.message)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Return NestedRestorableScreen.self from the scene configurator's registerRestorableTypes()") == true)
    }
}

private final class LookupTestAppDelegate: UIResponder, UIApplicationDelegate {}
