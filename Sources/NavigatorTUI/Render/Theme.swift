/// How color roles look: in color, or monochrome for `NO_COLOR` / `--no-color` (CONTRIBUTING.md:
/// bold, reverse and underline only).
///
/// The renderer records every cell's ``ColorRole`` either way; the monochrome theme adds the
/// attributes that keep roles apart without color, and `NavigatorCurses` then ignores the roles.
public struct Theme: Hashable, Sendable {
    /// Whether `NavigatorCurses` should map roles to color pairs.
    public var usesColor: Bool

    /// The color theme.
    public static let color = Theme(usesColor: true)
    /// The monochrome theme.
    public static let monochrome = Theme(usesColor: false)

    /// Attributes a role adds to a cell under this theme.
    /// - Parameter role: the color role.
    /// - Returns: extra attributes (empty for most roles in color, where color carries the meaning).
    public func attributes(for role: ColorRole) -> CellStyle {
        if usesColor {
            switch role {
            case .muted: return .dim
            case .error: return .bold
            case .keyWindow: return .bold
            default: return []
            }
        }
        switch role {
        case .normal, .status: return []
        case .muted: return .dim
        case .accent: return .bold
        case .success: return .bold
        case .warning: return .bold
        case .error: return [.bold, .underline]
        case .overlay: return .reverse
        case .keyWindow: return .bold
        case .denied: return .underline
        }
    }
}
