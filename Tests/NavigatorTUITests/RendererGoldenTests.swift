import Foundation
import Simulator
import Testing
@testable import NavigatorTUI

/// Goldens of the renderer at 80x24, 160x48 and the too-small 40x12 (CONTRIBUTING.md).
@Suite struct RendererGoldenTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 160, height: 48), TerminalSize(width: 40, height: 12)]

    private func check(_ model: NavigatorModel, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for size in Self.sizes {
            var sized = model
            _ = sized.update(.resize(size))
            let frame = render(sized, size: size)
            SnapshotAssertion.assertMatches(frame.text, named: "\(name.replacingOccurrences(of: "()", with: ""))-\(size)", sourceLocation: sourceLocation)
        }
    }

    @Test func splash() {
        check(NavigatorFixtures.model(NavigatorFixtures.splash), #function)
    }

    @Test func twoWindowsOneObscured() {
        check(NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured), #function)
    }

    @Test func pendingDeniedIntent() {
        check(NavigatorFixtures.model(NavigatorFixtures.pendingDenied), #function)
    }

    @Test func helpOverlay() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        _ = model.update(.key(.character("?")))
        check(model, #function)
    }

    @Test func explainView() {
        var model = NavigatorFixtures.model(NavigatorFixtures.pendingDenied)
        _ = model.update(.key(.character("e")))
        check(model, #function)
    }

    @Test func sessionCardsAfterKill() {
        var model = NavigatorFixtures.model(NavigatorFixtures.killed)
        _ = model.update(.resize(TerminalSize(width: 80, height: 24)))
        SnapshotAssertion.assertMatches(render(model, size: model.size).text, named: "\(#function)-80x24".replacingOccurrences(of: "()", with: ""))
    }

    @Test func asciiGlyphsInCLocale() {
        let model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured, options: NavigatorOptions(glyphs: .ascii))
        let frame = render(model, size: model.size)
        let isASCII = frame.text.allSatisfy { $0.isASCII }
        #expect(isASCII)
        SnapshotAssertion.assertMatches(frame.text, named: "\(#function)-80x24".replacingOccurrences(of: "()", with: ""))
    }
}
