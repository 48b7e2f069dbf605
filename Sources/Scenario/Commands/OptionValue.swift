/// Reads the value of a command-line option, as `routenav run` and `routenav monkey` take them:
/// `--app notes` (the next argument) or `--app=notes` (inline).
package enum OptionValue {
    /// The option's value.
    /// - Parameters:
    ///   - option: the option as written, for example, `--app`, for the message.
    ///   - inline: the text after `=` when the option was written `--app=notes`, else `nil`.
    ///   - expected: what the value should be, for the message (`an app name`).
    ///   - arguments: all the arguments.
    ///   - index: the index of the argument after the option; moved past the value when it is taken
    ///     from there.
    /// - Returns: the value.
    /// - Throws: ``UsageError`` `OPTION needs EXPECTED` when the value is empty, missing, or another option.
    package static func take(
        _ option: String, inline: String?, expected: String, from arguments: [String],
        at index: inout Int
    ) throws(UsageError) -> String {
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
