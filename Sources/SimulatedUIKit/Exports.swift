// UIKit re-exports Foundation: host code that says only `import UIKit` uses `URL`, `Data`, `NSCoder`,
// `UUID` and `NotificationCenter` without importing Foundation. `import SimulatedUIKit` does the same, so
// host code ports by changing that one import.
@_exported import Foundation
