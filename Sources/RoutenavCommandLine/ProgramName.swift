import Foundation
import RoutenavHost

/// The name the help and usage lines give the program: `routenav`, or, in a package of your own that
/// registers apps (`Routenav.main(apps:)`), the executable it built (`swift run myapp --help` prints
/// `USAGE: myapp …`), so that every line can be typed as shown.
///
/// Models no UIKit behaviour.
enum ProgramName {
    /// `routenav` unless host apps are registered; then the last path component of the program's path.
    static var shown: String {
        guard !HostAppRegistry.names.isEmpty, let path = CommandLine.arguments.first,
            let last = path.split(separator: "/").last, !last.isEmpty
        else { return "routenav" }
        return String(last)
    }
}
