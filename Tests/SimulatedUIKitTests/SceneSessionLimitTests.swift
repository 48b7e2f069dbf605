import Foundation
import Testing
@testable import SimulatedUIKit

/// U10: the system keeps a bounded number of scene sessions, and nothing it keeps for a later launch
/// exceeds what that launch reads (1,002 windows, or a huge configuration name, made an archive
/// the next launch refused and set aside, losing every window).
@MainActor
@Suite("U10 bounded scene sessions")
struct SceneSessionLimitTests {
    /// The archive a killed device leaves, after a trip through its stored bytes into a new device.
    private func nextProcess(after app: TestDevice) throws -> TestDevice {
        let stored = try app.device.sceneSessionArchive().encodedWithinLimits()
        let next = TestDevice()
        #expect(next.device.restoreSceneSessions(from: try SceneSessionArchive.decode(stored)))
        return next
    }

    @Test func windowsPastTheLimitAreRefusedAndARelaunchKeepsEveryAcceptedOne() throws {
        let app = try TestDevice().launched()
        let limit = SceneSessionArchive.maximumSessionCount
        for _ in 1...(limit + 1) { app.device.newWindow(userActivity: nil) }
        #expect(app.windows.count == limit)
        #expect(app.device.invariantViolations().isEmpty)
        #expect(app.console(.warning).filter { $0.hasPrefix("new window refused") }.count == 2)
        #expect(app.console(.warning).contains {
            $0 == "new window refused: the system keeps at most 1000 scene sessions in 1048576 bytes, and all 1000 it keeps have a window (U10)"
        })
        let errors = ErrorLog()
        app.requestNewWindow(errors: errors)
        #expect(errors.errors.map { $0 as? UISceneError } == [UISceneError(.requestDenied)])

        app.device.kill()
        let next = try nextProcess(after: app)
        try next.device.relaunch()
        #expect(next.windows.count == limit)
        #expect(next.windows.last == "S\(limit)")
    }

    @Test func atTheLimitTheLeastRecentlyUsedSessionsWithoutAWindowAreDiscardedAtOnce() throws {
        let app = try TestDevice().launched()
        for _ in 2...SceneSessionArchive.maximumSessionCount { app.device.newWindow(userActivity: nil) }
        app.device.kill()
        let next = try nextProcess(after: app)
        // The process starts without reconnecting (as a launch does before its scenes connect), so every kept
        // session is without a window when a new one is asked for.
        next.device.perform { next.device.startProcess() }
        next.log.reset()
        next.device.newWindow(userActivity: nil)
        #expect(next.log.lines.first == "app didDiscardSceneSessions S1", "S1 was active least recently")
        #expect(next.windows == ["S1001"])
        #expect(next.device.sessions.count == SceneSessionArchive.maximumSessionCount)
        #expect(next.console(.info).contains {
            $0.hasPrefix("new window: the system keeps at most 1000 scene sessions") && $0.contains("discarding S1, the least recently used without a window (U10)")
        })
    }

    @Test func aUserInfoThatWouldPassTheArchiveLimitIsRefusedWhereItIsSet() throws {
        let app = try TestDevice().launched()
        let session = try app.scene("S1").session
        session.userInfo = ["small": "kept"]
        session.userInfo = ["huge": String(repeating: "x", count: SceneSessionArchive.maximumByteCount)]

        #expect(session.userInfo?["small"] as? String == "kept", "the previous value stays")
        #expect(app.console(.warning).contains {
            $0.hasPrefix("S1: userInfo refused: with it the kept scene sessions could take") && $0.hasSuffix("over the 1048576-byte limit of what the next launch reads (U10); the previous value stays")
        })
        app.device.kill()
        let next = try nextProcess(after: app)
        #expect(next.device.sessions.first?.userInfo?["small"] as? String == "kept")
    }

    /// The device checks each change against a running upper bound of the archive's size (summing
    /// every session at each change made 1,000 windows quadratic). The bound grows with every change and
    /// takes nothing back, so it must fall back on the exact sum before refusing, and must never let
    /// through what the exact sum refuses.
    @Test func theRunningBoundAdmitsWhatFitsAndRefusesWhatDoesNotAfterManyChanges() throws {
        let app = try TestDevice().launched()
        for _ in 2...3 { app.device.newWindow(userActivity: nil) }
        let sessions = try ["S1", "S2", "S3"].map { try app.scene($0).session }
        let big = String(repeating: "x", count: SceneSessionArchive.maximumByteCount * 2 / 5)
        for _ in 1...10 {
            sessions[0].userInfo = ["big": big]
            sessions[0].userInfo = ["small": "kept"]
        }
        #expect(app.device.invariantViolations().isEmpty)
        #expect(app.console(.warning).isEmpty, "every one of those changes fits")

        sessions[1].userInfo = ["big": big]
        sessions[2].userInfo = ["big": big]
        #expect(sessions[1].userInfo?["big"] != nil && sessions[2].userInfo?["big"] != nil, "two of 40% fit in the limit")
        sessions[0].userInfo = ["big": big]
        #expect(sessions[0].userInfo?["small"] as? String == "kept", "a third does not: the previous value stays")
        #expect(app.console(.warning).count == 1 && app.console(.warning).first?.hasPrefix("S1: userInfo refused:") == true)
        #expect(app.device.invariantViolations().isEmpty)

        sessions[1].userInfo = nil
        sessions[0].userInfo = ["big": big]
        #expect(sessions[0].userInfo?["big"] != nil, "room made by one session is room for another")
        app.device.kill()
        let next = try nextProcess(after: app)
        #expect(next.device.sessions.map { $0.userInfo?["big"] != nil } == [true, false, true])
    }

    @Test func theStringBoundCountsTwoBytesAUnitForAnythingButASCII() {
        let overhead = SceneSessionArchive.objectOverhead + SceneSessionArchive.objectHeader
        for text in ["", "ascii", "\u{7F}", "é", "aé", "日本", "😀", "a😀b", String(repeating: "z", count: 300) + "ß"] {
            let isASCII = text.unicodeScalars.allSatisfy(\.isASCII)
            #expect(SceneSessionArchive.byteBound(of: text) == overhead + (isASCII ? text.utf8.count : 2 * text.utf16.count), "\(text)")
        }
        let bridged = NSString(string: "ca\u{301}fe") as String
        #expect(SceneSessionArchive.byteBound(of: bridged) == overhead + 2 * bridged.utf16.count)
    }

    @Test func aStateRestorationActivityThatWouldPassTheLimitIsRefused() throws {
        let app = try TestDevice().launched()
        let session = try app.scene("S1").session
        let activity = NSUserActivity(activityType: "test.huge")
        activity.userInfo = ["blob": Data(count: SceneSessionArchive.maximumByteCount)]
        session.stateRestorationActivity = activity
        #expect(session.stateRestorationActivity == nil)
        #expect(app.console(.warning).contains { $0.hasPrefix("S1: stateRestorationActivity refused:") })
    }

    @Test func anOverlongConfigurationNameIsRefusedAtConnectionAndTheWindowStillConnects() throws {
        let app = TestDevice()
        app.settings.configurationName = String(repeating: "n", count: SceneSessionArchive.maximumConfigurationNameByteCount + 1)
        try app.device.relaunch()
        #expect(app.windows == ["S1"])
        let session = try app.scene("S1").session
        #expect(session.configuration.name == nil)
        #expect(try app.scene("S1").delegate is TestSceneDelegate, "the configuration's delegate class is kept")
        #expect(app.console(.warning).contains {
            $0 == "S1: configuration name refused: it is 129 UTF-8 bytes, longer than the 128 the system keeps (U10); the scene connects with its configuration unnamed"
        })
        app.device.kill()
        _ = try nextProcess(after: app)
    }

    @Test func theWriterRefusesWhatTheReaderRefusesInTheReadersWords() throws {
        let many = SceneSessionArchive(sessions: (1...1_001).map { SceneSessionArchive.Session(persistentIdentifier: "S\($0)", role: "r") })
        #expect(throws: SceneSessionArchiveError("1001 sessions, more than 1000")) { try many.encodedWithinLimits() }
        let named = SceneSessionArchive(sessions: [SceneSessionArchive.Session(
            persistentIdentifier: "S1", role: "r", configurationName: String(repeating: "c", count: 129))])
        let expected = SceneSessionArchiveError("key \"sessions[0].configurationName\": 129 UTF-8 bytes, expected at most 128")
        #expect(throws: expected) { try named.encodedWithinLimits() }
        #expect(throws: expected) { try SceneSessionArchive.decode(try named.encoded()) }
    }

    @Test func theByteBoundIsNeverBelowTheEncodedSize() throws {
        var generator = SplitMix64(state: 15)
        for round in 0..<20 {
            var sessions: [SceneSessionArchive.Session] = []
            for index in 1...(1 + Int(generator.next() % 300)) {
                let text = String(repeating: round % 2 == 0 ? "é" : "a", count: Int(generator.next() % 128))
                sessions.append(SceneSessionArchive.Session(
                    persistentIdentifier: "S\(index)", role: UISceneSession.Role.windowApplication.rawValue,
                    configurationName: text, connectionOrdinal: index, lastActiveStamp: -index,
                    userInfo: ["k\(index)": .array([.string(text), .integer(Int.min), .real(0.5), .boolean(true), .data(Data(count: index))])],
                    stateRestorationActivity: SceneSessionArchive.Activity(activityType: text, title: text, userInfo: ["d": .date(Date(timeIntervalSince1970: 0))]),
                    windowName: String(repeating: "ü", count: SceneSessionArchive.maximumWindowNameByteCount / 2)))
            }
            let archive = SceneSessionArchive(nextSessionNumber: SceneSessionArchive.maximumCounter, sessions: sessions)
            let bound = sessions.reduce(SceneSessionArchive.fixedByteBound) { $0 + SceneSessionArchive.byteBound(of: $1) }
            #expect(try archive.encoded().count <= bound)
        }
    }
}
