/// How `routenav --help` lays out text: lines of at most ``width`` columns, option help beside a
/// 22-column name field.
enum HelpLayout {
    /// The most columns a help line takes.
    static let width = 100
    /// The column where an option's help starts.
    static let helpColumn = 22

    /// Words filled into lines of at most ``width`` columns.
    ///
    /// A word longer than a line stands on a line of its own.
    ///
    /// - Parameters:
    ///   - words: the words, each kept whole (a usage token such as `[--app A]` is one word).
    ///   - first: what the first line starts with (`USAGE: routenav`, or an option's name field).
    ///   - indent: the spaces each later line starts with.
    /// - Returns: the lines.
    static func fill(_ words: [String], first: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
            } else {
                line += (lineHasWord || !line.isEmpty && !line.hasSuffix(" ") ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// A text of sentences filled into lines at `indent`; a line feed in it starts a new line.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - indent: the spaces each line starts with.
    /// - Returns: the lines, joined by line feeds.
    static func paragraph(_ text: String, indent: Int = 0) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            fill(line.split(separator: " ").map(String.init), first: String(repeating: " ", count: indent), indent: indent)
        }.joined(separator: "\n")
    }

    /// One option's entry in `--help`: `  --name VALUE` and its help beside it, at ``helpColumn``.
    ///
    /// - Parameters:
    ///   - label: the name and placeholder (`--container DIR`).
    ///   - help: the help text.
    /// - Returns: the lines, joined by line feeds.
    static func entry(_ label: String, help: String) -> String {
        let field = "  " + label
        let words = help.split(separator: " ").map(String.init)
        guard field.count < helpColumn else {
            return ([field] + fill(words, first: String(repeating: " ", count: helpColumn), indent: helpColumn)).joined(separator: "\n")
        }
        let first = field + String(repeating: " ", count: helpColumn - field.count)
        return fill(words, first: first, indent: helpColumn).joined(separator: "\n")
    }
}

extension OptionTable {
    /// The usage lines: the command with every option but those that start a line of their own, then a
    /// line for each of those (``Form``), each wrapped under its first option.
    ///
    /// - Parameter lead: what the first line starts with (`USAGE: `); later lines start with as many spaces.
    /// - Returns: the lines.
    func usageLines(lead: String) -> [String] {
        let head = [ProgramName.shown, command].compactMap { $0 }.joined(separator: " ")
        let starts: [Form?] = [nil] + forms.map { $0 }
        return starts.enumerated().flatMap { index, form in
            let first = (index == 0 ? lead : String(repeating: " ", count: lead.count)) + head
            return HelpLayout.fill(usageWords(form: form), first: first, indent: lead.count + head.count + 1)
        }
    }

    /// The usage words of one line: `[--name VALUE]` for each option, related options in one bracket.
    ///
    /// - Parameter form: the option that starts the line, or `nil` for the line of the other options.
    /// - Returns: the words, the operands last.
    private func usageWords(form: Form?) -> [String] {
        let starters = Set(forms.map(\.option))
        var words: [String] = []
        var position: [String: Int] = [:]
        if let form, let option = options.first(where: { $0.name == form.option }) { words.append(option.usage) }
        for option in options where !starters.contains(option.name) {
            switch option.relation {
            case .excludes(let other, _) where other == form?.option:
                continue
            case .requires(let other, _):
                if let at = position[other] {
                    words[at] = words[at].dropLast() + " [\(option.usage)]]"
                    continue
                }
            case .excludes(let other, _):
                if let at = position[other] {
                    words[at] = words[at].dropLast() + " | \(option.usage)]"
                    continue
                }
            case .none:
                break
            }
            position[option.name] = words.count
            words.append("[\(option.usage)]" + (option.repeats ? "..." : ""))
        }
        if let operands, form?.replacesOperands != true { words.append(operands.usage) }
        return words
    }

    /// The options' entries in `--help`, in the table's order.
    var optionEntries: String {
        options.map { HelpLayout.entry($0.label, help: $0.help) }.joined(separator: "\n")
    }

    /// The command's help, apart from its options' types.
    var help: CommandHelp {
        CommandHelp(about: about, optionEntries: optionEntries, usage: usageLines(lead:))
    }
}

/// A command's help, made from its ``OptionTable``: what `routenav --help` gathers from every command.
struct CommandHelp {
    /// What the command does.
    var about: String
    /// Its options' entries.
    var optionEntries: String
    /// Its usage lines after a lead (`USAGE: `).
    var usage: (String) -> [String]

    /// The usage lines.
    ///
    /// - Parameter lead: what the first line starts with; later lines start with as many spaces.
    /// - Returns: the lines.
    func usageLines(lead: String) -> [String] { usage(lead) }

    /// `routenav CMD --help`: the usage lines, what the command does, and its options.
    var text: String {
        """
        \(usageLines(lead: "USAGE: ").joined(separator: "\n"))

        \(HelpLayout.paragraph(about))

        OPTIONS:
        \(optionEntries)
        \(HelpLayout.entry("-h, --help", help: "show this help"))

        """
    }
}
