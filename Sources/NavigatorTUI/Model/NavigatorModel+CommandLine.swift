import Foundation
import Simulator

extension NavigatorModel {
    // MARK: - Command line

    mutating func editLine(_ edit: (inout CommandLineState) -> Void) {
        guard case .commandLine(var line) = mode else { return }
        edit(&line)
        mode = .commandLine(line)
    }

    mutating func submit() -> [NavigatorEffect] {
        guard case .commandLine(let line) = mode else { return [] }
        mode = .normal
        let text = line.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return [] }
        if history.last != text { history.append(text) }
        message = nil
        let word = text.prefix { $0 != " " && $0 != "\t" }
        let argument = String(text.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
        switch word.lowercased() {
        case "q", "quit":
            return quit(confirmed: false, confirmation: ":q!")
        case "q!", "quit!":
            return [.quit]
        case "w", "save", "w!", "save!":
            let path = argument.unquoted
            let force = word.hasSuffix("!")
            guard !path.isEmpty else {
                message = CommandFeedback(.failure, force ? "usage: :save! FILE" : "usage: :save FILE")
                return []
            }
            return [.save(path: path, force: force)]
        case "speed":
            guard let speed = Double(argument), speed >= 0.25, speed <= 16 else {
                message = CommandFeedback(.failure, "usage: :speed X, with X from 0.25 to 16 (virtual seconds per real second)")
                return []
            }
            return [.setSpeed(speed)]
        case "set":
            switch argument {
            case "payloads": return [.setShowsPayloads(true)]
            case "nopayloads": return [.setShowsPayloads(false)]
            default:
                message = CommandFeedback(.failure, "usage: :set payloads (show payload values) or :set nopayloads (show them as …)")
                return []
            }
        case "pause":
            return [.setPaused(true)]
        case "resume":
            return [.setPaused(false)]
        case "step":
            return [.stepToNextTimer]
        case "help":
            mode = .help(scroll: 0)
            return []
        case "filter":
            logView.filter = EventLogFilter(parsing: argument)
            logScroll = 0
            clampScrolls()
            if let filter = logView.filter {
                message = CommandFeedback(
                    .info, "The event log shows \(visibleLog.count) of \(snapshot.log.count) lines (filter \(filter)); :filter shows all.")
            }
            return []
        case "explain":
            mode = .explain(selected: defaultTraceSelection)
            return []
        default:
            // `:open notes://note/7 in main`: focus follows the window the line sends to, so the pane
            // the user reads next is the one that changes (and `o`, `c`, `s` then send there too).
            if let named = Self.window(namedAfterIn: text), let window = snapshot.windows.first(where: { $0.name.description == named }) {
                focus = .window(window.name)
            }
            return [.runLine(text, defaultWindow: line.targetWindow)]
        }
    }

    /// The window a command line names after its last bare `in` (`open U in main`), or `nil`.
    /// - Complexity: O(n) in the line's length.
    static func window(namedAfterIn text: String) -> String? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let index = words.lastIndex(of: "in"), index + 1 < words.count, index > 0 else { return nil }
        return String(words[index + 1])
    }

    /// Tab: completes the last word of the command line (``CommandCompletion``); several candidates are
    /// listed on the message line, none says so.
    mutating func complete() {
        guard case .commandLine(var line) = mode, line.cursor == line.characters.count else { return }
        let names = snapshot.windows.map(\.name.description)
        let answer = CommandCompletion.complete(line.text, registrations: snapshot.registrations, windows: names)
        if answer.text != line.text { line.replaceText(answer.text) }
        line.candidates = answer.candidates.count > 1 ? answer.candidates : []
        mode = .commandLine(line)
        if answer.candidates.isEmpty {
            let word = line.text.hasSuffix(" ") ? "" : line.text.split(separator: " ").last.map(String.init) ?? ""
            message = CommandFeedback(
                .info,
                word.isEmpty
                    ? "Nothing to complete here; ? lists what the app accepts."
                    : "No completion for \(word); ? lists what the app accepts.")
        } else {
            message = nil
        }
    }
}
