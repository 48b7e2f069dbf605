/// How an executed intent shows its screen (R11, R17): in the navigation stack, or
/// presented modally as a sheet, as Mastodon's `mastodon://post` presents compose and Simplenote's
/// `simplenote://new` presents a new note.
///
/// The router chooses per intent with `preferredIntentPresentation(_:for:)` (default ``navigation``).
/// Presenting a screen that is already presented (same screen name and argument) answers the intent
/// `.intentExecuted`: it is removed without presenting it again.
public enum SceneIntentPresentation: Sendable, Equatable, CaseIterable {
    /// Placed in the stack with the controller's preferred navigation action (R11), after dismissing
    /// what is presented (R17). The default.
    case navigation
    /// Presented modally over what the window shows: over a presented screen when there is one
    /// (`PresentationSource.topMostController`).
    case sheet
    /// Presented modally after dismissing what is presented, in one sequence without UIKit warnings
    /// (R17): from the top of the stack (`PresentationSource.currentController`).
    case sheetReplacingPresented
}
