import SimulatedUIKit

/// Draws one window's pane: a box titled with the window's name, key-window mark, session id and
/// activation state; its content; and the splash or obscuration overlay over that content (docs/NAVIGATOR.md).
enum PaneRenderer {
    static func draw(_ window: WindowPaneSnapshot, in frame: Rect, focused: Bool, on canvas: inout Canvas) {
        guard frame.width >= 4, frame.height >= 3 else { return }
        let borderRole: ColorRole = focused ? .accent : .muted
        canvas.box(frame, role: borderRole, style: focused ? .bold : [], heavyTop: focused)
        drawTitle(window, in: frame, focused: focused, on: &canvas)

        let interior = frame.inset(by: 1)
        let text = Rect(x: interior.x + 1, y: interior.y, width: max(0, interior.width - 2), height: interior.height)
        let lines = PaneContent.lines(for: window, interior: interior, glyphs: canvas.glyphs)
        for (row, line) in lines.enumerated() {
            let y = text.y + row
            var width = text.width
            if let trailing = line.trailing {
                let trailingWidth = TextWidth.columns(of: trailing.text)
                if trailingWidth + 8 <= text.width {
                    canvas.text(trailing.text, x: text.maxX - trailingWidth, y: y, role: trailing.role, style: trailing.style)
                    width = text.width - trailingWidth - 1
                }
            }
            canvas.spans(line.spans, x: text.x, y: y, width: width)
        }
        if window.overlay != .none { drawOverlay(window, over: interior, contentRows: lines.count, on: &canvas) }
    }

    private static func drawTitle(_ window: WindowPaneSnapshot, in frame: Rect, focused: Bool, on canvas: inout Canvas) {
        let available = frame.width - 4
        guard available > 0 else { return }
        // Named as the event log and the explain view name it: `compose[S2]`, the session
        // dropped first when the title is short of room.
        let name = " " + window.name.description
        let key = (window.isKey ? " " + String(canvas.glyphs.keyMark) : "") + " "
        let state = " " + StateLabels.short(window.activation) + " "
        let session = window.sessionID.isEmpty ? "" : "[" + window.sessionID + "]"
        let nameWidth = TextWidth.columns(of: name)
        let keyWidth = TextWidth.columns(of: key)
        let stateWidth = TextWidth.columns(of: state)
        let sessionWidth = TextWidth.columns(of: session)

        let x = frame.x + 2
        let y = frame.y
        let nameRole: ColorRole = focused ? .accent : .normal
        if nameWidth + keyWidth + stateWidth <= available {
            var used = canvas.text(name, x: x, y: y, role: nameRole, style: .bold)
            if used + sessionWidth + keyWidth + stateWidth + 1 <= available {
                used += canvas.text(session, x: x + used, y: y, role: nameRole, style: .bold)
            }
            canvas.text(key, x: x + used, y: y, role: .keyWindow)
            canvas.text(state, x: frame.maxX - 2 - stateWidth, y: y, role: stateRole(window.activation))
        } else {
            canvas.text(name + key, x: x, y: y, width: available, role: nameRole, style: .bold)
        }
    }

    private static func stateRole(_ state: UIScene.ActivationState) -> ColorRole {
        switch state {
        case .foregroundActive: return .success
        case .foregroundInactive: return .normal
        case .background, .unattached: return .muted
        }
    }

    /// Covers the pane's content: the content goes dim, and a shaded band names the overlay and its screen.
    ///
    /// The band sits in the free rows below the content when they have room (a developer wants to
    /// read the stack under a cover), else across the middle, over the content.
    private static func drawOverlay(_ window: WindowPaneSnapshot, over interior: Rect, contentRows: Int, on canvas: inout Canvas) {
        guard !interior.isEmpty else { return }
        canvas.buffer.restyle(interior, adding: canvas.theme.attributes(for: .muted).union(.dim), role: .muted)
        let bandHeight = min(interior.height, 3)
        let free = interior.height - contentRows - 1
        let top =
            free >= bandHeight
            ? interior.y + contentRows + 1 + (free - bandHeight) / 2
            : interior.y + (interior.height - bandHeight) / 2
        let band = Rect(x: interior.x, y: top, width: interior.width, height: bandHeight)
        canvas.fill(band, with: canvas.glyphs.shade, role: .overlay)
        var label = window.overlay == .splash ? "SPLASH" : "OBSCURED"
        if let screen = window.overlayScreen { label += " " + screen }
        let text = " " + TextWidth.truncate(canvas.glyphs.sanitize(label), to: max(0, interior.width - 4), ellipsis: canvas.glyphs.ellipsis) + " "
        let width = TextWidth.columns(of: text)
        canvas.text(
            text, x: band.x + max(0, (band.width - width) / 2), y: band.y + bandHeight / 2, width: band.width,
            role: .overlay, style: [.bold, .reverse])
    }
}
