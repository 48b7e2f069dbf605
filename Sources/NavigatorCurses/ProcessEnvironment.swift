import Glibc

/// Reads the environment without Foundation's process info (used before curses starts).
enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
