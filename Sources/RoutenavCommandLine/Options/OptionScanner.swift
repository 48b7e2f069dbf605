import Scenario

/// The words after a `routenav` subcommand, one at a time: an option (`--name` or `--name=value`) or an operand.
///
/// `--` ends the options, so a file named `--json` is `lint -- --json`; `-` alone is an operand
/// (standard input for `run`). Every ``OptionTable`` reads its command line through it.
struct OptionScanner {
    /// One word of the command line.
    enum Word: Equatable {
        /// `--name` or `--name=value`: the name, and the text after `=` (`nil` without one).
        case option(name: String, inline: String?)
        /// A word that is not an option: a path, or anything after `--`.
        case operand(String)
    }

    /// All the arguments.
    private let arguments: [String]
    /// The index of the next argument not yet read.
    private var index = 0
    private var optionsEnded = false

    /// Scans `arguments` from the first.
    ///
    /// - Parameter arguments: the words after the subcommand.
    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next word, past a `--` that ends the options.
    ///
    /// - Returns: the word, or `nil` after the last.
    mutating func next() -> Word? {
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            }
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else { return .operand(argument) }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return .option(name: String(parts[0]), inline: parts.count > 1 ? String(parts[1]) : nil)
        }
        return nil
    }

    /// The value of the option just read: its inline text (`--app=notes`), else the next argument (`--app notes`).
    ///
    /// An empty value names nothing, so it is as missing as none; the next argument is not taken when it
    /// is another option (`--app --json`).
    ///
    /// - Parameters:
    ///   - option: the option's name, for the message.
    ///   - inline: the text after `=`, if any.
    ///   - expected: what the value should be, for the message (`a directory`).
    /// - Returns: the value.
    /// - Throws: ``UsageError`` `OPTION needs EXPECTED` when the value is empty, missing, or another option.
    mutating func value(of option: String, inline: String?, expected: String) throws(UsageError) -> String {
        if let inline {
            guard !inline.isEmpty else { throw UsageError("\(option) needs \(expected)") }
            return inline
        }
        guard index < arguments.count, !arguments[index].hasPrefix("--"), !arguments[index].isEmpty else {
            throw UsageError("\(option) needs \(expected)")
        }
        index += 1
        return arguments[index - 1]
    }
}
