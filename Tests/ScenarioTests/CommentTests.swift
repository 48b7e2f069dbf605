import Scenario
import Simulator
import Testing

/// `#` starts a comment only at the start of a line or after whitespace (docs/SCENARIOS.md).
@Suite("Comments")
struct CommentTests {
    @Test("blank and comment-only lines have no step", arguments: [
        "", "   ", "\t", "# a comment", "   # indented comment", "#launch", "\t#\ttab",
    ])
    func noStep(line: String) throws {
        #expect(try step(line) == nil)
    }

    @Test("a comment after whitespace ends the step")
    func trailingComments() throws {
        #expect(try step("launch # cold, no payload") == .event(.launch(LaunchPayload())))
        #expect(try step("kill\t# tab before the comment") == .event(.kill))
        #expect(try step("expect warning needle # only the needle") == .expect(.warning("needle")))
    }

    @Test("# inside a word is literal: window ordinals and URL fragments")
    func hashInsideWord() throws {
        #expect(try step("close main#2") == .event(.close(main2)))
        #expect(try step("open notes://note/1#frag") == .event(.open(url: "notes://note/1#frag", window: nil)))
        #expect(try step("open notes://note/1#frag # then a comment")
            == .event(.open(url: "notes://note/1#frag", window: nil)))
        #expect(try step("launch url notes://note/1#frag#more") == .event(.launch(LaunchPayload(urls: ["notes://note/1#frag#more"]))))
        #expect(try step("expect main#2 pending url:notes://note/1#frag") == .expect(.pending(main2, [.init(kind: .url, value: "notes://note/1#frag")])))
        #expect(try step("continue t tag=#blue") == .event(.continueActivity(
            ActivityPayload(type: "t", userInfo: [.init(key: "tag", value: "#blue")]), window: nil)))
    }

    @Test("# inside quotes is literal")
    func hashInsideQuotes() throws {
        #expect(try step(##"tap main "# not a comment""##) == .event(.tap(main, title: "# not a comment", count: 1)))
        #expect(try step(#"tap main "Note #2" x2 # a comment"#) == .event(.tap(main, title: "Note #2", count: 2)))
    }

    @Test("a comment line in a file keeps the line numbers of the steps after it")
    func lineNumbers() throws {
        let script = try ScenarioParser.parse("# title\n\napp notes\n  # note\nlaunch # go\n", fileName: "t.scenario")
        #expect(script.steps.map(\.line) == [3, 5])
        #expect(script.steps.map(\.step) == [.app(.notes), .event(.launch(LaunchPayload()))])
    }
}
