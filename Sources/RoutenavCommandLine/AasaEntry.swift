// `routenav aasa check|lint FILE`: reads the file once and prints verdicts or findings. Kept apart from
// Routenav.swift, which only hands `.aasa(command)` over to `aasa(_:)`.
import AppLinks
import Foundation
import Scenario

/// Runs `routenav aasa`.
/// - Parameter command: the parsed options; a relative FILE starts at the current directory.
/// - Returns: 0 for `check` (whatever the verdicts) and for a clean `lint`; 1 when `lint` finds
///   something; 2 when the file cannot be read, or `check` cannot read it as an apple-app-site-association
///   file (the message names the key path and what was expected).
/// - Complexity: O(u·c·n): u URLs, c components, n the length of a URL.
@MainActor func aasa(_ command: AasaCommand) -> ExitStatus {
    guard let data = FileManager.default.contents(atPath: command.file) else {
        printError("routenav: aasa: cannot read \(command.file): no such file, or not readable")
        return .unusableInput
    }
    switch command.action {
    case .lint?:
        let findings = AppSiteAssociationLint.lint(data)
        if findings.isEmpty {
            printOutput("\(command.file): no findings\n")
            return .success
        }
        printOutput(findings.map { "\(command.file): \($0)\n" }.joined())
        return .expectationFailed
    case .check?, nil:
        let association: AppSiteAssociation
        do {
            association = try AppSiteAssociation(json: data)
        } catch {
            printError("routenav: aasa: \(command.file): \(error)")
            return .unusableInput
        }
        let matcher = AppLinkMatcher(association)
        var lines = ""
        for url in command.urls {
            guard let address = WebAddress(url) else {
                lines += "\(url): browser (not an http or https link a browser reads a host in)\n"
                continue
            }
            lines += "\(url): \(matcher.verdict(for: address, appID: command.appID))\n"
        }
        printOutput(lines)
        return .success
    }
}
