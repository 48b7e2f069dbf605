import Scenario
import SimulatedUIKit
import Simulator

/// One option of a `routenav` command, declared once: its name, the shape of its value, its help line and
/// what it sets.
///
/// The command's ``OptionTable`` parses with it and prints it, in the usage lines and in `--help`, as
/// swift-argument-parser's `@Option` declares both at once.
struct CommandOption<Options> {
    /// What follows the option's name.
    enum Value {
        /// Nothing: a flag (`--json`); `--json=x` is refused.
        case none
        /// One word, as the next argument or after `=`: its placeholder in the help (`DIR`) and what the
        /// message of a missing one says is expected (`a directory`).
        case word(placeholder: String, expected: String)
    }

    /// How the option stands with another option of its command.
    enum Relation {
        /// On its own.
        case none
        /// Only beside OTHER: refused without it (`NAME only applies to OTHER (REASON)`), and shown inside
        /// OTHER's brackets in the usage (`[--replay F [--step]]`).
        case requires(String, reason: String)
        /// Never beside OTHER: refused with it (`NAME REASON; it does not go with OTHER`, or `NAME does not
        /// go with OTHER`), shown as `[OTHER | NAME]` in the usage, and left off the usage line that OTHER
        /// starts (``OptionTable/Form``).
        case excludes(String, reason: String?)
    }

    /// The name, `--` included.
    var name: String
    /// What follows the name.
    var value: Value
    /// The help text beside the name in `--help`, wrapped there.
    var help: String
    /// Whether it may be given more than once (`--define`); otherwise twice is refused.
    var repeats = false
    /// Its relation to another option.
    var relation = Relation.none
    /// What the usage lines show for the value instead of the placeholder (`signedIn|signedOut`).
    var usageValue: String?
    /// Sets the value (an empty string for a flag) on the options, or refuses it.
    var apply: (inout Options, String) throws(UsageError) -> Void

    /// `--name` with its placeholder, as the help list shows it (`--container DIR`).
    var label: String {
        guard case .word(let placeholder, _) = value else { return name }
        return "\(name) \(placeholder)"
    }

    /// `--name` with its value as the usage lines show it (`--auth signedIn|signedOut`).
    var usage: String {
        guard case .word(let placeholder, _) = value else { return name }
        return "\(name) \(usageValue ?? placeholder)"
    }

    /// A flag that sets a Boolean to `true`.
    ///
    /// - Parameters:
    ///   - name: the name (`--json`).
    ///   - keyPath: the Boolean it sets.
    ///   - help: the help text.
    ///   - relation: its relation to another option.
    /// - Returns: the option.
    static func flag(
        _ name: String, _ keyPath: WritableKeyPath<Options, Bool>, help: String, relation: Relation = .none
    ) -> CommandOption {
        CommandOption(name: name, value: .none, help: help, relation: relation) { options, _ in options[keyPath: keyPath] = true }
    }

    /// An option whose value is a word kept as written (a path, a directory).
    ///
    /// - Parameters:
    ///   - name: the name (`--container`).
    ///   - placeholder: the value's placeholder in the help (`DIR`).
    ///   - expected: what a missing value's message says is expected (`a directory`).
    ///   - keyPath: the optional string it sets.
    ///   - help: the help text.
    ///   - relation: its relation to another option.
    /// - Returns: the option.
    static func text(
        _ name: String, _ placeholder: String, expected: String, _ keyPath: WritableKeyPath<Options, String?>, help: String,
        relation: Relation = .none
    ) -> CommandOption {
        CommandOption(name: name, value: .word(placeholder: placeholder, expected: expected), help: help, relation: relation) { options, text in
            options[keyPath: keyPath] = text
        }
    }

    /// A repeatable option whose values are collected in order (`--define A=1 --define B=2`).
    ///
    /// - Parameters:
    ///   - name: the name (`--define`).
    ///   - placeholder: the value's placeholder in the help (`NAME=VALUE`).
    ///   - expected: what a missing value's message says is expected.
    ///   - keyPath: the list it appends to.
    ///   - help: the help text.
    /// - Returns: the option.
    static func list(
        _ name: String, _ placeholder: String, expected: String, _ keyPath: WritableKeyPath<Options, [String]>, help: String
    ) -> CommandOption {
        CommandOption(name: name, value: .word(placeholder: placeholder, expected: expected), help: help, repeats: true) { options, text in
            options[keyPath: keyPath].append(text)
        }
    }

    /// `--app A`: a built-in demo, a host app, `manifest:PATH` or `skeleton:PATH` (``AppChoice``), as
    /// `run`, `lint`, `monkey` and the navigator take it.
    ///
    /// - Parameters:
    ///   - keyPath: the app it sets.
    ///   - help: the help text, which says what the app is for in this command.
    /// - Returns: the option.
    static func app(_ keyPath: WritableKeyPath<Options, AppChoice?>, help: String) -> CommandOption {
        let value = Value.word(placeholder: "A", expected: "an app: \(AppChoice.expectedForms)")
        return CommandOption(name: "--app", value: value, help: help) { options, text throws(UsageError) in
            guard let choice = AppChoice(parsing: text) else {
                throw UsageError("--app: found '\(text)', expected \(AppChoice.expectedForms)" + ClosestNames.didYouMean(text, among: AppChoice.names))
            }
            options[keyPath: keyPath] = choice
        }
    }

    /// `--ios VERSION`: the iOS release the simulated device runs (U12, docs/RULES.md): `18`, `26` or `27`.
    ///
    /// - Parameters:
    ///   - keyPath: the version it sets.
    ///   - help: the help text.
    /// - Returns: the option.
    static func systemVersion(_ keyPath: WritableKeyPath<Options, SimulatedSystemVersion?>, help: String) -> CommandOption {
        let expected = "an iOS version: \(SimulatedSystemVersion.spelledValues)"
        return CommandOption(name: "--ios", value: .word(placeholder: "VERSION", expected: expected), help: help) { options, text throws(UsageError) in
            guard let version = SimulatedSystemVersion(parsing: text) else {
                throw UsageError("--ios: found '\(text)', expected \(expected)")
            }
            options[keyPath: keyPath] = version
        }
    }

    /// An option whose value is a whole number in a range.
    ///
    /// - Parameters:
    ///   - name: the name (`--steps`).
    ///   - placeholder: the value's placeholder (`N`).
    ///   - range: the numbers accepted.
    ///   - keyPath: the number it sets.
    ///   - help: the help text.
    ///   - relation: its relation to another option.
    /// - Returns: the option.
    static func number(
        _ name: String, _ placeholder: String, in range: ClosedRange<Int>, _ keyPath: WritableKeyPath<Options, Int>, help: String,
        relation: Relation = .none
    ) -> CommandOption {
        CommandOption(name: name, value: .word(placeholder: placeholder, expected: "a count"), help: help, relation: relation) {
            options, text throws(UsageError) in
            guard let number = Int(text), range.contains(number) else {
                throw UsageError("\(name): found '\(text)', expected a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            options[keyPath: keyPath] = number
        }
    }

    /// `--shard K/N`: share K of N of a run's work (``Shard``), as `run` and `monkey` take it.
    ///
    /// - Parameters:
    ///   - keyPath: the shard it sets.
    ///   - help: the help text, which says what is shared out.
    ///   - relation: its relation to another option.
    /// - Returns: the option.
    static func shard(_ keyPath: WritableKeyPath<Options, Shard?>, help: String, relation: Relation = .none) -> CommandOption {
        CommandOption(name: "--shard", value: .word(placeholder: "K/N", expected: Shard.expected), help: help, relation: relation) {
            options, text throws(UsageError) in
            guard let shard = Shard(parsing: text) else { throw UsageError("--shard: found '\(text)', expected \(Shard.expected)") }
            options[keyPath: keyPath] = shard
        }
    }
}
