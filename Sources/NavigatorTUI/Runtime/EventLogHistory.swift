import Scenario
import SimulatedUIKit

/// The event log as the navigator shows it: each console entry turned into a line once, when the navigator first sees it, with the window it was about named as the panes named it then.
///
/// A line never changes afterwards, so a window that closes (its session gone) or is renamed
/// (`main#2` becoming `main`) leaves its history as it was written (docs/NAVIGATOR.md: the event log,
/// newest last).
struct EventLogHistory: Equatable, Sendable {
    /// The newest lines, at most ``limit``, oldest first, payload values as they are.
    private(set) var lines: [EventLogLine] = []
    /// ``lines`` with URL query values, fragments and user information written as `…`
    /// (``PayloadRedaction``), made once per line so that `:set payloads` can switch between them.
    private(set) var redactedLines: [EventLogLine] = []
    /// How many console entries have been turned into lines so far (also those no longer kept).
    private(set) var total = 0
    /// The most lines kept.
    let limit: Int
    /// The last name each session was shown under, for a line that appears after its window went.
    private var lastNames: [String: String] = [:]
    /// While set, ``update(with:names:)`` keeps the new entries with the names of their moment and turns
    /// only the newest ``limit`` of them into lines, at ``formatPending()``: a replay of hundreds of steps
    /// (time travel) no longer formats and redacts the thousands of lines it then drops.
    var defersFormatting = false
    /// Entries seen while ``defersFormatting`` and not yet turned into lines, each with the names then.
    private var pending: [Pending] = []

    /// A console entry kept for ``formatPending()``, with the window names of its moment.
    private struct Pending: Equatable, Sendable {
        var entry: ConsoleEntry
        var names: [String: String]
    }

    /// Creates an empty history.
    /// - Parameter limit: the most lines kept (the newest).
    init(limit: Int) {
        self.limit = limit
    }

    /// Turns the console entries not seen yet into lines.
    /// - Parameters:
    ///   - console: every console entry so far, oldest first (the console only grows).
    ///   - names: window names by persistent identifier, as the panes and cards show them now.
    /// - Complexity: O(new entries + names).
    mutating func update(with console: [ConsoleEntry], names: [String: String]) {
        lastNames.merge(names) { _, current in current }
        guard console.count > total else { return }
        let fresh = console[max(total, console.count - limit)...]
        total = console.count
        if defersFormatting {
            pending += fresh.map { Pending(entry: $0, names: lastNames) }
            // Trimmed in bulk, so keeping the newest costs O(1) an entry.
            if pending.count > 2 * limit { pending.removeFirst(pending.count - limit) }
            return
        }
        append(fresh.map { NavigatorSnapshot.logLine(for: $0, names: lastNames) })
    }

    /// Turns the entries kept while ``defersFormatting`` into lines (the newest ``limit``), each named as
    /// its window was named when the navigator saw it.
    mutating func formatPending() {
        guard !pending.isEmpty else { return }
        let kept = pending.suffix(limit)
        pending = []
        append(kept.map { NavigatorSnapshot.logLine(for: $0.entry, names: $0.names) })
    }

    private mutating func append(_ added: [EventLogLine]) {
        lines += added
        redactedLines += added.map { line in
            var copy = line
            copy.text = PayloadRedaction.text(line.text)
            return copy
        }
        if lines.count > limit {
            lines.removeFirst(lines.count - limit)
            redactedLines.removeFirst(redactedLines.count - limit)
        }
    }

    /// The lines to show.
    /// - Parameter showingPayloads: whether payload values are shown as they are (`--show-payloads`).
    /// - Returns: ``lines`` or ``redactedLines``.
    func lines(showingPayloads: Bool) -> [EventLogLine] {
        showingPayloads ? lines : redactedLines
    }
}
