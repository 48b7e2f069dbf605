/// Why an app manifest cannot be used, in one line that names the file, the JSON path of the value at
/// fault, what is wrong with it, and what is allowed.
///
/// Models nothing of UIKit: it is the answer of ``DemoAppCatalog/manifest(at:)`` to a manifest that is
/// unreadable, not JSON, of the wrong shape, or inconsistent (unknown screen or scene references,
/// duplicate names, cycles in preceding chains). Every check runs before the app does.
public struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The manifest as the caller wrote its path (a relative URL's `relativePath`), for example `notes.json`.
    public var file: String
    /// The JSON path of the value at fault in the `screens[3].actions[0].push` form; `$` for the file as
    /// a whole (size, encoding, an empty file).
    public var path: String
    /// What is wrong and what is allowed, for example `unknown screen "Detail"; allowed: SignIn, NotesList`.
    public var problem: String

    /// Creates an error.
    /// - Parameters:
    ///   - file: the manifest's path as written.
    ///   - path: the JSON path, or `$` for the whole file.
    ///   - problem: what is wrong and what is allowed.
    public init(file: String, path: String, problem: String) {
        self.file = file
        self.path = path
        self.problem = problem
    }

    /// `FILE: PATH: PROBLEM`, for example
    /// `notes.json: screens[3].actions[0].push: unknown screen "Detail"; allowed: SignIn, NotesList`.
    public var description: String { "\(file): \(path): \(problem)" }
}

/// A problem found while decoding or validating, before the file name is known to the message.
struct ManifestProblem: Error {
    /// Where: the JSON path.
    var path: [ManifestPathComponent]
    /// What is wrong and what is allowed.
    var problem: String
    /// When set, the loader appends `, found KIND` with the JSON kind of the value at ``path``.
    var expected: String?

    /// A problem stated in full.
    init(_ path: [ManifestPathComponent], _ problem: String) {
        self.path = path
        self.problem = problem
        self.expected = nil
    }

    /// A value of the wrong JSON kind: the message becomes `expected EXPECTED, found KIND`.
    init(_ path: [ManifestPathComponent], expected: String) {
        self.path = path
        self.problem = "expected \(expected)"
        self.expected = expected
    }
}
