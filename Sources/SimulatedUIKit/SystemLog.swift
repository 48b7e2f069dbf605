import Foundation

/// The system log, as a library writes to it: on iOS through `os.Logger` (the unified log Console.app
/// and Xcode's console show); here the running device's console, which the navigator's event log and
/// scenario transcripts read.
///
/// Simulation addition: it names the writer (``ConsoleEntry/Source``) and, for a library's errors, the
/// error's name, which the unified log would carry as its subsystem, category and message. Outside a
/// device entry point there is no console and nothing is written.
@MainActor
public enum SystemLog {
    /// Appends an entry to the running device's console at the current virtual time.
    /// - Parameters:
    ///   - level: severity (`.info`, `.warning`, `.error`).
    ///   - source: who writes it (a library such as RouteKit's engine writes as `.engine`).
    ///   - message: the text.
    ///   - errorName: for an error, the error's name (for example, `sceneAlreadyActive`), which `expect error NAME`
    ///     matches; `nil` otherwise.
    ///   - sessionIdentifier: the persistent identifier of the scene session the message is about, if any
    ///     (``ConsoleEntry/sessionIdentifier``), as the unified log would carry it in its metadata.
    public static func log(
        _ level: ConsoleEntry.Level, source: ConsoleEntry.Source, _ message: String, errorName: String? = nil, sessionIdentifier: String? = nil
    ) {
        SimulatedDevice.current?.console.log(level, source: source, message, errorName: errorName, sessionIdentifier: sessionIdentifier)
    }
}
