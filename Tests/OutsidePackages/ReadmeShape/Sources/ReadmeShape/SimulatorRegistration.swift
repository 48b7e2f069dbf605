import SimulatedUIKit

// Not README code: what an app definition (`AppDefinition(name:infoPlist:sceneDelegates:...)`) lists so
// the simulator can create the Xcode template's non-final `SceneDelegate` (UIKit does it through the
// Objective-C runtime). It must compile for a class that keeps `UIResponder`'s plain `init()`.
enum SimulatorRegistration {
    static let sceneDelegates = [SceneDelegateClass(SceneDelegate.init)]
}
