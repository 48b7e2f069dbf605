import Synchronization

/// The host apps a program built on routenav adds beside the built-in demos (``Routenav/main(apps:)``
/// registers them once, before parsing its command line).
///
/// Process-wide because `--app NAME` and the scenario line `app NAME` are parsed wherever a command line
/// or a scenario is read, on any thread; a `Mutex` guards it.
public enum HostAppRegistry {
    /// Names the built-in apps and the `manifest:` / `skeleton:` forms already take (``AppNameCatalog/reservedNames``).
    public static var reservedNames: Set<String> { AppNameCatalog.reservedNames }

    private static let apps = Mutex<[AppDefinition]>([])

    /// Why a definition cannot be registered.
    public struct RegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, in one line naming the app.
        public let description: String
    }

    /// Adds host apps, in the order `--help` and error messages list them.
    /// - Parameter definitions: the apps; each name must be 1 to 64 of letters, digits, `-`, `_` and `.`,
    ///   not start with `.` or `-`, and be neither a built-in name (``reservedNames``) nor registered already.
    /// - Throws: ``RegistrationError`` naming the first bad name; nothing is registered then.
    public static func register(_ definitions: [AppDefinition]) throws(RegistrationError) {
        try apps.withLock { (registered: inout [AppDefinition]) throws(RegistrationError) in
            var names = Set(registered.map(\.name))
            for definition in definitions {
                let name = definition.name
                guard isValidName(name) else {
                    throw RegistrationError(description: "app name '\(name)' must be 1 to 64 letters, digits, '-', '_' or '.', not starting with '-' or '.'")
                }
                // `containers` too: `--app containers` always picks the built-in demo.
                if let reason = AppNameCatalog.reservation(of: name) { throw RegistrationError(description: reason) }
                guard names.insert(name).inserted else {
                    throw RegistrationError(description: "app name '\(name)' is given twice")
                }
            }
            registered += definitions
        }
    }

    /// The registered app with this name.
    /// - Parameter name: the name as written (case-sensitive).
    /// - Returns: the definition, or `nil`.
    public static func app(named name: String) -> AppDefinition? {
        apps.withLock { registered in registered.first { $0.name == name } }
    }

    /// The registered apps' names, in registration order.
    public static var names: [String] {
        apps.withLock { registered in registered.map(\.name) }
    }

    /// Removes every registered app (for tests).
    public static func removeAll() {
        apps.withLock { registered in registered = [] }
    }

    private static func isValidName(_ name: String) -> Bool {
        guard (1...64).contains(name.utf8.count), let first = name.first, first != ".", first != "-" else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
    }
}
