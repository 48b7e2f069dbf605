import RoutenavHost
import Scenario

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

    /// Parses the arguments after `new` with ``options``.
    ///
    /// - Parameter arguments: the words after `new`; `--help` is handled by ``RoutenavCommand``.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice or without its value, no
    ///   NAME, more than one, a NAME that is not a valid package name, or one ``AppNameCatalog`` reserves
    ///   (a built-in app, `manifest`, `skeleton`) or that names a module (`Foundation`, `UIKit`, `Route`).
    public static func parse(_ arguments: [String]) throws(UsageError) -> NewCommand {
        try options.parse(arguments, defaults: NewCommand(name: ""))
    }

    /// `new`'s options: its parser and its `--help`.
    static var options: OptionTable<NewCommand> {
        let needsName = "new needs a NAME for the package and its app"
        return OptionTable(
            command: "new",
            about: """
                'new' writes a starter package for an app of your own into folder NAME (or DIR), which must be empty \
                or missing: Package.swift depending on this RouteKit checkout (or PATH), a main.swift calling \
                Routenav.main(apps:), an app definition, a configurator, a router, two screens and \
                scenarios/NAME.scenario. Then: cd NAME && swift run NAME run scenarios/*.scenario
                """,
            options: [
                .text(
                    "--routekit", "PATH", expected: "the path of a RouteKit checkout", \.routeKitPath,
                    help: "the RouteKit checkout the package depends on (default: the one this routenav was built from)"),
                .text("--directory", "DIR", expected: "a directory", \.directory, help: "the folder to write (default ./NAME)"),
            ],
            operands: .one("NAME", \.name, of: "new", missing: needsName),
            validate: { command throws(UsageError) in
                guard !command.name.isEmpty else { throw UsageError(needsName) }
                guard isValidName(command.name) else {
                    throw UsageError(
                        "new: '\(command.name)' is not a package name: use 1 to 64 letters, digits, '-' and '_', starting with a letter")
                }
                // A built-in app's name would be shadowed at `--app`; a module's name cannot build.
                if let problem = AppNameCatalog.packageProblem(with: command.name) { throw UsageError("new: \(problem)") }
            })
    }
}
