import DemoApps
import Foundation

/// Why a case could not run, or reached a state it did not expect (its numbers would mean nothing).
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The app most cases run: an app manifest written for the benchmark, so the shape the case
/// scales (window behaviour, number of registered URLs) is one parameter away.
///
/// Screens: `Home` (first screen), `Item(itemID)` (pushed, restorable; `bench://item/N`), `Root`
/// (`replaceAll`; `bench://reset`), `Detail(detailID)` (`replaceCurrent`, so the stack does not grow;
/// `bench://detail/N`). Registrations: `bench://item`, `bench://reset`, `bench://detail`, and
/// `bench://r0` … `bench://rK` for the registered-intents case. The splash is `immediate` and
/// obscuration is off, so a case times routing and navigation rather than overlays.
struct BenchApp {
    /// `windowPerScene` or `undefined` (R3).
    var windowBehavior = "windowPerScene"
    /// How many `bench://rK` registrations to add.
    var extraRegistrations = 0

    /// The manifest's JSON text.
    var json: String {
        var intents = [
            #"{ "url": "bench://item", "screen": "Item", "pathSegment": 0 }"#,
            #"{ "url": "bench://reset", "screen": "Root" }"#,
            #"{ "url": "bench://detail", "screen": "Detail", "pathSegment": 0 }"#,
        ]
        intents += (0..<extraRegistrations).map { #"{ "url": "bench://r\#($0)", "screen": "Item", "pathSegment": 0 }"# }
        return """
            {
              "comment": "Written by routekit-bench (make bench).",
              "name": "Bench",
              "infoPlist": {
                "bundleIdentifier": "com.example.bench",
                "hasSceneManifest": true,
                "supportsMultipleScenes": true,
                "sceneConfigurations": {
                  "UIWindowSceneSessionRoleApplication": [
                    { "name": "Default Configuration", "delegateClassName": "Bench.SceneDelegate" }
                  ]
                },
                "activityTypes": ["com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"],
                "urlSchemes": ["bench"]
              },
              "scenes": [{ "name": "main", "initialScreen": "Home" }],
              "primaryScene": "main",
              "windowBehavior": "\(windowBehavior)",
              "splash": { "name": "BenchSplash", "timing": "immediate", "seconds": 0.1 },
              "obscuresWhenInactive": false,
              "screens": [
                { "name": "Home", "actions": [{ "title": "Open item 1", "push": "Item", "argument": "1" }] },
                { "name": "Item", "argument": "itemID", "restorable": true, "actions": [{ "title": "Back", "back": true }] },
                { "name": "Root", "navigationAction": "replaceAll", "actions": [{ "title": "Open item 1", "push": "Item", "argument": "1" }] },
                { "name": "Detail", "argument": "detailID", "navigationAction": "replaceCurrent", "actions": [{ "title": "Back", "back": true }] }
              ],
              "intents": [
                \(intents.joined(separator: ",\n    "))
              ]
            }
            """
    }

    /// Writes the manifest into `directory` and loads it as an app.
    /// - Parameter directory: where the manifest file goes.
    /// - Returns: the app.
    /// - Throws: ``BenchError`` when the file cannot be written or the manifest is refused.
    @MainActor func definition(in directory: URL) throws -> DemoAppDefinition {
        let file = directory.appendingPathComponent("bench-\(windowBehavior)-\(extraRegistrations).json")
        do {
            try Data(json.utf8).write(to: file)
        } catch {
            throw BenchError("cannot write \(file.path): \(error)")
        }
        do {
            return try DemoAppCatalog.manifest(at: file)
        } catch {
            throw BenchError("the benchmark's manifest was refused: \(error)")
        }
    }
}
