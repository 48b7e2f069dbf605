/// How a presented view controller covers its presenter (``UIViewController/modalPresentationStyle``).
///
/// Stored and returned; the simulation presents every style over the presenter the same way (U9).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice (a page sheet on iOS 13 and later).
    case automatic = -2
    /// No adaptation (only as an adaptive style).
    case none = -1
    /// Covers the whole screen.
    case fullScreen = 0
    /// A sheet partly covering the presenter.
    case pageSheet = 1
    /// A form-sized sheet.
    case formSheet = 2
    /// Covers the presenting context.
    case currentContext = 3
    /// Custom presentation.
    case custom = 4
    /// Full screen, the presenter's views stay.
    case overFullScreen = 5
    /// Over the presenting context, its views stay.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
}
