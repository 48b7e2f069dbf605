import Foundation
import Route
import RouteInterface
import Testing

/// Inputs `make fuzz` found that crashed the restoration record decoder (R15: an unreadable record
/// is reported once and set aside, never fatal). Each test feeds the crashing bytes to both stores.
@Suite @MainActor struct RestorationFuzzRegressionTests {
    typealias Support = RestorationTestSupport

    /// `StateRecordFuzz` crash-4a4a73ea: an XML record whose `<integer>` for `version` starts with
    /// 0xFF bytes. Foundation's XML property-list decoder trapped on it while skipping the integer's
    /// leading whitespace, instead of throwing.
    nonisolated static let integerOfInvalidUTF8 = Data(base64Encoded: "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz4KPCFET0NUWVBFIHBsaXN0IFBVQkxJQyAiLS8vQXBwbGUvL0RURCBQTElTVCAxLjAvL0VOIiAiaHR0cDovL3d3dy5hcHBsZS5jb20vRFREcy9Qcm9wZXJ0eUxpc3QtMS4wLmR0ZCI+CjxwbGlzdCB2ZXJzaW9uPSIxLjAiPgo8ZGljdD4KCTxrZXk+aXNTaWduZWRJbjwva2V5PgoJPHRydWUvPgoJPGtleT5yZXN0b3JhdGlvbklkZW50aWZpZXI8L2tleT4KCTxzdHJpbmc+Tm9pbFZpZXdDb250cm9sbGVyPC9zdHJpbmc+Cgk8a2V5PnNjcmVlbk5hbWU8L2tleT4KCTxzdHJpbmc+Tm90ZURldGFpbCg0Mik8L3N0cmluZz4KCTxrZXk+c3RhdGU8L2tleT4KCTxkYXRhPgoJWW5Cc2FYTjBNRERSQVFKV2JtOTBaVWxFVWpReUNBc1NBQUFBQUFBQUGEAAAAAAAAAEFBQUF3QUFBQUFBQUFBQUFBQUEKCUFBQUFBQlU9Cgk8L2RhdGE+Cgk8a2V5PnZlcnNpb248L2tleT4KCTxpbnRlZ2VyPv//////////////////////////////////////////////MTwvaW50ZWdlcj4KPC9kaWN0Pgo8L3BsaXN0Pgo=")

    /// The smallest form of the same defect: eight 0xFF bytes as an integer's text.
    nonisolated static let minimalIntegerOfInvalidUTF8: Data = {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>version</key>\n<integer>".utf8)
        bytes += [UInt8](repeating: 0xFF, count: 8)
        bytes += Array("</integer>\n</dict>\n</plist>\n".utf8)
        return Data(bytes)
    }()

    @Test(arguments: [integerOfInvalidUTF8, minimalIntegerOfInvalidUTF8])
    func theMemoryStoreRefusesInsteadOfCrashing(bytes: Data?) throws {
        let bytes = try #require(bytes)
        let store = InMemoryStateRestorationStorage()
        store.replaceEncodedRecord(bytes, for: "s1")

        let error = #expect(throws: StateRestorationError.self) { try store.load(for: "s1") }

        guard case let .corruptRecord(reason)? = error else {
            Issue.record("expected corruptRecord, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("<integer> on line"))
        #expect(reason.contains("0xFF"))
        #expect(store.setAsideRecords.map(\.bytes) == [bytes])
        #expect(try store.load(for: "s1") == nil)
    }

    @Test(arguments: [integerOfInvalidUTF8, minimalIntegerOfInvalidUTF8])
    func theFileStoreRefusesAndSetsAsideInsteadOfCrashing(bytes: Data?) throws {
        let bytes = try #require(bytes)
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        try bytes.write(to: try #require(store.recordURL(for: "s1")))

        let error = #expect(throws: StateRestorationError.self) { try store.load(for: "s1") }

        guard case let .corruptRecord(reason)? = error else {
            Issue.record("expected corruptRecord, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("StateRestoration/s1.plist: not a property list (the <integer> on line"))
        #expect(reason.hasSuffix("set aside as s1.plist.corrupt"))
        #expect(Support.names(in: store.directoryURL) == ["s1.plist.corrupt"])
    }

    @Test func anXMLRecordWithAnOrdinaryIntegerStillDecodes() throws {
        let record = Support.record("42")
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let store = InMemoryStateRestorationStorage()
        store.replaceEncodedRecord(try encoder.encode(record), for: "plain")
        #expect(try store.load(for: "plain") == record)
    }

    /// `StateRecordFuzz` crash-c9a6baaa: a binary record (an engine-written one, mutated) whose key
    /// `version` became `ver_i` and whose offset table sends a string past the end of the data.
    /// Foundation's `PropertyListDecoder` trapped in its binary reader (`BPlistMap.withBuffer`) while
    /// reading the keys, instead of throwing.
    nonisolated static let binaryStringPastTheEnd = Data(base64Encoded: "YnBsaXN0MDDVAQIDBAUGBwgJCld2ZXJfaRVubxBzcmVzdG9yYXRpb25JZGVudGlmaWVyWnNjcmVlbk5hbWVaaXNTaWduZWRJblVzdGF0ZRABXxAYTm90ZURldGFpbFZpZXdDb250cm9sbGVyXk5vdGVEZXRhaWwoNDIpCU8QOGJwbGlzdDAw0QECVm5vdGVJRFI0MggLEgAAAAAAAAEBAAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAVCBMbMz5JT1Fse3wAAAAAAAABAQAAAAAAAAALAAAAAAAAAAAAAAAAAAAAtw==")

    /// A valid binary record cut short: the trailer that locates the offset table is gone.
    nonisolated static let truncatedBinaryRecord: Data? = {
        guard let whole = try? Support.encoded(Support.record("42")) else { return nil }
        return whole.prefix(whole.count - 20)
    }()

    /// An XML record of 10,000 nested `<array>`s (150 KB): Foundation's XML decoder recursed until the
    /// stack overflowed, so `expect records`, the transcript and the navigator's launch crashed (found
    /// by an adversarial test).
    nonisolated static let xmlNestedTenThousandDeep = Data(("<?xml version=\"1.0\"?><plist version=\"1.0\">"
        + String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000) + "</plist>").utf8)

    /// `StateRecordFuzz` crash-7c769e2b: the record's root dictionary marker (`0xD5`) became a set's
    /// (`0xC5`). `PropertyListSerialization` crashed bridging the set to Swift (a null metadata pointer).
    nonisolated static let binaryRootSet = Data(base64Encoded: "YnBsaXN0MDDFAQIDBAUGBwgJCld2ZXJzaW9uXxAVcmVzdG9yYXRpb25JZGVudGlmaWVyWnNjcmVlbk5h7WVaaXNTaWduAmRJblVzdGF0ZRABXxAYTm90ZURldGFpbFZpZXdDb250cm9sbGVyXk4mdGVEZXRhaWwoNDIpCU8QOGJwbGlzdDAw0QECVm5vdGVJRFI0MggLEgAAAAAAAAEBAAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAVCBMbMz5JT1Fse3wAAAAAAAABAQAAAAAAAAALAAAAAAAAAAAAAAAAAAAAtw==")

    /// 40 arrays, each naming the next twice: Foundation copies every reference, 2^40 values.
    nonisolated static let sharedContainers: Data = {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for level in 0..<40 {
            offsets.append(bytes.count)
            bytes += [0xA2, UInt8(level + 1), UInt8(level + 1)]
        }
        offsets.append(bytes.count)
        bytes += [0x08]  // false
        let tableOffset = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(offsets.count)]
        bytes += [UInt8](repeating: 0, count: 8)
        bytes += [0, 0, 0, 0, 0, 0, UInt8(tableOffset >> 8), UInt8(tableOffset & 0xFF)]
        return Data(bytes)
    }()

    /// A record written by Python's `plistlib`, which writes an array named twice once: both stores read
    /// it, as the Info.plist reader and `routenav lint` do; only sharing that would expand past the
    /// limit is refused.
    nonisolated static let plistlibSharedArray = Data(
        base64Encoded:
            "YnBsaXN0MDDWAQIDBAUGBwgJCg0OWmlzU2lnbmVkSW5fEBVyZXN0b3JhdGlvbklkZW50aWZpZXJac2NyZWVuTmFtZVZzaGFyZWRVc3RhdGVXdmVyc2lvbglfEBhOb3RlRGV0YWlsVmlld0NvbnRyb2xsZXJeTm90ZURldGFpbCg0MimiCwuhDFFhTxA4YnBsaXN0MDDRAQJWbm90ZUlEUjQyCAsSAAAAAAAAAQEAAAAAAAAAAwAAAAAAAAAAAAAAAAAAABUQAQgVIDhDSlBYWXSDhoiKxQAAAAAAAAEBAAAAAAAAAA8AAAAAAAAAAAAAAAAAAADH")

    @Test func aRecordWhoseWriterSharedAnArrayIsRead() throws {
        let bytes = try #require(Self.plistlibSharedArray)
        let memory = InMemoryStateRestorationStorage()
        memory.replaceEncodedRecord(bytes, for: "s1")
        #expect(try memory.load(for: "s1")?.screenName == "NoteDetail(42)")
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let file = FileStateRestorationStorage(containerURL: container)
        try bytes.write(to: try #require(file.recordURL(for: "s1")))
        #expect(try file.load(for: "s1")?.screenName == "NoteDetail(42)")
    }

    /// Each input that crashed Foundation's readers is refused by both stores, with the reason the
    /// user sees, and set aside (R15).
    @Test(arguments: [
        ("a binary property list whose header, object table or offsets are damaged", binaryStringPastTheEnd),
        ("a binary property list whose header, object table or offsets are damaged", truncatedBinaryRecord),
        ("holds a set", binaryRootSet),
        ("shares its containers so often", sharedContainers),
        ("Too many nested arrays or dictionaries", xmlNestedTenThousandDeep),
    ])
    func aRecordThatCrashedFoundationIsRefusedByBothStores(reasonFragment: String, bytes: Data?) throws {
        let bytes = try #require(bytes)
        let memory = InMemoryStateRestorationStorage()
        memory.replaceEncodedRecord(bytes, for: "s1")
        let error = #expect(throws: StateRestorationError.self) { try memory.load(for: "s1") }
        guard case let .corruptRecord(reason)? = error else {
            Issue.record("expected corruptRecord, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("not a property list"))
        #expect(reason.contains(reasonFragment))
        #expect(memory.setAsideRecords.map(\.bytes) == [bytes])

        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let file = FileStateRestorationStorage(containerURL: container)
        try bytes.write(to: try #require(file.recordURL(for: "s1")))
        #expect(throws: StateRestorationError.self) { try file.load(for: "s1") }
        #expect(Support.names(in: file.directoryURL).contains("s1.plist.corrupt"))
    }

    @Test func anEngineWrittenBinaryRecordStillDecodesToTheSameRecord() throws {
        let record = Support.record("42", payloadBytes: 3_000, isSignedIn: false)
        let store = InMemoryStateRestorationStorage()
        store.replaceEncodedRecord(try Support.encoded(record), for: "plain")
        #expect(try store.load(for: "plain") == record)
    }
}
