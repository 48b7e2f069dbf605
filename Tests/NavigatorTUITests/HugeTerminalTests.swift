import Simulator
import Testing
@testable import NavigatorTUI

/// A terminal past ``NavigatorLayout/maximumSize`` is drawn in that much of its top-left corner, with a
/// message, never as one cell per terminal cell (10000x2000 made one keypress take 17 s and 2.6 GB).
@Suite struct HugeTerminalTests {
    @Test func aHugeTerminalGetsAFrameOfTheLargestSizeWithAMessageOnItsBottomLine() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured, size: TerminalSize(width: 10_000, height: 2_000))
        _ = model.update(.key(.character("?")))
        let frame = render(model, size: TerminalSize(width: 10_000, height: 2_000))
        #expect(frame.size == NavigatorLayout.maximumSize)
        #expect(frame.line(frame.height - 1).contains("Terminal 10000x2000 is larger than routenav draws (1000x500)"))
        #expect(frame.text.contains("main"), "the navigator itself is drawn in the part shown")
        #expect(model.layout.isClipped && model.layout.panes.allSatisfy { $0.frame.maxX <= 1_000 && $0.frame.maxY <= 500 })
    }

    @Test func aTerminalTooLowAndTooWideSaysTooSmallWithinTheLargestWidth() {
        let model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        let frame = render(model, size: TerminalSize(width: 50_000, height: 10))
        #expect(frame.size == TerminalSize(width: 1_000, height: 10))
        #expect(frame.text.contains("50000x10: routenav needs at least 60x16."))
    }

    @Test func aTerminalAtTheLargestSizeIsDrawnWhole() {
        let model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        let frame = render(model, size: NavigatorLayout.maximumSize)
        #expect(frame.size == NavigatorLayout.maximumSize)
        #expect(!frame.text.contains("larger than routenav draws"))
    }
}
