import DemoApps
import Foundation
@testable import Simulator
import Testing

/// docs/SCENARIOS.md window names (`main`, `main#2`, `viewer`) in a `.undefined` app (R3), kept and extended as
/// windows connect instead of derived again for every window after every event (1,000 windows
/// took 53 s).
@MainActor @Suite struct WindowNamingTests {
    /// The shipped `.undefined` Grid app: any number of `main` and `viewer` windows.
    private static func grid() throws -> Simulator {
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Resources/Manifests/undefined-windows.json").standardizedFileURL
        let simulator = Simulator(app: try DemoAppCatalog.manifest(at: manifest))
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        return simulator
    }

    private static func names(_ simulator: Simulator) -> [String] { simulator.windowNames.map(\.description) }

    @Test func windowsThatOnlyConnectAreNamedWithoutNamingTheOthersAgain() throws {
        let simulator = try Self.grid()
        let lineage = simulator.windowNaming().lineage
        for _ in 1..<100 { try simulator.apply(.newWindow(scene: nil)) }
        try simulator.apply(.newWindow(scene: "viewer"))
        try simulator.apply(.newWindow(scene: nil))
        try simulator.apply(.wait(seconds: 1))

        #expect(simulator.windowNaming().lineage == lineage, "101 connections extended the names instead of deriving them again")
        let names = Self.names(simulator)
        #expect(names.count == 102)
        #expect(names.prefix(3) == ["main", "main#2", "main#3"])
        #expect(names.suffix(3) == ["main#100", "viewer", "main#101"])
        try simulator.apply(.open(url: "grid://item/7", window: WindowName(identity: "main", ordinal: 101)))
        try simulator.apply(.wait(seconds: 1))
        #expect(try simulator.window(WindowName(identity: "main", ordinal: 101)).stack.names == ["Board", "Item(7)"])
        #expect(try simulator.window(WindowName(identity: "main", ordinal: 100)).stack.names == ["Board"])
    }

    @Test func aWindowThatLeavesRenumbersTheLaterOnesOfItsIdentity() throws {
        let simulator = try Self.grid()
        try simulator.apply(.newWindow(scene: nil))
        try simulator.apply(.newWindow(scene: "viewer"))
        try simulator.apply(.newWindow(scene: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(Self.names(simulator) == ["main", "main#2", "viewer", "main#3"])

        try simulator.apply(.close(WindowName(identity: "main", ordinal: 2)))
        #expect(Self.names(simulator) == ["main", "viewer", "main#2"])
        try simulator.apply(.newWindow(scene: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(Self.names(simulator) == ["main", "viewer", "main#2", "main#3"])
    }

    @Test func cardsAfterKillKeepTheNamesTheWindowsLastHad() throws {
        let simulator = try Self.grid()
        try simulator.apply(.newWindow(scene: "viewer"))
        try simulator.apply(.newWindow(scene: nil))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.kill)
        #expect(simulator.sessionCards().map(\.name.description) == ["main", "viewer", "main#2"])
    }
}
