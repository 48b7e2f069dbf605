import Foundation
import Scenario
import Simulator
import Route
import Testing
@testable import NavigatorTUI

/// The live navigator over the real simulation: keys, the command line and real time become
/// recorded events, and a saved session replays headless to the same state.
@MainActor @Suite struct NavigatorSessionTests {
    private let main = WindowName(identity: "main")

    /// Feeds real time in 1/30 s ticks, as the terminal loop does.
    @MainActor private final class RealTime {
        var now: Double = 100
        func run(_ session: NavigatorSession, for seconds: Double) {
            let end = now + seconds
            while now < end {
                now += 1.0 / 30
                _ = session.tick(monotonicSeconds: now)
            }
        }
    }

    private func start(_ configuration: NavigatorSession.Configuration = .init()) throws -> (NavigatorSession, RealTime) {
        let session = try NavigatorSession(configuration: configuration)
        let time = RealTime()
        _ = session.tick(monotonicSeconds: time.now)
        return (session, time)
    }

    private func press(_ session: NavigatorSession, _ keys: Key...) {
        for key in keys { _ = session.handle(.key(key)) }
    }

    private func command(_ session: NavigatorSession, _ line: String) {
        press(session, .character(":"))
        for character in line { press(session, .character(character)) }
        press(session, .enter)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-nav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func opensOnTheSplashThenTheFirstScreenAfterTheAutomaticSessionLoad() throws {
        let (session, time) = try start()
        #expect(session.model.snapshot.windows.first?.overlay == .splash)
        #expect(session.model.snapshot.auth.status == .syncing)
        let frame = session.frame(size: TerminalSize(width: 80, height: 24)).text
        #expect(frame.contains("SPLASH"))
        time.run(session, for: 1.5)
        let main = try #require(session.model.snapshot.windows.first)
        #expect(main.overlay == .none)
        #expect(main.stack == ["SignIn"])
        #expect(session.model.snapshot.auth.status == .signedOut)
        // The automatic load is recorded as an `auth` step at exactly 1 s, after a merged wait.
        let lines = session.recorder.events.map(ScenarioPrinter.line(for:))
        #expect(Array(lines.prefix(3)) == ["launch", "wait 1", "auth signedOut"])
    }

    @Test func authOptionDecidesHowTheAutomaticLoadEnds() throws {
        let (session, time) = try start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        #expect(session.model.snapshot.windows.first?.stack == ["NotesList"])
        #expect(session.recorder.events.contains(.auth(.signedIn)))
    }

    @Test func keysTapActionsOfTheFocusedPane() throws {
        let (session, time) = try start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        press(session, .character("1"))  // "Open note 1"
        time.run(session, for: 0.5)
        #expect(session.model.snapshot.windows.first?.stack == ["NotesList", "NoteDetail(1)"])
        press(session, .character("h"))  // back
        time.run(session, for: 0.5)
        #expect(session.model.snapshot.windows.first?.stack == ["NotesList"])
        #expect(session.recorder.events.contains(.tap(main, title: "Open note 1", count: 1)))
        #expect(session.recorder.events.contains(.back(main)))
    }

    @Test func commandLineAppliesStepsAndAnswersExpectations() throws {
        let (session, time) = try start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "open notes://note/42")
        time.run(session, for: 0.5)
        #expect(session.model.snapshot.windows.first?.stack == ["NotesList", "NoteDetail(42)"])
        command(session, "expect main top NoteDetail(42)")
        #expect(session.model.message?.kind == .success)
        command(session, "expect main top NotesList")
        #expect(session.model.message?.kind == .failure)
        #expect(session.model.message?.text.contains("NoteDetail(42)") == true)
        command(session, "open")
        #expect(session.model.message?.text.hasPrefix("command line:1:") == true)
        command(session, "tap main \"No such button\"")
        #expect(session.model.message?.text.contains("no button") == true)
        command(session, "app bare")
        #expect(session.model.message?.kind == .failure)
        #expect(!session.recorder.events.contains { if case .tap(_, "No such button", _) = $0 { return true } else { return false } })
    }

    @Test func pausedClockStandsStillAndStepReachesTheNextTimer() throws {
        let (session, time) = try start()
        press(session, .character(" "))
        #expect(session.model.snapshot.clock.isPaused)
        let before = session.simulator.clock.now
        time.run(session, for: 2)
        #expect(session.simulator.clock.now == before)
        press(session, .character("."))   // the splash animation's end (0.6 s)
        #expect(session.simulator.clock.now > before)
        #expect(session.simulator.clock.now < 1)
        press(session, .character("."), .character("."), .character("."))
        #expect(session.model.snapshot.auth.status == .signedOut)
        press(session, .character("+"))
        #expect(session.clockDriver.speed == 2)
    }

    /// CONTRIBUTING.md: the back key names the entry the pane showed; when the stack changed underneath
    /// (here NoteDetail(7) popped and pushed again: the same name, a new entry), it is refused, said so,
    /// and neither applied nor recorded.
    @Test func aBackKeyForAnEntryThatMovedIsRefused() throws {
        let (session, time) = try start()
        time.run(session, for: 1.3)
        press(session, .character("I"))               // sign in
        time.run(session, for: 0.7)
        command(session, "open notes://note/7")
        time.run(session, for: 1)
        #expect(session.model.snapshot.windows.first?.stack == ["NotesList", "NoteDetail(7)"])
        for event: SimulationEvent in [.back(main), .wait(seconds: 1), .open(url: "notes://note/7", window: nil), .wait(seconds: 1)] {
            try session.simulator.apply(event)
        }
        let recorded = session.recorder.events.count
        press(session, .character("h"))
        #expect(session.model.message?.kind == .failure)
        #expect(session.model.message?.text.hasPrefix("back main: refused: NoteDetail(7) #") == true, "\(session.model.message?.text ?? "")")
        #expect(session.recorder.events.count == recorded)
        #expect(try session.simulator.window(main).stack.names == ["NotesList", "NoteDetail(7)"])
        press(session, .character("h"))               // the pane shows the new entry now: back goes back
        time.run(session, for: 1)
        #expect(try session.simulator.window(main).stack.names == ["NotesList"])
    }

    /// Issue 6 acceptance: a session driven through the navigator, saved with `:save`, replayed
    /// headless with `routenav run` reaches the same final state.
    @Test func savedSessionReplaysHeadlessToTheSameState() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, time) = try start(.init(workingDirectory: directory))
        time.run(session, for: 1.3)
        press(session, .character("I"))               // sign in
        time.run(session, for: 0.7)
        command(session, "open notes://note/42")
        time.run(session, for: 0.4)
        press(session, .character("n"))               // a second main: destroyed at connection (R3)
        time.run(session, for: 0.3)
        press(session, .character("1"))               // NoteDetail(42)'s "New note window": compose
        time.run(session, for: 1.6)
        #expect(session.model.focus == .window(NavigatorFixtures.compose))
        press(session, .tab, .character("i"))         // main goes inactive: obscured (R14)
        time.run(session, for: 0.5)
        command(session, "save bug.scenario")
        #expect(session.model.message?.kind == .success)

        let file = directory.appendingPathComponent("bug.scenario")
        let script = try ScenarioParser.parse(try Data(contentsOf: file), fileName: "bug.scenario")
        let outcome = ScenarioRunner(baseDirectory: directory).run(script)
        #expect(outcome.status == .success, "\(outcome.failure ?? "")")

        let replayed = Simulator(app: session.simulator.app)
        for numbered in script.steps {
            if case .event(let event) = numbered.step { try replayed.apply(event) }
        }
        #expect(replayed.clock.now == session.simulator.clock.now)
        // Entry ids name one device's view controllers as it saw them: the replay agrees on everything else.
        #expect(replayed.windows().map(\.ignoringEntryIDs) == session.simulator.windows().map(\.ignoringEntryIDs))
        #expect(replayed.authStatus == session.simulator.authStatus)
        #expect(replayed.windows().count == 2)
        #expect(replayed.windows().first?.overlay == .obscured)
    }

    @Test func replayOptionAppliesAFileThenHandsOver() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("app notes\nlaunch url notes://note/7\nwait 1\nauth signedOut\nwait 1\nexpect main pending url:notes://note/7\n".utf8)
            .write(to: directory.appendingPathComponent("repro.scenario"))
        let (session, _) = try start(.init(replayPath: "repro.scenario", workingDirectory: directory))
        #expect(session.model.message?.kind == .success)
        #expect(session.model.snapshot.windows.first?.pending.first?.state == .denied)
        #expect(session.recorder.events.first == .launch(LaunchPayload(urls: ["notes://note/7"])))
        press(session, .character("e"))
        guard case .explain(let selected?) = session.model.mode else {
            Issue.record("explain view did not open on the pending intent")
            return
        }
        let trace = try #require(session.model.snapshot.traces.first { $0.id == selected })
        #expect(trace.intent == "url:notes://note/7")
        #expect(trace.steps.contains { $0.kind == .permission })

        try Data("launch\nexpect main top NotesList\nkill\n".utf8).write(to: directory.appendingPathComponent("stop.scenario"))
        let (stopped, _) = try start(.init(replayPath: "stop.scenario", workingDirectory: directory))
        #expect(stopped.model.message?.text.contains("replay stopped at stop.scenario:2") == true)
        #expect(stopped.recorder.events == [.launch(LaunchPayload())])
    }

    @Test func recordOptionSavesWhenTheSessionEnds() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, time) = try start(.init(recordPath: "out.scenario", workingDirectory: directory))
        time.run(session, for: 1.2)
        #expect(session.handle(.key(.character("q"))) == [.quit])
        let report = session.finish(.quit)
        #expect(report.status == 0)
        let text = try String(contentsOf: directory.appendingPathComponent("out.scenario"), encoding: .utf8)
        #expect(text.contains("app notes\nlaunch\nwait 1\nauth signedOut\n"))
        #expect(session.finish(.signal(15)).status == 143)
    }

    /// The explain view prints each step's kind in a column of its own; the engine's text beside it
    /// used to repeat it (`matched     matched url:notes://note`).
    @Test func explainViewShowsEachStepKindOnce() throws {
        let (session, time) = try start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "open notes://note/42")
        time.run(session, for: 0.5)
        let trace = try #require(session.model.snapshot.traces.last)
        let matched = try #require(trace.steps.first { $0.kind == .matched })
        #expect(matched.text == "url:notes://note")
        for step in trace.steps {
            #expect(!step.text.hasPrefix(step.kind.rawValue + " ") && !step.text.hasPrefix(step.kind.rawValue + ":"),
                    "\(step.kind) \(step.text)")
        }
        press(session, .character("e"))
        let frame = session.frame(size: TerminalSize(width: 160, height: 48)).text
        #expect(frame.contains("matched     url:notes://note"), "\(frame)")
        #expect(!frame.contains("matched     matched"), "\(frame)")
    }

    /// The explain view names windows as the panes do: the engine's trace says `received in S1`, the
    /// user sees a pane called `main`.
    @Test func explainViewNamesTheWindows() throws {
        let (session, time) = try start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "open notes://note/42")
        time.run(session, for: 0.5)
        let trace = try #require(session.model.snapshot.traces.last)
        let texts = trace.steps.map(\.text)
        #expect(texts.contains { $0.contains("main[S1]") }, "\(texts)")
        #expect(!texts.contains { $0.range(of: #"(^|[^\[])S1\b"#, options: .regularExpression) != nil }, "\(texts)")
    }

    /// The event log says when the obscuration cover goes away, as it says when it goes up (R14);
    /// before, a window read as obscured for good.
    @Test func eventLogSaysWhenTheCoverIsRemoved() throws {
        let (session, time) = try start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        press(session, .character("i"))   // main resigns active: covered
        time.run(session, for: 0.2)
        #expect(session.model.snapshot.log.last { $0.text.hasPrefix("main[S1]: content") }?.text == "main[S1]: content obscured",
                "\(session.model.snapshot.log.suffix(20).map(\.text).joined(separator: "\n"))")
        press(session, .character("a"))   // active again: the cover fades out over 0.25 s
        time.run(session, for: 0.4)
        #expect(session.model.snapshot.windows.first?.overlay == RouteOverlay.none)
        let removed = session.model.snapshot.log.last { $0.text.hasPrefix("main[S1]: content") }
        #expect(removed?.text == "main[S1]: content shown, cover removed")
        #expect(removed?.level == .info)
    }

    @Test func unusableStartsAreErrors() {
        #expect(throws: NavigatorSession.StartError.self) {
            _ = try NavigatorSession(configuration: .init(app: .manifest(path: "x.json")))
        }
        #expect(throws: NavigatorSession.StartError.self) {
            _ = try NavigatorSession(configuration: .init(plistPath: "/nonexistent/Info.plist"))
        }
        #expect(throws: NavigatorSession.StartError.self) {
            _ = try NavigatorSession(configuration: .init(replayPath: "/nonexistent.scenario"))
        }
    }
}

/// Real time onto the virtual clock in exact quanta.
@Suite struct RealTimeClockDriverTests {
    @Test func followsRealTimeTimesSpeedInExactQuanta() {
        var driver = RealTimeClockDriver()
        #expect(driver.advance(toReal: 10) == 0)          // the first reading only sets the origin
        #expect(driver.advance(toReal: 10.5) == 0 + 5)    // 0.25 s cap: five 1/20 s quanta
        driver.speed = 2
        #expect(driver.advance(toReal: 10.6) == 3)        // 0.1 s x 2 = 4 quanta but for a hair (10.6 - 10.5 < 0.1), carried
        #expect(driver.advance(toReal: 10.7) == 4)
        driver.setPaused(true)
        #expect(driver.advance(toReal: 20) == 0)
        driver.setPaused(false)
        #expect(driver.advance(toReal: 20.1) == 4)
        // UIKit's 0.35 s transition is seven whole quanta, which the clock advances by exactly.
        #expect(RealTimeClockDriver.quanta(toReach: 0.35, from: 0) == 7)
        #expect(RealTimeClockDriver.seconds(ofQuanta: 7) == 0.35)
    }
}

/// `--plist` replaces the app's Info.plist, as the scenario step `plist` does. Uses a real app's
/// Info.plist from `../shared/fixtures/plists` (relative to the package root); skipped without it.
@MainActor @Suite struct NavigatorPlistOptionTests {
    nonisolated static let plist = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/plists/netnewswire-Info.plist")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: plist.path),
                   "needs ../shared/fixtures/plists/netnewswire-Info.plist beside the package"))
    func aPlistWithoutTheNotesSchemeMakesTheSystemRefuseNotesLinks() throws {
        let plist = Self.plist
        let session = try NavigatorSession(configuration: .init(plistPath: plist.path, autoAuth: .signedIn))
        var now = 0.0
        for _ in 0...60 { now += 1.0 / 30; _ = session.tick(monotonicSeconds: now) }
        let before = session.model.snapshot.windows.first?.stack
        #expect(before == ["NotesList"])
        session.run(line: "open notes://note/42")
        for _ in 0...30 { now += 1.0 / 30; _ = session.tick(monotonicSeconds: now) }
        #expect(session.model.snapshot.windows.first?.stack == before)   // U2: undeclared scheme refused
        #expect(session.recorder.plist == plist.standardizedFileURL.path)
        #expect(session.recorder.scenarioText().contains("plist \(plist.standardizedFileURL.path)"))
    }
}
