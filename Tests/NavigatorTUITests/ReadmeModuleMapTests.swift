import Foundation
import Testing

/// README's "How it fits together" is a newcomer's map of the package: every target Package.swift
/// declares (library, executable or system library; not tests) is named in its module table, and the
/// table names no module that does not exist, so the map cannot go stale.
@Suite struct ReadmeModuleMapTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The target names Package.swift declares, test targets excepted.
    private func declaredTargets() throws -> Set<String> {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.(target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        return Set(
            pattern.matches(in: manifest, range: range).compactMap { match in
                Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) }
            })
    }

    /// The backticked names in the first column of README's module table.
    private func mappedModules() throws -> Set<String> {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## How it fits together\n"), "README has no 'How it fits together' section")
        let rows = readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("| Module") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        var names: Set<String> = []
        for row in rows {
            let firstCell = row.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            for part in firstCell.split(separator: "`").enumerated() where part.offset % 2 == 1 {
                names.insert(String(part.element))
            }
        }
        return names
    }

    @Test func everyTargetIsOnTheMapAndNothingElse() throws {
        let declared = try declaredTargets()
        let mapped = try mappedModules()
        #expect(declared.count > 10, "Package.swift's targets were not found: \(declared)")
        #expect(declared.subtracting(mapped).isEmpty, "README's module table lacks: \(declared.subtracting(mapped).sorted())")
        #expect(mapped.subtracting(declared).isEmpty, "README's module table names modules Package.swift lacks: \(mapped.subtracting(declared).sorted())")
    }
}
