/// `routenav new NAME [--routekit PATH] [--directory DIR]`: write a starter package for a host app of
/// your own (an app definition, a router, a configurator, two screens, a scenario) into an empty folder.
public struct NewCommand: Equatable, Sendable {
    /// The package's and the app's name: letters, digits, `-` and `_`, starting with a letter.
    public var name: String
    /// `--routekit PATH`: the RouteKit checkout the package depends on; `nil` for the one this routenav
    /// was built from.
    public var routeKitPath: String?
    /// `--directory DIR`: where to write; `nil` for `./NAME`.
    public var directory: String?

    /// Creates the options.
    /// - Parameters:
    ///   - name: the package's name.
    ///   - routeKitPath: the RouteKit checkout, if not this one.
    ///   - directory: the folder to write, if not `./NAME`.
    public init(name: String, routeKitPath: String? = nil, directory: String? = nil) {
        self.name = name
        self.routeKitPath = routeKitPath
        self.directory = directory
    }

    /// Whether a name can be a Swift package, module and app name at once.
    /// - Parameter name: the name as given.
    /// - Returns: `true` for 1 to 64 ASCII letters, digits, `-` and `_`, starting with a letter.
    public static func isValidName(_ name: String) -> Bool {
        guard (1...64).contains(name.utf8.count), let first = name.unicodeScalars.first,
            first.isASCII, first.properties.isAlphabetic
        else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// Parses the arguments after `new`.
    /// - Parameter arguments: the words after `new`; `--help` is handled by `RoutenavCommand` (RoutenavCommandLine).
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice or without its value, no
    ///   NAME, more than one, or a NAME that is not a valid package name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> NewCommand {
        var name: String?
        var routeKitPath: String?
        var directory: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument.hasPrefix("-") {
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let option = String(parts[0])
                let inline = parts.count > 1 ? String(parts[1]) : nil
                switch option {
                case "--routekit":
                    guard routeKitPath == nil else { throw UsageError("--routekit given twice") }
                    routeKitPath = try OptionValue.take(option, inline: inline, expected: "the path of a RouteKit checkout", from: arguments, at: &index)
                case "--directory":
                    guard directory == nil else { throw UsageError("--directory given twice") }
                    directory = try OptionValue.take(option, inline: inline, expected: "a directory", from: arguments, at: &index)
                default:
                    throw UsageError("unknown option '\(option)' for new")
                }
                continue
            }
            guard name == nil else { throw UsageError("unexpected argument '\(argument)': new takes one NAME") }
            name = argument
        }
        guard let name else { throw UsageError("new needs a NAME for the package and its app") }
        guard isValidName(name) else {
            throw UsageError("new: '\(name)' is not a package name: use 1 to 64 letters, digits, '-' and '_', starting with a letter")
        }
        return NewCommand(name: name, routeKitPath: routeKitPath, directory: directory)
    }
}
