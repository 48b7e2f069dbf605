/// The options of `routenav monkey` (issue 8): seeded random testing with the checks of
/// ``MonkeyOracle``, or the replay of a scenario under those checks.
///
/// `routenav monkey [--app A] [--seed S] [--seeds K] [--steps N] [--no-shrink]` runs seeds S, S+1, …,
/// S+K-1, N random steps each; `routenav monkey --replay FILE [--app A]` replays a scenario (such as the
/// minimal one a failing run prints) under the same checks.
public struct MonkeyCommand: Equatable, Sendable {
    /// The app (`--app`; default `notes`).
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

    /// Parses the arguments after `monkey`.
    /// - Parameter arguments: the words after `monkey`; `--opt=value` is accepted too.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice, or a missing or invalid value.
    public static func parse(_ arguments: [String]) throws(UsageError) -> MonkeyCommand {
        var command = MonkeyCommand()
        var given: Set<String> = []
        var index = 0
        func value(of option: String, inline: String?, expected: String) throws(UsageError) -> String {
            try OptionValue.take(option, inline: inline, expected: expected, from: arguments, at: &index)
        }
        func number(_ text: String, option: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
            guard let value = Int(text), range.contains(value) else {
                throw UsageError("\(option): found '\(text)', expected a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let inline = parts.count > 1 ? String(parts[1]) : nil
            guard name.hasPrefix("--") else { throw UsageError("unexpected argument '\(argument)' for monkey") }
            guard given.insert(name).inserted else { throw UsageError("\(name) given twice") }
            switch name {
            case "--app":
                let text = try value(of: name, inline: inline, expected: "an app: \(AppChoice.expectedForms)")
                guard let choice = AppChoice(parsing: text) else {
                    throw UsageError("--app: found '\(text)', expected \(AppChoice.expectedForms)")
                }
                command.app = choice
            case "--seed":
                let text = try value(of: name, inline: inline, expected: "a seed")
                guard let seed = UInt64(text) else {
                    throw UsageError("--seed: found '\(text)', expected a whole number from 0 to \(UInt64.max)")
                }
                command.seed = seed
            case "--seeds":
                command.seeds = try number(try value(of: name, inline: inline, expected: "a count"), option: name, range: 1...1_000_000)
            case "--steps":
                command.steps = try number(try value(of: name, inline: inline, expected: "a count"), option: name, range: 0...maximumSteps)
            case "--no-shrink":
                guard inline == nil else { throw UsageError("--no-shrink takes no value") }
                command.shrinks = false
            case "--replay":
                command.replay = try value(of: name, inline: inline, expected: "a scenario FILE")
            default:
                throw UsageError("unknown option '\(name)' for monkey")
            }
        }
        if command.replay != nil, let extra = given.intersection(["--seed", "--seeds", "--steps", "--no-shrink"]).sorted().first {
            throw UsageError("\(extra) does not go with --replay")
        }
        // Seeds count up from --seed; past the largest one they would wrap to 0 and repeat seeds silently.
        if UInt64(command.seeds - 1) > UInt64.max - command.seed {
            throw UsageError("--seed \(command.seed) with --seeds \(command.seeds) runs past the largest seed, \(UInt64.max)")
        }
        return command
    }
}
