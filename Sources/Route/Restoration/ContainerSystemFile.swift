import Foundation
import RouteInterface

/// One file the simulated system keeps in an app container beside the restoration records (the scene
/// sessions that outlive the process, U7), read, replaced and set aside with the very code the record
/// store uses (``RecordDirectory``): atomic replacement (a `.tmp-<n>` file created 0600 with `O_EXCL`,
/// written, `fsync`ed, renamed, then the directory `fsync`ed), reads that refuse anything but a regular
/// file within a size limit, and `.corrupt` set-asides that never replace a file.
///
/// The caller holds the container's ``ContainerLock`` around every change. The file must live in a
/// directory of its own, never the records directory, so that listings of records never see it.
/// Messages from the shared code name files as `StateRestoration/<name>`; callers add the real place.
package struct ContainerSystemFile {
    /// What reading the file found.
    package enum ReadOutcome: Equatable {
        /// There is no file.
        case missing
        /// The file's bytes.
        case contents(Data)
        /// The file cannot be what it should be (not a regular file, over the limit); the reason says why.
        case unusable(String)
    }

    /// The directory that holds the file.
    package let directoryURL: URL
    /// The file's name inside it.
    package let name: String

    /// The last temporary-file number tried (`O_EXCL` skips any taken name).
    private var temporaryFileCounter = 0

    /// Describes the file; touches nothing.
    /// - Parameters:
    ///   - directoryURL: the directory (created, mode 0700, at the first write).
    ///   - name: the file name (one path component).
    package init(directoryURL: URL, name: String) {
        self.directoryURL = directoryURL
        self.name = name
    }

    /// Reads the file, changing nothing.
    /// - Parameter limit: the largest size read, in bytes; a larger file is `unusable` before it is read.
    /// - Returns: what was found.
    /// - Throws: a description of the system's refusal to open or read a file that exists.
    package func read(limit: Int) throws(StateRestorationError) -> ReadOutcome {
        guard let directory = try RecordDirectory.open(path: directoryURL.path) else { return .missing }
        switch try directory.read(name, limit: limit) {
        case .missing: return .missing
        case let .contents(data): return .contents(data)
        case let .unusable(reason): return .unusable(reason)
        }
    }

    /// Replaces the file atomically with `data` (mode 0600), creating the directory (mode 0700) first when it
    /// is missing. The first write also removes temporary files a process killed mid-write left there.
    /// - Parameter data: the new contents.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` naming the step that failed; the
    ///   previous file is then untouched.
    package mutating func replace(with data: Data) throws(StateRestorationError) {
        let isFirstWrite = temporaryFileCounter == 0
        let directory = try openOrCreateDirectory()
        if isFirstWrite { directory.removeTemporaryFiles(path: directoryURL.path) }
        try directory.replace(name, with: data, counter: &temporaryFileCounter)
        try directory.sync()
    }

    /// Renames the file to `<name>.corrupt` (`.corrupt.2`, … when taken), never replacing anything.
    /// - Returns: the new name, or `nil` when there is no file.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    package func setAside() throws(StateRestorationError) -> String? {
        guard let directory = try RecordDirectory.open(path: directoryURL.path), directory.hasEntry(name) else { return nil }
        return try directory.setAside(name)
    }

    private func openOrCreateDirectory() throws(StateRestorationError) -> RecordDirectory {
        if let directory = try RecordDirectory.open(path: directoryURL.path) { return directory }
        do {
            try FileManager.default.createDirectory(at: directoryURL, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .storageFailure(underlying: "cannot create \(directoryURL.lastPathComponent): \(error.localizedDescription)")
        }
        guard let directory = try RecordDirectory.open(path: directoryURL.path) else {
            throw .storageFailure(underlying: "\(directoryURL.lastPathComponent) vanished right after being created")
        }
        try directory.restrictToOwner()
        return directory
    }
}
