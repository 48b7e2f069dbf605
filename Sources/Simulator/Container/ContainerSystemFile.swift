import Foundation
import Route
import RouteInterface

/// One file the simulated OS keeps in an app container beside the restoration records (the scene
/// sessions that outlive the process, U7), read, replaced and set aside with the file primitives the
/// record store uses (`RecordDirectory`, shared within the package, not public): atomic replacement (a
/// `.tmp-<n>` file created 0600 with `O_EXCL`, written, `fsync`ed, renamed, then the directory
/// `fsync`ed), reads that refuse anything but a regular file within a size limit, and `.corrupt`
/// set-asides that never replace a file.
///
/// The caller holds the container's ``ContainerLock`` (the ``Simulator`` holds it while it uses the
/// container). The file must live in a directory of its own, never the records directory, so that listings of records never see it. Its
/// directory is opened one component at a time below the container's root, following no symbolic link
/// (``ContainerPath``), so nothing is read or written outside the container. Messages name the file by
/// its path inside the container (`Library/Saved Application State/SceneSessions.plist`).
package struct ContainerSystemFile: Sendable {
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
    package let directory: ContainerPath
    /// The file's name inside it.
    package let name: String

    /// The last temporary-file number tried (`O_EXCL` skips any taken name).
    private var temporaryFileCounter = 0

    /// Describes the file; touches nothing.
    /// - Parameters:
    ///   - directory: the directory inside the container (created, mode 0700, at the first write).
    ///   - name: the file name (one path component).
    package init(directory: ContainerPath, name: String) {
        self.directory = directory
        self.name = name
    }

    /// The file's path inside the container, as messages show it.
    package var displayPath: String { "\(directory.displayPath)/\(name)" }

    /// Reads the file, changing nothing.
    /// - Parameter limit: the largest size read, in bytes (the reader's limit); a larger file is `unusable`
    ///   before it is read, the reason naming this limit.
    /// - Returns: what was found.
    /// - Throws: a description of the system's refusal to open or read a file that exists, or of a
    ///   symbolic link or non-directory on the way to it.
    package func read(limit: Int) throws(StateRestorationError) -> ReadOutcome {
        guard let opened = try openDirectory() else { return .missing }
        switch try opened.read(name, limit: limit) {
        case .missing: return .missing
        case let .contents(data): return .contents(data)
        case let .unusable(reason): return .unusable(reason)
        }
    }

    /// Replaces the file atomically with `data` (mode 0600), creating the directory (mode 0700) first when it is missing.
    ///
    /// The first write also removes temporary files a process killed mid-write left there.
    ///
    /// - Parameter data: the new contents.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` naming the step that failed; the
    ///   previous file is then untouched.
    package mutating func replace(with data: Data) throws(StateRestorationError) {
        let isFirstWrite = temporaryFileCounter == 0
        guard let opened = try openDirectory(creating: true) else {
            throw .storageFailure(underlying: "\(self.directory.displayPath) vanished right after being created")
        }
        if isFirstWrite {
            try opened.restrictToOwner()
            opened.removeTemporaryFiles()
        }
        try opened.replace(name, with: data, counter: &temporaryFileCounter)
        try opened.sync()
    }

    /// The replacement ``replace(with:)`` makes, to run later on another thread (the record writer's queue), in the order made.
    ///
    /// The first one made also removes temporary files a process killed mid-write left.
    ///
    /// - Parameter data: the new contents.
    /// - Returns: the replacement; ``Replacement/run()`` performs it.
    package mutating func replacement(with data: Data) -> Replacement {
        defer { temporaryFileCounter += 1 }
        return Replacement(file: self, data: data)
    }

    /// A replacement of the file, made by ``replacement(with:)``.
    package struct Replacement: Sendable {
        fileprivate let file: ContainerSystemFile
        fileprivate let data: Data

        /// Replaces the file as ``ContainerSystemFile/replace(with:)`` does.
        /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` naming the step that failed; the
        ///   previous file is then untouched.
        package func run() throws(StateRestorationError) {
            var file = self.file
            try file.replace(with: data)
        }
    }

    /// Renames the file to `<name>.corrupt` (`.corrupt.2`, … when taken), never replacing anything.
    /// - Returns: the new name, or `nil` when there is no file.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    package func setAside() throws(StateRestorationError) -> String? {
        guard let opened = try openDirectory(), opened.hasEntry(name) else { return nil }
        return try opened.setAside(name)
    }

    private func openDirectory(creating: Bool = false) throws(StateRestorationError) -> RecordDirectory? {
        try RecordDirectory.open(directory, shownAs: directory.displayPath, creating: creating)
    }
}
