import Foundation

/// Where the navigator keeps each app's container between runs: `$XDG_DATA_HOME/routenav/<app>/`,
/// falling back to `~/.local/share/routenav/<app>/`, so restoration records survive quitting the navigator.
enum NavigatorDataDirectory {
    /// The container directory of an app.
    /// - Parameters:
    ///   - app: the app as `--app` spells it (`notes`, `manifest:path/to/app.json`).
    ///   - environment: the process environment (reads `XDG_DATA_HOME` and `HOME`).
    /// - Returns: the directory; created by the store when first written.
    static func container(for app: String, environment: [String: String]) -> URL {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("routenav", isDirectory: true).appendingPathComponent(folderName(for: app), isDirectory: true)
    }

    /// FNV-1a, 64-bit: a stable hash (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A file-system-safe folder name: `notes`, `manifest-app.json-<hash of the path>`; other characters become `-`.
    static func folderName(for app: String) -> String {
        var name = app
        if let colon = app.firstIndex(of: ":") {
            // Two apps from files of the same name must not share records: add a hash of the full path.
            let path = String(app[app.index(after: colon)...])
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            name =
                String(app[..<colon]) + "-" + (path.split(separator: "/").last.map(String.init) ?? path)
                + "-" + String(fnv1a(absolute), radix: 16)
        }
        let safe = name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
        }
        let folder = String(safe).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return folder.isEmpty ? "app" : String(folder.prefix(100))
    }
}
