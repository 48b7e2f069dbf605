import Foundation
import Scenario
import Simulator
import Testing

/// What a scenario file may hold byte for byte: UTF-8 only, CRLF or LF, an optional BOM, bounded
/// lines, at least one step.
@Suite("File format")
struct FileFormatTests {
    @Test("a byte that is not UTF-8 is reported on its line and column")
    func notUTF8() {
        var data = Data("app notes\nlaunch\nopen notes://note/".utf8)
        data.append(0xFF)
        data.append(contentsOf: Array("\nwait 1\n".utf8))
        #expect(parseFailure(data) == "t.scenario:3:19: found byte 0xFF, expected UTF-8 text")

        var afterAccent = Data(#"tap main "é"#.utf8)
        afterAccent.append(contentsOf: [0xC0, 0xAF])  // an overlong encoding of "/"
        #expect(parseFailure(afterAccent) == "t.scenario:1:12: found byte 0xC0, expected UTF-8 text")

        var truncated = Data("wait 1\r\nkill ".utf8)
        truncated.append(contentsOf: [0xE2, 0x82])  // the first two bytes of "€"
        #expect(parseFailure(truncated) == "t.scenario:2:6: found byte 0xE2, expected UTF-8 text")

        var surrogate = Data("kill ".utf8)
        surrogate.append(contentsOf: [0xED, 0xA0, 0x80, 0x0A])  // an encoded UTF-16 surrogate
        #expect(parseFailure(surrogate) == "t.scenario:1:6: found byte 0xED, expected UTF-8 text")
    }

    @Test("a 10 MB line is refused at once, naming its line")
    func hugeLine() {
        var data = Data("app notes\n".utf8)
        data.append(Data(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024))
        data.append(contentsOf: Array("\nlaunch\n".utf8))
        let start = ContinuousClock.now
        let message = parseFailure(data)
        let elapsed = ContinuousClock.now - start
        #expect(message == "t.scenario:2:1: found a line longer than 1048576 bytes, expected a line of at most 1048576 bytes")
        // Reading stops after one line's worth; a generous bound catches a quadratic scan.
        #expect(elapsed < .seconds(5))
    }

    @Test("a line of exactly the maximum length is accepted; one byte more is not")
    func lineLengthLimit() throws {
        let prefix = "open notes://note/"
        let url = "notes://note/" + String(repeating: "7", count: ScenarioParser.maximumLineLength - prefix.count)
        let atLimit = "open " + url
        #expect(atLimit.utf8.count == ScenarioParser.maximumLineLength)
        #expect(try steps(of: atLimit + "\r\n") == [.event(.open(url: url, window: nil))])
        #expect(parseFailure(atLimit + "7\n")
            == "t.scenario:1:1: found a line longer than 1048576 bytes, expected a line of at most 1048576 bytes")
        #expect(lineFailure(atLimit + "7")
            == "t.scenario:1:1: found a line longer than 1048576 bytes, expected a line of at most 1048576 bytes")
    }

    @Test("a file without steps is refused", arguments: [
        ("", "t.scenario:1:1: found end of file, expected at least one step"),
        ("\u{FEFF}", "t.scenario:1:1: found end of file, expected at least one step"),
        ("\n\n\n", "t.scenario:3:1: found end of file, expected at least one step"),
        ("# only\n# comments\n", "t.scenario:2:1: found end of file, expected at least one step"),
    ])
    func empty(text: String, message: String) {
        #expect(parseFailure(text) == message)
    }

    @Test("CRLF line ends read as LF ones, inside strings too")
    func crlf() throws {
        let lf = "app notes\nlaunch url notes://note/1\ntap main \"Open note 1\"\nexpect warning none\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try steps(of: crlf) == steps(of: lf))
        #expect(try steps(of: crlf).contains(.event(.tap(main, title: "Open note 1", count: 1))))
        #expect(parseFailure("app notes\r\njump\r\n") == "t.scenario:2:1: found jump, expected " + ParseErrorTests.steps)
        // A last line without a line break still counts.
        #expect(try steps(of: "launch\r\nkill") == [.event(.launch(LaunchPayload())), .event(.kill)])
    }

    @Test("a byte-order mark at the start is skipped; elsewhere it is text")
    func byteOrderMark() throws {
        #expect(try steps(of: "\u{FEFF}app bare\nlaunch\n") == [.app(.bare), .event(.launch(LaunchPayload()))])
        #expect(parseFailure("\u{FEFF}jump\n") == "t.scenario:1:1: found jump, expected " + ParseErrorTests.steps)
        #expect(parseFailure("launch\n\u{FEFF}kill\n") == "t.scenario:2:1: found \u{FEFF}kill, expected " + ParseErrorTests.steps + "; did you mean kill?")
    }

    @Test("the scenario's app is its app line, else notes")
    func appOfScript() throws {
        #expect(try ScenarioParser.parse("app single\nlaunch\n", fileName: "t").app == .single)
        #expect(try ScenarioParser.parse("launch\n", fileName: "t").app == .notes)
    }
}
