import Foundation
import Scenario

/// `:save`, `:save!` and `--record`: the session written as a scenario file through the session's
/// ``RecordingStore``.
extension NavigatorSession {
    /// `:save FILE` and `:save! FILE`.
    ///
    /// - Parameters:
    ///   - path: the file, relative to the working directory.
    ///   - overwriting: whether an existing regular file is replaced (`:save!`).
    /// - Returns: the message saying where it went, or why not.
    func save(to path: String, overwriting: Bool) -> [NavigatorMessage] {
        switch write(to: path, overwriting: overwriting) {
        case .success(let count):
            unsavedStepCount = 0
            return [.say(.success, "Saved \(count) step\(count == 1 ? "" : "s"); replay with: \(replayCommand(for: path))")]
        case .failure(.exists):
            return [.say(.failure, "\(path) already exists; :save! \(path) replaces it")]
        case .failure(let refusal):
            return [.say(.failure, refusal.description)]
        }
    }

    /// Writes the `--record` file at the end of the session (see ``finish(_:)``).
    func saveRecording(to path: String, into report: inout NavigatorExitReport) {
        // Messages keep their line feeds; a path's own are escaped, so it cannot forge a line.
        let shown = ControlCharacterEscaping.escaped(path)
        let ownFile = recordingStore.ownFile(at: configuration.resolve(path))
        let refusal: ScenarioFileWriter.Refusal
        switch write(
            to: path, overwriting: configuration.overwritesRecord || ownFile != nil,
            replacingOnly: configuration.overwritesRecord ? nil : ownFile)
        {
        case .success(let count):
            report.messages.append("routenav: saved \(count) step\(count == 1 ? "" : "s") to \(shown); replay with: \(replayCommand(for: path))")
            return
        case .failure(let failure):
            refusal = failure
        }
        let why: String
        switch refusal {
        case .exists:
            why = "\(shown) appeared after routenav started and is not replaced without --force"
        case let .notARegularFile(_, kind):
            why = "\(shown) is now \(kind), which is never written to"
        case .unwritableDirectory, .failed, .unreadable:
            report.messages.append("routenav: \(refusal); the recording is lost")
            if report.status == 0 { report.status = 1 }
            return
        }
        for suffix in 1...999 {
            let sibling = "\(path).\(suffix)"
            switch write(to: sibling, overwriting: false) {
            case .success(let count):
                report.messages.append(
                    "routenav: \(why); saved \(count) step\(count == 1 ? "" : "s") to \(ControlCharacterEscaping.escaped(sibling)) instead; replay with: \(replayCommand(for: sibling))"
                )
                return
            case .failure(.exists), .failure(.notARegularFile):
                continue
            case .failure(let other):
                report.messages.append("routenav: \(why); \(other); the recording is lost")
                if report.status == 0 { report.status = 1 }
                return
            }
        }
        report.messages.append("routenav: \(why); \(shown).1 to \(shown).999 are all taken; the recording is lost")
        if report.status == 0 { report.status = 1 }
    }

    /// The shell command that replays a saved file: `swift run routenav run bug.scenario`.
    func replayCommand(for path: String) -> String {
        ReplayCommand.line(invocation: configuration.replayInvocation, file: path)
    }

    enum WriteResult {
        case success(Int)
        case failure(ScenarioFileWriter.Refusal)
    }

    func write(to path: String, overwriting: Bool, replacingOnly expected: ScenarioFileWriter.FileIdentity? = nil) -> WriteResult {
        // The header names the command that replays this very file from where routenav started, as the
        // `replay with:` hint does: `routenav` is often not on PATH under `make run`.
        let url = configuration.resolve(path)
        let text = savedText(
            of: recording(savedIn: url.deletingLastPathComponent()),
            comment: "Recorded by the routenav navigator. Replay headless with: " + replayCommand(for: path))
        do {
            try recordingStore.write(text, to: url, shownAs: ControlCharacterEscaping.escaped(path), overwriting: overwriting, replacingOnly: expected)
            return .success(recorder.stepCount)
        } catch {
            return .failure(error)
        }
    }

    /// The recording as a file saved in `directory` writes it: the app's manifest or Info.plist path
    /// and the `plist` path relative to that directory where they share one below the root (paths
    /// in a scenario are relative to the file, docs/SCENARIOS.md), else absolute as recorded.
    func recording(savedIn directory: URL) -> ScenarioRecorder {
        var copy = recorder
        switch copy.app {
        case .manifest(let path): copy.app = .manifest(path: ScenarioRelativePath.path(path, savedIn: directory))
        case .skeleton(let path): copy.app = .skeleton(path: ScenarioRelativePath.path(path, savedIn: directory))
        case .notes, .single, .bare, .containers, .host: break
        }
        copy.plist = copy.plist.map { ScenarioRelativePath.path($0, savedIn: directory) }
        return copy
    }
}
