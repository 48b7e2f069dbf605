import DemoApps
import Foundation
import Scenario
import Testing

/// Bad input: every manifest in `Malformed/` is refused before anything runs, with one line
/// naming the file, the JSON path, what is wrong and what is allowed — the text of `NAME.expected` beside it.
@Suite("Malformed manifests")
@MainActor struct MalformedManifestTests {
    /// The message of loading `name` from the malformed directory, or `nil` when it loads.
    private func loadFailure(_ url: URL) -> ManifestError? {
        do {
            _ = try DemoAppCatalog.manifest(at: url)
            return nil
        } catch {
            return error
        }
    }

    private func expectedMessage(_ name: String) throws -> String {
        try String(contentsOf: malformedManifests.appendingPathComponent("\(name).expected"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
    }

    @Test("there are at least 20 malformed manifests, each with its expected message")
    func inventory() {
        #expect(malformedManifestNames.count >= 20)
        for name in malformedManifestNames {
            #expect(FileManager.default.fileExists(atPath: malformedManifests.appendingPathComponent("\(name).expected").path), "\(name).expected is missing")
        }
    }

    @Test("each is refused with the one-line message beside it, naming the JSON path", arguments: malformedManifestNames)
    func refusedWithExpectedMessage(_ name: String) throws {
        let expected = try expectedMessage(name)
        let error = try #require(loadFailure(URL(fileURLWithPath: "\(name).json", relativeTo: malformedManifests)), "\(name).json was accepted")
        #expect(error.description == expected)
        #expect(!error.description.contains("\n"))
        #expect(error.file == "\(name).json")
        #expect(!error.path.isEmpty)
    }

    @Test("a scenario whose app line names one exits 2 with that message at the app line", arguments: malformedManifestNames)
    func scenarioExitsUnusable(_ name: String) throws {
        let expected = try expectedMessage(name)
        let outcome = try runManifestScenario("# a broken manifest\napp manifest:Malformed/\(name).json\nlaunch\nauth signedIn\n",
                                              baseDirectory: manifestTestDirectory)
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure == "t.scenario:2: Malformed/\(expected)")
        #expect(outcome.transcript.isEmpty, "nothing ran")
    }

    @Test("a 50 MB manifest is refused by its size, before it is read")
    func fiftyMegabytes() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = 50 * 1024 * 1024
        var data = Data("{\"comment\": \"".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: size - data.count - 3))
        data.append(Data("\"}\n".utf8))
        #expect(data.count == size)
        try data.write(to: directory.appendingPathComponent("big.json"))
        let error = try #require(loadFailure(URL(fileURLWithPath: "big.json", relativeTo: directory)))
        #expect(error.description == "big.json: $: the file is 52428800 bytes; the limit is 8388608 bytes (8 MiB)")

        let outcome = try runManifestScenario("app manifest:big.json\nlaunch\n", baseDirectory: directory)
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure == "t.scenario:1: big.json: $: the file is 52428800 bytes; the limit is 8388608 bytes (8 MiB)")
    }

    @Test("a file that is not there, or a directory, is named with what is wrong")
    func unreadableFiles() throws {
        #expect(loadFailure(URL(fileURLWithPath: "nope.json", relativeTo: malformedManifests))?.description
                == "nope.json: $: cannot read the file: no such file")
        #expect(loadFailure(URL(fileURLWithPath: "Malformed", relativeTo: manifestTestDirectory))?.description
                == "Malformed: $: cannot read the file: it is a directory")
    }

    @Test("--app with a broken manifest is unusable input before the scenario's first step runs")
    func overrideIsRefused() throws {
        let path = malformedManifests.appendingPathComponent("unknown-push-target.json").path
        let outcome = try runManifestScenario("app notes\nlaunch\n", baseDirectory: manifestTestDirectory, app: .manifest(path: path))
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure?.hasSuffix("unknown-push-target.json: screens[3].actions[0].push: unknown screen \"Detail\"; allowed: Welcome, Home, Item, Cart, Checkout") == true)
    }
}
