import Foundation
import Testing
@testable import SimulatedUIKit

/// A stored scene-session archive is outside data: every defect is refused with a reason naming the key
/// and what was expected, never a trap, and what is read can never make a new session reuse an identifier.
@Suite("Scene-session archive decoding")
struct SceneSessionArchiveDecodingTests {
    private static func binary(_ root: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    }

    private static func session(_ identifier: Any, extra: [String: Any] = [:]) -> [String: Any] {
        var entry: [String: Any] = ["persistentIdentifier": identifier, "role": "UIWindowSceneSessionRoleApplication", "lastActiveStamp": 1]
        for (key, value) in extra { entry[key] = value }
        return entry
    }

    private static func root(sessions: [Any] = [], changing changes: [String: Any] = [:]) -> [String: Any] {
        var root: [String: Any] = ["version": 1, "nextSessionNumber": 3, "nextConnectionOrdinal": 3, "nextActivationStamp": 3,
                                   "sessions": sessions, "pendingDiscards": [Any]()]
        for (key, value) in changes { root[key] = value }
        return root
    }

    @Test func anEncodedArchiveReadsBackEqual() throws {
        let archive = SceneSessionArchive(
            nextSessionNumber: 4, nextConnectionOrdinal: 3, nextActivationStamp: 7,
            sessions: [.init(persistentIdentifier: "S1", role: InfoPlist.windowApplicationRole, configurationName: "Default Configuration",
                             connectionOrdinal: 1, lastActiveStamp: 6, userInfo: ["scene": .string("main"), "on": .boolean(false)],
                             stateRestorationActivity: .init(activityType: "t", title: "T", userInfo: ["n": .integer(-2)]),
                             windowName: "main")],
            pendingDiscards: [.init(persistentIdentifier: "S3", role: InfoPlist.windowApplicationRole, lastActiveStamp: 2)])
        #expect(try SceneSessionArchive.decode(try archive.encoded()) == archive)
    }

    @Test("defects are refused with the key and what was expected", arguments: [
        (Data(), "empty (0 bytes), expected a binary property list"),
        (Data("<?xml version=\"1.0\"?><plist><dict/></plist>".utf8), "not a binary property list (it does not start with \"bplist\")"),
        (Data("bplist00garbage".utf8), "not a property list (a binary property list whose header, object table or offsets are damaged or truncated)"),
    ])
    func rawDefects(data: Data, expected: String) {
        #expect(sceneSessionArchiveRefusal(data) == expected)
    }

    @Test func aTruncatedArchiveIsRefused() throws {
        let whole = try Self.binary(Self.root(sessions: [Self.session("S1")]))
        for length in stride(from: 6, to: whole.count, by: 7) {
            #expect(sceneSessionArchiveRefusal(whole.prefix(length)) != nil, "\(length) of \(whole.count) bytes")
        }
    }

    @Test func mistypedAndMissingKeysAreNamed() throws {
        #expect(sceneSessionArchiveRefusal(try Self.binary(["a"])) == "the root is an array, expected a dictionary")
        #expect(sceneSessionArchiveRefusal(try Self.binary(Self.root(changing: ["version": 2]))) == "key \"version\": 2, expected 1")
        #expect(sceneSessionArchiveRefusal(try Self.binary(Self.root(changing: ["nextSessionNumber": "3"])))
            == "key \"nextSessionNumber\": a string, expected an integer")
        #expect(sceneSessionArchiveRefusal(try Self.binary(Self.root(changing: ["nextSessionNumber": Int.max])))
            == "key \"nextSessionNumber\": \(Int.max), expected an integer from 1 to \(SceneSessionArchive.maximumCounter)")
        #expect(sceneSessionArchiveRefusal(try Self.binary(Self.root(sessions: [Self.session(true)])))
            == "key \"sessions[0].persistentIdentifier\": a Boolean, expected a string")
        #expect(sceneSessionArchiveRefusal(try Self.binary(Self.root(sessions: [["role": "r", "lastActiveStamp": 1]])))
            == "missing key \"sessions[0].persistentIdentifier\", expected a string")
        #expect(sceneSessionArchiveRefusal(try Self.binary(Self.root(sessions: [Self.session("S1", extra: ["stateRestorationActivity": ["title": "x"]])])))
            == "missing key \"sessions[0].stateRestorationActivity.activityType\", expected a string")
        #expect(sceneSessionArchiveRefusal(try Self.binary(Self.root(sessions: [Self.session("S1"), Self.session("S1")])))
            == "persistent identifier \"S1\" is used twice")
    }

    @Test func countersAreRaisedPastEveryIdentifierInUse() throws {
        let stale = try Self.binary(Self.root(sessions: [Self.session("S7", extra: ["connectionOrdinal": 5, "lastActiveStamp": 9])],
                                              changing: ["nextSessionNumber": 1, "nextConnectionOrdinal": 1, "nextActivationStamp": 1]))
        let archive = try SceneSessionArchive.decode(stale)
        #expect(archive.nextSessionNumber == 8)
        #expect(archive.nextConnectionOrdinal == 6)
        #expect(archive.nextActivationStamp == 10)
    }

    @Test func aHostileBinaryArchiveIsRefusedWithoutTrapping() throws {
        // An archive nested past the limit.
        var nested: Any = "deep"
        for _ in 0..<(SceneSessionArchive.Value.maximumDepth + 2) { nested = [nested] }
        let deep = try Self.binary(Self.root(sessions: [Self.session("S1", extra: ["userInfo": ["k": nested]])]))
        #expect(sceneSessionArchiveRefusal(deep) != nil)
    }
}
