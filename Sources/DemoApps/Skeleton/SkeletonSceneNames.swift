/// How a skeleton app names its scene identities, and so its windows (docs/SCENARIOS.md).
///
/// The first scene configuration of the window role is the primary scene and is always `main`. Every other
/// configuration is named after its `UISceneConfigurationName`: ASCII letters in lower case, ASCII digits
/// kept, and every run of any other characters (spaces, punctuation, `#`, non-ASCII letters) turned into one
/// `-`. A configuration without a name, or whose name leaves nothing but `-`, is called `scene`. When a name
/// is taken (by `main` or an earlier configuration), `-2`, `-3`, … is appended, the first that is free, in
/// file order: so `Main` after the primary becomes `main-2`, and two `Settings` become `settings` and
/// `settings-2`, the same on every run.
public enum SkeletonSceneNames {
    /// The primary scene's name.
    public static let primary = "main"

    /// The scene identities of a list of scene configurations, in file order.
    /// - Parameter configurationNames: each configuration's `UISceneConfigurationName` (`nil` for none), in
    ///   file order; the first is the primary.
    /// - Returns: one distinct identity per configuration; `["main"]` when the list is empty.
    /// - Complexity: O(n) in the number of configurations, plus the length of their names: each base
    ///   remembers the suffix it tried last (a suffix below it was taken then, and stays taken), and a taken
    ///   name `base-k` stops at most one search, the one for `base`, so 20,000 configurations of one name
    ///   are named in one pass.
    public static func identities(for configurationNames: [String?]) -> [String] {
        var names = [primary]
        var taken: Set<String> = [primary]
        var nextSuffix: [String: Int] = [:]
        for name in configurationNames.dropFirst() {
            let base = slug(name)
            var candidate = base
            if taken.contains(candidate) {
                var suffix = nextSuffix[base, default: 2]
                repeat {
                    candidate = "\(base)-\(suffix)"
                    suffix += 1
                } while taken.contains(candidate)
                nextSuffix[base] = suffix
            }
            taken.insert(candidate)
            names.append(candidate)
        }
        return names
    }

    /// One configuration name in lower case with runs of other characters turned into `-`.
    /// - Parameter name: a `UISceneConfigurationName`, or `nil`.
    /// - Returns: for example `webview` for `WebView`, `default-configuration` for `Default Configuration`,
    ///   `scene` for `nil` or a name of punctuation only.
    /// - Complexity: O(n) in the length of the name.
    public static func slug(_ name: String?) -> String {
        var result = ""
        var pendingDash = false
        for scalar in (name ?? "").unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                pendingDash = true
            }
        }
        if pendingDash { result.append("-") }
        return result.allSatisfy { $0 == "-" } ? "scene" : result
    }
}
