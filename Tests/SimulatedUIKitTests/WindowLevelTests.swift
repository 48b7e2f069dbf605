import Foundation
import Testing
@testable import SimulatedUIKit

/// U8: window levels — normal < statusBar < alert; a higher window covers lower ones.
@MainActor
@Suite("U8 window levels")
struct WindowLevelTests {
    @Test func levelsAreOrdered() {
        #expect(UIWindow.Level.normal < .statusBar)
        #expect(UIWindow.Level.statusBar < .alert)
        #expect(UIWindow.Level.alert < .alert + 1)
    }

    @Test func aHigherWindowCoversLowerOnesWhateverTheOrderTheyWereShown() throws {
        let app = try TestDevice().launched()
        let scene = try app.scene("S1")
        let main = try #require((scene.delegate as? TestSceneDelegate)?.window)
        let overlay = UIWindow(windowScene: scene)
        overlay.windowLevel = .alert + 1
        overlay.isHidden = false
        let status = UIWindow(windowScene: scene)
        status.windowLevel = .statusBar
        status.isHidden = false
        #expect(scene.windows == [main, overlay, status])
        #expect(scene.windowsFrontToBack == [overlay, status, main])
        #expect(scene.frontmostWindow === overlay)
    }

    @Test func amongEqualLevelsTheMostRecentlyShownIsInFrontAndHiddenWindowsDoNotCount() throws {
        let app = try TestDevice().launched()
        let scene = try app.scene("S1")
        let main = try #require((scene.delegate as? TestSceneDelegate)?.window)
        let second = UIWindow(windowScene: scene)
        #expect(scene.windowsFrontToBack == [main])
        second.isHidden = false
        #expect(scene.frontmostWindow === second)
        main.isHidden = true
        main.isHidden = false
        #expect(scene.frontmostWindow === main)
    }

    @Test func aWindowStartsHiddenAndDetachingRemovesIt() throws {
        let app = try TestDevice().launched()
        let scene = try app.scene("S1")
        let window = UIWindow(windowScene: scene)
        #expect(window.isHidden)
        window.windowScene = nil
        #expect(!scene.windows.contains(window))
    }
}
