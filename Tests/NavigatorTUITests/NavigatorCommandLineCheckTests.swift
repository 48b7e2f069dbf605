import Foundation
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// What the navigator's `:` line refuses, and how text from outside is drawn.
@MainActor @Suite struct NavigatorCommandLineCheckTests {
    private func loaded() throws -> NavigatorSession {
        let session = try NavigatorSession(configuration: .init(autoAuth: .signedIn))
        var now = 0.0
        for _ in 0...60 { now += 1.0 / 30; _ = session.tick(monotonicSeconds: now) }
        return session
    }

    /// A typo in `:newwindow compse` is not silent: the engine connects the window as the primary scene
    /// (R2; in the Notes demo a second `main` is then destroyed, windowPerScene) and the event log says why.
    @Test func newWindowOfAnUndeclaredSceneShowsTheEnginesWarning() throws {
        let session = try loaded()
        command(session, "newwindow compse")
        #expect(session.model.message == CommandFeedback(.info, "applied: newwindow compse"))
        #expect(session.simulator.windowNames.map(\.description) == ["main"])
        let frame = session.frame(size: TerminalSize(width: 160, height: 48)).text
        #expect(frame.contains("asked for scene compse, which the app does not declare"), "\(frame)")
        command(session, "newwindow compose")
        #expect(session.simulator.windowNames.map(\.description) == ["main", "compose"])
    }

    @Test func replayGoesOnPastANewWindowOfAnUndeclaredScene() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-nav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("launch\nauth signedIn\nwait 1\nnewwindow bogus\nnewwindow compose\n".utf8)
            .write(to: directory.appendingPathComponent("r.scenario"))
        let session = try NavigatorSession(configuration: .init(replayPath: "r.scenario", workingDirectory: directory))
        #expect(session.simulator.windowNames.map(\.description) == ["main", "compose"])
        #expect(session.simulator.device.console.entries.contains { $0.message.contains("asked for scene bogus") })
    }

    /// `notes://note/%1B%5B2J` percent-decodes to ESC [ 2 J: panes, the event log and the status line
    /// show it as `\u{1B}[2J`, and no cell holds a control character.
    @Test func controlCharactersFromALinkAreDrawnEscaped() throws {
        let session = try loaded()
        command(session, "open notes://note/%1B%5B2J%C2%9B%7F")
        var now = 10.0
        for _ in 0...30 { now += 1.0 / 30; _ = session.tick(monotonicSeconds: now) }
        #expect(session.simulator.windows().first?.top == "NoteDetail(\u{1B}[2J\u{9B}\u{7F})")
        for size in [TerminalSize(width: 80, height: 24), TerminalSize(width: 160, height: 48)] {
            let frame = session.frame(size: size)
            #expect(frame.text.contains("NoteDetail(\\u{1B}[2J\\u{9B}\\u{7F})"), "\(frame.text)")
            var controls: [UInt32] = []
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    controls += frame[x, y].character.unicodeScalars.filter(ControlCharacterEscaping.isControl).map(\.value)
                }
            }
            #expect(controls.isEmpty, "cells hold control characters \(controls)")
        }
        command(session, "expect main top NotesList")
        #expect(session.model.message?.text.contains("got NoteDetail(\u{1B}") == true)
        #expect(session.frame(size: TerminalSize(width: 160, height: 48)).text.contains("got NoteDetail(\\u{1B}[2J"))
    }
}
