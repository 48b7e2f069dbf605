import Foundation

/// The size limits a window scene asks for (``UIWindowScene/sizeRestrictions``): stored and returned.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions: NSObject {
    /// The smallest size the window may take (default zero).
    public var minimumSize: CGSize = .zero
    /// The largest size the window may take (default unbounded).
    public var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the window may go full screen (default `true`).
    public var allowsFullScreen = true

    override init() {
        super.init()
    }
}
