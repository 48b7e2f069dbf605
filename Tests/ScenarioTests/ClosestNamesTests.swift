import Simulator
import Testing

/// "Did you mean": the names a mistyped window, button, verb, option or app is closest to.
@Suite struct ClosestNamesTests {
    @Test("a swap, a missing letter or a case slip finds the name; a far one lists what exists")
    func suggestions() {
        #expect(ClosestNames.suggestion(for: "mian", among: ["main", "compose"], kind: "windows") == "; did you mean main?")
        #expect(ClosestNames.suggestion(for: "compse", among: ["main", "compose"], kind: "windows") == "; did you mean compose?")
        #expect(ClosestNames.suggestion(for: "xyz", among: ["main", "compose"], kind: "windows") == "; windows: main, compose")
        #expect(ClosestNames.suggestion(for: "xyz", among: [], kind: "windows") == "")
        #expect(ClosestNames.suggestion(for: "Open Note 1", among: ["Open note 1", "Open note 2"], kind: "buttons", quoted: true)
                == "; did you mean \"Open note 1\"?")
        #expect(ClosestNames.didYouMean("tapp", among: ["app", "tap", "back"]) == "; did you mean tap?")
        #expect(ClosestNames.didYouMean("notse", among: ["notes", "single", "bare"]) == "; did you mean notes?")
        #expect(ClosestNames.didYouMean("jump", among: ["app", "tap", "back"]) == "")
        #expect(ClosestNames.didYouMean("--transcrpt", among: ["--transcript", "--app"]) == "; did you mean --transcript?")
    }
}
