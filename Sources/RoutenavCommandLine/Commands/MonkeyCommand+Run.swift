import Foundation
import Scenario

extension MonkeyCommand {
    /// Runs the command: random seeds, or a replay.
    ///
    /// Random mode prints one summary line on `output` when every seed is clean (exit 0). On the first
    /// violation it prints `routenav monkey: app A, seed S, step K: RULE (check): message` on `errors` and
    /// the minimal scenario that reproduces it on `output` (exit 1). Replay mode prints
    /// `FILE: clean under the monkey's checks` (exit 0), or `FILE:LINE: RULE (check): message` (exit 1).
    /// Unusable input (an app that cannot be installed, an unreadable or unparsable file) exits 2; a
    /// manifest or skeleton path is relative to the current directory.
    /// - Parameters:
    ///   - output: receives standard output text, one call per chunk.
    ///   - errors: receives standard error lines.
    ///   - containerBase: where temporary containers are made.
    /// - Returns: the exit status.
    @MainActor public func execute(
        output: (String) -> Void, errors: (String) -> Void,
        containerBase: URL = MonkeyContainerBase.preferred
    ) -> ExitStatus {
        if let replay { return executeReplay(of: replay, output: output, errors: errors, containerBase: containerBase) }
        let choice = app ?? .default
        var profile: MonkeyAppProfile
        do {
            profile = try MonkeyAppProfile.resolve(
                choice,
                baseDirectory: URL(
                    fileURLWithPath: FileManager.default.currentDirectoryPath,
                    isDirectory: true))
        } catch {
            errors("routenav: monkey: \(error)")
            return .unusableInput
        }
        if let systemVersion { profile.systemVersion = systemVersion }
        let monkey = Monkey(profile: profile, containerBase: containerBase)
        var events = 0
        let share = shard?.range(of: seeds) ?? 0..<seeds
        guard let firstOffset = share.first, let lastOffset = share.last else {
            output("monkey: app \(choice), shard \(shard?.description ?? ""): no seeds (\(seeds) seeds in \(shard?.count ?? 1) shares)\n")
            return .success
        }
        for offset in share {
            let seed = seed &+ UInt64(offset)
            let report = monkey.run(seed: seed, steps: steps, shrinks: shrinks)
            events += report.eventsRun
            if let violation = report.violation {
                errors("routenav monkey: app \(choice), seed \(seed), step \(report.failingStep ?? 0): \(violation)")
                output(monkey.scenarioText(for: report))
                return .expectationFailed
            }
        }
        let first = seed &+ UInt64(firstOffset)
        let range = share.count == 1 ? "seed \(first)" : "seeds \(first)-\(seed &+ UInt64(lastOffset))"
        output("monkey: app \(choice), \(range), \(steps) steps each: clean (\(events) events, every check held)\n")
        return .success
    }

    @MainActor private func executeReplay(
        of file: String, output: (String) -> Void, errors: (String) -> Void,
        containerBase: URL
    ) -> ExitStatus {
        let url = URL(fileURLWithPath: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: file)
        else {
            errors("routenav: cannot read \(file): \(isDirectory.boolValue ? "it is a directory" : "no such file")")
            return .unusableInput
        }
        let script: ScenarioScript
        do {
            script = try ScenarioParser.parse(data, fileName: file)
        } catch {
            errors(error.description)
            return .unusableInput
        }
        switch MonkeyReplay.run(script, baseDirectory: url.deletingLastPathComponent(), app: app, containerBase: containerBase) {
        case .clean:
            output("\(file): clean under the monkey's checks\n")
            return .success
        case let .violation(line, violation):
            errors("\(file):\(line): \(violation)")
            return .expectationFailed
        case let .unusable(message):
            errors("routenav: \(message)")
            return .unusableInput
        }
    }
}
