/// The words after `routenav run` or `routenav lint`, one at a time: an option (`--name` or `--name=value`) or an operand.
///
/// `--` ends the options, so a file named `--json` is `lint -- --json`; `-` alone is an operand
/// (standard input for `run`).
package struct OptionScanner {
    /// One word of the command line.
    package enum Word: Equatable {
        /// `--name` or `--name=value`: the name, and the text after `=` (`nil` without one).
        case option(name: String, inline: String?)
        /// A word that is not an option: a path, or anything after `--`.
        case operand(String)
    }

    /// All the arguments.
    package let arguments: [String]
    /// The index of the next argument not yet read.
    package var index = 0
    private var optionsEnded = false

    /// Scans `arguments` from the first.
    /// - Parameter arguments: the words after the subcommand.
    package init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next word, past a `--` that ends the options.
    /// - Returns: the word, or `nil` after the last.
    package mutating func next() -> Word? {
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

    /// The value of the option just read: its inline text, else the next argument (``OptionValue``).
    /// - Parameters:
    ///   - option: the option's name, for the message.
    ///   - inline: the text after `=`, if any.
    ///   - expected: what the value should be, for the message (`a directory`).
    /// - Returns: the value.
    /// - Throws: ``UsageError`` `OPTION needs EXPECTED` when the value is empty, missing, or another option.
    package mutating func value(of option: String, inline: String?, expected: String) throws(UsageError) -> String {
        try OptionValue.take(option, inline: inline, expected: expected, from: arguments, at: &index)
    }
}
