import UIKit

/// What makes two controllers the same screen: their type and their identifying value (README.md).
///
/// `NoteDetailViewController(noteID: "42")` and another `NoteDetailViewController(noteID: "42")` are the same
/// screen, `NoteDetail(42)`; `NoteDetail(7)` is another. A screen without an identifying value matches every
/// screen of its type. This is the one definition of "the same screen" the engine uses: go-if-needed reuses
/// a matching screen instead of pushing a duplicate (``NavigationAction/goIfNeeded(_:)``), in the stack the
/// screen belongs to or in another tab of the window.
public struct ScreenIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The screen's type name without a `ViewController` suffix (`NoteDetail`), or the name a host whose
    /// screens share one class gives each screen (`UIViewController.screenTypeName`).
    public let typeName: String
    /// The identifying value (`42`), or `nil` for a screen without one (`UIViewController.screenValue`).
    public let identifyingValue: String?

    /// The identity of a controller.
    /// - Parameter controller: any view controller.
    @MainActor public init(_ controller: UIViewController) {
        typeName = controller.screenTypeName
        identifyingValue = controller.screenValue
    }

    /// The screen's name as the transcript writes it: `NoteDetail(42)`, or `NotesList`.
    public var description: String {
        identifyingValue.map { "\(typeName)(\($0))" } ?? typeName
    }
}
