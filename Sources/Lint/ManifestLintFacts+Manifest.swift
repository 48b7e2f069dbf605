import DemoApps
import Foundation
import Scenario

extension ManifestLintFacts {
    /// The facts of a checked app manifest: its intents by kind with their JSON paths (`intents[i]`), which
    /// shortcut intents are `dynamic`, and its `forwards` switches.
    /// - Parameters:
    ///   - model: a manifest that passed its checks (``ManifestModel/init(contentsOf:)``).
    ///   - file: the manifest as messages name it.
    /// - Complexity: O(n) in the number of intents.
    public init(manifest model: ManifestModel, file: String) {
        var urls: [Intent] = []
        var activities: [Intent] = []
        var shortcuts: [Intent] = []
        for (index, intent) in model.manifest.intents.enumerated() {
            let path = "intents[\(index)]"
            switch intent.trigger {
            case let .url(url): urls.append(Intent(jsonPath: path, value: url))
            case let .activityType(type): activities.append(Intent(jsonPath: path, value: type))
            case let .shortcutType(type): shortcuts.append(Intent(jsonPath: path, value: type, isDynamic: intent.isDynamic))
            }
        }
        let forwards = model.manifest.forwards
        var unforwarded: [String] = []
        if !forwards.openURLContexts { unforwarded.append("openURLContexts") }
        if !forwards.continue { unforwarded.append("continue") }
        if !forwards.performActionFor { unforwarded.append("performActionFor") }
        self.init(
            file: file, urlIntents: urls, activityIntents: activities, shortcutIntents: shortcuts,
            forwardsDidDiscardSceneSessions: forwards.didDiscardSceneSessions,
            forwardingJSONPath: "forwards.didDiscardSceneSessions", unforwardedWarmCallbacks: unforwarded,
            associatedDomains: model.manifest.associatedDomains)
    }
}
