import Foundation
import Route
import Simulator

/// The files of an app's container at one moment, kept in memory so that time travel can put the
/// container back as the session found it before it replays the steps before the one asked for
///: the container then holds what the state on screen wrote, not what later steps did.
///
/// Directories, regular files (bytes and mode) and symbolic links (their target, never followed) are
/// kept; the container's lock file (`ContainerLock.fileName`), held by this process, is left alone.
struct ContainerImage: Sendable {
    /// One item below the container, by its path relative to it.
    enum Item: Sendable {
        case directory(path: String, permissions: Int)
        case file(path: String, data: Data, permissions: Int)
        case link(path: String, target: String)
    }

    /// The items, parents before their children.
    private(set) var items: [Item] = []

    /// The most bytes of files an image keeps (64 MiB): a larger container leaves stepping back off.
    static let maximumBytes = 64 << 20

    /// Why a container's files could not be kept.
    struct CaptureError: Error, Sendable, CustomStringConvertible {
        /// The reason, naming the file.
        var description: String
    }

    /// Reads a container's files.
    ///
    /// A container that does not exist yet is an image of nothing.
    ///
    /// - Parameter containerURL: the container directory.
    /// - Returns: the image.
    /// - Throws: ``CaptureError`` for an unreadable item, an item that is neither a directory, a file
    ///   nor a link, or more than ``maximumBytes`` of files.
    static func capture(_ containerURL: URL) throws(CaptureError) -> ContainerImage {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: containerURL.path, isDirectory: &isDirectory) else { return ContainerImage() }
        guard isDirectory.boolValue else { throw CaptureError(description: "\(containerURL.path) is not a directory") }
        var image = ContainerImage()
        var bytes = 0
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? containerURL.path : containerURL.path + "/" + relative
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: directory).sorted()
            } catch {
                throw CaptureError(description: "cannot list \(directory): \(error.localizedDescription)")
            }
            for name in names where !(relative.isEmpty && name == ContainerLock.fileName) {
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = containerURL.path + "/" + path
                do {
                    let attributes = try manager.attributesOfItem(atPath: full)
                    let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o600
                    switch attributes[.type] as? FileAttributeType {
                    case .typeDirectory?:
                        image.items.append(.directory(path: path, permissions: permissions))
                        pending.append(path)
                    case .typeRegular?:
                        let data = try Data(contentsOf: URL(fileURLWithPath: full))
                        bytes += data.count
                        guard bytes <= maximumBytes else {
                            throw CaptureError(description: "\(containerURL.path) holds more than \(maximumBytes >> 20) MiB")
                        }
                        image.items.append(.file(path: path, data: data, permissions: permissions))
                    case .typeSymbolicLink?:
                        image.items.append(.link(path: path, target: try manager.destinationOfSymbolicLink(atPath: full)))
                    default:
                        throw CaptureError(description: "\(full) is neither a directory, a file nor a symbolic link")
                    }
                } catch let error as CaptureError {
                    throw error
                } catch {
                    throw CaptureError(description: "cannot read \(full): \(error.localizedDescription)")
                }
            }
        }
        return image
    }

    /// Makes the container hold exactly this image's items (its lock file kept), after every record
    /// write still in flight has reached it.
    /// - Parameter containerURL: the container directory.
    /// - Throws: the file system's error when an item cannot be removed or written.
    func restore(into containerURL: URL) throws {
        FileStateRestorationStorage.waitForBackgroundWrites()
        let manager = FileManager.default
        try manager.createDirectory(at: containerURL, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for name in try manager.contentsOfDirectory(atPath: containerURL.path) where name != ContainerLock.fileName {
            try manager.removeItem(atPath: containerURL.path + "/" + name)
        }
        for item in items {
            switch item {
            case let .directory(path, _):
                try manager.createDirectory(
                    atPath: containerURL.path + "/" + path, withIntermediateDirectories: false,
                    attributes: [.posixPermissions: 0o700])
            case let .file(path, data, permissions):
                let full = containerURL.path + "/" + path
                guard manager.createFile(atPath: full, contents: data, attributes: [.posixPermissions: permissions]) else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: full])
                }
            case let .link(path, target):
                try manager.createSymbolicLink(atPath: containerURL.path + "/" + path, withDestinationPath: target)
            }
        }
        // Each directory's own mode last, children first, so a read-only one was still writable while filled.
        for case let .directory(path, permissions) in items.reversed() where permissions != 0o700 {
            try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: containerURL.path + "/" + path)
        }
    }
}
