extension NavigatorModel {
    // MARK: - Time travel

    /// `[` and `]`: the step before or after the one shown, when there is one; the timeline's selection follows.
    mutating func travel(by offset: Int) -> [NavigatorEffect] {
        let timeline = snapshot.timeline
        let target = timeline.cursor + offset
        guard target >= 0 else {
            message = CommandFeedback(.info, "At the start: step 0, before the first step; nothing is before it.")
            return []
        }
        guard target <= timeline.entries.count else {
            let back = Self.keyLabel(of: .stepBack, default: "[")
            message = CommandFeedback(
                .info,
                "Nothing ahead: step \(timeline.cursor) of \(timeline.entries.count) is the last "
                    + "(\(back) steps back).")
            return []
        }
        if case .timeline = mode { mode = .timeline(selected: target) }
        message = nil
        return [.travel(toStep: target)]
    }

    /// `t`: opens the timeline on the step shown, or closes it.
    mutating func toggleTimeline() {
        if case .timeline = mode {
            mode = .normal
        } else {
            mode = .timeline(selected: snapshot.timeline.cursor)
        }
    }

    /// Enter in the timeline: shows the state after the selected step; the timeline stays open (it is
    /// drawn where the event log is, the panes in view), Esc or `t` closes it.
    mutating func jumpToSelectedStep() -> [NavigatorEffect] {
        guard case .timeline(let selected) = mode else { return [] }
        message = nil
        return [.travel(toStep: selected)]
    }
}
