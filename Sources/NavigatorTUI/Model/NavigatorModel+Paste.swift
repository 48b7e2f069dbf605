extension NavigatorModel {
    /// The most characters one paste may hold, as one command line may (``CommandLineState/maximumLength``).
    ///
    /// A longer paste is refused whole: running its first lines and dropping the rest would replay half a
    /// scenario.
    public static let maximumPasteLength = CommandLineState.maximumLength

    /// Types pasted text into the `:` command line (opening it, as `:` does, when it is not open).
    ///
    /// A line end (LF, CR or CR LF) ends the line as Enter does: the line runs, and the text after it
    /// goes into a new command line of its own, so a pasted scenario snippet runs step by step, in
    /// order. A tab becomes a space; other control characters (ESC among them) are dropped: nothing
    /// pasted is ever read as a navigator key. Text after the last line end stays on the command line
    /// for Enter. A paste over ``maximumPasteLength`` characters is refused whole, and the pasting
    /// stops at a line that would overflow the command line (left open, unrun, as typing leaves it)
    /// or at a line that quits.
    /// - Parameter text: the pasted text, as the terminal sent it.
    /// - Returns: the effects of the lines run, in order.
    /// - Complexity: O(n) in the pasted characters.
    mutating func paste(_ text: String) -> [NavigatorEffect] {
        cancelPendingQuit()
        guard !text.isEmpty else { return [] }
        guard text.count <= Self.maximumPasteLength else {
            message = CommandFeedback(
                .failure,
                "the paste holds more than \(Self.maximumPasteLength) characters; "
                    + "nothing was pasted (paste it in parts, or save it as a file for routenav --replay)")
            return []
        }
        let lines = Self.pastedLines(text)
        var effects: [NavigatorEffect] = []
        for (index, line) in lines.enumerated() {
            let endsWithLineEnd = index < lines.count - 1
            var state: CommandLineState
            if case .commandLine(let open) = mode {
                state = open
            } else {
                guard !line.isEmpty else { continue }
                state = CommandLineState()
            }
            mode = .normal  // drop the mode's copy, so the inserts below do not copy the whole line
            var overflowed = false
            for character in line {
                if !state.insert(character) {
                    overflowed = true
                    break
                }
            }
            mode = .commandLine(state)
            if overflowed {
                message = CommandFeedback(
                    .failure,
                    "the command line holds at most \(CommandLineState.maximumLength) "
                        + "characters; the rest of the paste was not typed")
                return effects
            }
            guard endsWithLineEnd else { continue }
            effects += submit()
            if effects.contains(.quit) { break }
        }
        return effects
    }

    /// Pasted text as lines: split at LF, CR and CR LF; tabs made spaces; other control and
    /// invisible formatting characters dropped.
    /// - Parameter text: the pasted text.
    /// - Returns: the lines; the last is what follows the last line end (empty when the text ends with one).
    static func pastedLines(_ text: String) -> [[Character]] {
        var lines: [[Character]] = [[]]
        for character in text {
            switch character {
            case "\n", "\r", "\r\n":
                lines.append([])
            case "\t":
                lines[lines.count - 1].append(" ")
            default:
                if TextWidth.isPrintable(character) { lines[lines.count - 1].append(character) }
            }
        }
        return lines
    }
}
