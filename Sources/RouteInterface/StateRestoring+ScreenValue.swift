import Foundation
import UIKit

extension StateRestoring {
    /// The screen's identifying value (README.md): the single stored field of ``restoringState()``, so a restorable screen is named by what it restores — `NoteDetail(42)` for a state `{noteID: 42}` — with no code beyond what RouteKit already asks for.
    ///
    /// `nil` when the state has no field or more than one, or when its one field is an optional holding
    /// `nil`. A screen may implement it to say otherwise.
    public var screenIdentifyingValue: String? {
        StateFieldDescription.singleField(of: restoringState())
    }
}

/// Reads the one stored field of a restorable state by reflection.
enum StateFieldDescription {
    /// The description of `state`'s only stored field, looking through an optional.
    /// - Parameter state: a restorable state value.
    /// - Returns: the field's description, or `nil` when `state` does not have exactly one field.
    /// - Complexity: O(*f*), *f* the state's fields.
    static func singleField(of state: Any) -> String? {
        let fields = Mirror(reflecting: state).children
        guard fields.count == 1, let field = fields.first else { return nil }
        return describe(field.value)
    }

    private static func describe(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.flatMap { describe($0.value) }
    }
}
