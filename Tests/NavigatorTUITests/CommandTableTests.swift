import Foundation
import Scenario
import Simulator
import SimulatedUIKit
import Testing
@testable import NavigatorTUI

/// The command table is the one source of keys, help, hints and docs (CONTRIBUTING.md).
@Suite struct CommandTableTests {
    @Test func tableHasNoUnboundCommandDuplicateKeyOrMissingAction() {
        let problems = KeyMap.problems(in: NavigatorCommand.all)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test func checkerCatchesUnboundAndDuplicateKeys() {
        var table = NavigatorCommand.all
        table[0].keys = []
        table[1].keys.append(.character("q"))
        let problems = KeyMap.problems(in: table)
        #expect(problems.contains(.unbound(table[0].action)))
        #expect(problems.contains(.duplicate(.character("q"), .normal, table[1].action, .quit)))
        #expect(KeyMap.problems(in: Array(NavigatorCommand.all.dropLast())).contains(.missingAction(NavigatorCommand.all.last!.action)))
    }

    @Test func everySimulationEventHasAKey() {
        let produced = Set(NavigatorCommand.all.flatMap(\.produces))
        // A universal link is typed as `:link U` (the `c` key prompts for the other activities).
        let missing = ScenarioVerb.allCases.filter { $0.writesEvent && $0 != .link && !produced.contains($0) }
        #expect(missing.isEmpty, "no key produces \(missing.map(\.rawValue))")
    }

    /// Each key does what its row says: across a loading and a loaded app, pressing it yields
    /// events of exactly the kinds the row lists, or opens the command line prefilled with that
    /// kind's scenario keyword.
    @Test func everyEventKeyProducesTheEventsItsRowNames() {
        for command in NavigatorCommand.all where !command.produces.isEmpty && command.contexts.contains(.normal) {
            guard let key = command.keys.first else { continue }
            var seen: Set<ScenarioVerb> = []
            // Also an app that stopped with its windows inactive: `a` on an active window and `L`/`R`
            // on a running app only say what to do instead.
            var stopped = NavigatorFixtures.twoWindowsOneObscured
            stopped.process = .notRunning
            for index in stopped.windows.indices {
                stopped.windows[index].activation = .foregroundInactive
                stopped.windows[index].isKey = false
            }
            for snapshot in [NavigatorFixtures.twoWindowsOneObscured, NavigatorFixtures.splash, stopped] {
                var model = NavigatorFixtures.model(snapshot)
                let effects = model.update(.key(key))
                switch effects.first {
                case .apply(let event, _)?:
                    seen.insert(ScenarioVerb(writing: event))
                case .stepToNextTimer?:
                    seen.insert(.wait)
                case nil:
                    if case .commandLine(let line) = model.mode,
                       let kind = command.produces.first(where: { line.text == $0.rawValue + " " }) {
                        seen.insert(kind)
                    }
                default:
                    Issue.record("\(key) gave \(effects)")
                }
            }
            #expect(seen == Set(command.produces), "\(key) (\(command.title)) produced \(seen), table says \(command.produces)")
        }
    }

    @Test func conventionalKeysAreBound() {
        let map = KeyMap()
        let expectations: [(Key, InputContext, CommandAction)] = [
            (.character("q"), .normal, .quit), (.control("c"), .normal, .quit), (.character("?"), .normal, .help),
            (.character(":"), .normal, .commandLine), (.tab, .normal, .focusNext), (.backTab, .normal, .focusPrevious),
            (.character("j"), .normal, .moveDown), (.down, .help, .moveDown), (.character("k"), .explain, .moveUp),
            (.escape, .help, .closeOverlay), (.escape, .explain, .closeOverlay), (.control("l"), .normal, .redraw),
            (.character("e"), .normal, .explain), (.character(" "), .normal, .togglePause), (.character("."), .normal, .step),
            (.character("+"), .normal, .faster), (.character("-"), .normal, .slower), (.character("5"), .normal, .tap),
        ]
        for (key, context, action) in expectations {
            #expect(map.command(for: key, in: context)?.action == action, "\(key) in \(context)")
        }
    }

    @Test func hintLineAndHelpComeFromTheTable() {
        var model = NavigatorFixtures.model(NavigatorFixtures.pendingDenied, size: TerminalSize(width: 200, height: 50))
        let hints = render(model, size: model.size).line(49)
        for command in NavigatorCommand.all where command.hintOrder != nil && command.contexts.contains(.normal) {
            #expect(hints.contains(command.title), "hint line lacks \(command.title)")
        }
        _ = model.update(.key(.character("?")))
        var seen = ""
        for _ in 0..<20 {
            seen += render(model, size: model.size).text
            _ = model.update(.key(.pageDown))
        }
        for command in NavigatorCommand.all {
            #expect(seen.contains(command.title + " - "), "help lacks \(command.title)")
        }
        for command in ColonCommand.all {
            #expect(seen.contains(":" + command.name), "help lacks :\(command.name)")
        }
    }
}

/// The screen of an app that does not run says to press the launch key; the hint line offers it too.
@Suite struct LaunchHintTests {
    @Test func launchKeyLeadsTheHintsWhileTheAppDoesNotRun() throws {
        let launch = try #require(NavigatorCommand.all.first { $0.action == .launch })
        for process in [ProcessState.notRunning, .crashed] {
            let model = NavigatorFixtures.model(NavigatorSnapshot(process: process), size: TerminalSize(width: 80, height: 24))
            let frame = render(model, size: model.size)
            #expect(frame.text.contains("Press \(launch.keyLabel) to launch it"))
            #expect(frame.line(23).hasPrefix(" \(launch.keyLabel) \(launch.title)  q quit"), "\(frame.line(23))")
        }
        let running = NavigatorFixtures.model(NavigatorFixtures.pendingDenied, size: TerminalSize(width: 80, height: 24))
        #expect(!render(running, size: running.size).line(23).contains(launch.title))
    }
}

/// `docs/KEYBINDINGS.md` is generated from the table; a stale copy fails (CONTRIBUTING.md).
@Suite struct KeybindingsDocumentTests {
    @Test func documentMatchesTheCommandTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(KeybindingsDocument.path)
        let generated = KeybindingsDocument.markdown()
        let environment = ProcessInfo.processInfo.environment
        if environment["RECORD_SNAPSHOTS"] == "1", environment["CI"] != "true" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Regenerated \(KeybindingsDocument.path); run again without RECORD_SNAPSHOTS=1.")
            return
        }
        let onDisk = try? String(contentsOf: url, encoding: .utf8)
        #expect(onDisk == generated, """
            \(KeybindingsDocument.path) is stale; regenerate with RECORD_SNAPSHOTS=1 swift test --filter KeybindingsDocumentTests.
            \(SnapshotAssertion.lineDiff(expected: onDisk ?? "", actual: generated))
            """)
    }

    @Test func documentListsEveryKeyOfEveryCommand() {
        let document = KeybindingsDocument.markdown()
        for command in NavigatorCommand.all {
            #expect(document.contains(command.help), "document lacks \(command.title)")
            if command.keyLabel != "1-9" {
                for key in command.keys { #expect(document.contains("`\(key)`"), "document lacks key \(key)") }
            }
        }
    }
}
