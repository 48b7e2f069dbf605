import Foundation
import RouteInterface
import Testing

/// R5 extended by registrations that name values (path parameters, a rest of path, query
/// items, the fragment, the host), most specific first, values percent-decoded once and handed over
/// by name. Shapes from real apps (`../shared/real-apps.md`).
@Suite struct URLTemplateMatchingTests {
    static func url(_ text: String) -> SceneIntent { .url(URL(string: text)) }

    static func match(_ inbound: String, _ registrations: [String]) -> SceneIntentMatch? {
        try? SceneIntentMatcher(registrations: registrations.map(url)).match(for: url(inbound)).get()
    }

    /// Kickstarter's route table (`Library/Navigation.swift`), a part of it.
    static let kickstarter = [
        "https://www.kickstarter.com/discover",
        "https://www.kickstarter.com/discover/advanced",
        "https://www.kickstarter.com/discover/categories/:category_id",
        "https://www.kickstarter.com/discover/categories/:parent_category_id/:category_id",
        "https://www.kickstarter.com/projects/:creator_param/:project_param?ref_tag=:ref_tag?",
        "https://www.kickstarter.com/projects/:creator_param/:project_param/comments",
        "https://www.kickstarter.com/projects/:creator_param/:project_param/posts/:update_param",
        "https://www.kickstarter.com/projects/:creator_param/:project_param/pledge/edit",
    ]

    @Test func severalPathParametersReachTheRouterByName() throws {
        let match = try #require(Self.match("https://www.kickstarter.com/projects/jane/robot-arm?ref_tag=email", Self.kickstarter))
        #expect(match.registration == Self.url(Self.kickstarter[4]))
        #expect(match.parameters == ["creator_param": "jane", "project_param": "robot-arm", "ref_tag": "email"])
        let withoutRef = try #require(Self.match("https://www.kickstarter.com/projects/jane/robot-arm", Self.kickstarter))
        #expect(withoutRef.parameters == ["creator_param": "jane", "project_param": "robot-arm"])
        let update = try #require(Self.match("https://www.kickstarter.com/projects/jane/robot-arm/posts/7", Self.kickstarter))
        #expect(update.parameters["update_param"] == "7")
        #expect(update.value("update_param", as: Int.self) == 7)
        #expect(update.value("creator_param", as: Int.self) == nil)
    }

    @Test func aTemplateMatchesThePathExactly() {
        #expect(Self.match("https://www.kickstarter.com/projects/jane", Self.kickstarter) == nil)
        #expect(Self.match("https://www.kickstarter.com/projects/jane/robot-arm/faq", Self.kickstarter) == nil)
        // Too long for both category templates, so the `/discover` prefix registration takes it.
        #expect(Self.match("https://www.kickstarter.com/discover/categories/1/2/3", Self.kickstarter)?.registration == Self.url(Self.kickstarter[0]))
        // The prefix registration still takes longer paths (R5, unchanged).
        #expect(Self.match("https://www.kickstarter.com/discover/anything/else", Self.kickstarter)?.remainingPathSegments == ["anything", "else"])
    }

    @Test func aLiteralSegmentBeatsAParameterAndALongerTemplateBeatsAShorter() throws {
        let advanced = try #require(Self.match("https://www.kickstarter.com/discover/advanced", Self.kickstarter))
        #expect(advanced.registration == Self.url(Self.kickstarter[1]))
        let one = try #require(Self.match("https://www.kickstarter.com/discover/categories/art", Self.kickstarter))
        #expect(one.parameters == ["category_id": "art"])
        let two = try #require(Self.match("https://www.kickstarter.com/discover/categories/art/painting", Self.kickstarter))
        #expect(two.parameters == ["parent_category_id": "art", "category_id": "painting"])
        // Literal first: `/a/:x` beats `/:y/b` for `/a/b`, whichever order they are registered in.
        for registrations in [["x://h/a/:x", "x://h/:y/b"], ["x://h/:y/b", "x://h/a/:x"]] {
            #expect(Self.match("x://h/a/b", registrations)?.parameters == ["x": "b"])
        }
        // A template beats the prefix registration it extends.
        #expect(Self.match("notes://note/42", ["notes://note", "notes://note/:id"])?.parameters == ["id": "42"])
    }

    @Test func aTrailingRestTakesTheRemainingSegments() throws {
        let registrations = ["https://example.com/files/*path", "https://example.com/files/readme"]
        let deep = try #require(Self.match("https://example.com/files/a/b%20c/d", registrations))
        #expect(deep.parameters["path"] == "a/b c/d")
        #expect(deep.remainingPathSegments == ["a", "b c", "d"])
        #expect(Self.match("https://example.com/files", registrations)?.remainingPathSegments == [])
        #expect(Self.match("https://example.com/files/readme", registrations)?.registration == Self.url(registrations[1]))
    }

    @Test func queryItemsRequiredAndOptional() throws {
        let zotero = ["zotero://open-pdf/library/items/:key?page=:page?&annotation=:annotation?",
                      "zotero://open-pdf/groups/:group/items/:key?page=:page?"]
        let pdf = try #require(Self.match("zotero://open-pdf/library/items/ABCD1234?page=5&annotation=EFGH5678", zotero))
        #expect(pdf.parameters == ["key": "ABCD1234", "page": "5", "annotation": "EFGH5678"])
        #expect(Self.match("zotero://open-pdf/groups/12345/items/ABCD1234", zotero)?.parameters == ["group": "12345", "key": "ABCD1234"])
        let places = ["wikipedia://places?lat=:lat&lon=:lon", "wikipedia://places"]
        let london = try #require(Self.match("wikipedia://places?lat=51.5074&lon=-0.1278&name=London&source=widget", places))
        #expect(london.value("lat", as: Double.self) == 51.5074)
        #expect(london.parameters["name"] == nil)
        // A required item missing: the less specific prefix registration takes it.
        #expect(Self.match("wikipedia://places?lat=51.5", places)?.registration == Self.url("wikipedia://places"))
    }

    @Test func aRequiredQueryItemThatIsEmptyOrHasNoEqualsSignDoesNotMatchAndSaysWhy() throws {
        let search = ["mastodon://search?query=:query"]
        let matcher = SceneIntentMatcher(registrations: search.map(Self.url))
        let bare = matcher.match(for: Self.url("mastodon://search?query"))
        #expect(bare.failureReason == "required query item query has no value (\"query\" without \"=\"); url:mastodon://search?query=:query needs one")
        let empty = matcher.match(for: Self.url("mastodon://search?query=&source=widget"))
        #expect(empty.failureReason == "required query item query is empty; url:mastodon://search?query=:query needs one")
        // An empty item before a filled one: the filled one is the value.
        #expect(Self.match("mastodon://search?query=&query=swift", search)?.parameters == ["query": "swift"])
        // A less specific registration still takes what the template refuses.
        let withPrefix = search + ["mastodon://search"]
        #expect(Self.match("mastodon://search?query=", withPrefix)?.registration == Self.url("mastodon://search"))
    }

    @Test func theFragmentIsMatchedWhenTheRegistrationNamesValuesInIt() throws {
        let matrix = try #require(Self.match("https://matrix.to/#/@alice:example.org", ["https://matrix.to/#/:user"]))
        #expect(matrix.parameters == ["user": "@alice:example.org"])
        let signal = try #require(Self.match("https://signal.me/#p/+16505550100", ["https://signal.me/#p/:number", "https://signal.me"]))
        #expect(signal.parameters == ["number": "+16505550100"])
        #expect(Self.match("https://signal.me/#x/+1", ["https://signal.me/#p/:number"]) == nil)
        #expect(Self.match("https://signal.me/", ["https://signal.me/#p/:number"]) == nil)
    }

    @Test func theHostAsData() throws {
        let registrations = ["icecubesapp://*/:account/:status", "icecubesapp://oauth/callback"]
        let status = try #require(Self.match("icecubesapp://Mastodon.Social/@user/112233445566", registrations))
        #expect(status.host == "mastodon.social")
        #expect(status.parameters == ["account": "@user", "status": "112233445566"])
        #expect(status.value("status", as: Int.self) == 112_233_445_566)
        // A literal host beats `*`.
        #expect(Self.match("icecubesapp://oauth/callback", registrations + ["icecubesapp://*/:a"])?.registration == Self.url(registrations[1]))
    }

    @Test func valuesArePercentDecodedOnceOnTheSegment() throws {
        let registrations = ["x://h/projects/:creator/:project?q=:q?"]
        let match = try #require(Self.match("x://h/projects/a%2Fb/robot%2520arm?q=caf%C3%A9%20au%20lait", registrations))
        #expect(match.parameters["creator"] == "a/b")
        #expect(match.parameters["project"] == "robot%20arm")
        #expect(match.parameters["q"] == "café au lait")
    }

    @Test func aValueThatDoesNotDecodeIsRefusedWithTheReason() {
        let matcher = SceneIntentMatcher(registrations: [Self.url("x://h/items/:id?q=:q?#/:frag")])
        let query = matcher.match(for: Self.url("x://h/items/1?q=%FF#/a"))
        #expect(query == .failure(SceneIntentRefusal(reason: "query item q (\"%FF\") is not percent-encoded UTF-8")))
        let segment = matcher.match(for: Self.url("x://h/items/%C3%28"))
        #expect(segment == .failure(SceneIntentRefusal(reason: "path segment 2 (\"%C3%28\") is not percent-encoded UTF-8")))
        // A query item no registration takes is never decoded, so it refuses nothing.
        let unrelated = SceneIntentMatcher(registrations: [Self.url("x://h/items/:id")]).match(for: Self.url("x://h/items/1?other=%FF"))
        #expect((try? unrelated.get())?.parameters == ["id": "1"])
    }

    @Test func tiesAndUnusableTemplatesAreReportedAtRegistration() {
        let matcher = SceneIntentMatcher(registrations: [
            "x://h/items/:id", "x://h/items/:key", "x://h/other/:id", "x://h/:a/:a", "x://h/*rest/more", "x://h/:",
        ].map(Self.url))
        #expect(matcher.problems == [
            "url:x://h/:a/:a is never matched: parameter a is named twice",
            "url:x://h/items/:id and url:x://h/items/:key are equally specific and can match the same URL; url:x://h/items/:id wins (the smaller registration)",
            "url:x://h/*rest/more is never matched: *rest must be the last path segment",
            "url:x://h/: is never matched: path segment 1 (\":\") names no parameter",
        ].sorted())
        #expect((try? matcher.match(for: Self.url("x://h/items/9")).get())?.parameters == ["id": "9"])
        #expect(SceneIntentMatcher(registrations: Self.kickstarter.map(Self.url)).problems.isEmpty)
    }

    @Test func prefixRegistrationsBehaveAsBefore() throws {
        let match = try #require(Self.match("notes://note/42/x?sort=asc#f", ["notes://note", "notes://"]))
        #expect(match.registration == Self.url("notes://note"))
        #expect(match.parameters.isEmpty)
        #expect(match.remainingPathSegments == ["42", "x"])
        #expect(match.pathSegments == ["42", "x"])
        #expect(Self.match("notes://other/1", ["notes://note", "notes://"])?.registration == Self.url("notes://"))
        // Literal query items and fragments in a registration are ignored, as R5 says.
        #expect(Self.url("notes://note/42#frag").matches(registration: Self.url("notes://note/42?other=1")))
    }
}

extension Result where Failure == SceneIntentRefusal {
    /// The refusal's reason, `nil` for a match or a refusal without one.
    var failureReason: String? {
        if case let .failure(refusal) = self { refusal.reason } else { nil }
    }
}
