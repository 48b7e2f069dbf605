// The name a UIKit library imports. On a device `import UIKit` is Apple's framework; here it is this
// one-line module, which re-exports the simulated UIKit (and, through it, Foundation), so the engine
// (`Route`, `RouteInterface`) is written exactly as it would be for iOS and names no simulator module
//. Host apps may import it too, and then port without changing even the import.
@_exported import SimulatedUIKit

/// The app delegate protocol, ``SimulatedUIKit/UIApplicationDelegate`` under UIKit's own name.
///
/// Declared here, and not only re-exported, so that `@UIApplicationMain` fails with a diagnostic instead
/// of crashing the compiler: the compiler lowers that attribute by loading UIKit as an Objective-C
/// (Clang) module, which Linux has not, and crashed in SIL generation (signal 11) before any error. It
/// now stops earlier, at its check that UIKit's `UIApplicationDelegate` is a protocol, with "'UIApplicationMain'
/// class must conform to the 'UIApplicationDelegate' protocol" (Swift 6 language mode adds that the
/// attribute is deprecated for `@main`). Write `@main` instead: `UIApplicationDelegate.main()` runs the app.
/// Everywhere else the alias is the protocol itself (docs/RULES.md, "Entry points").
public typealias UIApplicationDelegate = SimulatedUIKit.UIApplicationDelegate
