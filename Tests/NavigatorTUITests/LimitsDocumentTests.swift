import Foundation
import RoutenavCommandLine
import Testing
@testable import DemoApps
@testable import NavigatorTUI
@testable import Route
@testable import RouteInterface
@testable import Scenario
@testable import SimulatedUIKit
@testable import Simulator

/// docs/LIMITS.md states every limit once; each number in it is built here from the constant that
/// enforces it, so a limit changed in code without the page (or the reverse) fails.
@Suite struct LimitsDocumentTests {
    /// `8192` as the page writes it: `8,192`.
    private func grouped(_ value: Int) -> String {
        var digits = String(value)
        var result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }

    @Test @MainActor func limitsPageMatchesTheCode() throws {
        let readme = try String(contentsOf: packageRootURL.appendingPathComponent("docs/LIMITS.md"), encoding: .utf8)
        let section = readme
        let minimum = NavigatorLayout.minimumSize, maximum = NavigatorLayout.maximumSize
        let statements = [
            "at most \(grouped(SceneIntentLimits.maximumURLLength)) characters, \(grouped(SceneIntentLimits.maximumPathSegments)) path segments "
                + "and \(grouped(SceneIntentLimits.maximumQueryItems)) query items",
            "| Pending intents per window (R7) | \(grouped(PendingQueueLimits.capacity));",
            "| \(grouped(RouteHandle.maximumChainDepth)) screens |",
            "over 100 KiB (\(grouped(StateRestorationLimits.warningThreshold)) bytes)",
            "over 4 MiB (\(grouped(StateRestorationLimits.refusalThreshold)) bytes)",
            "| \(grouped(StateRestorationLimits.maximumEncodedIdentifierLength)) bytes, encoded |",
            "\(grouped(SceneSessionArchive.maximumSessionCount)) sessions in an archive of at most 1 MiB (\(grouped(SceneSessionArchive.maximumByteCount)) bytes), "
                + "identifiers of at most \(grouped(SceneSessionArchive.maximumIdentifierLength)) bytes, "
                + "scene configuration names of at most \(grouped(SceneSessionArchive.maximumConfigurationNameByteCount)) bytes",
            "16 MiB (\(grouped(InfoPlist.maximumFileSize)) bytes), dictionaries nested at most \(InfoPlist.PropertyListValue.maximumDepth) deep",
            "8 MiB (\(grouped(ManifestLoader.maximumFileSize)) bytes), JSON nested at most \(ManifestJSONScanner.maximumDepth) deep, "
                + "scene and screen names of at most \(ManifestValidator.maximumNameLength) characters, "
                + "a splash of at most \(Int(AppManifest.Splash.maximumSeconds)) s",
            "| A scenario line | \(grouped(ScenarioParser.maximumLineLength)) bytes |",
            "| 64 MiB (\(grouped(ScenarioParser.maximumFileSize)) bytes) |",
            "expand it to at most \(grouped(InfoPlist.maximumExpandedValues)) values |",
            "| 1 MiB per file, `#include`s followed at most \(BuildSettings.maximumIncludeDepth) deep, "
                + "settings that refer to settings at most \(BuildSettings.maximumDepth) deep |",
            "at most \(maximum.width)x\(maximum.height) cells drawn, a larger one gets the navigator in its top-left corner with a message |",
            "`userInfo` values nested at most \(SceneSessionArchive.Value.maximumDepth) deep;",
            "at most \(grouped(Int(Simulator.maximumWaitSeconds))) s (a year)",
            "N from 1 to \(grouped(StepParser.maximumTapCount)) |",
            "| \(grouped(CommandLineState.maximumLength)) characters |",
            "at least \(minimum.width)x\(minimum.height) cells",
            "the newest \(NavigatorSnapshot.logLimit) log lines and \(NavigatorSnapshot.traceLimit) intents",
            "| `routenav monkey --steps` | \(grouped(MonkeyCommand.maximumSteps)) |",
        ]
        for statement in statements {
            #expect(section.contains(statement), "docs/LIMITS.md lacks: \(statement)")
        }
        // The binary units the page names beside the byte counts, and limits that must agree.
        #expect(StateRestorationLimits.warningThreshold == 100 * 1024)
        #expect(StateRestorationLimits.refusalThreshold == 4 * 1024 * 1024)
        #expect(SceneSessionArchive.maximumByteCount == 1024 * 1024)
        #expect(InfoPlist.maximumFileSize == 16 * 1024 * 1024)
        #expect(ScenarioParser.maximumFileSize == 64 * 1024 * 1024)
        #expect(BuildSettings.maximumXCConfigSize == 1024 * 1024)
        #expect(ManifestLoader.maximumFileSize == 8 * 1024 * 1024)
        #expect(ManifestValidator.maximumChainDepth == RouteHandle.maximumChainDepth)
        #expect(NavigatorModel.maximumPasteLength == CommandLineState.maximumLength)
        // Each limit once: its byte counts appear once on the page.
        for number in ["8,192", "102,400", "4,194,304", "8,388,608", "16,777,216", "16,384", "31,536,000", "67,108,864", "1000x500"] {
            #expect(readme.components(separatedBy: number).count == 2, "docs/LIMITS.md states \(number) more than once")
        }
    }
}

/// The package's root directory (this file is Tests/NavigatorTUITests/LimitsDocumentTests.swift).
private let packageRootURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
