import Foundation
import RoutenavCommandLine
import Scenario
import Testing
@testable import NavigatorTUI

/// Issue 15 in the navigator: a link's `token=SECRET` shows nowhere — event log, panes, explain view,
/// messages, `:save` and `--record` files — until `--show-payloads` or `:set payloads`; saved files are 0600.
@MainActor @Suite(.serialized) struct NavigatorPayloadRedactionTests {
    /// Everything the user can see or keep of the session: the log, pending intents, traces, the message
    /// line and the drawn screen, with the explain view open too.
    private func visibleText(_ session: NavigatorSession) -> String {
        let snapshot = session.model.snapshot
        var parts = snapshot.log.map(\.text)
        parts += snapshot.windows.flatMap { $0.pending.map(\.text) }
        parts += snapshot.traces.flatMap { [$0.intent] + $0.steps.map(\.text) }
        parts.append(session.model.message?.text ?? "")
        parts.append(session.frame(size: TerminalSize(width: 160, height: 48)).text)
        command(session, "explain")
        parts.append(session.frame(size: TerminalSize(width: 160, height: 48)).text)
        press(session, .escape)
        return parts.joined(separator: "\n")
    }

    private func mode(of file: URL) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
    }

    @Test("a link with token=SECRET leaves no SECRET on screen or in :save and --record files by default")
    func hiddenByDefault() throws {
        let directory = try scratchDirectory("routenav-redact")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, time) = try RealTimeFeed.start(.init(recordPath: "rec.scenario", workingDirectory: directory))
        time.run(session, for: 1.5)
        // Signed out: the link stays queued, so it shows in the pane and the explain view too (R8).
        command(session, "open notes://me:SECRET@note/7?token=SECRET#SECRET")
        #expect(session.model.message?.text == "applied: open notes://…@note/7?token=…#…")
        command(session, "continue com.example.view id=SECRET")
        command(session, "expect main pending url:notes://note/7?token=SECRET")
        #expect(session.model.message?.text.hasPrefix("FAIL expect main pending url:notes://note/7?token=…: ") == true)
        let visible = visibleText(session)
        #expect(visible.contains("openURLContexts notes://…@note/7?token=…#…"))
        #expect(!visible.contains("SECRET"))

        command(session, "save bug.scenario")
        let saved = directory.appendingPathComponent("bug.scenario")
        let text = try String(contentsOf: saved, encoding: .utf8)
        #expect(!text.contains("SECRET"))
        #expect(text.contains("# Payloads redacted: URL query values, fragments and user info, and user-activity values,\n"))
        #expect(text.contains("\nopen notes://…@note/7?token=…#…\n"))
        #expect(try mode(of: saved) == 0o600)

        _ = session.finish(.quit)
        let recorded = directory.appendingPathComponent("rec.scenario")
        #expect(try !String(contentsOf: recorded, encoding: .utf8).contains("SECRET"))
        #expect(try mode(of: recorded) == 0o600)
    }

    @Test(":set payloads shows them and saves them; a file with nothing to hide has no notice")
    func shownOnRequest() throws {
        let directory = try scratchDirectory("routenav-redact")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, time) = try RealTimeFeed.start(.init(workingDirectory: directory))
        time.run(session, for: 1.5)
        command(session, "save plain.scenario")
        #expect(try !String(contentsOf: directory.appendingPathComponent("plain.scenario"), encoding: .utf8).contains("redacted"))
        command(session, "open notes://note/7?token=SECRET")
        command(session, "set payloads")
        #expect(session.model.message?.text == "Payload values are shown as they are, and :save and --record write them.")
        #expect(session.model.snapshot.log.contains { $0.text.contains("openURLContexts notes://note/7?token=SECRET") })
        command(session, "save shown.scenario")
        let text = try String(contentsOf: directory.appendingPathComponent("shown.scenario"), encoding: .utf8)
        #expect(text.contains("\nopen notes://note/7?token=SECRET\n"))
        #expect(!text.contains("redacted"))
        command(session, "set nopayloads")
        #expect(!visibleText(session).contains("SECRET"))
        command(session, "set colours")
        #expect(session.model.message?.text == "usage: :set payloads (show payload values) or :set nopayloads (show them as …)")
    }

    @Test("--show-payloads starts the navigator showing them")
    func option() throws {
        #expect(try NavigatorArguments.parse(["--show-payloads"]).showsPayloads)
        #expect(throws: UsageError("--show-payloads takes no value")) {
            try NavigatorArguments.parse(["--show-payloads=1"])
        }
        let (session, time) = try RealTimeFeed.start(.init(showsPayloads: true))
        time.run(session, for: 1.5)
        command(session, "open notes://note/7?token=SECRET")
        #expect(session.model.message?.text == "applied: open notes://note/7?token=SECRET")
    }
}
