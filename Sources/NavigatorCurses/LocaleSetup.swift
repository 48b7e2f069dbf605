import CNcurses
import NavigatorTUI

/// Chooses the glyph set from the locale (CONTRIBUTING.md: in a `C`/`POSIX` locale UTF-8 output turns to
/// garbage): after `setlocale(LC_ALL, "")` check the codeset, try `C.UTF-8`, else draw with ASCII.
public enum LocaleSetup {
    /// Sets the process locale from the environment and returns the glyph set the terminal can show.
    ///
    /// Call before curses starts.
    ///
    /// A locale that is not UTF-8 (`LANG=C`, `POSIX`) says the terminal may not show UTF-8, so the
    /// navigator draws ASCII borders and glyphs then, even where `C.UTF-8` exists (before, it
    /// switched to `C.UTF-8` and drew box drawing the terminal showed as garbage).
    /// - Returns: ``GlyphSet/unicode`` for a UTF-8 codeset, else ``GlyphSet/ascii``.
    public static func configureProcessLocale() -> GlyphSet {
        _ = cn_setlocale_from_environment()
        return isUTF8(codeset: currentCodeset()) ? .unicode : .ascii
    }

    /// Sets the process locale by name (`setlocale(LC_ALL, name)`).
    /// - Parameter name: a locale name such as `C.UTF-8`.
    /// - Returns: whether the C library accepted it.
    @discardableResult
    public static func setLocale(_ name: String) -> Bool {
        cn_setlocale(name) != nil
    }

    /// The current `LC_CTYPE` codeset (`nl_langinfo(CODESET)`), for example, `UTF-8` or `ANSI_X3.4-1968`.
    /// - Returns: the codeset name, or `nil`.
    public static func currentCodeset() -> String? {
        cn_codeset().map { String(cString: $0) }
    }

    /// Whether a codeset name means UTF-8 (`UTF-8`, `utf8`, any case).
    /// - Parameter codeset: a codeset name.
    /// - Returns: `true` for UTF-8.
    public static func isUTF8(codeset: String?) -> Bool {
        guard let codeset else { return false }
        let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "utf8"
    }
}

/// Chooses color or monochrome (CONTRIBUTING.md): `NO_COLOR` (present and not empty, per no-color.org),
/// `--no-color`, or a terminal without colors give the monochrome theme.
public enum ThemeChoice {
    /// The theme to use.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - noColorFlag: whether `--no-color` was given.
    ///   - terminalHasColors: curses' `has_colors()`.
    /// - Returns: ``Theme/color`` or ``Theme/monochrome``.
    public static func theme(environment: [String: String], noColorFlag: Bool, terminalHasColors: Bool) -> Theme {
        if noColorFlag || !terminalHasColors { return .monochrome }
        if let value = environment["NO_COLOR"], !value.isEmpty { return .monochrome }
        return .color
    }
}
