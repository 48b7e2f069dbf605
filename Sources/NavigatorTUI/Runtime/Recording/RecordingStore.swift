import Foundation

/// Where a navigator session's recordings go (`:save`, `:save!`, `--record`): the one part of the
/// session that writes files, kept apart from the model's pure update and from the session's effects,
/// which only hand it text (DESIGN §7: bubbletea's commands and lazygit's git layer do the I/O, not the
/// model).
///
/// It writes through ``ScenarioFileWriter`` (a temporary file, fsync, atomic rename, mode 0600, never
/// through a symbolic link) and remembers the files it wrote, so that `--record` at the end may
/// replace the session's own `:save` of the same name, but nothing that appeared there since.
struct RecordingStore {
    /// The files written, by standardized absolute path: device, inode, size and modification time as
    /// they were right after the write.
    private var written: [String: ScenarioFileWriter.FileIdentity] = [:]

    /// Checks at startup that a recording can be written at `url` (``ScenarioFileWriter/check(_:shownAs:overwriting:)``).
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - path: how messages name it.
    ///   - overwriting: whether an existing regular file may be replaced (`--force`).
    /// - Throws: ``ScenarioFileWriter/Refusal`` for an existing file without `overwriting`, a symbolic
    ///   link, directory, FIFO or device, or a directory where no file can be created.
    func check(_ url: URL, shownAs path: String, overwriting: Bool) throws(ScenarioFileWriter.Refusal) {
        try ScenarioFileWriter.check(url, shownAs: path, overwriting: overwriting)
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
        let identity = try ScenarioFileWriter.writeScenario(text, to: url, shownAs: path, overwriting: overwriting, replacingOnly: expected)
        written[url.standardizedFileURL.path] = identity
    }
}
