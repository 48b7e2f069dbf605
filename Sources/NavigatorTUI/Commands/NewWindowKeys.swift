/// Which of the new-window keys, `n` (a new window of the primary scene) and `N` (of a named scene), the
/// running app has: the hint line offers those, and `?` says so on their rows.
enum NewWindowKeys: Equatable {
    /// Both: the app supports multiple scenes and its primary scene takes more windows.
    case both
    /// `N` only: a new primary window would be destroyed as it connects (R3: the primary scene keeps
    /// one window, as in the Notes demo).
    case namedOnly
    /// Neither: the app does not support multiple scenes, so the system refuses every new window (U5).
    case none

    /// The keys of the app a snapshot shows.
    /// - Parameter snapshot: the snapshot.
    init(snapshot: NavigatorSnapshot) {
        if !snapshot.acceptsNewWindows {
            self = .none
        } else if snapshot.newPrimaryWindowIsRefused {
            self = .namedOnly
        } else {
            self = .both
        }
    }

    /// What `?` adds to the help of `n` or `N`: for the running app (`keys`), or, without it (the
    /// generated docs/KEYBINDINGS.md), both cases; `nil` for other commands or nothing to add.
    /// - Parameters:
    ///   - action: the command's action.
    ///   - keys: the running app's keys, or `nil` for the general text.
    /// - Returns: one or two sentences, or `nil`.
    static func note(on action: CommandAction, for keys: NewWindowKeys?) -> String? {
        switch (action, keys) {
        case (.newWindow, nil):
            return "Offered only where it applies: an app without multiple scenes (U5) gets neither n nor N; where the "
                + "primary scene keeps one window (R3, as in the Notes demo) n's window would be destroyed as it connects, "
                + "so the hint line offers N instead."
        case (.promptNewWindow, nil):
            return "The hint line offers it in n's place where n's window would be destroyed (R3)."
        case (.newWindow, .namedOnly?):
            return "This app: its window would be destroyed as it connects (R3, the primary scene keeps one window); use N."
        case (.newWindow, NewWindowKeys.none?), (.promptNewWindow, NewWindowKeys.none?):
            return "This app: not offered, it has one window (no UIApplicationSupportsMultipleScenes); the system refuses it (U5)."
        default:
            return nil
        }
    }
}
