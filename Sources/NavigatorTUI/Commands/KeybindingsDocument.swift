/// Generates `docs/KEYBINDINGS.md` from the command table, so the document cannot drift from the
/// keys (CONTRIBUTING.md; a test compares the file with ``markdown(commands:colonCommands:)``).
public enum KeybindingsDocument {
    /// The repository-relative path of the generated document.
    public static let path = "docs/KEYBINDINGS.md"

    /// The document's text.
    /// - Parameters:
    ///   - commands: the command table (default: ``NavigatorCommand/all``).
    ///   - colonCommands: the `:` commands (default: ``ColonCommand/all``).
    /// - Returns: Markdown, ending with a newline.
    /// - Complexity: O(commands).
    public static func markdown(
        commands: [NavigatorCommand] = NavigatorCommand.all,
        colonCommands: [ColonCommand] = ColonCommand.all
    ) -> String {
        var out = """
            # routenav key bindings

            <!-- Generated from NavigatorCommand.all (Sources/NavigatorTUI/NavigatorCommand+Table.swift) by
                 KeybindingsDocument.markdown(). Do not edit by hand: change the table, then run
                 `RECORD_SNAPSHOTS=1 swift test --filter KeybindingsDocumentTests` to regenerate. -->

            Plain `routenav` opens the navigator on the Notes demo. Keys act on the focused pane
            (Tab / Shift-Tab move the focus); each key that changes the simulation applies one
            `SimulationEvent` and is recorded as the scenario line shown in the last column. The `?` help
            shows the same table, saying on `n` and `N` whether the running app has them.

            """
        for section in CommandSection.allCases {
            let rows = commands.filter { $0.section == section }
            guard !rows.isEmpty else { continue }
            out += "\n## \(section.title)\n\n"
            out += "| Keys | Command | Works in | Scenario line | What it does |\n"
            out += "|---|---|---|---|---|\n"
            for command in rows {
                let keys = command.keyLabel == "1-9" ? "`1`-`9`" : command.keys.map { "`\(cellText($0.description))`" }.joined(separator: ", ")
                let contexts = InputContext.allCases.filter { command.contexts.contains($0) }.map(\.title).joined(separator: ", ")
                let produces = command.produces.isEmpty ? "-" : command.produces.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                let help = command.help + (NewWindowKeys.note(on: command.action, for: nil).map { " " + $0 } ?? "")
                out += "| \(keys) | \(cellText(command.title)) | \(contexts) | \(produces) | \(cellText(help)) |\n"
            }
        }
        out += "\n## Command line (`:`)\n\n"
        out += "Printable keys type into the command line. Besides the navigator's own commands below, any scenario line works\n"
        out +=
            "(docs/SCENARIOS.md): it is applied and recorded like a step of a scenario file, and an `expect` line answers pass or fail and is recorded too.\n\n"
        out += "Pasted text (the terminal's bracketed paste) goes into the command line, opening it if needed, and is never read as keys:\n"
        out += "each pasted line end runs the line as Enter does, and the next pasted line gets a command line of its own, so a pasted scenario\n"
        out += "snippet runs step by step. Tabs become spaces; Esc and other control characters are dropped. A paste holds at most\n"
        out += "\(NavigatorModel.maximumPasteLength) characters (a longer one is refused whole).\n\n"
        out += "| Command | What it does |\n|---|---|\n"
        for command in colonCommands {
            var usage = "`:" + command.name + (command.argument.map { " " + $0 } ?? "") + "`"
            if !command.aliases.isEmpty {
                usage += " (also " + command.aliases.map { "`:" + $0 + "`" }.joined(separator: ", ") + ")"
            }
            out += "| \(usage) | \(cellText(command.help)) |\n"
        }
        out += "\n## Mouse (`--mouse` only)\n\n" + HelpOverlay.mouseNote + "\n"
        out += "\n## Legend\n\n| Mark | Meaning |\n|---|---|\n"
        for (mark, meaning) in HelpOverlay.legend(glyphs: .unicode) {
            out += "| `\(mark)` | \(cellText(meaning)) |\n"
        }
        out += "\n" + HelpOverlay.rulesNote + "\n"
        return out
    }

    /// Text safe inside a Markdown table cell.
    private static func cellText(_ text: String) -> String {
        text.replacingPipes()
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
