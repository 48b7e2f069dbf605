import Foundation
import RoutenavHost
import SimulatedUIKit

/// Runs an app that `UIApplicationMain(_:_:_:_:)` or `@main` on its app delegate starts.
///
/// Registers it as a host app named after its module, lowercased (`MyApp` → `myapp`), then runs routenav's
/// command line on it. With no subcommand the navigator opens on the app itself (`swift run myapp`); `run FILE`
/// replays scenarios (give them the line `app myapp`), `monkey --app myapp`, `lint --app myapp` as with
/// ``Routenav/main(apps:)``.
///
/// UIKit finds this class by its name (`RoutenavCommandLine.UIApplicationMainHost`): linking the product
/// is all an app does.
public final class UIApplicationMainHost: UIApplicationMainHosting {
    /// Registers the app and runs the command line.
    /// - Parameter request: the app UIKit found, and the command line.
    /// - Returns: never: the process exits with the command's status (see ``Routenav/main(apps:)``).
    public static func runApplication(_ request: UIApplicationMainRequest) -> Never {
        let definition = AppDefinition(applicationMain: request)
        Routenav.launch(apps: [definition], arguments: arguments(request.arguments, defaultApp: definition.name))
    }

    /// The command line with `--app NAME` added when it opens the navigator without naming an app.
    /// - Parameters:
    ///   - arguments: the command line without the program name.
    ///   - defaultApp: the app's name.
    /// - Returns: the arguments to run.
    static func arguments(_ arguments: [String], defaultApp: String) -> [String] {
        guard case .navigator(let navigatorArguments)? = try? RoutenavCommand.parse(arguments),
            !navigatorArguments.contains(where: { $0 == "--app" || $0.hasPrefix("--app=") })
        else { return arguments }
        return ["--app", defaultApp] + navigatorArguments
    }
}
