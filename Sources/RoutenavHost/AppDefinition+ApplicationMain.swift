import AuthSession
import Foundation
import SimulatedUIKit

extension AppDefinition {
    /// The definition of an app that `UIApplicationMain(_:_:_:_:)` or `@main` started: named after its module,
    /// lowercased (`MyApp` → `myapp`), with the Info.plist and scene delegate classes UIKit found.
    ///
    /// Each new process's context is ``AppProcessContext/current`` while its app delegate is created and
    /// until the next launch: an app delegate built with `init()` reads its auth session and container there.
    /// - Parameter request: what UIKit found.
    public init(applicationMain request: UIApplicationMainRequest) {
        let make = request.makeApplicationDelegate
        self.init(name: request.moduleName.lowercased(), infoPlist: request.infoPlist, sceneDelegates: request.sceneDelegates) { context in
            AppProcessContext.current = context
            return make()
        }
    }
}

extension AppProcessContext {
    /// The context of the process launched last: its auth session and container.
    ///
    /// For an app delegate UIKit creates with `init()` (``AppDefinition/init(applicationMain:)``); `nil`
    /// before the first launch of such an app.
    ///
    /// Read it in `application(_:didFinishLaunchingWithOptions:)`, where the process's engine is built; a
    /// definition with a `makeApplicationDelegate` closure receives its context as the closure's argument instead.
    public internal(set) static var current: AppProcessContext?
}
