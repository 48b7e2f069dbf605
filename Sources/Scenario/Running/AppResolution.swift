import DemoApps
import Foundation

/// Why an `app` choice names an app this build cannot install.
///
/// Models nothing of UIKit: it is the scenario runner's and the navigator's answer to an `app` line or
/// `--app` value (README.md) that parses but has no app behind it.
public struct AppResolutionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line, for example `app manifest:notes.json is not available in this build`.
    public var message: String

    /// Creates the error.
    /// - Parameter message: what is wrong, in one line.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Turns an `app` line or `--app` value into the app to install (README.md).
///
/// `notes`, `single` and `bare` are the built-in demos of ``DemoAppCatalog``; `skeleton:PATH` builds a
/// skeleton app from the Info.plist at PATH with ``DemoAppCatalog/skeleton(plistAt:)``; `manifest:PATH`
/// runs the app manifest at PATH with ``DemoAppCatalog/manifest(at:)``; a host app's name is the definition
/// registered with ``HostAppRegistry`` (`Routenav.main(apps:)`). Shared by ``ScenarioRunner`` and
/// the navigator so that both read a choice the same way.
/// - Parameters:
///   - choice: the app as the scenario or the command line names it.
///   - baseDirectory: where a relative PATH starts: the scenario file's directory (the current directory
///     for a scenario read from standard input, and for the navigator's `--app`). An absolute PATH is
///     used as it is.
///   - buildSettings: the settings that resolve the build-setting placeholders of a `skeleton:PATH`
///     Info.plist or of the Info.plist file a `manifest:PATH` names (`routenav run --define`, `--xcconfig`);
///     default none. Other apps ignore them.
/// - Returns: the app definition to hand to `Simulator`.
/// - Throws: `SkeletonAppError` when the Info.plist of `skeleton:PATH` cannot be read, is not a
///   property-list dictionary, has a key of the wrong type, or is a macOS app's (the message names the
///   file as written); `ManifestError` for a manifest that cannot be read or fails its checks (the message
///   names the file as written and the JSON path); ``AppResolutionError`` for an app this build does not have.
@MainActor
public func resolveApp(_ choice: AppChoice, baseDirectory: URL, buildSettings: BuildSettings = BuildSettings()) throws -> DemoAppDefinition {
    // A base URL without a trailing slash would resolve relative paths against its parent.
    let baseDirectory = URL(fileURLWithPath: baseDirectory.path, isDirectory: true)
    switch choice {
    case .notes, .single, .bare, .containers:
        guard let app = DemoAppCatalog.app(named: choice.description) else {
            throw AppResolutionError("app \(choice) is not available in this build")
        }
        return app
    case .skeleton(let path):
        return try DemoAppCatalog.skeleton(plistAt: URL(fileURLWithPath: path, relativeTo: baseDirectory), buildSettings: buildSettings)
    case .manifest(let path):
        return try DemoAppCatalog.manifest(at: URL(fileURLWithPath: path, relativeTo: baseDirectory), buildSettings: buildSettings)
    case .host(let name):
        guard let app = HostAppRegistry.app(named: name) else {
            throw AppResolutionError("app \(name) is not available in this build")
        }
        return app
    }
}
