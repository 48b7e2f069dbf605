import DemoApps
import Foundation
import Scenario
import Testing

/// Build-setting placeholders found once per file, not once per placeholder per string (issue 15: `lint`
/// on a 128 KB plist with 8,000 placeholders took 21 s), each still reported at every key path it occurs.
@Suite("Lint: build-setting placeholders at every key path")
struct PlaceholderScanTests {
    private func document(_ root: [String: Any]) throws -> InfoPlistDocument {
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        return try InfoPlistDocument(data: data, source: "Info.plist")
    }

    @Test func everyPlaceholderOfAThousandKeysIsReportedAtItsOwnKeyAndSharedOnesAtEach() throws {
        var root: [String: Any] = ["LSRequiresIPhoneOS": true, "Shared": "$(ORG).a", "AlsoShared": "$(ORG).b"]
        for index in 0..<1_000 { root["K\(index)"] = "$(P\(index))" }
        let findings = InfoPlistLinter().findings(for: try document(root)).filter { $0.message.contains("placeholder") }
        #expect(findings.count == 1_002)
        #expect(findings.contains { $0.keyPath == "K999" && $0.message.contains("$(P999)") })
        #expect(findings.filter { $0.message.contains("$(ORG)") }.map(\.keyPath) == ["AlsoShared", "Shared"])
    }

    @Test func aPlaceholderInsideAKeyAndItsValueIsReportedOnceAtThatPath() throws {
        let paths = try document(["$(KEY)": "$(KEY)", "Outer": "$(A_$(B))"]).keyPathsByPlaceholder()
        #expect(paths["$(KEY)"] == ["$(KEY)"])
        #expect(paths["$(A_$(B))"] == ["Outer"])
        #expect(paths["$(B)"] == nil, "a nested placeholder is part of the outer one")
    }
}
