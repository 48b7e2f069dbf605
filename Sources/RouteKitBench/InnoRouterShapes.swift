import Foundation
import RouteInterface
import Simulator

/// Issue 8, bench: InnoRouter's published performance smoke shapes, for comparison (InnoSquadCorp/InnoRouter, Sources/InnoRouterPerformanceSmoke: `navigation_replace_reset_scaling` 120 vs 240 routes, threshold 3.6x and 200 ms at 240; `deep_link_pipeline_scaling` 50 vs 100 mappings x 200 URLs, threshold 3.8x and 150 ms at 100).
///
/// No goal of ours: the ratio column is the large shape over the small one, shown beside
/// InnoRouter's threshold.
@MainActor enum InnoRouterShapes {
    /// Builds a stack of `count` routes and resets it, through the engine.
    ///
    /// RouteKit has no one-call "replace the stack with these 120 routes": a chain stops at 32 screens
    /// (R11). So the shape is built the way a user would reach it, one deep link per route (each pushed
    /// and settled), then reset with one `replaceAll` link (`bench://reset`).
    static func replaceReset(samples: Int, scratch: URL) throws -> CaseResult {
        let app = try BenchApp().definition(in: scratch)
        let counts = BenchScale.smoke ? [12, 24] : [120, 240]
        var last: [Int: Simulator] = [:]
        let summaries = try Stopwatch().measureEachInterleaved(
            samples: samples,
            counts.map { count in
                {
                    let simulator = Simulator(app: app)
                    try simulator.launchSignedIn()
                    last[count] = simulator
                    return {
                        for item in 1...count { try simulator.run(.open(url: "bench://item/\(item)", window: nil)) }
                        try simulator.run(.open(url: "bench://reset", window: nil))
                    }
                }
            })
        for count in counts {
            guard let simulator = last[count], try simulator.stack(of: .main) == ["Root"] else {
                throw BenchError("replace/reset: the stack was not reset to Root")
            }
        }
        let measured = Array(zip(counts, summaries))
        let small = measured[0].1
        let large = measured[1].1
        return CaseResult(
            id: "innorouter-replace-reset", title: "InnoRouter shape: build 120 then 240 routes, reset", measured: large,
            floorName: "the 120-route run", floor: small, ratio: large.median / small.median, ratioMeaning: "240 / 120",
            goal: nil, goalText: "InnoRouter: <= 3.6x, 240 in <= 200 ms",
            points: measured.enumerated().map { ScalingPoint(parameter: $1.0, measured: $1.1, growth: $0 == 0 ? nil : large.median / small.median) },
            notes: [
                "Each route is a deep link pushed and settled (0.35 s virtual transition each), then one replaceAll "
                    + "link resets to Root; InnoRouter replaces its whole path in one command, so this shape does more work."
            ])
    }

    /// Registers `count` URLs and matches 200 URLs against them (R5), as the engine does: a
    /// ``SceneIntentMatcher`` made from the registrations, then `bestMatch(for:)` per URL.
    static func urlMappings(samples: Int) throws -> CaseResult {
        let counts = [50, 100]
        var bodies: [() throws -> Void] = []
        for count in counts {
            let registrations = Set((0..<count).map { SceneIntent.url(URL(string: "bench://app/perf/\($0)")) })
            guard let url = URL(string: "bench://app/perf/\(count - 1)") else { throw BenchError("bad URL") }
            let inbound = SceneIntent.url(url)
            bodies.append {
                let matcher = SceneIntentMatcher(registrations: registrations)
                for _ in 0..<200 {
                    guard let match = matcher.bestMatch(for: inbound) else { throw BenchError("no match") }
                    Sink.shared.consume(match.description.utf8.count)
                }
            }
        }
        let measured = Array(zip(counts, try Stopwatch().measureInterleaved(samples: samples, operations: 1, bodies)))
        let small = measured[0].1
        let large = measured[1].1
        return CaseResult(
            id: "innorouter-url-mappings", title: "InnoRouter shape: 50 then 100 URL mappings x 200 URLs", measured: large,
            floorName: "the 50-mapping run", floor: small, ratio: large.median / small.median, ratioMeaning: "100 / 50",
            goal: nil, goalText: "InnoRouter: <= 3.8x, 100 in <= 150 ms",
            points: measured.enumerated().map { ScalingPoint(parameter: $1.0, measured: $1.1, growth: $0 == 0 ? nil : large.median / small.median) },
            notes: [
                "A SceneIntentMatcher made from a Set of bench://app/perf/K registrations (the engine makes one per scene "
                    + "manager), then 200 URLs matching the last one; one sample = making it + 200 matches. Matching only "
                    + "(InnoRouter's handler also applies its plan to a store)."
            ])
    }
}
