import Foundation
import Testing
@testable import SimulatedUIKit

/// Inputs the `scene-sessions` fuzz target (Fuzz/Targets/SceneSessionArchiveFuzz.swift) failed on: a
/// stored archive is outside data that `Simulator` reads at start (U7), so it must be refused with a
/// reason, never trap, and what it accepts must read back the same in the next process.
@Suite("Scene-session archive fuzz regressions")
struct SceneSessionArchiveFuzzRegressionTests {
    /// A session `S9223372036854775807` (`Int.max`): raising `nextSessionNumber` past it trapped on
    /// `number + 1`, ending the process that opened the container.
    static let identifierAtIntMax = Data(base64Encoded: "YnBsaXN0MDDWAQIDBAUGBwcHCAkOXxATbmV4dEFjdGl2YXRpb25TdGFtcF8QFW5leHRDb25uZWN0aW9uT3JkaW5hbF8QEW5leHRTZXNzaW9uTnVtYmVyXxAPcGVuZGluZ0Rpc2NhcmRzWHNlc3Npb25zV3ZlcnNpb24QAqChCtMLDA0ODxBfEA9sYXN0QWN0aXZlU3RhbXBfEBRwZXJzaXN0ZW50SWRlbnRpZmllclRyb2xlEAFfEBRTOTIyMzM3MjAzNjg1NDc3NTgwN18QI1VJV2luZG93U2NlbmVTZXNzaW9uUm9sZUFwcGxpY2F0aW9uCBUrQ1dpcnp8fX+GmK+0ts0AAAAAAAABAQAAAAAAAAARAAAAAAAAAAAAAAAAAAAA8w==")

    /// A session whose `connectionOrdinal` is exactly `maximumCounter` (2^40): it was accepted and the
    /// counter raised to 2^40 + 1, so the archive the simulator wrote back was refused by the next process
    /// and set aside, losing every window.
    static let ordinalAtMaximumCounter = Data(base64Encoded: "YnBsaXN0MDDWAQIDBAUGBwcHCAkQXxATbmV4dEFjdGl2YXRpb25TdGFtcF8QFW5leHRDb25uZWN0aW9uT3JkaW5hbF8QEW5leHRTZXNzaW9uTnVtYmVyXxAPcGVuZGluZ0Rpc2NhcmRzWHNlc3Npb25zV3ZlcnNpb24QAqChCtQLDA0ODxAREl8QEWNvbm5lY3Rpb25PcmRpbmFsXxAPbGFzdEFjdGl2ZVN0YW1wXxAUcGVyc2lzdGVudElkZW50aWZpZXJUcm9sZRMAAAEAAAAAABABUlMxXxAjVUlXaW5kb3dTY2VuZVNlc3Npb25Sb2xlQXBwbGljYXRpb24IFStDV2lyenx9f4icrsXK09XYAAAAAAAAAQEAAAAAAAAAEwAAAAAAAAAAAAAAAAAAAP4=")

    private static func archive(_ session: [String: Any]) throws -> Data {
        let root: [String: Any] = ["version": 1, "nextSessionNumber": 2, "nextConnectionOrdinal": 2, "nextActivationStamp": 2,
                                   "sessions": [session], "pendingDiscards": [Any]()]
        return try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    }

    private static func session(_ identifier: String, ordinal: Int? = nil, stamp: Int = 1) -> [String: Any] {
        var entry: [String: Any] = ["persistentIdentifier": identifier, "role": "UIWindowSceneSessionRoleApplication", "lastActiveStamp": stamp]
        if let ordinal { entry["connectionOrdinal"] = ordinal }
        return entry
    }

    @Test func anIdentifierAtIntMaxIsRefusedInsteadOfTrapping() throws {
        let bytes = try #require(Self.identifierAtIntMax)
        #expect(sceneSessionArchiveRefusal(bytes) == "key \"sessions[0].persistentIdentifier\": 9223372036854775807, expected below 1099511627776 so the next one fits")
    }

    @Test func anOrdinalAtTheMaximumCounterIsRefused() throws {
        let bytes = try #require(Self.ordinalAtMaximumCounter)
        #expect(sceneSessionArchiveRefusal(bytes) == "key \"sessions[0].connectionOrdinal\": 1099511627776, expected below 1099511627776 so the next one fits")
    }

    @Test func aStampOrIdentifierAtTheMaximumCounterIsRefused() throws {
        let top = SceneSessionArchive.maximumCounter
        #expect(sceneSessionArchiveRefusal(try Self.archive(Self.session("S1", stamp: top)))?.hasPrefix("key \"sessions[0].lastActiveStamp\": \(top), expected below") == true)
        #expect(sceneSessionArchiveRefusal(try Self.archive(Self.session("S\(top)")))?.hasPrefix("key \"sessions[0].persistentIdentifier\": \(top), expected below") == true)
    }

    /// One below the bound is kept, and what the simulator writes back from it reads back equal.
    @Test func valuesJustBelowTheMaximumCounterSurviveTheNextProcess() throws {
        let below = SceneSessionArchive.maximumCounter - 1
        let read = try SceneSessionArchive.decode(try Self.archive(Self.session("S\(below)", ordinal: below, stamp: below)))
        #expect(read.nextSessionNumber == SceneSessionArchive.maximumCounter)
        #expect(read.nextConnectionOrdinal == SceneSessionArchive.maximumCounter)
        #expect(read.nextActivationStamp == SceneSessionArchive.maximumCounter)
        #expect(try SceneSessionArchive.decode(read.encoded()) == read)
    }
}
