import DemoApps
import Foundation
import Scenario
import SimulatedUIKit
import Simulator

// `--replay FILE`: a scenario applied step by step before the user takes over.
extension NavigatorSession {
    /// Applies a scenario's steps, stopping at the first that fails; the user takes over after it.
    func replay(_ script: ScenarioScript, from url: URL) {
        let base = url.deletingLastPathComponent()
        for numbered in script.steps {
            let location = "\(script.fileName):\(numbered.line)"
            switch numbered.step {
            case .app:
                continue
            case .plist(let path):
                let plistURL = Configuration.resolve(path, against: base)
                do {
                    simulator.useInfoPlist(try InfoPlist(contentsOf: plistURL))
                    recorder.plist = plistURL.standardizedFileURL.path
                } catch {
                    _ = model.update(.feedback(CommandFeedback(.failure, "replay stopped at \(location): \(error)")))
                    return
                }
            case .event(let event):
                if let refusal = applyChecked(event) {
                    _ = model.update(.feedback(CommandFeedback(.failure, "replay stopped at \(location): \(refusal)")))
                    return
                }
            case .expect(let expectation):
                recorder.record(expectation)
                if let mismatch = ExpectationChecker(simulator: simulator).mismatch(expectation) {
                    _ = model.update(.feedback(CommandFeedback(.failure, "replay stopped at \(location): \(mismatch)")))
                    return
                }
            }
        }
        _ = model.update(.feedback(CommandFeedback(.success, "Replayed \(script.fileName) (\(script.steps.count) steps); over to you.")))
    }
}
