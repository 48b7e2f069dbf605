import Foundation
import Scenario
import SimulatedUIKit
import Simulator

extension NavigatorSession {
    /// How a session starts.
    public struct Configuration: Sendable {
        /// `--app`: the app, or `nil` for the replayed file's `app` line (else `notes`).
        public var app: AppChoice?
        /// `--plist`: an Info.plist replacing the app's own, as given (relative to ``workingDirectory``).
        public var plistPath: String?
        /// `--auth`: how the automatic session load ends.
        public var autoAuth: AuthOutcome
        /// Virtual seconds after a launch at which the session load finishes by itself.
        public var autoAuthDelay: Double
        /// `--replay`: a scenario to apply before the user takes over.
        public var replayPath: String?
        /// `--step` (with `--replay`): load the file's lines without running them; `]` runs one at a time.
        public var replaysStepByStep: Bool
        /// `--record`: where to save the recording when the session ends.
        ///
        /// Checked when the session starts: its directory must take new files, and an existing path
        /// must be a regular file that ``overwritesRecord`` allows replacing.
        public var recordPath: String?
        /// `--force`: let ``recordPath`` name an existing regular file, which the recording replaces (keeping its mode and owner).
        ///
        /// Without it an existing file is refused at startup, and one that appears later is kept: the recording
        /// goes to `PATH.1` instead (see ``NavigatorSession/finish(_:)``).
        public var overwritesRecord: Bool
        /// The app's container directory (restoration records), or `nil` for memory only.
        public var containerURL: URL?
        /// Whether the container is temporary and removed when the session ends.
        public var removesContainerAtEnd: Bool
        /// Where relative paths given on the command line or in `:save` start.
        public var workingDirectory: URL
        /// How the user starts this `routenav` from their shell (`routenav`, `swift run routenav`, or
        /// the executable's path; see ``ReplayCommand/invocation(executablePath:searchPath:currentDirectory:)``),
        /// for the `replay with:` hint after `:save` and `--record`.
        public var replayInvocation: String
        /// `--show-payloads`: start showing payload values as they are (``PayloadRedaction``).
        public var showsPayloads: Bool
        /// `--ios`: the iOS release the device runs (U12); `nil` takes a replayed file's `ios` line, else the current release.
        public var systemVersion: SimulatedSystemVersion?

        /// Creates a configuration.
        /// - Parameters:
        ///   - app: `--app`.
        ///   - plistPath: `--plist`.
        ///   - autoAuth: `--auth` (default signed out, Sources/DemoApps).
        ///   - autoAuthDelay: seconds after launch the session load finishes (default 1.0).
        ///   - replayPath: `--replay`.
        ///   - replaysStepByStep: `--step`: the replayed file's lines wait for `]`, one at a time.
        ///   - recordPath: `--record`.
        ///   - overwritesRecord: `--force`: an existing `--record` file may be replaced.
        ///   - containerURL: the container directory.
        ///   - removesContainerAtEnd: whether to delete the container at the end.
        ///   - workingDirectory: base of relative paths.
        ///   - replayInvocation: how the user starts `routenav` from their shell (default `routenav`).
        ///   - showsPayloads: `--show-payloads` (default: payload values shown as `…`).
        public init(
            app: AppChoice? = nil, plistPath: String? = nil, autoAuth: AuthOutcome = .signedOut,
            autoAuthDelay: Double = 1.0, replayPath: String? = nil, replaysStepByStep: Bool = false, recordPath: String? = nil,
            overwritesRecord: Bool = false, containerURL: URL? = nil, removesContainerAtEnd: Bool = false,
            workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            replayInvocation: String = "routenav", showsPayloads: Bool = false
        ) {
            self.app = app
            self.plistPath = plistPath
            self.autoAuth = autoAuth
            self.autoAuthDelay = autoAuthDelay
            self.replayPath = replayPath
            self.replaysStepByStep = replaysStepByStep
            self.recordPath = recordPath
            self.overwritesRecord = overwritesRecord
            self.containerURL = containerURL
            self.removesContainerAtEnd = removesContainerAtEnd
            self.workingDirectory = workingDirectory
            self.replayInvocation = replayInvocation
            self.showsPayloads = showsPayloads
        }

        /// A path as given: absolute, or relative to ``workingDirectory``.
        /// - Parameter path: the path.
        /// - Returns: its file URL.
        public func resolve(_ path: String) -> URL {
            Self.resolve(path, against: workingDirectory)
        }

        /// A path as given: absolute, or relative to `base`.
        /// - Parameters:
        ///   - path: the path.
        ///   - base: the directory relative paths start from.
        /// - Returns: its file URL.
        public static func resolve(_ path: String, against base: URL) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        }
    }

    /// Why a session could not start (exit status 2).
    public struct StartError: Error, Equatable, CustomStringConvertible {
        /// The message, naming the file and what was expected.
        public var description: String

        /// Creates a start error.
        /// - Parameter description: the message.
        public init(description: String) {
            self.description = description
        }
    }
}
