import Foundation
import RoutenavCommandLine
import Testing
@testable import NavigatorTUI

/// What the navigator says when its options name no file or a bad one.
@MainActor @Suite struct NavigatorStartMessageTests {
    @Test func anEmptyPathIsRefusedAsMissing() {
        for arguments in [["--record", ""], ["--record="], ["--replay", ""], ["--container", ""]] {
            var message: String?
            do { _ = try NavigatorArguments.parse(arguments) } catch { message = error.message }
            let option = arguments[0].split(separator: "=")[0]
            #expect(message == (option == "--container" ? "--container needs a directory path" : "\(option) needs a file path"))
        }
    }

    @Test func aBadPlistIsNamedOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a plist".utf8).write(to: directory.appendingPathComponent("deep.plist"))
        var message: String?
        do {
            _ = try NavigatorSession(configuration: .init(plistPath: "deep.plist", workingDirectory: directory))
        } catch {
            message = error.description
        }
        #expect(message?.hasPrefix("deep.plist: ") == true, "\(message ?? "")")
        #expect(message?.components(separatedBy: "deep.plist").count == 2, "\(message ?? "")")
    }
}
