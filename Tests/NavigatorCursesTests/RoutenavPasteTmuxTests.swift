import Foundation
import Testing

/// A bracketed paste into the real `routenav` in tmux (`paste-buffer -p`): after `:`, pasted lines run
/// one by one as command lines; a paste with an Esc outside the command line opens it, and its `x`
/// is text, not the close key. Before, the second line's `n` opened a window and the Esc plus `x`
/// closed the only window.
@Suite(.serialized) struct RoutenavPasteTmuxTests {
    typealias Tmux = RoutenavTmuxTests.Tmux

    @Test(.enabled(if: Tmux.path != nil, "tmux is not installed (make deps installs it)"))
    func pastedLinesRunAsCommandLinesNotKeys() throws {
        guard let tmux = Tmux() else { return }
        guard let binary = RoutenavTmuxTests.routenav else {
            Issue.record("routenav binary not found next to the test bundle; build it first (swift build)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-paste-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        tmux.run(["new-session", "-d", "-s", "nav", "-x", "160", "-y", "48", "-c", directory.path,
                  binary.path, "--container", directory.appendingPathComponent("container").path, "--auth", "signedIn"])
        let first = tmux.waitFor("the first screen") { $0.contains("› NotesList") && $0.contains("auth signedIn") }
        #expect(first != nil, "no NotesList after the session loaded:\n\(tmux.screen())")

        tmux.send(":")
        tmux.run(["set-buffer", "-b", "p", "wait 1\nnewwindow compose\n"])
        tmux.run(["paste-buffer", "-p", "-b", "p", "-t", "nav"])
        let compose = tmux.waitFor("the pasted lines") { $0.contains("applied: newwindow compose") }
        #expect(compose != nil, "the pasted lines did not run:\n\(tmux.screen())")
        #expect(compose?.contains("compose[S2] ◆") == true)
        #expect(compose?.contains("main#2") == false, "the paste's n was read as the new-window key")

        tmux.run(["set-buffer", "-b", "q", "\u{1B}x"])
        tmux.run(["paste-buffer", "-p", "-b", "q", "-t", "nav"])
        let line = tmux.waitFor("the command line") { $0.split(separator: "\n").contains(":x") }
        #expect(line != nil, "the paste did not open the command line with x:\n\(tmux.screen())")
        #expect(line?.contains("main[S1]") == true, "the paste's x closed main")
    }
}
