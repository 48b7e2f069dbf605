/// The strip of scene sessions without a connected window, like app-switcher cards (U6, U7).
enum CardStrip {
    static let label = "Sessions "

    static func text(of card: SessionCardSnapshot, glyphs: GlyphSet) -> String {
        var parts = [card.name.description]
        if !card.sessionID.isEmpty { parts.append(card.sessionID) }
        if let screen = card.restoredScreen { parts.append(screen) }
        return "[" + parts.joined(separator: glyphs.allowsUnicode ? " · " : " - ") + "]"
    }

    /// Where each card is drawn; cards that do not fit get an empty frame.
    static func frames(for cards: [SessionCardSnapshot], in strip: Rect, glyphs: GlyphSet) -> [Rect] {
        var x = strip.x + TextWidth.columns(of: label)
        var frames: [Rect] = []
        for card in cards {
            let width = TextWidth.columns(of: glyphs.sanitize(text(of: card, glyphs: glyphs)))
            if x + width <= strip.maxX {
                frames.append(Rect(x: x, y: strip.y, width: width, height: 1))
            } else {
                frames.append(Rect(x: x, y: strip.y, width: 0, height: 0))
            }
            x += width + 1
        }
        return frames
    }

    static func draw(_ cards: [SessionCardSnapshot], focus: FocusTarget?, in strip: Rect, on canvas: inout Canvas) {
        canvas.text(label, x: strip.x, y: strip.y, role: .muted, style: .bold)
        let frames = frames(for: cards, in: strip, glyphs: canvas.glyphs)
        var hidden = 0
        for (card, frame) in zip(cards, frames) {
            guard !frame.isEmpty else {
                hidden += 1
                continue
            }
            let focused = focus == .card(card.name)
            canvas.text(
                text(of: card, glyphs: canvas.glyphs), x: frame.x, y: frame.y, width: frame.width,
                role: focused ? .accent : .normal, style: focused ? [.reverse, .bold] : [])
        }
        if hidden > 0 {
            let more = " +\(hidden) "
            canvas.text(more, x: strip.maxX - TextWidth.columns(of: more), y: strip.y, role: .muted)
        }
    }
}
