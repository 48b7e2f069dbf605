import Foundation
import Testing

/// Issue 17 acceptance: the README's two-window flow demoed from the screen alone, in the real
/// `routenav` in tmux — open the list of what the app accepts (`?`), pick a link with Tab completion,
/// open the compose window with the hint line's key (`N`, offered where `n`'s window would be
/// destroyed, R3), route a quick action into it, and read the result in a log line naming `compose[S2]`.
@Suite(.serialized) struct TwoWindowDemoTmuxTests {
    typealias Tmux = RoutenavTmuxTests.Tmux

    @Test(.enabled(if: Tmux.path != nil, "tmux is not installed (make deps installs it)"))
    func twoWindowFlowFromTheScreenAlone() throws {
        guard let tmux = Tmux() else { return }
        guard let binary = RoutenavTmuxTests.routenav else {
            Issue.record("routenav binary not found next to the test bundle; build it first (swift build)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // --fresh: an empty temporary container, whatever the data directory holds.
        let script = "XDG_DATA_HOME='\(directory.path)/data' '\(binary.path)' --fresh; echo $? > exit.status"
        tmux.run(["new-session", "-d", "-s", "nav", "-x", "160", "-y", "48", "-c", directory.path, "sh", "-c", script])
        tmux.run(["set-option", "-t", "nav", "remain-on-exit", "on"])

        let signIn = tmux.waitFor("the sign-in screen") { $0.contains("› SignIn") && $0.contains("auth signedOut") }
        #expect(signIn != nil, "the navigator did not reach SignIn:\n\(tmux.screen())")
        tmux.send("I")
        #expect(tmux.waitFor("sign in") { $0.contains("› NotesList") && $0.contains("auth signedIn") } != nil,
                "I did not sign in:\n\(tmux.screen())")

        // What the app accepts, from the screen: `?` lists it first.
        tmux.send("?")
        let list = tmux.waitFor("the intent list") { $0.contains("This app accepts") }
        #expect(list?.contains("open notes://note") == true, "\(list ?? tmux.screen())")
        #expect(list?.contains("continue com.notes.viewing noteID=…") == true, "\(list ?? tmux.screen())")
        #expect(list?.contains("shortcut new-note") == true, "\(list ?? tmux.screen())")
        #expect(list?.contains("newwindow compose") == true, "\(list ?? tmux.screen())")
        tmux.send("Escape")

        // A link picked with completion.
        tmux.send("o")
        tmux.send("Tab")
        #expect(tmux.waitFor("the completed link") { $0.contains(":open notes://note") } != nil, "\(tmux.screen())")
        tmux.send("/42", "Enter")
        let detail = tmux.waitFor("the deep link") { $0.contains("› NoteDetail(42)") }
        #expect(detail != nil, "the link did not open NoteDetail(42):\n\(tmux.screen())")

        // The hint line offers N, not n (a second main would be destroyed, R3); Tab lists the scenes.
        let hints = detail?.split(separator: "\n").last.map(String.init) ?? ""
        #expect(hints.contains("N new window of scene") && !hints.contains("n new window"), "hint line: \(hints)")
        tmux.send("N")
        tmux.send("Tab")
        #expect(tmux.waitFor("the scenes") { $0.contains("Tab: main  compose") } != nil, "\(tmux.screen())")
        tmux.send("c")
        tmux.send("Tab")
        #expect(tmux.waitFor("the completed scene") { $0.contains(":newwindow compose") } != nil, "\(tmux.screen())")
        tmux.send("Enter")
        let compose = tmux.waitFor("the compose window") { $0.contains("compose[S2] ◆") && $0.contains("› Compose") }
        #expect(compose != nil, "no compose window:\n\(tmux.screen())")

        // A quick action into it: the prompt names the focused pane it goes to.
        tmux.send("s")
        tmux.send("Tab")
        let prompt = tmux.waitFor("the completed shortcut") { $0.contains(":shortcut new-note") }
        #expect(prompt?.contains("in compose") == true, "\(prompt ?? tmux.screen())")
        tmux.send("Enter")
        let routed = tmux.waitFor("the routed quick action") { screen in
            screen.split(separator: "\n").contains { $0.contains("intent #2") && $0.contains("-> already in compose[S2]") }
        }
        #expect(routed != nil, "no log line routing intent #2 to compose[S2]:\n\(tmux.screen())")

        tmux.send("q")
        tmux.send("q")  // the second q quits without saving
        let status = directory.appendingPathComponent("exit.status")
        _ = tmux.waitFor("the exit", within: 15) { _ in
            (try? String(contentsOf: status, encoding: .utf8))?.hasSuffix("\n") ?? false
        }
        #expect((try? String(contentsOf: status, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "0",
                "routenav did not quit with 0:\n\(tmux.screen())")
        // --fresh left the data directory alone: nothing was stored there.
        let stored = FileManager.default.fileExists(atPath: directory.appendingPathComponent("data/routenav").path)
        #expect(!stored, "--fresh wrote into the data directory")
    }
}
