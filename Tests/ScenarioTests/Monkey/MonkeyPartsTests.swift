import RoutenavCommandLine
import Scenario
import Testing

/// The monkey's parts on their own: the seeded generator, delta debugging, the command line.
@Suite("Monkey parts")
struct MonkeyPartsTests {
    @Test("SplitMix64 gives the reference sequence for seed 0")
    func referenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("bounded draws stay in range and reach both ends")
    func boundedDraws() {
        var random = SplitMix64(seed: 99)
        var seen = Set<Int>()
        for _ in 0..<2_000 {
            let value = random.below(7)
            #expect((0..<7).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(0..<7))
        #expect(random.below(1) == 0)
        #expect(random.weighted([("never", 0), ("always", 3)]) == "always")
        #expect(random.weighted([("never", 0)]) == nil)
    }

    @Test("ddmin keeps exactly the elements the failure needs")
    func ddmin() {
        let input = Array(0..<100)
        var tests = 0
        let result = DeltaDebugging.minimize(input) { candidate in
            tests += 1
            return candidate.contains(17) && candidate.contains(83)
        }
        #expect(result.elements == [17, 83])
        #expect(result.tests == tests)
        #expect(!result.budgetExhausted)
    }

    @Test("ddmin keeps order and stops at its budget with the smallest failing input so far")
    func ddminBudget() {
        let input = Array(0..<64)
        let result = DeltaDebugging.minimize(input, budget: 3) { $0.contains(5) }
        #expect(result.budgetExhausted)
        #expect(result.elements.contains(5))
        #expect(result.elements == result.elements.sorted())
        #expect(result.elements.count < input.count)
    }

    @Test("routenav monkey options", arguments: [
        (["monkey"], MonkeyCommand()),
        (["monkey", "--app", "bare", "--seed", "7", "--steps", "50"], MonkeyCommand(app: .bare, seed: 7, steps: 50)),
        (["monkey", "--seed=3", "--seeds=100", "--steps=10000", "--no-shrink"], MonkeyCommand(seed: 3, seeds: 100, steps: 10_000, shrinks: false)),
        (["monkey", "--replay", "bug.scenario", "--app", "single"], MonkeyCommand(app: .single, replay: "bug.scenario")),
    ])
    func parses(arguments: [String], command: MonkeyCommand) throws {
        #expect(try RoutenavCommand.parse(arguments) == .monkey(command))
    }

    @Test("routenav monkey refuses bad options with a clear message", arguments: [
        (["monkey", "--steps"], "--steps needs a count"),
        (["monkey", "--steps", "-1"], "--steps: found '-1', expected a whole number from 0 to 100000000"),
        (["monkey", "--steps", "ten"], "--steps: found 'ten', expected a whole number from 0 to 100000000"),
        (["monkey", "--seed", "-3"], "--seed: found '-3', expected a whole number from 0 to 18446744073709551615"),
        (["monkey", "--seed", "x"], "--seed: found 'x', expected a whole number from 0 to 18446744073709551615"),
        (["monkey", "--seeds", "0"], "--seeds: found '0', expected a whole number from 1 to 1000000"),
        (["monkey", "--app", "nope"], "--app: found 'nope', expected notes, single, bare, containers, manifest:PATH or skeleton:PATH"),
        (["monkey", "--seed", "1", "--seed", "2"], "--seed given twice"),
        (["monkey", "--fast"], "unknown option '--fast' for monkey"),
        (["monkey", "extra"], "unexpected argument 'extra' for monkey"),
        (["monkey", "--replay", "f", "--steps", "3"], "--steps does not go with --replay"),
        (["monkey", "--seed", "18446744073709551615", "--seeds", "2"], "--seed 18446744073709551615 with --seeds 2 runs past the largest seed, 18446744073709551615"),
        (["monkey", "--no-shrink=yes"], "--no-shrink takes no value"),
    ])
    func refuses(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try RoutenavCommand.parse(arguments) }
    }

    @Test("routenav monkey --help shows the usage")
    func help() throws {
        #expect(try RoutenavCommand.parse(["monkey", "--help"]) == .help(.monkey))
        #expect(RoutenavCommand.helpText.contains("routenav monkey [--app A] [--ios VERSION] [--seed S] [--seeds K] [--steps N] [--no-shrink]"))
    }

    @Test("a clean run prints one summary line and exits 0")
    @MainActor func cleanRun() {
        var output = "", errors = ""
        let status = MonkeyCommand(app: .notes, seed: 5, seeds: 2, steps: 100).execute(output: { output += $0 }, errors: { errors += $0 })
        #expect(status == .success)
        #expect(output == "monkey: app notes, seeds 5-6, 100 steps each: clean (202 events, every check held)\n")
        #expect(errors.isEmpty)
    }

    @Test("an app that cannot be installed is unusable input, with the app's own message")
    @MainActor func appCannotBeInstalled() {
        var errors = ""
        let status = MonkeyCommand(app: .manifest(path: "no-such-manifest.json")).execute(output: { _ in }, errors: { errors += $0 })
        #expect(status == .unusableInput)
        #expect(errors == "routenav: monkey: no-such-manifest.json: $: cannot read the file: no such file")
    }
}
