import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// Container state in restoration records (R15): old records restore as they did, and a window
/// without a container writes exactly the record it wrote before containers.
@MainActor @Suite struct ContainerRecordTests {
    @Test func aRecordWithoutContainerStateEncodesTheFiveKeysItAlwaysHad() throws {
        let record = StateRecord(restorationIdentifier: "NoteDetailViewController", screenName: "NoteDetail(1)", isSignedIn: true,
                                 state: Data("{\"noteID\":\"1\"}".utf8))
        let data = try PropertyListEncoder().encode(record)
        let keys = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]).keys.sorted()
        #expect(keys == ["isSignedIn", "restorationIdentifier", "screenName", "state", "version"])
        #expect(try PropertyListDecoder().decode(StateRecord.self, from: data).containerState == nil)
    }

    @Test func containerStateRoundTrips() throws {
        var record = StateRecord(restorationIdentifier: "StoryViewController", screenName: "Story(1)", isSignedIn: true,
                                 state: Data("{\"storyID\":\"1\"}".utf8))
        record.containerState = ContainerStateRecord(selectedTab: 2, tops: [
            StackTopRecord(restorationIdentifier: "MessageViewController", screenName: "Message(2)", state: Data("{\"messageID\":\"2\"}".utf8)),
        ])
        let data = try PropertyListEncoder().encode(record)
        #expect(try PropertyListDecoder().decode(StateRecord.self, from: data) == record)
    }

    /// A record written before containers (no container state) restores as it did: its screen, in its own
    /// tab, and the other tabs start at their homes.
    @Test func anOldRecordWithoutContainerStateRestoresItsScreenAsBefore() throws {
        let container = try RestorationEngineHarness.makeContainer()
        defer { RestorationEngineHarness.remove(container) }
        let simulator = try ContainerRoutingTests.launched(container: container)
        try ContainerRoutingTests.open(simulator, "containers://story/1")
        try ContainerRoutingTests.open(simulator, "containers://message/2")
        try simulator.apply(.wait(seconds: 1))
        let storage = try #require(simulator.engine?.restorationStorage)
        let identifier = try #require(storage.storedSessionIdentifiers().first)
        var record = try #require(try storage.load(for: identifier))
        #expect(record.screenName == "Message(2)")
        #expect(record.containerState?.tops.map(\.screenName) == ["Story(1)"])
        record.containerState = nil
        try storage.save(record, for: identifier)
        try simulator.apply(.kill)
        try simulator.apply(.relaunch)
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(try ContainerRoutingTests.tabStacks(simulator) == [["Feed"], ["Inbox", "Message(2)"], ["Profile"]])
        #expect(try ContainerRoutingTests.tabs(simulator).selectedIndex == 1)
    }
}
