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
