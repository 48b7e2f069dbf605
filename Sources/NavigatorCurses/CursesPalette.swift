import CNcurses
import NavigatorTUI

/// Maps the renderer's styles and color roles to curses attributes and color pairs.
///
/// Pair N+1 is the N-th ``ColorRole`` (pair 0 is the terminal's default colors).
enum CursesPalette {
    static func foreground(for role: ColorRole) -> Int16 {
        switch role {
        case .normal, .muted, .status: return -1
        case .accent: return cn_color_cyan()
        case .success: return cn_color_green()
        case .warning, .error: return cn_color_red()
        case .overlay: return cn_color_magenta()
        case .keyWindow, .denied: return cn_color_yellow()
        }
    }

    static func pair(for role: ColorRole) -> Int16 {
        Int16((ColorRole.allCases.firstIndex(of: role) ?? -1) + 1)
    }

    static func attributes(for style: CellStyle) -> attr_t {
        var attributes = cn_a_normal()
        if style.contains(.bold) { attributes |= cn_a_bold() }
        if style.contains(.reverse) { attributes |= cn_a_reverse() }
        if style.contains(.underline) { attributes |= cn_a_underline() }
        if style.contains(.dim) { attributes |= cn_a_dim() }
        return attributes
    }

    static func style(from attributes: attr_t) -> CellStyle {
        var style: CellStyle = []
        if attributes & cn_a_bold() != 0 { style.insert(.bold) }
        if attributes & cn_a_reverse() != 0 { style.insert(.reverse) }
        if attributes & cn_a_underline() != 0 { style.insert(.underline) }
        if attributes & cn_a_dim() != 0 { style.insert(.dim) }
        return style
    }
}
