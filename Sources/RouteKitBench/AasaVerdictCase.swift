import AppLinks
import Foundation

/// U13: one apple-app-site-association verdict on a 100-component file (goal under 10 µs in release).
///
/// The file has one detail of 100 components, each a path prefix with a query item and a fragment
/// pattern, alternating plain and `exclude`, with substitution variables and case-insensitive ones mixed
/// in. The link matches only the last component, so every verdict walks all 100: the worst case for a
/// file of that size. The patterns are compiled once (``AppLinkMatcher``), as the simulated system does
/// when it installs the app; one operation is reading the link (``WebAddress``) and deciding it.
@MainActor enum AasaVerdictCase {
    /// The 100-component file.
    static var file: Data {
        let components = (0..<100).map { index -> String in
            let path = index % 10 == 3 ? "/$(section)/\(index)/*" : "/section\(index)/items/?*"
            let exclude = index % 2 == 1 ? ", \"exclude\": true" : ""
            let caseSensitive = index % 7 == 0 ? ", \"caseSensitive\": false" : ""
            return "{\"/\": \"\(path)\", \"?\": {\"ref\": \"*\", \"id\": \"$(digit)*\"}, \"#\": \"*\"\(exclude)\(caseSensitive)}"
        }
        let json = """
            {"applinks": {"substitutionVariables": {"section": ["news", "sport", "weather"]},
              "details": [{"appIDs": ["ABCDE12345.com.example.bench"], "components": [\(components.joined(separator: ",\n"))]}]}}
            """
        return Data(json.utf8)
    }

    static func run(samples: Int) throws -> CaseResult {
        let matcher = AppLinkMatcher(try AppSiteAssociation(json: file))
        let link = "https://www.example.com/section98/items/shoe-42?ref=mail&id=7001#top"
        var opened = 0
        let measured = try Stopwatch().measure(samples: samples, operations: 2_000) {
            guard let address = WebAddress(link) else { throw BenchError("the bench link does not parse") }
            if matcher.verdict(for: address, appID: "ABCDE12345.com.example.bench").opensApp { opened += 1 }
        }
        guard opened > 0 else { throw BenchError("the bench link should open the app (components[98])") }
        Sink.shared.consume(opened)
        let microseconds = measured.median * 1_000_000
        return CaseResult(
            id: "aasa-verdict", title: "apple-app-site-association verdict, 100 components (U13)", measured: measured,
            ratio: microseconds, ratioMeaning: "µs per verdict", goal: 10, goalText: "< 10 µs",
            notes: [
                "One detail of 100 components (path, query items, fragment; excludes, variables and caseSensitive mixed); "
                    + "the link matches only components[98], so every verdict walks the whole list; "
                    + "patterns compiled once; one operation = WebAddress + verdict; 2,000 operations per sample."
            ])
    }
}
