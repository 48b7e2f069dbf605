import Scenario
import Simulator

/// A `routenav` command's options, each declared once (``CommandOption``): the table parses the command
/// line and writes the command's usage lines and `--help` (OptionTable+Help.swift).
///
/// As swift-argument-parser's `ParsableCommand`: what the help shows is what the parser takes, and a test
/// checks it.
struct OptionTable<Options> {
    /// The words that are not options (`PATH...|-`, `PLIST`, `NAME`).
    struct Operands {
        /// How the usage lines show them.
        var usage: String
        /// Takes one, or refuses it (a second `PLIST`, an empty path).
        var apply: (inout Options, String) throws(UsageError) -> Void

        /// One operand, kept in a string that is empty until it is given (`lint PLIST`, `new NAME`).
        ///
        /// - Parameters:
        ///   - usage: how the usage lines show it (`PLIST`).
        ///   - keyPath: where it is kept.
        ///   - command: the subcommand, for the message about a second one.
        ///   - missing: the message for an empty one, which names nothing.
        /// - Returns: the operands.
        static func one(_ usage: String, _ keyPath: WritableKeyPath<Options, String>, of command: String, missing: String) -> Operands {
            Operands(usage: usage) { options, word throws(UsageError) in
                guard options[keyPath: keyPath].isEmpty else { throw UsageError("unexpected argument '\(word)': \(command) takes one \(usage)") }
                guard !word.isEmpty else { throw UsageError(missing) }
                options[keyPath: keyPath] = word
            }
        }
    }

    /// An option that starts a usage line of its own (`routenav monkey --replay FILE [--app A]`).
    struct Form {
        /// The option's name.
        var option: String
        /// Whether that line takes no operands (`routenav lint --app A ...` names no `PLIST`).
        var replacesOperands = false
    }

    /// The subcommand (`run`); `nil` for the navigator, plain `routenav`.
    var command: String?
    /// What the command does, before its options in `--help`; a line feed starts a new line.
    var about: String
    /// The options, in the order `--help` lists them.
    var options: [CommandOption<Options>]
    /// The operands; `nil` when the command takes none.
    var operands: Operands?
    /// Options that start usage lines of their own.
    var forms: [Form] = []
    /// Checks the whole command line once every word is read (a required operand, operands that do not
    /// go together).
    var validate: (Options) throws(UsageError) -> Void = { _ throws(UsageError) in }

    /// `for run` in messages; nothing for the navigator.
    private var forCommand: String { command.map { " for \($0)" } ?? "" }

    /// Parses the words after the subcommand.
    ///
    /// Options may come before or after the operands; a value follows its option as the next word or
    /// after `=`; `--` ends the options.
    ///
    /// - Parameters:
    ///   - arguments: the words after the subcommand (`--help` is ``RoutenavCommand/parse(_:)``'s).
    ///   - defaults: the options before any word is read.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice (but a repeatable one), a
    ///   flag with a value, a missing or invalid value, an option without the one it requires or beside
    ///   one it excludes, an unexpected operand, or what ``validate`` refuses.
    func parse(_ arguments: [String], defaults: Options) throws(UsageError) -> Options {
        var result = defaults
        var given: Set<String> = []
        var scanner = OptionScanner(arguments)
        while let word = scanner.next() {
            switch word {
            case .option(let name, let inline):
                guard let option = options.first(where: { $0.name == name }) else {
                    throw UsageError("unknown option '\(name)'\(forCommand)" + ClosestNames.didYouMean(name, among: options.map(\.name)))
                }
                guard given.insert(name).inserted || option.repeats else { throw UsageError("\(name) given twice") }
                switch option.value {
                case .none:
                    guard inline == nil else { throw UsageError("\(name) takes no value") }
                    try option.apply(&result, "")
                case .word(_, let expected):
                    try option.apply(&result, try scanner.value(of: name, inline: inline, expected: expected))
                }
            case .operand(let word):
                guard let operands else { throw UsageError("unexpected argument '\(word)'\(forCommand)") }
                try operands.apply(&result, word)
            }
        }
        for option in options where given.contains(option.name) {
            switch option.relation {
            case .requires(let other, let reason) where !given.contains(other):
                throw UsageError("\(option.name) only applies to \(other) (\(reason))")
            case .excludes(let other, let reason) where given.contains(other):
                throw UsageError(reason.map { "\(option.name) \($0); it does not go with \(other)" } ?? "\(option.name) does not go with \(other)")
            default:
                break
            }
        }
        try validate(result)
        return result
    }
}
