import Foundation
import SimulatedUIKit

/// A skeleton app's report of the build-setting placeholders its Info.plist still holds once `--define` and `--xcconfig` are applied: one line per placeholder, naming every key path that uses it (the first 8, then how many more), logged once per app — at its first launch, not once per use and not again at a relaunch.
///
/// Found with the same code `routenav lint` uses (``InfoPlistDocument/keyPathsByPlaceholder()``).
@MainActor final class SkeletonPlaceholderReport {
    /// The lines, one per unresolved placeholder, in the order of ``InfoPlist/placeholders``.
    let lines: [String]
    private var isDelivered = false

    /// The keys whose values routing matches: a placeholder there never matches an intent.
    private nonisolated static let routingKeys = ["CFBundleURLTypes", "NSUserActivityTypes", "UIApplicationShortcutItems"]

    /// Builds the report of a document read with its build settings.
    /// - Parameter document: the Info.plist as the skeleton read it.
    /// - Complexity: O(n) in the total length of the file's strings.
    nonisolated init(document: InfoPlistDocument) {
        let pathsByText = document.keyPathsByPlaceholder()
        lines = document.infoPlist.placeholders.map { placeholder in
            let paths = pathsByText[placeholder.text] ?? [placeholder.keyPath]
            let shown = paths.prefix(8).joined(separator: ", ") + (paths.count > 8 ? " and \(paths.count - 8) more" : "")
            let routed = paths.contains { path in Self.routingKeys.contains { path.hasPrefix($0) } }
            return "Skeleton: unresolved build-setting placeholder \(placeholder.text) (used at \(shown)): kept as written"
                + (routed ? ", so the URL scheme, activity type or shortcut type holding it never matches" : "")
                + "; resolve it with routenav run --define NAME=VALUE or --xcconfig FILE"
        }
    }

    /// Logs the lines to the device's console (`.info`, from the app) the first time only.
    func deliverOnce() {
        guard !isDelivered else { return }
        isDelivered = true
        for line in lines { SimulatedDevice.current?.console.log(.info, source: .app, line) }
    }
}
