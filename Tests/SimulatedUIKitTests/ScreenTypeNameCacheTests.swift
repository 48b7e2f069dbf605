import Testing
@testable import SimulatedUIKit

/// Classes for the naming tests: a subclass and its superclass must each keep their own name once
/// `screenTypeName` has remembered one of them (README.md).
@MainActor class CachedNameBaseViewController: UIViewController {}
@MainActor final class CachedNameChildViewController: CachedNameBaseViewController {}
@MainActor final class CachedNameGeneric<Payload>: UIViewController {}
@MainActor final class CachedNameOverridingViewController: UIViewController {
    var shown = "First"
    override var screenTypeName: String { shown }
}

/// `UIViewController.screenTypeName` remembers each class's reflected name instead of reflecting on
/// every call; the names must stay what reflection gives, per class (README.md).
@MainActor @Suite("Screen type names, remembered per class")
struct ScreenTypeNameCacheTests {
    @Test func aSubclassAndItsSuperclassKeepTheirOwnNamesWhicheverIsNamedFirst() {
        #expect(CachedNameChildViewController().screenTypeName == "CachedNameChild")
        #expect(CachedNameBaseViewController().screenTypeName == "CachedNameBase")
        #expect(CachedNameChildViewController().screenTypeName == "CachedNameChild")
        #expect(CachedNameBaseViewController().screenName == "CachedNameBase")
    }

    @Test func eachSpecialisationOfAGenericClassIsNamedByReflection() {
        #expect(CachedNameGeneric<Int>().screenTypeName == String(describing: CachedNameGeneric<Int>.self))
        #expect(CachedNameGeneric<String>().screenTypeName == String(describing: CachedNameGeneric<String>.self))
        #expect(CachedNameGeneric<Int>().screenTypeName != CachedNameGeneric<String>().screenTypeName)
    }

    @Test func anOverrideIsAskedEveryTimeSoItsNameCanChange() {
        let controller = CachedNameOverridingViewController()
        #expect(controller.screenName == "First")
        controller.shown = "Second"
        #expect(controller.screenName == "Second")
    }

    @Test func theSuffixRuleStillAppliesToRememberedNames() {
        // `UIViewController` itself loses its suffix like any other class, on every call.
        #expect(UIViewController().screenTypeName == "UI")
        #expect(UIViewController().screenTypeName == "UI")
    }
}
