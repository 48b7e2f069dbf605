import Foundation
import Route
import RouteInterface
import Testing

/// The 100 KiB warning and the 4 MiB refusal, held to the same rules in both stores (R15).
@Suite @MainActor struct RestorationPayloadLimitTests {
    typealias Support = RestorationTestSupport

    @Test(arguments: RestorationStoreKind.allCases)
    func a99KiBRecordIsWrittenSilently(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        let warnings = WarningRecorder()
        warnings.attach(to: store)
        let record = Support.record(payloadBytes: 99 * 1024)

        try store.save(record, for: "s")

        #expect(warnings.warnings.isEmpty)
        #expect(try store.load(for: "s") == record)
    }

    @Test(arguments: RestorationStoreKind.allCases)
    func a101KiBRecordIsWrittenAndWarnedOnce(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        let warnings = WarningRecorder()
        warnings.attach(to: store)
        let record = Support.record(payloadBytes: 101 * 1024)
        let encodedSize = try Support.encoded(record).count

        try store.save(record, for: "s")

        #expect(warnings.warnings == [.payloadTooLarge(bytes: encodedSize)])
        #expect(warnings.sessions == ["s"])
        #expect(try store.load(for: "s") == record)
        if let file = (store as? FileStateRestorationStorage)?.recordURL(for: "s") {
            #expect(Support.size(of: file) == encodedSize)
        }
    }

    @Test(arguments: RestorationStoreKind.allCases)
    func aRecordOver4MiBIsRefusedAndThePreviousOneKept(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        let warnings = WarningRecorder()
        warnings.attach(to: store)
        let previous = Support.record("1")
        try store.save(previous, for: "s")
        let huge = Support.record(payloadBytes: 4 * 1024 * 1024 + 1)
        let encodedSize = try Support.encoded(huge).count

        let error = #expect(throws: StateRestorationError.self) { try store.save(huge, for: "s") }

        #expect(error == .payloadRefused(bytes: encodedSize))
        #expect(warnings.warnings.isEmpty)
        #expect(try store.load(for: "s") == previous)
        if let fileStore = store as? FileStateRestorationStorage {
            #expect(Support.names(in: fileStore.directoryURL) == ["s.plist"])
            #expect(fileStore.committedWriteCount == 1)
        }
    }

    /// The limits are on encoded bytes and exclusive: exactly 102,400 is silent, 102,401 is warned;
    /// exactly 4,194,304 is written (with the warning), 4,194,305 is refused.
    @Test(arguments: RestorationStoreKind.allCases)
    func theLimitsApplyToTheEncodedSizeExactly(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        let warnings = WarningRecorder()
        warnings.attach(to: store)

        let atWarning = try Self.record(encodedTo: StateRestorationLimits.warningThreshold)
        try store.save(atWarning, for: "a")
        #expect(warnings.warnings.isEmpty)

        let overWarning = try Self.record(encodedTo: StateRestorationLimits.warningThreshold + 1)
        try store.save(overWarning, for: "b")
        #expect(warnings.warnings == [.payloadTooLarge(bytes: 102_401)])

        let atRefusal = try Self.record(encodedTo: StateRestorationLimits.refusalThreshold)
        try store.save(atRefusal, for: "c")
        #expect(warnings.warnings.last == .payloadTooLarge(bytes: 4_194_304))

        let overRefusal = try Self.record(encodedTo: StateRestorationLimits.refusalThreshold + 1)
        #expect(throws: StateRestorationError.payloadRefused(bytes: 4_194_305)) { try store.save(overRefusal, for: "d") }
        #expect(store.storedSessionIdentifiers() == ["a", "b", "c"])
        #expect(try store.load(for: "c") == atRefusal)
    }

    /// A record whose binary property list is exactly `size` bytes.
    private static func record(encodedTo size: Int) throws -> StateRecord {
        let probe = Support.record(payloadBytes: size - 300)
        let overhead = try Support.encoded(probe).count - probe.state.count
        let record = Support.record(payloadBytes: size - overhead)
        let encodedSize = try Support.encoded(record).count
        guard encodedSize == size else {
            throw Support.SetupError(description: "could not build a \(size)-byte record (got \(encodedSize))")
        }
        return record
    }
}
