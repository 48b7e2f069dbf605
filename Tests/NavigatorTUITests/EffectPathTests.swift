import Foundation
import Testing
@testable import NavigatorTUI

/// Effects return messages that come back through the model's `update`, as bubbletea's commands do
///: the session has one way into its model, not a side door per result.
@MainActor @Suite struct EffectPathTests {
    /// The navigator's runtime sources, or `nil` when the package's sources are not beside the tests.
    static let runtime = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/NavigatorTUI/Runtime")

    @Test("only the effect loop calls the model's update; no runtime file sets the message line itself")
    func oneWayIntoTheModel() throws {
        let files = FileManager.default.enumerator(atPath: Self.runtime.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 10, "no runtime sources at \(Self.runtime.path)")
        for file in files {
            let text = try String(contentsOf: Self.runtime.appendingPathComponent(file), encoding: .utf8)
            let calls = text.components(separatedBy: "model.update(").count - 1
            let allowed = file.hasSuffix("NavigatorSession+Effects.swift") || file.hasSuffix("NavigatorHost.swift") ? 1 : 0
            #expect(calls == allowed, "\(file) calls model.update( \(calls) times")
            #expect(!text.contains("model.message ="), "\(file) sets the message line outside update")
        }
    }

    @Test("a withdrawn offer leaves the message line alone once something else is on it")
    func withdrawReplacesOnlyTheOffer() {
        var model = NavigatorModel(size: TerminalSize(width: 80, height: 24), options: NavigatorOptions())
        let offer = CommandFeedback(.info, "Stored signed in: …")
        let ignored = CommandFeedback(.info, "… was ignored")
        _ = model.update(.feedback(offer))
        _ = model.update(.withdraw(offer, replacement: ignored))
        #expect(model.message == ignored)
        _ = model.update(.withdraw(offer, replacement: nil))
        #expect(model.message == ignored)
        _ = model.update(.feedback(offer))
        _ = model.update(.withdraw(offer, replacement: nil))
        #expect(model.message == nil)
    }

    @Test("a save's result comes back through update: the message line says where it went")
    func saveResultIsAMessage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(workingDirectory: directory))
        let messages = session.perform(.save(path: "bug.scenario"))
        #expect(messages.count == 1)
        #expect(session.model.message == nil || session.model.message?.text.hasPrefix("Saved") == false)
        session.deliver(messages)
        #expect(session.model.message?.kind == .success)
        #expect(session.model.message?.text.hasPrefix("Saved ") == true)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("bug.scenario").path))
    }
}
