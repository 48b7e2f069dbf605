import Route
import RouteInterface
import Simulator

/// Checks one `expect` step against the simulator (docs/SCENARIOS.md).
///
/// Public so the navigator's `:` command line can answer an `expect` on the spot.
@MainActor public struct ExpectationChecker {
    let simulator: Simulator
    /// Whether the "got" half of a message shows payloads as they are (`--show-payloads`).
    ///
    /// By default what the app holds — a pending URL's query values, fragment and user information, the URLs in
    /// a warning — is redacted (``PayloadRedaction``). The "expected" half quotes the scenario's own
    /// line and is left as written.
    public var showsPayloads: Bool

    /// Creates a checker.
    /// - Parameters:
    ///   - simulator: the simulation to check.
    ///   - showsPayloads: whether the "got" half shows payloads unredacted (default: redacted).
    public init(simulator: Simulator, showsPayloads: Bool = false) {
        self.simulator = simulator
        self.showsPayloads = showsPayloads
    }

    /// What the app holds, as a message shows it: redacted unless ``showsPayloads``.
    private func shown(_ text: String) -> String {
        showsPayloads ? text : PayloadRedaction.text(text)
    }

    /// `nil` when the expectation holds, else `expected …, got …` (or why it cannot be checked).
    /// - Parameter expectation: the parsed `expect` step.
    /// - Returns: the mismatch message, or `nil`.
    public func mismatch(_ expectation: Expectation) -> String? {
        do {
            return try check(expectation)
        } catch {
            return "\(error)"
        }
    }

    private func check(_ expectation: Expectation) throws(SimulationError) -> String? {
        // The one value every reader of this event shares.
        let state = simulator.snapshot
        func connected(_ name: WindowName) throws(SimulationError) -> WindowSnapshot {
            guard let window = state.window(named: name) else {
                throw .noWindow(name.description, known: state.windows.map(\.name.description))
            }
            return window
        }
        switch expectation {
        case let .windows(names):
            let actual = state.windows.map(\.name)
            return compare(names.map(\.description).joined(separator: " "), actual.map(\.description).joined(separator: " "), what: "windows", empty: "none")
        case let .stack(name, screens):
            let window = try connected(name)
            return compare(
                screens.map(\.description).joined(separator: " > "), window.stack.names.joined(separator: " > "), what: "\(name) stack", empty: "empty"
            )
            .map { $0 + splashHint(window, state) }
        case let .top(name, screen):
            let window = try connected(name)
            return compare(screen?.description ?? "none", window.top ?? "none", what: "\(name) top").map { $0 + splashHint(window, state) }
        case let .presented(name, screen):
            let window = try connected(name)
            return compare(screen?.description ?? "none", window.presented.last?.name ?? "none", what: "\(name) presented")
        case let .overlay(name, overlay):
            return compare(overlay.scenarioWord, try connected(name).overlay.scenarioWord, what: "\(name) overlay")
        case let .state(name, activation):
            return compare(activation.scenarioWord, try connected(name).activationState.scenarioWord, what: "\(name) state")
        case let .pending(name, intents):
            guard simulator.usesEngine else { throw .notAvailable(what: "pending intents", app: simulator.app.name) }
            let pending = try connected(name).pending
            return compare(
                intents.map(\.description).joined(separator: " "), shown(pending.map(\.intent.description).joined(separator: " ")),
                what: "\(name) pending", empty: "none")
        case let .auth(status):
            return compare(status.scenarioWord, state.auth.scenarioWord, what: "auth")
        case let .stored(name, screen):
            // Read without changing the store: an unreadable record stays for the next launch to report.
            return compare(screen?.description ?? "none", try simulator.storedRecord(for: name).description, what: "\(name) stored")
        case let .records(count):
            let records = try simulator.storedRecords()
            let unreadable = records.filter { $0.status.record == nil }.map(\.session)
            return compare(String(count), String(records.count), what: "records")
                .map { unreadable.isEmpty ? $0 : $0 + " (unreadable: \(unreadable.joined(separator: " ")))" }
        case let .error(name):
            simulator.consoleMarks.errors = state.console.count
            return compare(name, state.lastError ?? "none", what: "error")
        case let .errors(names):
            let reported = state.errorNames(after: simulator.consoleMarks.errors)
            simulator.consoleMarks.errors = state.console.count
            return compare(names.joined(separator: " "), reported.joined(separator: " "), what: "errors")
        case let .key(name):
            return compare(name?.description ?? "none", state.keyWindow?.description ?? "none", what: "key")
        case let .callbacks(target, names):
            let session: String? = if case .window(let window) = target { try state.sessionIdentifier(of: window) } else { nil }
            let markKey = session ?? ConsoleMarks.appCallbacksKey
            let received = state.callbackNames(of: session, after: simulator.consoleMarks.callbacks[markKey] ?? 0)
            simulator.consoleMarks.callbacks[markKey] = state.console.count
            return compare(names.joined(separator: " "), received.joined(separator: " "), what: "callbacks \(target)")
        case let .sourcedWarning(source, text):
            return warningMismatch(text, in: state.warnings(from: source == .uikit ? .uikit : .engine), from: "\(source.rawValue) ")
        case let .storedSession(session, screen):
            return compare(
                screen?.description ?? "none", try simulator.storedRecord(ofSession: session).description,
                what: "stored session \(session)")
        case let .warning(text):
            return warningMismatch(text, in: state.warnings, from: "")
        case let .process(process):
            return compare(process.scenarioWord, state.process.scenarioWord, what: "process")
        case let .tabs(name, labels):
            let window = try connected(name)
            let actual =
                window.container?.visibleTabs.map { found in
                    found.tabs.enumerated().map { ContainerSnapshot.tabLabel($1.title, isSelected: $0 == found.selected) }.joined(separator: " ")
                } ?? "no tab bar"
            let expected = labels.map { ContainerSnapshot.tabLabel($0.title, isSelected: $0.isSelected) }.joined(separator: " ")
            return compare(expected, actual, what: "\(name) tabs")
        case let .tabStack(name, title, screens):
            let window = try connected(name)
            let expected = screens.map(\.description).joined(separator: " > ")
            guard let found = window.container?.visibleTabs else {
                return "expected \(name) tab \(title) stack \(expected.isEmpty ? "none" : expected), got no tab bar"
            }
            guard let tab = found.tabs.first(where: { $0.title == title }) else {
                return
                    "expected \(name) tab \(title) stack \(expected.isEmpty ? "none" : expected), got no tab \"\(title)\" (tabs: \(found.tabs.map(\.title).joined(separator: ", ")))"
            }
            return compare(expected, (tab.content.visibleStack ?? []).joined(separator: " > "), what: "\(name) tab \(title) stack")
        case let .columnStack(name, column, screens):
            let window = try connected(name)
            let expected = screens.map(\.description).joined(separator: " > ")
            guard let split = window.container?.visibleSplit else {
                return "expected \(name) column \(column.rawValue) stack \(expected.isEmpty ? "none" : expected), got no split view"
            }
            let stack = split.columns.first { $0.name == column.rawValue }?.content.visibleStack ?? []
            return compare(expected, stack.joined(separator: " > "), what: "\(name) column \(column.rawValue) stack")
        case let .split(name, split):
            let actual = try connected(name).container?.visibleSplit.map { $0.isCollapsed ? "collapsed" : "expanded" } ?? "no split view"
            return compare(split.rawValue, actual, what: "\(name) split")
        case .always(.secure):
            guard state.auth == .signedOut else { return nil }
            let exposed = simulator.signedOutScreenExposure() + simulator.signedInRecords()
            return exposed.isEmpty
                ? nil
                : "expected secure (signed out: no screen that requires sign-in uncovered, no record stored signed in), got "
                    + exposed.joined(separator: "; ")
        }
    }

    /// `expect warning [SOURCE] TEXT | none` against the warnings so far (of that source).
    private func warningMismatch(_ text: String?, in warnings: [String], from source: String) -> String? {
        guard let text else {
            return warnings.isEmpty
                ? nil
                : "expected \(source)warning none, got \(warnings.count) \(source)warning\(warnings.count == 1 ? "" : "s"): "
                    + shown(warnings.joined(separator: "; "))
        }
        return warnings.contains { $0.contains(text) }
            ? nil
            : "expected a \(source)warning containing \"\(text)\", got \(warnings.isEmpty ? "none" : shown(warnings.map { "\"\($0)\"" }.joined(separator: ", ")))"
    }

    /// Why a window has no stack yet, when the reason is the usual one: its splash is up because the session
    /// has not finished loading (R10), which a scenario ends with `auth signedIn` or `auth signedOut`.
    private func splashHint(_ window: WindowSnapshot, _ state: DeviceSnapshot) -> String {
        guard window.stack.isEmpty, window.overlay == .splash, state.auth == .syncing else { return "" }
        return " (the splash is up while the session loads: add auth signedIn or auth signedOut, then wait)"
    }

    private func compare(_ expected: String, _ actual: String, what: String, empty: String = "none") -> String? {
        let expectedText = expected.isEmpty ? empty : expected
        let actualText = actual.isEmpty ? empty : actual
        return expectedText == actualText ? nil : "expected \(what) \(expectedText), got \(actualText)"
    }
}
