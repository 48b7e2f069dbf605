import Foundation
@testable import Route
import RouteInterface
import Testing

/// The codec keeps the records of byte strings it decoded lately; reading a record must still give exactly
/// the record of the bytes read, whatever was decoded before (R15).
@Suite struct StateRecordDecodeMemoTests {
    typealias Support = RestorationTestSupport

    @Test func recordsReadInTurnAreEachTheirOwn() throws {
        let notes = ["1", "2", "1", "42", "2", "42"]
        for note in notes {
            let bytes = try Support.encoded(Support.record(note))
            let record = try StateRecordCodec.decode(bytes)
            #expect(record == Support.record(note))
        }
        let signedOut = try Support.encoded(Support.record("1", isSignedIn: false))
        #expect(try StateRecordCodec.decode(signedOut).isSignedIn == false)
        #expect(try StateRecordCodec.decode(Support.encoded(Support.record("1"))).isSignedIn)
    }

    @Test func moreRecordsThanTheMemoKeepsStillDecodeRight() throws {
        let count = StateRecordDecodeMemo.capacity * 2 + 3
        for round in 0..<2 {
            for index in 0..<count {
                let record = Support.record("\(index)-\(round)")
                #expect(try StateRecordCodec.decode(Support.encoded(record)) == record)
            }
        }
    }

    @Test func aRecordTooLargeToKeepDecodesEveryTime() throws {
        let record = Support.record("big", payloadBytes: StateRecordDecodeMemo.maximumBytes * 2)
        let bytes = try Support.encoded(record)
        #expect(bytes.count > StateRecordDecodeMemo.maximumBytes)
        #expect(try StateRecordCodec.decode(bytes) == record)
        #expect(try StateRecordCodec.decode(bytes) == record)
        let memo = StateRecordDecodeMemo()
        memo.remember(record, for: bytes)
        #expect(memo.record(for: bytes) == nil)
    }

    @Test func unreadableBytesAreRefusedEveryTimeEvenAfterGoodOnes() throws {
        let good = try Support.encoded(Support.record("7"))
        _ = try StateRecordCodec.decode(good)
        var damaged = good
        damaged[damaged.startIndex] ^= 0xFF
        for _ in 0..<2 {
            #expect(throws: StateRestorationError.self) { try StateRecordCodec.decode(damaged) }
            #expect(throws: StateRestorationError.self) { try StateRecordCodec.decode(Data()) }
        }
        #expect(try StateRecordCodec.decode(good) == Support.record("7"))
    }

    @Test func theMemoAnswersOnlyForTheExactBytes() throws {
        let memo = StateRecordDecodeMemo()
        let bytes = try Support.encoded(Support.record("3"))
        #expect(memo.record(for: bytes) == nil)
        memo.remember(Support.record("3"), for: bytes)
        #expect(memo.record(for: bytes) == Support.record("3"))
        var other = bytes
        other.append(0)
        #expect(memo.record(for: other) == nil)
    }
}
