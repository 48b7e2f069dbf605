/// How many windows one scene identity may have (R3).
public enum WindowBehavior: Sendable, Equatable {
    /// At most one window per identity (the default): activating an open identity reports
    /// `sceneAlreadyActive`, and a duplicate that connects anyway is destroyed at connection.
    case windowPerScene
    /// Any number of windows per identity; ``UISceneExecutionPolicy`` picks which one runs a forwarded intent.
    case undefined
}

/// Which window runs an intent forwarded to an identity that has several windows (R3, ours).
public enum UISceneExecutionPolicy: Sendable, Equatable {
    /// The first matching window, in connection order.
    case `default`
    /// The most recently active matching window.
    case mostRecent
    /// Every matching window; the intent is handled once in each.
    case all
}
