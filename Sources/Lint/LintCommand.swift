import DemoApps
import Foundation
import Scenario
import SimulatedUIKit

/// `routenav lint PLIST|--app A [--manifest M] [--json] [--min-severity S] [--xcconfig F]... [--define N=V]...`: RouteKit's integration checklist on an app's Info.plist, a file's or an installed app's own.
///
/// Paths are relative to the current directory; `LintCommand.parse(_:)` (RoutenavCommandLine) reads the options.
public struct LintCommand: Equatable, Sendable {
    /// The Info.plist's path; empty with ``app``.
    public var plist: String
    /// `--app A`: lint this app's own Info.plist (a built-in demo, a host app, `skeleton:PATH` or
    /// `manifest:PATH`) instead of a file.
    public var app: AppChoice?
    /// `--manifest M`: an app manifest whose intents and forwarding are checked against the Info.plist.
    public var manifest: String?
    /// `--json`: print the report as JSON instead of one finding a line.
    public var json: Bool
    /// `--min-severity S`: the least severity printed (`info`, the default, prints everything; `warning` hides the info findings, such as harmless build-setting placeholders; `error` prints errors only).
    ///
    /// The summary still counts every finding and the exit status still depends on errors only.
    public var minimumSeverity: LintFinding.Severity
    /// `--xcconfig FILE` (repeatable): build settings that resolve the Info.plist's placeholders, read in
    /// order, later files winning.
    public var xcconfigs: [String]
    /// `--define NAME=VALUE` (repeatable): build settings that resolve placeholders, winning over `--xcconfig`.
    public var defines: [String]
    /// `--ios VERSION`: the release whose TN3187 behaviour the life-cycle finding describes (U12); default the current release.
    public var systemVersion: SimulatedSystemVersion = .current

    /// Creates lint options.
    /// - Parameters:
    ///   - plist: the Info.plist's path.
    ///   - manifest: the manifest's path, if any.
    ///   - json: whether to print JSON.
    ///   - minimumSeverity: the least severity printed.
    ///   - app: the app whose Info.plist to lint instead of `plist`.
    ///   - xcconfigs: `.xcconfig` paths whose settings resolve placeholders, in order.
    ///   - defines: `NAME=VALUE` settings, winning over the files.
    public init(
        plist: String, manifest: String? = nil, json: Bool = false, minimumSeverity: LintFinding.Severity = .info,
        app: AppChoice? = nil, xcconfigs: [String] = [], defines: [String] = []
    ) {
        self.plist = plist
        self.app = app
        self.manifest = manifest
        self.json = json
        self.minimumSeverity = minimumSeverity
        self.xcconfigs = xcconfigs
        self.defines = defines
    }

    /// What a lint run prints and exits with.
    public struct Outcome: Equatable, Sendable {
        /// 0 clean (warnings and info allowed), 1 with error findings, 2 for a file that cannot be read or is
        /// not a property-list dictionary (or a manifest that cannot be used).
        public var status: ExitStatus
        /// Standard output: the report (text or JSON); empty when the status is 2.
        public var output: String
        /// Standard error: the message of a status-2 failure, naming the file; empty otherwise.
        public var errorOutput: String
    }

    /// Reads the files and lints them.
    /// - Parameter currentDirectory: where relative paths start.
    /// - Returns: what to print and the exit status.
    /// - Complexity: O(n log n) in the size of the Info.plist.
    @MainActor public func run(currentDirectory: URL) -> Outcome {
        // A base URL without a trailing slash would resolve relative paths against its parent.
        let currentDirectory = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
        let document: InfoPlistDocument
        do {
            let settings = try buildSettings(currentDirectory: currentDirectory)
            if let app {
                // The app's own Info.plist, named in findings as `app NAME`.
                let definition = try resolveApp(app, baseDirectory: currentDirectory)
                document = try InfoPlistDocument(data: try definition.infoPlist.xmlPropertyList(), source: "app \(app)", buildSettings: settings)
            } else {
                document = try InfoPlistDocument.read(contentsOf: URL(fileURLWithPath: plist, relativeTo: currentDirectory), buildSettings: settings)
            }
        } catch {
            return Outcome(status: .unusableInput, output: "", errorOutput: "routenav: \(error)\n")
        }
        var facts: ManifestLintFacts?
        if let manifest {
            switch Self.manifestFacts(at: URL(fileURLWithPath: manifest, relativeTo: currentDirectory)) {
            case .success(let loaded): facts = loaded
            case .failure(let error): return Outcome(status: .unusableInput, output: "", errorOutput: "routenav: \(error.message)\n")
            }
        }
        let report = LintReport(
            file: document.file, manifest: facts?.file,
            findings: InfoPlistLinter(manifest: facts, systemVersion: systemVersion).findings(for: document),
            minimumSeverity: minimumSeverity)
        return Outcome(status: report.exitStatus, output: json ? report.json : report.text, errorOutput: "")
    }

    /// The build settings of `--xcconfig` (in order) and then `--define`.
    private func buildSettings(currentDirectory: URL) throws(BuildSettingsError) -> BuildSettings {
        try BuildSettings(xcconfigs: xcconfigs, defines: defines, relativeTo: currentDirectory)
    }

    /// The facts `--manifest` checks, read from an app manifest with ``ManifestModel/init(contentsOf:)``.
    /// - Parameter url: the manifest's file URL.
    /// - Returns: the facts, or why the manifest cannot be used (its ``ManifestError`` message: file, JSON
    ///   path, problem).
    static func manifestFacts(at url: URL) -> Result<ManifestLintFacts, AppResolutionError> {
        do {
            return .success(ManifestLintFacts(manifest: try ManifestModel(contentsOf: url), file: url.relativePath))
        } catch {
            return .failure(AppResolutionError(error.description))
        }
    }
}
