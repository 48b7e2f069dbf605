import Foundation
@testable import NavigatorTUI

/// Types `:LINE` and Enter into a live navigator session, as a person at the keyboard does.
@MainActor func command(_ session: NavigatorSession, _ line: String) {
    _ = session.handle(.key(.character(":")))
    for character in line { _ = session.handle(.key(.character(character))) }
    _ = session.handle(.key(.enter))
}

/// A new empty directory under the temporary directory, named `PREFIX-<UUID>`; the test removes it.
func scratchDirectory(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Presses keys in a live navigator session, one after another.
@MainActor func press(_ session: NavigatorSession, _ keys: Key...) {
    for key in keys { _ = session.handle(.key(key)) }
}

/// Real time fed to a session in 1/30 s ticks, as the terminal loop does.
@MainActor final class RealTimeFeed {
    private(set) var now: Double = 100

    /// Starts a session and its first tick.
    static func start(_ configuration: NavigatorSession.Configuration = .init()) throws -> (NavigatorSession, RealTimeFeed) {
        let session = try NavigatorSession(configuration: configuration)
        let time = RealTimeFeed()
        _ = session.tick(monotonicSeconds: time.now)
        return (session, time)
    }

    /// Lets `seconds` of real time pass.
    func run(_ session: NavigatorSession, for seconds: Double) {
        let end = now + seconds
        while now < end {
            now += 1.0 / 30
            _ = session.tick(monotonicSeconds: now)
        }
    }
}

/// Leaves `container` with the Notes demo's main window stored signed in on `NoteDetail(note)`: a
/// session signed in opens the note, then the app is killed.
@MainActor func storeSignedInNote(_ note: Int, in container: URL) throws {
    let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn, containerURL: container))
    time.run(session, for: 1.5)
    command(session, "open notes://note/\(note)")
    time.run(session, for: 1.5)
    command(session, "kill")
}
