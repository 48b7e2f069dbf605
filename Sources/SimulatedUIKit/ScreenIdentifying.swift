import Foundation

/// Simulation addition: a screen whose name carries an identifying value, `NoteDetail(42)` (README.md).
///
/// Host code rarely adopts it by hand: RouteKit's `StateRestoring` refines it, taking the value from the
/// single field of the screen's restorable state, so a restorable screen is named by what it restores. A
/// screen that is not restorable but has an identifying value may adopt it directly.
@MainActor public protocol ScreenIdentifying: AnyObject {
    /// The identifying value shown in parentheses after the screen's type name, or `nil` for none.
    var screenIdentifyingValue: String? { get }
}
