import Scenario
import SimulatedUIKit

/// The options of `routenav monkey`: seeded random testing with the checks of
/// ``MonkeyOracle``, or the replay of a scenario under those checks.
///
/// `routenav monkey [--app A] [--seed S] [--seeds K] [--steps N] [--no-shrink] [--shard K/N]` runs seeds S, S+1, …,
/// S+K-1, N random steps each; `routenav monkey --replay FILE [--app A]` replays a scenario (such as the
/// minimal one a failing run prints) under the same checks.
public struct MonkeyCommand: Equatable, Sendable {
    /// The app (`--app`; default ``AppChoice/default``: a package's one host app, else `notes`).
    public var app: AppChoice?
    /// The first seed (`--seed`; default 1).
    public var seed: UInt64
    /// How many seeds, counting up from ``seed`` (`--seeds`; default 1).
    public var seeds: Int
    /// Random steps per seed (`--steps`; default 1,000).
    public var steps: Int
    /// Whether to shrink a violation before printing it (`--no-shrink` turns it off).
    public var shrinks: Bool
    /// A scenario to replay under the checks instead of random steps (`--replay FILE`).
    public var replay: String?
    /// `--ios VERSION`: the iOS release the device runs (U12); default the current release.
    public var systemVersion: SimulatedSystemVersion?
    /// `--shard K/N`: run only the K-th of N contiguous shares of the seeds (``Shard``); `nil` runs them all.
    public var shard: Shard?

    /// Creates options.
    /// - Parameters:
    ///   - app: the app, `nil` for the default (or the replayed file's own).
    ///   - seed: the first seed.
    ///   - seeds: how many seeds.
    ///   - steps: random steps per seed.
    ///   - shrinks: whether to shrink a violation.
    ///   - replay: a scenario to replay instead.
    public init(app: AppChoice? = nil, seed: UInt64 = 1, seeds: Int = 1, steps: Int = 1_000, shrinks: Bool = true, replay: String? = nil) {
        self.app = app
        self.seed = seed
        self.seeds = seeds
        self.steps = steps
        self.shrinks = shrinks
        self.replay = replay
    }

    /// The most steps per seed accepted.
    public static let maximumSteps = 100_000_000

    /// Parses the arguments after `monkey` with ``options``.
    ///
    /// - Parameter arguments: the words after `monkey`; `--opt=value` is accepted too.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice, a missing or invalid value,
    ///   a random-run option beside `--replay`, or seeds that would run past the largest.
    public static func parse(_ arguments: [String]) throws(UsageError) -> MonkeyCommand {
        try options.parse(arguments, defaults: MonkeyCommand())
    }

    /// `monkey`'s options: its parser and its `--help`.
    static var options: OptionTable<MonkeyCommand> {
        let seed = CommandOption<MonkeyCommand>(
            name: "--seed", value: .word(placeholder: "S", expected: "a seed"), help: "the first seed (default 1)",
            relation: .excludes("--replay", reason: nil)
        ) { command, text throws(UsageError) in
            guard let seed = UInt64(text) else { throw UsageError("--seed: found '\(text)', expected a whole number from 0 to \(UInt64.max)") }
            command.seed = seed
        }
        let noShrink = CommandOption<MonkeyCommand>(
            name: "--no-shrink", value: .none, help: "print the whole failing sequence", relation: .excludes("--replay", reason: nil)
        ) { command, _ in command.shrinks = false }
        return OptionTable(
            command: "monkey",
            about: """
                'monkey' drives an app with random valid events, checked after every step (the engine's invariants, \
                no UIKit warning, every intent accounted for, R14 obscuration, R15 records); a violation is shrunk \
                and printed as a minimal scenario, exit 1.
                """,
            options: [
                .app(\.app, help: "the app (default: your package's one app, else notes)"),
                .systemVersion(\.systemVersion, help: "run on iOS VERSION: 18, 26 or 27 (default 26, U12)"),
                seed,
                .number(
                    "--seeds", "K", in: 1...1_000_000, \.seeds, help: "how many seeds: S to S+K-1 (default 1)", relation: .excludes("--replay", reason: nil)),
                .number(
                    "--steps", "N", in: 0...maximumSteps, \.steps, help: "random steps per seed (default 1000)",
                    relation: .excludes("--replay", reason: nil)),
                noShrink,
                .shard(
                    \.shard, help: "run only share K of N of the seeds (contiguous; every seed in exactly one share), for a CI matrix",
                    relation: .excludes("--replay", reason: nil)),
                .text("--replay", "FILE", expected: "a scenario FILE", \.replay, help: "replay a scenario under the same checks instead"),
            ],
            forms: [.init(option: "--replay")],
            validate: { command throws(UsageError) in
                // Seeds count up from --seed; past the largest one they would wrap to 0 and repeat seeds silently.
                if UInt64(command.seeds - 1) > UInt64.max - command.seed {
                    throw UsageError("--seed \(command.seed) with --seeds \(command.seeds) runs past the largest seed, \(UInt64.max)")
                }
            })
    }
}
