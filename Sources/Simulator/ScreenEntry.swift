import SimulatedUIKit

/// One screen of a window's navigation stack or of its presented screens, as the device showed it: an id
/// that names this very view controller and the screen's name (CONTRIBUTING.md).
///
/// The simulator stamps a view controller with the next id of the device the first time it sees it in a
/// stack or presented; ids count up from 1 and are never reused, also after the controller is gone, so a
/// request made on what a pane showed (the navigator's back, dismiss and tap keys) names exactly the
/// screen it meant, and is refused when that screen is no longer where it was
/// (``Simulator/apply(_:seeing:)``), as TCA's `StackState` refuses an action for an element it no longer
/// holds. Scenario files keep naming screens by name and act on what the window shows now.
public struct ScreenEntry: Sendable, Equatable, CustomStringConvertible {
    /// The id of one view controller on one device: counts up, never reused.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The number, from 1.
        public let rawValue: Int

        /// Creates an id.
        /// - Parameter rawValue: the number, from 1.
        public init(_ rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `#7`.
        public var description: String { "#\(rawValue)" }

        /// Whether `lhs` was given out before `rhs`.
        /// - Parameters:
        ///   - lhs: an id.
        ///   - rhs: another id.
        /// - Returns: `true` when `lhs` is older.
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The view controller's id on this device.
    public var id: ID
    /// The screen's name (`NoteDetail(42)`), as transcripts and expectations write it.
    public var name: String

    /// Creates an entry.
    /// - Parameters:
    ///   - id: the view controller's id.
    ///   - name: the screen's name.
    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }

    /// `NoteDetail(42) #7`: the name with the id, for messages that must tell two entries of one screen apart.
    public var description: String { "\(name) \(id)" }
}

extension Array where Element == ScreenEntry {
    /// The entries' screen names, in order: what transcripts and expectations read.
    public var names: [String] { map(\.name) }
}

/// The ids the simulator gave view controllers (``ScreenEntry/ID``): each controller keeps its id while it
/// lives; a new controller gets the next one, even at the address of one that is gone.
///
/// Keyed by `ObjectIdentifier` for speed, but a stamp counts only while its weak reference still points
/// at the same object, so an address reused after deallocation never inherits an id.
@MainActor struct ScreenEntryStamps {
    private struct Stamp {
        weak var controller: UIViewController?
        let id: ScreenEntry.ID
    }

    private var stamps: [ObjectIdentifier: Stamp] = [:]
    /// The last id given out (0: none yet).
    private(set) var lastID = 0
    /// How many stamps there may be before the ones of deallocated controllers are dropped.
    private var pruneAt = 64

    /// The controller's id, given now if it has none.
    /// - Parameter controller: a view controller in a stack or presented.
    /// - Returns: its id.
    /// - Complexity: amortized O(1).
    mutating func id(of controller: UIViewController) -> ScreenEntry.ID {
        let key = ObjectIdentifier(controller)
        if let stamp = stamps[key], stamp.controller === controller { return stamp.id }
        lastID += 1
        let id = ScreenEntry.ID(lastID)
        stamps[key] = Stamp(controller: controller, id: id)
        if stamps.count > pruneAt {
            stamps = stamps.filter { $0.value.controller != nil }
            pruneAt = max(64, 2 * stamps.count)
        }
        return id
    }

    /// The controller as an entry.
    /// - Parameter controller: a view controller in a stack or presented.
    /// - Returns: its id and screen name.
    mutating func entry(of controller: UIViewController) -> ScreenEntry {
        ScreenEntry(id: id(of: controller), name: controller.screenName)
    }
}
