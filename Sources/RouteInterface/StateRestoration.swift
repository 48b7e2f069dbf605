import Foundation
import UIKit

/// A screen's restorable state: small, `Codable`, `Sendable` (R15).
public protocol StateRepresentable: Codable, Sendable {}

/// A screen that can be snapshotted when on top and rebuilt after process death (R15).
///
/// Its name's identifying value comes from its state (``screenIdentifyingValue``, README.md).
@MainActor public protocol StateRestoring: ScreenIdentifying {
    /// The state type.
    associatedtype State: StateRepresentable
    /// The name its records are filed under (default: the type name). Must be stable across releases.
    static var restorationIdentifier: String { get }
    /// The state to store.
    /// - Returns: the current state.
    func restoringState() -> State
    /// Rebuilds the screen from stored state.
    /// - Parameter state: the decoded state.
    /// - Returns: the restored screen.
    static func restore(with state: State) -> any StateRestoring
}

extension StateRestoring {
    /// The type's name.
    public static var restorationIdentifier: String { String(describing: Self.self) }
}

/// One window's restoration record as stored (R15).
///
/// `version` lets a future format refuse old records.
public struct StateRecord: Codable, Sendable, Equatable {
    /// The record format this build writes.
    public static let currentVersion = 1
    /// The record format version.
    public var version: Int
    /// The restorable type's ``StateRestoring/restorationIdentifier``.
    public var restorationIdentifier: String
    /// The screen's display name when stored, for example, `NoteDetail(42)` (for `expect stored` and the navigator).
    public var screenName: String
    /// Whether the session was signed in when the record was written; a mismatch at restore removes it (R15, R20).
    public var isSignedIn: Bool
    /// The state, JSON-encoded.
    public var state: Data
    /// What a window whose root is a container needs besides its visible top: the selected tab and the restorable top of each other stack.
    ///
    /// `nil` for a window without a container, and in every record written before containers existed, which
    /// therefore restores as it did (the key is simply absent).
    public var containerState: ContainerStateRecord?

    /// Creates a record.
    /// - Parameters:
    ///   - version: format version (default current).
    ///   - restorationIdentifier: the restorable type's identifier.
    ///   - screenName: the screen's display name.
    ///   - isSignedIn: the signed-in flag at write time.
    ///   - state: the JSON-encoded state.
    ///   - containerState: the container state of a window whose root is a container (default `nil`).
    public init(
        version: Int = StateRecord.currentVersion, restorationIdentifier: String, screenName: String, isSignedIn: Bool, state: Data,
        containerState: ContainerStateRecord? = nil
    ) {
        self.version = version
        self.restorationIdentifier = restorationIdentifier
        self.screenName = screenName
        self.isSignedIn = isSignedIn
        self.state = state
        self.containerState = containerState
    }
}

/// The container state of one window's record (R15): still one small record per scene session,
/// under the record's own signed-in flag and size limits.
public struct ContainerStateRecord: Codable, Sendable, Equatable {
    /// The selected tab's index of a tab bar window, or `nil`.
    public var selectedTab: Int?
    /// The restorable top of each stack other than the one the record's own screen comes from, in tab or column order.
    ///
    /// Each screen says where it lives (`preferredContainerPlacement()`), so no slot is stored.
    public var tops: [StackTopRecord]

    /// Creates the container state.
    /// - Parameters:
    ///   - selectedTab: the selected tab's index, or `nil`.
    ///   - tops: the other stacks' restorable tops.
    public init(selectedTab: Int?, tops: [StackTopRecord]) {
        self.selectedTab = selectedTab
        self.tops = tops
    }
}

/// The restorable top of one stack of a container: the same three fields a record keeps of its
/// own screen.
public struct StackTopRecord: Codable, Sendable, Equatable {
    /// The restorable type's ``StateRestoring/restorationIdentifier``.
    public var restorationIdentifier: String
    /// The screen's display name when stored, for example, `Message(2)`.
    public var screenName: String
    /// The state, JSON-encoded.
    public var state: Data

    /// Creates a stack top.
    /// - Parameters:
    ///   - restorationIdentifier: the restorable type's identifier.
    ///   - screenName: the screen's display name.
    ///   - state: the JSON-encoded state.
    public init(restorationIdentifier: String, screenName: String, state: Data) {
        self.restorationIdentifier = restorationIdentifier
        self.screenName = screenName
        self.state = state
    }
}

/// Where restoration records live: one per scene session's persistent identifier (R15).
///
/// Swappable through ``StateRestorationConfigurable/registerStateRecordableStorage()``.
@MainActor public protocol StateRestorableStorage: AnyObject {
    /// Writes the record of a session, replacing any previous one, atomically.
    /// - Parameters:
    ///   - record: the record.
    ///   - sessionIdentifier: the scene session's persistent identifier.
    /// - Throws: ``StateRestorationError``.
    func save(_ record: StateRecord, for sessionIdentifier: String) throws
    /// Reads the record of a session.
    /// - Parameter sessionIdentifier: the persistent identifier.
    /// - Returns: the record, or `nil` when there is none.
    /// - Throws: ``StateRestorationError`` for a record that cannot be read (it is set aside).
    func load(for sessionIdentifier: String) throws -> StateRecord?
    /// Removes the record of a session; nothing when there is none.
    /// - Parameter sessionIdentifier: the persistent identifier.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    func delete(for sessionIdentifier: String) throws
    /// The sessions that have a record, sorted.
    /// - Returns: their persistent identifiers.
    func storedSessionIdentifiers() -> [String]
}

/// The configurator's restoration hooks (R15).
@MainActor public protocol StateRestorationConfigurable: AnyObject {
    /// The storage to use. A simulated app has no `FileManager` Application Support directory of its own,
    /// so a host returns `FileStateRestorationStorage(containerURL:)` for its container; `nil` (the
    /// default) keeps records in memory, where they do not survive process death.
    /// - Returns: a storage, or `nil`.
    func registerStateRecordableStorage() -> (any StateRestorableStorage)?
    /// The screen types that can be restored (ours: the engine decodes records by these).
    /// - Returns: the restorable types.
    func registerRestorableTypes() -> [any StateRestoring.Type]
    /// Reports a restoration failure or warning (`payloadTooLarge`), once per occurrence.
    /// - Parameters:
    ///   - screen: the screen concerned, if any.
    ///   - error: the ``StateRestorationError``.
    func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error)
}

extension StateRestorationConfigurable {
    /// `nil`: records in memory.
    public func registerStateRecordableStorage() -> (any StateRestorableStorage)? { nil }
    /// None.
    public func registerRestorableTypes() -> [any StateRestoring.Type] { [] }
    /// Does nothing.
    public func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {}
}

/// The engine-facing restoration entry points (R15).
@MainActor public protocol RouteStateRestoration: AnyObject {
    /// Snapshots the screen on top of a session's window, or removes the record when it is not restorable.
    /// - Parameters:
    ///   - top: the controller on top of the stack.
    ///   - sessionIdentifier: the persistent identifier.
    ///   - isSignedIn: the session's signed-in flag.
    func storeState(of top: UIViewController?, for sessionIdentifier: String, isSignedIn: Bool)
    /// Deletes the records of discarded sessions and drops their pending writes.
    /// - Parameter sessionIdentifiers: the persistent identifiers.
    func discardState(for sessionIdentifiers: [String])
    /// The screen restored from a session's record, when its signed-in flag matches.
    /// - Parameters:
    ///   - sessionIdentifier: the persistent identifier.
    ///   - isSignedIn: the session's signed-in flag now.
    /// - Returns: the restored screen, or `nil`.
    func restoredScreen(for sessionIdentifier: String, isSignedIn: Bool) -> (any StateRestoring)?
}

/// Restoration failures and warnings (ours; RouteKit names only `payloadTooLarge`).
public enum StateRestorationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The record is over 100 KiB: a warning; it is still written.
    case payloadTooLarge(bytes: Int)
    /// The record is over 4 MiB: refused; the previous record is kept.
    case payloadRefused(bytes: Int)
    /// The stored record cannot be decoded; it is set aside with a `.corrupt` suffix.
    case corruptRecord(reason: String)
    /// The stored record has a format version this build does not read: set aside, or, when newer, kept aside untouched as `<name>.vN` (R15).
    case unsupportedVersion(found: Int)
    /// The record was stored signed out and read signed in; not restored, and removed (R15).
    case authMismatch
    /// The file system refused an operation.
    case storageFailure(underlying: String)

    /// A one-line description, beginning with the case name.
    public var description: String {
        switch self {
        case let .payloadTooLarge(bytes): "payloadTooLarge: record of \(bytes) bytes is over 102400 bytes (written)"
        case let .payloadRefused(bytes): "payloadRefused: record of \(bytes) bytes is over 4194304 bytes (previous record kept)"
        case let .corruptRecord(reason): "corruptRecord: \(reason)"
        case let .unsupportedVersion(found): "unsupportedVersion: record version \(found), expected \(StateRecord.currentVersion)"
        case .authMismatch: "authMismatch: record stored under the other sign-in state"
        case let .storageFailure(underlying): "storageFailure: \(underlying)"
        }
    }
}
