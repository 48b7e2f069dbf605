import UIKit

// Linux has no Objective-C runtime to create the app delegate and the Info.plist's scene delegate from
// their names, as UIKit does on a device: this is how UIApplicationMain creates them here. The two
// classes above stay as Xcode's template writes them.
extension AppDelegate: UIKitClassRegistry {
    static func makeApplicationDelegate() -> any UIApplicationDelegate { AppDelegate() }
    static let sceneDelegateClasses = [SceneDelegateClass { SceneDelegate() }]
}
