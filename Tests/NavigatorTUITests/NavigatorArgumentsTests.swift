import RoutenavCommandLine
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// Plain `routenav`'s options.
@Suite struct NavigatorArgumentsTests {
    @Test func parsesEveryOptionInBothSpellings() throws {
        let parsed = try NavigatorArguments.parse([
            "--app", "single", "--plist=Info.plist", "--auth", "signedIn", "--replay", "bug.scenario",
            "--record=out.scenario", "--container", "data", "--no-color", "--mouse",
        ])
        #expect(parsed.app == .single)
        #expect(parsed.plist == "Info.plist")
        #expect(parsed.auth == .signedIn)
        #expect(parsed.replay == "bug.scenario")
        #expect(parsed.record == "out.scenario")
        #expect(parsed.container == "data")
        #expect(parsed.noColor && parsed.mouse)
        #expect(try NavigatorArguments.parse([]) == NavigatorArguments())
        #expect(NavigatorArguments().auth == .signedOut)
    }

    @Test func badOptionsNameWhatWasExpected() {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try NavigatorArguments.parse(arguments)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(["--app", "nope"])?.contains("expected notes, single, bare") == true)
        #expect(message(["--auth", "maybe"]) == "--auth: found 'maybe', expected signedIn or signedOut")
        #expect(message(["--record"]) == "--record needs a file path")
        #expect(message(["--replay", "--mouse"]) == "--replay needs a file path")
        #expect(message(["--mouse=yes"]) == "--mouse takes no value")
        #expect(message(["--frobnicate"])?.hasPrefix("unknown option '--frobnicate'") == true)
        #expect(message(["--force"]) == "--force only applies to --record (it lets --record replace an existing file)")
        #expect(message(["--record", "a.scenario", "--force=yes"]) == "--force takes no value")
    }

    @Test func forceLetsRecordReplaceAFile() throws {
        let parsed = try NavigatorArguments.parse(["--force", "--record", "bug.scenario"])
        #expect(parsed.force && parsed.record == "bug.scenario")
        #expect(try NavigatorArguments.parse(["--record", "bug.scenario"]).force == false)
    }

    /// `--step` stops a replay before its first line; alone it has nothing to step through.
    @Test func stepGoesWithReplayOnly() throws {
        #expect(try NavigatorArguments.parse(["--replay", "bug.scenario", "--step"]).step)
        #expect(try NavigatorArguments.parse(["--replay", "bug.scenario"]).step == false)
        #expect(throws: UsageError.self) { try NavigatorArguments.parse(["--step"]) }
        #expect(throws: UsageError.self) { try NavigatorArguments.parse(["--replay", "b.scenario", "--step=1"]) }
    }
}
