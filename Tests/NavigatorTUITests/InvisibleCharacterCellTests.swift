import Scenario
import Testing
@testable import NavigatorTUI

/// The navigator's cells draw a bidirectional override or zero-width character as its escape, and
/// measure it as drawn.
@Suite struct InvisibleCharacterCellTests {
    @Test func cellsDrawInvisibleCharactersEscapedAndMeasureThemAsDrawn() {
        let name = "note\u{202E}txt\u{200B}"
        #expect(TextWidth.truncate(name, to: 40) == "note\\u{202E}txt\\u{200B}")
        #expect(TextWidth.columns(of: name) == 23)
        #expect(TextWidth.pad(name, to: 10) == "note\\u{20…")
        #expect(!TextWidth.isPrintable("\u{FEFF}"))
        #expect(TextWidth.isPrintable("👩\u{200D}💻"))
    }
}
