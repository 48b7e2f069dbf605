import NavigatorTUI
import Simulator

/// Issue 6, bench: the navigator's render benchmark: 8 panes with 100-deep stacks at 240x70 into the cell
/// buffer, reported as the fraction of a 60 Hz frame (goal at most 1/16).
///
/// The model is built by hand (as the renderer's tests do), not from a live simulation: 8 windows
/// (one key, the others inactive, one obscured, every third presenting `Filters`), each with a stack of
/// `Home` and 99 `Item(N)` screens, a pending intent and two actions; two session cards; 500 event log
/// lines; 8 intent traces. The floor is the least any renderer must do: make a 240x70 cell buffer and
/// write every cell once.
///
/// `render-containers` draws the same panes with containers: even windows show a tab bar of three
/// tabs (each stack 100 deep), odd ones an expanded split view whose two columns, drawn side by side, are
/// 100 deep each; same goal.
@MainActor enum RenderCase {
    static let size = TerminalSize(width: 240, height: 70)
    static let frame = 1.0 / 60

    static func model(withContainers: Bool = false) -> NavigatorModel {
        let stack = ["Home"] + (1..<100).map { "Item(\($0))" }
        let windows = (0..<8).map { index in
            var pane = WindowPaneSnapshot(
                name: WindowName(identity: "main", ordinal: index + 1), sessionID: "S\(index + 1)",
                activation: index == 0 ? .foregroundActive : .foregroundInactive, isKey: index == 0,
                stack: ["Home"] + (1..<100).map { "Item(\($0))" }, presented: index % 3 == 2 ? "Filters" : nil,
                overlay: index == 5 ? .obscured : .none, overlayScreen: index == 5 ? "BrandBlur" : nil,
                pending: [PendingIntentSnapshot(traceID: index, text: "url:bench://item/\(index)", state: index.isMultiple(of: 2) ? .queued : .denied)],
                actions: ["Back", "Open item 1"])
            if withContainers {
                pane.container =
                    index.isMultiple(of: 2)
                    ? .tabs(["Feed", "Inbox", "Profile"].map { ContainerSnapshot.Tab(title: $0, content: .stack(stack)) }, selected: index % 3)
                    : .split(
                        ContainerSnapshot.Split(
                            isCollapsed: false,
                            columns: [
                                ContainerSnapshot.Column(name: "primary", isShown: true, content: .stack(stack)),
                                ContainerSnapshot.Column(name: "secondary", isShown: true, content: .stack(stack)),
                            ]))
            }
            return pane
        }
        let log = (0..<500).map { index in
            EventLogLine(
                time: Double(index) * 0.05, level: index % 50 == 0 ? .warning : (index.isMultiple(of: 3) ? .callback : .info),
                text: "main#\(index % 8 + 1): routed url:bench://item/\(index) -> push Item(\(index))")
        }
        let traces = (0..<8).map { index in
            IntentTraceSnapshot(
                id: index, intent: "url:bench://item/\(index)", window: WindowName(identity: "main", ordinal: index + 1),
                outcome: .navigated, steps: [IntentTraceStep(time: 1, kind: .received, text: "matched bench://item")])
        }
        let snapshot = NavigatorSnapshot(
            appName: "manifest:bench.json", process: .running, auth: AuthSnapshot(status: .signedIn),
            clock: ClockSnapshot(seconds: 125.5, speed: 1, isPaused: false, nextTimerIn: 0.25),
            recording: RecordingSnapshot(isRecording: true, stepCount: 812),
            windows: windows,
            sessionCards: [
                SessionCardSnapshot(name: WindowName(identity: "main", ordinal: 9), sessionID: "S9", restoredScreen: "Item(4)"),
                SessionCardSnapshot(name: WindowName(identity: "main", ordinal: 10), sessionID: "S10"),
            ],
            log: log, traces: traces)
        return NavigatorModel(snapshot: snapshot, size: size)
    }

    static func run(samples: Int, withContainers: Bool = false) throws -> CaseResult {
        let model = model(withContainers: withContainers)
        let first = NavigatorRenderer.render(model, size: size)
        guard first.text.contains("Item(99)") || first.text.contains("Item(") else {
            throw BenchError("render: the frame shows no stack")
        }
        let measured = try Stopwatch().measure(samples: samples, operations: 20) {
            let buffer = NavigatorRenderer.render(model, size: size)
            Sink.shared.consume(buffer.cells.count)
        }
        let floor = try Stopwatch().measure(samples: samples, operations: 20) {
            var buffer = ScreenBuffer(width: size.width, height: size.height)
            buffer.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: "x")
            Sink.shared.consume(buffer.cells.count)
        }
        let fraction = measured.median / frame
        return CaseResult(
            id: withContainers ? "render-containers" : "render",
            title: withContainers
                ? "navigator render, 8 panes of tabs and columns x 100-deep stacks, 240x70"
                : "navigator render, 8 panes x 100-deep stacks, 240x70",
            measured: measured,
            floorName: "fill a 240x70 cell buffer", floor: floor, ratio: fraction, ratioMeaning: "fraction of a 60 Hz frame",
            goal: 1.0 / 16, goalText: "<= 1/16 frame (1.04 ms)",
            notes: [
                "NavigatorRenderer.render(model, size:) into a ScreenBuffer; 20 frames per sample. The ratio column is "
                    + "the median over 16.67 ms; against the fill floor it is \(String(format: "%.1f", measured.median / floor.median))x."
            ])
    }
}
