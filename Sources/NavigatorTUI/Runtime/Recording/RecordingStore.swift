import Foundation

/// Where a navigator session's recordings go (`:save`, `:save!`, `--record`): the one part of the
/// session that writes files, kept apart from the model's pure update and from the session's effects,
/// which only hand it text (CONTRIBUTING.md: bubbletea's commands and lazygit's git layer do the I/O, not the
/// model).
///
/// It writes through ``ScenarioFileWriter`` (a temporary file, fsync, atomic rename, mode 0600, never
/// through a symbolic link) and remembers the files it wrote, so that `--record` at the end may
/// replace the session's own `:save` of the same name, but nothing that appeared there since.
struct RecordingStore {
    /// The files written, by standardized absolute path: device, inode, size and modification time as
    /// they were right after the write.
    private var written: [String: ScenarioFileWriter.FileIdentity] = [:]
    /// The directories written into, by standardized absolute path as named, each opened once (at the
    /// `--record` check, or at the first `:save` into it) and held for the session: a directory swapped
    /// for a symbolic link after that cannot redirect a later write, at quit or SIGHUP either.
    private var directories: [String: ScenarioFileWriter.HeldDirectory] = [:]

    /// Checks at startup that a recording can be written at `url` (``ScenarioFileWriter/check(_:shownAs:overwriting:)``).
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - path: how messages name it.
    ///   - overwriting: whether an existing regular file may be replaced (`--force`).
    /// - Throws: ``ScenarioFileWriter/Refusal`` for an existing file without `overwriting`, a symbolic
    ///   link, directory, FIFO or device, or a directory where no file can be created.
    mutating func check(_ url: URL, shownAs path: String, overwriting: Bool) throws(ScenarioFileWriter.Refusal) {
        let held = try ScenarioFileWriter.check(url, shownAs: path, overwriting: overwriting)
        directories[Self.directoryKey(of: url)] = held
    }

    /// The key of a file's directory in ``directories``.
    private static func directoryKey(of url: URL) -> String {
        url.standardizedFileURL.deletingLastPathComponent().path
    }

    /// The file this store last wrote at `url`, as it was then; `nil` when it wrote none there.
    ///
    /// - Parameter url: the file.
    /// - Returns: its identity right after the write.
    func ownFile(at url: URL) -> ScenarioFileWriter.FileIdentity? {
        written[url.standardizedFileURL.path]
    }

    /// Writes a scenario's text at `url` and remembers the file.
    ///
    /// - Parameters:
    ///   - text: the scenario.
    ///   - url: the file.
    ///   - path: how messages name it.
    ///   - overwriting: whether an existing regular file may be replaced.
    ///   - expected: replace only this very file (the store's own earlier write), else refuse as `exists`.
    /// - Throws: ``ScenarioFileWriter/Refusal`` naming the file and why nothing was written.
    mutating func write(
        _ text: String, to url: URL, shownAs path: String, overwriting: Bool, replacingOnly expected: ScenarioFileWriter.FileIdentity?
    ) throws(ScenarioFileWriter.Refusal) {
        let key = Self.directoryKey(of: url)
        let held: ScenarioFileWriter.HeldDirectory
        if let known = directories[key] {
            held = known
        } else {
            held = try ScenarioFileWriter.HeldDirectory.open(containing: url, shownAs: path)
            directories[key] = held
        }
        let identity = try ScenarioFileWriter.writeScenario(
            text, to: url, shownAs: path, overwriting: overwriting, replacingOnly: expected, in: held)
        written[url.standardizedFileURL.path] = identity
    }
}
