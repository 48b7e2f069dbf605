import Foundation
import RouteInterface
import Simulator
import Testing

/// R5: matching an inbound intent to a registration, and the URL limits.
@MainActor @Suite struct IntentMatchingTests {
    static func url(_ text: String) -> SceneIntent { .url(URL(string: text)) }
    let note = Self.url("notes://note")

    @Test func schemeAndHostAreCaseInsensitive() {
        #expect(Self.url("NOTES://NoTe/42").matches(registration: note))
        #expect(Self.url("notes://note/42").matches(registration: Self.url("Notes://NOTE")))
        #expect(!Self.url("notes://notes/42").matches(registration: note))
        #expect(!Self.url("other://note/42").matches(registration: note))
    }

    @Test func emptyHostRegistrationMatchesEveryURLOfItsScheme() {
        let anyNote = Self.url("notes://")
        #expect(Self.url("notes://note/42").matches(registration: anyNote))
        #expect(Self.url("notes://elsewhere/a/b").matches(registration: anyNote))
        #expect(!Self.url("other://note/42").matches(registration: anyNote))
        // A registration with a host is more specific than the empty-host one.
        #expect(Self.url("notes://note/42").bestMatch(in: [anyNote, note]) == note)
        #expect(Self.url("notes://x/1").bestMatch(in: [anyNote, note]) == anyNote)
    }

    @Test func registeredSegmentsMustBeAPrefixOfTheInboundOnes() {
        let archive = Self.url("notes://note/archive")
        #expect(Self.url("notes://note/archive").matches(registration: archive))
        #expect(Self.url("notes://note/archive/7").matches(registration: archive))
        #expect(!Self.url("notes://note/archived").matches(registration: archive))
        #expect(!Self.url("notes://note").matches(registration: archive))
        #expect(!Self.url("notes://note/7/archive").matches(registration: archive))
        // The longer prefix wins.
        #expect(Self.url("notes://note/archive/7").bestMatch(in: [note, archive]) == archive)
        #expect(Self.url("notes://note/7").bestMatch(in: [note, archive]) == note)
    }

    @Test func segmentsArePercentDecodedBeforeComparing() {
        let slashed = Self.url("notes://note/a%2Fb")
        #expect(Self.url("notes://note/a%2fb").matches(registration: slashed))
        #expect(!Self.url("notes://note/a/b").matches(registration: slashed))
        #expect(Self.url("notes://note/caf%C3%A9").matches(registration: Self.url("notes://note/caf%c3%a9")))
        #expect(Self.url("notes://note/hello%20world").urlPathSegments == ["hello world"])
    }

    @Test func queryAndFragmentAreIgnored() {
        let inbound = Self.url("notes://note/42?sort=asc&x=%2F#section-2")
        #expect(inbound.matches(registration: note))
        #expect(inbound.urlPathSegments == ["42"])
        #expect(Self.url("notes://note/42#frag").matches(registration: Self.url("notes://note/42?other=1")))
    }

    @Test func activitiesMatchByTypeAndShortcutsByType() {
        let viewing = SceneIntent.userActivity(activityType: "com.notes.viewing", context: nil)
        let inbound = SceneIntent.userActivity(activityType: "com.notes.viewing", context: SceneIntentContext(userInfo: ["noteID": "4"]))
        #expect(inbound.matches(registration: viewing))
        #expect(!SceneIntent.userActivity(activityType: "com.notes.editing", context: nil).matches(registration: viewing))
        #expect(SceneIntent.shortcutItem(type: "new-note").matches(registration: .shortcutItem(type: "new-note")))
        #expect(!SceneIntent.shortcutItem(type: "new-note").matches(registration: viewing))
    }

    @Test func urlLengthLimitIs8192Characters() {
        let prefix = "notes://note/"
        let atLimit = Self.url(prefix + String(repeating: "a", count: 8_192 - prefix.count))
        let overLimit = Self.url(prefix + String(repeating: "a", count: 8_193 - prefix.count))
        #expect(atLimit.matches(registration: note))
        #expect(!overLimit.matches(registration: note))
        #expect(overLimit.bestMatch(in: [note]) == nil)
        #expect(overLimit.urlPathSegments == nil)
    }

    @Test func pathSegmentLimitIs128() {
        let atLimit = Self.url("notes://note/" + Array(repeating: "s", count: 128).joined(separator: "/"))
        let overLimit = Self.url("notes://note/" + Array(repeating: "s", count: 129).joined(separator: "/"))
        #expect(atLimit.matches(registration: note))
        #expect(!overLimit.matches(registration: note))
    }

    @Test func queryItemLimitIs256() {
        func items(_ n: Int) -> String { (0..<n).map { "k\($0)=v" }.joined(separator: "&") }
        #expect(Self.url("notes://note/1?" + items(256)).matches(registration: note))
        #expect(!Self.url("notes://note/1?" + items(257)).matches(registration: note))
    }

    @Test func nonUTF8PercentDecodingNeverMatches() {
        let bad = Self.url("notes://note/%FF%FE")
        #expect(!bad.matches(registration: note))
        #expect(bad.urlPathSegments == nil)
    }

    // MARK: Bad input through the engine: refused, stack untouched.

    enum HostileURL: String, CaseIterable, Sendable {
        case hundredThousandCharacters, thousandSegments, nonUTF8PercentEncoding

        var text: String {
            switch self {
            case .hundredThousandCharacters: "notes://note/" + String(repeating: "x", count: 100_000 - 13)
            case .thousandSegments: "notes://note/" + Array(repeating: "s", count: 1_000).joined(separator: "/")
            case .nonUTF8PercentEncoding: "notes://note/%C3%28"
            }
        }
    }

    @Test(arguments: HostileURL.allCases)
    func hostileURLIsRefusedAsUnregisteredWithStackUntouched(hostile: HostileURL) throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.open(url: hostile.text, window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.lastError == "unregisteredIntent")
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["NotesList"])
        #expect(main.pending.isEmpty)
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func scenarioUnregisteredURLIsReported() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        open NOTES://NOTE/7
        wait 1
        expect main stack NotesList > NoteDetail(7)
        open notes://elsewhere/7
        wait 1
        expect error unregisteredIntent
        expect main stack NotesList > NoteDetail(7)
        """)
    }
}
