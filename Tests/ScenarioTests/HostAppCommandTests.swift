import DemoApps
import Foundation
import Lint
import RoutenavCommandLine
import Scenario
import Testing

/// Issue 12: the command-line side of host apps — `lint --app`, `new NAME`, and the names a host app may
/// register. (Registering a good name happens in the example packages' own processes, `ExamplePackagesTests`:
/// the registry is process-wide and would change other tests' messages here.)
@Suite struct HostAppCommandTests {
    @Test func lintAppChecksTheAppsOwnInfoPlist() async throws {
        let command = try RoutenavCommand.parse(["lint", "--app", "bare", "--min-severity", "warning"])
        #expect(command == .lint(LintCommand(plist: "", minimumSeverity: .warning, app: .bare)))
        guard case .lint(let lint) = command else { return }
        let outcome = await lint.run(currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        // `bare` is a multi-window app without RouteKit's activity types: two errors, named by the app.
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.output.contains("app bare: 2 errors"), "\(outcome.output)")
        let notes = await LintCommand(plist: "", app: .notes).run(currentDirectory: URL(fileURLWithPath: "/"))
        #expect(notes.status == .success, "\(notes.output)")
    }

    @Test func lintRefusesAFileAndAnAppTogether() {
        #expect(throws: UsageError("lint takes PLIST or --app notes, not both")) {
            try RoutenavCommand.parse(["lint", "--app", "notes", "Info.plist"])
        }
    }

    @Test func newTakesOneValidName() throws {
        #expect(try RoutenavCommand.parse(["new", "demo"]) == .new(NewCommand(name: "demo")))
        #expect(try RoutenavCommand.parse(["new", "my-app", "--routekit", "/src/RouteKit", "--directory=out"])
                == .new(NewCommand(name: "my-app", routeKitPath: "/src/RouteKit", directory: "out")))
        #expect(throws: UsageError("new needs a NAME for the package and its app")) { try RoutenavCommand.parse(["new"]) }
        #expect(throws: UsageError("new: '9lives' is not a package name: use 1 to 64 letters, digits, '-' and '_', starting with a letter")) {
            try RoutenavCommand.parse(["new", "9lives"])
        }
        #expect(throws: UsageError("unexpected argument 'b': new takes one NAME")) { try RoutenavCommand.parse(["new", "a", "b"]) }
    }

    @Test func newRefusesNamesThatCannotWork() throws {
        // Module names: the generated package would not build (a circular dependency on Foundation, UIKit, …).
        for name in ["Foundation", "UIKit", "SimulatedUIKit", "Route", "Scenario", "foundation", "Glibc", "RoutenavCommandLine"] {
            #expect(throws: UsageError.self, "\(name)") { try RoutenavCommand.parse(["new", name]) }
        }
        #expect(throws: UsageError("new: 'UIKit' is the name of the module UIKit, which the package builds with; choose another")) {
            try RoutenavCommand.parse(["new", "UIKit"])
        }
        // Reserved app names: refused at once, not at the package's first run (or silently shadowed by the demo).
        for name in ["notes", "single", "bare", "containers", "manifest", "skeleton"] {
            #expect(
                throws: UsageError(
                    "new: app name '\(name)' is taken by routenav itself (the built-in apps notes, single, bare, containers and the forms "
                        + "manifest:, skeleton:); choose another")
            ) { try RoutenavCommand.parse(["new", name]) }
        }
        #expect(try RoutenavCommand.parse(["new", "notes2"]) == .new(NewCommand(name: "notes2")))
    }

    @Test func oneCatalogueOfAppNamesIsReadByEveryList() {
        // The built-in demos are the catalogue's, in its order; --app parses each, and its help lists them.
        #expect(DemoAppCatalog.all.map(\.name) == AppNameCatalog.builtInApps)
        for name in AppNameCatalog.builtInApps {
            #expect(AppChoice(parsing: name)?.description == name)
        }
        #expect(AppChoice.expectedForms.hasPrefix(AppNameCatalog.builtInApps.joined(separator: ", ") + ", "))
        #expect(HostAppRegistry.reservedNames == AppNameCatalog.reservedNames)
    }

    @Test func hostAppNamesMustNotShadowRoutenavsOwn() {
        let plist = NotesApp.infoPlist(supportsMultipleScenes: false)
        for (name, message) in [("notes", "taken by routenav itself"), ("manifest", "taken by routenav itself"),
                                ("containers", "taken by routenav itself"),
                                ("my app", "must be 1 to 64"), ("", "must be 1 to 64"), ("-x", "must be 1 to 64")] {
            let app = AppDefinition(name: name, infoPlist: plist) { NotesAppDelegate(context: $0) }
            #expect(throws: HostAppRegistry.RegistrationError.self) { try HostAppRegistry.register([app]) }
            do {
                try HostAppRegistry.register([app])
            } catch {
                #expect(error.description.contains(message), "\(error.description)")
            }
        }
        let twice = AppDefinition(name: "twice", infoPlist: plist) { NotesAppDelegate(context: $0) }
        #expect(throws: HostAppRegistry.RegistrationError.self) { try HostAppRegistry.register([twice, twice]) }
        #expect(HostAppRegistry.names.isEmpty)
        #expect(AppChoice(parsing: "twice") == nil)
    }
}
