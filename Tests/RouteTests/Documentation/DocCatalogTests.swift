import Foundation
import Testing

/// The package's root, found from this file (`Tests/RouteTests/Documentation/…`).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
private let catalogModules = ["RouteInterface", "Route"]
private let catalogsReachable = catalogModules.allSatisfy {
    FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Sources/\($0)/\($0).docc").path)
}

/// Issue 16, build 5: the DocC catalogs of `RouteInterface` and `Route` (`Sources/<Module>/<Module>.docc`)
/// list every public type of their module in a Topics group, and every ``Symbol`` link in them names a
/// declaration that exists. `make docs-check` (part of `make test`) resolves the links with `docc` itself;
/// this test is the quick version that `swift test` runs, so a type renamed or removed in the engine
/// fails here too. It reads the sources as text: the first component of a link must be a type the
/// module declares, each further component a name declared in the module's sources.
@Suite("DocC catalogs")
struct DocCatalogTests {
    @Test("every public type of RouteInterface and Route is in its catalog",
          .enabled(if: catalogsReachable, "Sources/<Module>/<Module>.docc is not reachable from the test bundle: skipped"))
    func everyPublicTypeIsCurated() throws {
        var missing: [String] = []
        for module in catalogModules {
            let linked = Set(try links(in: module).compactMap { link in
                link.split(separator: "/").map(String.init).first { !catalogModules.contains($0) }
            })
            for type in try declarations(in: module).publicTypes.sorted() where !linked.contains(type) {
                missing.append("\(module): add ``\(type)`` to a Topics group of Sources/\(module)/\(module).docc/\(module).md")
            }
        }
        #expect(missing.isEmpty, "public types missing from the DocC catalogs:\n\(missing.joined(separator: "\n"))")
    }

    @Test("every ``Symbol`` link in the catalogs names a declaration",
          .enabled(if: catalogsReachable, "Sources/<Module>/<Module>.docc is not reachable from the test bundle: skipped"))
    func everyLinkNamesADeclaration() throws {
        let declared = try Dictionary(uniqueKeysWithValues: catalogModules.map { ($0, try declarations(in: $0)) })
        var broken: [String] = []
        for module in catalogModules {
            for link in try links(in: module) {
                var components = link.split(separator: "/").map(String.init)
                var owner = module
                if let first = components.first, declared[first] != nil {
                    owner = first
                    components.removeFirst()
                }
                guard let names = declared[owner], let type = components.first else { continue }
                let known = names.types.contains(type) && components.dropFirst().allSatisfy { names.members.contains(baseName(of: $0)) }
                if !known { broken.append("\(module).docc: ``\(link)``") }
            }
        }
        #expect(broken.isEmpty, "links to nothing the module declares (renamed or removed?):\n\(broken.joined(separator: "\n"))")
    }

    @Test("the link check finds a name the module does not declare")
    func linkCheckRejectsUnknownNames() throws {
        let names = try declarations(in: "RouteInterface")
        #expect(names.types.contains("SceneIntent") && !names.types.contains("NoSuchIntent"))
        #expect(names.members.contains(baseName(of: "matches(registration:)")))
        #expect(!names.members.contains(baseName(of: "noSuchMember(_:)")))
        #expect(baseName(of: "shouldExecute(pending:current:for:)-(SceneIntentMatch,_,_)") == "shouldExecute")
    }

    /// Every ``link`` in a module's catalog, outside fenced code.
    private func links(in module: String) throws -> [String] {
        let catalog = packageRoot.appendingPathComponent("Sources/\(module)/\(module).docc")
        var found: [String] = []
        for file in try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil) where file.pathExtension == "md" {
            var inFence = false
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
                if inFence { continue }
                found += line.matches(of: /``([^`]+)``/).map { String($0.1) }
            }
        }
        return found
    }

    /// A link component without its parameter labels and disambiguation: `route(to:completion:)` is `route`.
    private func baseName(of component: String) -> String {
        String(component.prefix { $0 != "(" && $0 != "-" })
    }

    /// The names a module's sources declare: types (and the public ones among them), and members.
    private func declarations(in module: String) throws -> (types: Set<String>, publicTypes: Set<String>, members: Set<String>) {
        let folder = packageRoot.appendingPathComponent("Sources/\(module)")
        let typeDeclaration = /\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        let publicTopLevel = /^(?:@\w+\s+)*public\s+(?:final\s+)?(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
            .anchorsMatchLineEndings()
        let memberDeclaration = /\b(?:func|var|let|case|associatedtype)\s+`?([A-Za-z_][A-Za-z0-9_]*|==)`?/
        var types: Set<String> = [], publicTypes: Set<String> = [], members: Set<String> = ["init", "subscript"]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: typeDeclaration) { types.insert(String(match.1)); members.insert(String(match.1)) }
            for match in text.matches(of: publicTopLevel) { publicTypes.insert(String(match.1)) }
            for match in text.matches(of: memberDeclaration) { members.insert(String(match.1)) }
        }
        return (types, publicTypes, members)
    }
}
