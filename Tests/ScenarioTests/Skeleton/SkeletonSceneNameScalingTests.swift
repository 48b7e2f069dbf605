import DemoApps
import Testing

/// Issue 15: a skeleton plist with 20,000 configurations of one name took 20 s to lint or run, as every
/// name searched the suffixes from `-2` again. The names stay what docs/SCENARIOS.md says.
@Suite struct SkeletonSceneNameScalingTests {
    @Test func manyConfigurationsOfOneNameTakeTheNextFreeSuffixEach() {
        let names = SkeletonSceneNames.identities(for: ["Main"] + Array(repeating: "Settings", count: 20_000))
        #expect(names.count == 20_001)
        #expect(names.prefix(4) == ["main", "settings", "settings-2", "settings-3"])
        #expect(names.last == "settings-20000")
        #expect(Set(names).count == names.count)
    }

    @Test func aNameThatLooksLikeASuffixIsSkippedOverNotReused() {
        #expect(SkeletonSceneNames.identities(for: ["Main", "Settings 2", "Settings", "Settings", "Settings", "Settings 3"])
            == ["main", "settings-2", "settings", "settings-3", "settings-4", "settings-3-2"])
    }
}
