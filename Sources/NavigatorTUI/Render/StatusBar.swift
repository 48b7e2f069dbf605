import Foundation
import Simulator

/// The status bar: app, process state, auth status, virtual clock and its speed (also while paused, unless real time), and the recording mark.
///
/// Fields that do not fit are left out, least important first.
enum StatusBar {
    /// One field and its importance: lower numbers are dropped first when space runs out.
    struct Field {
        var spans: [Span]
        var importance: Int
    }

    static func fields(for snapshot: NavigatorSnapshot, glyphs: GlyphSet) -> [Field] {
        var fields: [Field] = []
        fields.append(Field(spans: [Span("routenav", role: .status, style: .bold)], importance: 1))
        fields.append(Field(spans: [Span(snapshot.appName, role: .status, style: .bold)], importance: 6))
        fields.append(
            Field(
                spans: [Span(StateLabels.status(snapshot.process), role: snapshot.process == .crashed ? .error : .status, style: .bold)],
                importance: 9))
        var auth = [Span("auth " + snapshot.auth.status.scenarioWord, role: .status)]
        if snapshot.auth.manualAuthenticationRequired { auth.append(Span(" reauth", role: .warning)) }
        fields.append(Field(spans: auth, importance: 8))
        let clock = snapshot.clock
        var time = "t=" + String(format: "%.2f", clock.seconds) + "s "
        // Paused, a speed `+`/`-` set is still shown, as the clock resumes at it; real time (x1) needs no mention.
        if clock.isPaused {
            time += clock.speed == 1 ? "paused" : "paused (x" + speedLabel(clock.speed) + ")"
        } else {
            time += "x" + speedLabel(clock.speed)
        }
        fields.append(Field(spans: [Span(time, role: .status, style: clock.isPaused ? .bold : [])], importance: 7))
        if let next = clock.nextTimerIn {
            fields.append(Field(spans: [Span("next +" + String(format: "%.2f", next) + "s", role: .status)], importance: 2))
        }
        if snapshot.recording.isRecording {
            let recording = snapshot.recording
            let ahead = recording.timelineStepCount > recording.stepCount ? "/\(recording.timelineStepCount)" : ""
            fields.append(
                Field(
                    spans: [Span(String(glyphs.recording) + " REC \(recording.stepCount)" + ahead, role: .error)],
                    importance: 5))
            if let path = snapshot.recording.path {
                fields.append(Field(spans: [Span("to " + path, role: .status)], importance: 3))
            }
        }
        return fields
    }

    static func speedLabel(_ speed: Double) -> String {
        String(format: "%g", speed)
    }

    static func draw(_ snapshot: NavigatorSnapshot, in bar: Rect, on canvas: inout Canvas) {
        canvas.fill(bar, role: .status, style: .reverse)
        let help = "? help "
        let helpWidth = TextWidth.columns(of: help)
        let separator = Span(" " + String(canvas.glyphs.separator) + " ", role: .status)
        var fields = fields(for: snapshot, glyphs: canvas.glyphs)
        func line(_ fields: [Field]) -> [Span] {
            var spans = [Span(" ", role: .status)]
            for (index, field) in fields.enumerated() {
                if index > 0 { spans.append(separator) }
                spans += field.spans
            }
            return spans
        }
        let room = bar.width - helpWidth - 1
        while fields.count > 1, Span.columns(of: line(fields)) > room,
            let weakest = fields.indices.min(by: { fields[$0].importance < fields[$1].importance })
        {
            fields.remove(at: weakest)
        }
        let spans = line(fields).map { Span($0.text, role: $0.role, style: $0.style.union(.reverse)) }
        canvas.spans(spans, x: bar.x, y: bar.y, width: bar.width)
        if Span.columns(of: spans) <= room {
            canvas.text(help, x: bar.maxX - helpWidth, y: bar.y, role: .status, style: .reverse)
        }
    }
}
