// The name a UIKit library imports. On a device `import UIKit` is Apple's framework; here it is this
// one-line module, which re-exports the simulated UIKit (and, through it, Foundation), so the engine
// (`Route`, `RouteInterface`) is written exactly as it would be for iOS and names no simulator module
// (issue 16, build 1). Host apps may import it too, and then port without changing even the import.
@_exported import SimulatedUIKit
