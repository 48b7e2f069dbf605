import Foundation
import Lint
import Scenario
import Testing
@testable import RoutenavCommandLine

/// Each command's `--help` is made from its option table, the table its parser reads: what the help
/// shows is what the parser takes, and the other way round.
@Suite struct CommandLineHelpTests {
    /// The help of plain `routenav` (the navigator's options) and of each subcommand.
    static let helps: [(name: String, subcommand: RoutenavCommand.Subcommand?)] =
        [("routenav", nil)] + RoutenavCommand.Subcommand.allCases.map { ("routenav-\($0.rawValue)", $0) }

    /// The option names a table declares.
    static func declared(_ subcommand: RoutenavCommand.Subcommand?) -> [String] {
        switch subcommand {
        case nil: NavigatorArguments.options.options.map(\.name)
        case .run: RunCommand.options.options.map(\.name)
        case .lint: LintCommand.options.options.map(\.name)
        case .monkey: MonkeyCommand.options.options.map(\.name)
        case .new: NewCommand.options.options.map(\.name)
        case .aasa: AasaCommand.options.options.map(\.name)
        }
    }

    /// The options a help text lists: the `--name` that starts each entry of its OPTIONS section(s).
    static func listed(in help: String, section: String) -> [String] {
        guard let start = help.range(of: section + "\n") else { return [] }
        let rest = help[start.upperBound...]
        let body = rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)]
        return body.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  --") else { return nil }
            return String(line.dropFirst(2).prefix { $0 != " " })
        }
    }

    /// The command line that runs a subcommand (or the navigator) with one option and a value for it.
    static func commandLine(_ subcommand: RoutenavCommand.Subcommand?, option: String) -> [String] {
        let operand: [String]
        switch subcommand {
        case nil, .monkey: operand = []
        case .run: operand = ["a.scenario"]
        case .lint: operand = option == "--app" ? [] : ["Info.plist"]
        case .new: operand = ["demo"]
        case .aasa: operand = ["check", "aasa.json", "https://www.example.com/"]
        }
        return (subcommand.map { [$0.rawValue] } ?? []) + [option, "notes"] + operand
    }

    /// Parses a command line as `routenav` does, the navigator's options too (which
    /// ``RoutenavCommand/parse(_:)`` hands over unparsed).
    static func parse(_ arguments: [String]) throws(UsageError) {
        if case .navigator(let options) = try RoutenavCommand.parse(arguments) { _ = try NavigatorArguments.parse(options) }
    }

    @Test("every option a help lists is one its parser knows", arguments: helps)
    func everyListedOptionParses(name: String, subcommand: RoutenavCommand.Subcommand?) throws {
        let help = RoutenavCommand.helpText(for: subcommand)
        let listed = Self.listed(in: help, section: "OPTIONS:").filter { $0 != "--help" && $0 != "--version" }
            + (subcommand == nil ? Self.listed(in: help, section: "OPTIONS (navigator):") : [])
        #expect(!listed.isEmpty)
        for option in listed {
            do {
                try Self.parse(Self.commandLine(subcommand, option: option))
            } catch {
                // A value this test made up may be refused, or a related option missing: not the option itself.
                #expect(!error.message.hasPrefix("unknown option"), "\(name): \(option): \(error.message)")
            }
        }
    }

    @Test("every option a parser knows is in its help: the entries and the usage lines", arguments: helps)
    func everyParsedOptionIsListed(name: String, subcommand: RoutenavCommand.Subcommand?) {
        let help = RoutenavCommand.helpText(for: subcommand)
        let section = subcommand == nil ? "OPTIONS (navigator):" : "OPTIONS:"
        #expect(Self.listed(in: help, section: section).filter { $0 != "--help" } == Self.declared(subcommand))
        let usage = String(help[..<(help.range(of: "\n\n")?.lowerBound ?? help.endIndex)])
        for option in Self.declared(subcommand) {
            #expect(usage.contains("[\(option)") || usage.contains("| \(option)") || usage.contains(" \(option) "), "\(name): \(option)")
        }
    }

    @Test("an option in no help is unknown to the parser")
    func unlistedOptionsAreRefused() {
        let all = RoutenavCommand.helpText
        for subcommand in [nil] + RoutenavCommand.Subcommand.allCases.map(Optional.some) {
            #expect(!all.contains("--frobnicate"))
            #expect(throws: UsageError.self) { try Self.parse(Self.commandLine(subcommand, option: "--frobnicate")) }
        }
    }

    @Test("routenav --help and each subcommand's --help match their goldens", arguments: helps)
    func goldens(name: String, subcommand: RoutenavCommand.Subcommand?) throws {
        #expect(try RoutenavCommand.parse((subcommand.map { [$0.rawValue] } ?? []) + ["--help"]) == .help(subcommand))
        SnapshotAssertion.assertMatches(String(RoutenavCommand.helpText(for: subcommand).dropLast()), named: "help-\(name)")
    }

    @Test("the whole help gathers each subcommand's usage lines and options")
    func wholeHelpHasEverySubcommand() {
        let all = RoutenavCommand.helpText
        for subcommand in RoutenavCommand.Subcommand.allCases {
            let own = RoutenavCommand.helpText(for: subcommand)
            let usage = own[..<(own.range(of: "\n\n")?.lowerBound ?? own.endIndex)].replacingOccurrences(of: "USAGE: ", with: "       ")
            #expect(all.contains(usage), "\(subcommand)")
            #expect(Self.listed(in: all, section: "OPTIONS (\(subcommand.rawValue)):") == Self.declared(subcommand))
        }
    }

    @Test("help lines fit in 100 columns")
    func helpFits() {
        for (_, subcommand) in Self.helps {
            for line in RoutenavCommand.helpText(for: subcommand).split(separator: "\n") {
                #expect(line.count <= 100, "\(line)")
            }
        }
    }
}
