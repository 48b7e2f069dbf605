import Foundation
import SimulatedUIKit
import Testing

/// A binary plist that names one array twice at every level expands exponentially in Foundation;
/// the reader refuses it at once (found by adversarial testing: 253 bytes hung `routenav lint`).
@Suite("Info.plist shared containers")
struct InfoPlistSharedContainerTests {
    /// 40 nested arrays, each holding two references to the next, under a one-key dictionary.
    static func exponentialPlist(depth: Int = 40) -> Data {
        var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, 0x61]]
        for k in 2..<(2 + depth) { objects.append([0xA2, UInt8(k + 1), UInt8(k + 1)]) }
        objects.append([0x51, 0x78])
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        out += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [UInt64(objects.count), 0, UInt64(table)] {
            out += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        return Data(out)
    }

    @Test("a container referred to twice is refused with a message naming the file")
    func sharedContainerIsRefused() {
        #expect(throws: InfoPlistError.self) { try InfoPlist(data: Self.exponentialPlist(), source: "dag.plist") }
        do {
            _ = try InfoPlist(data: Self.exponentialPlist(), source: "dag.plist")
        } catch {
            #expect(error.description.hasPrefix("dag.plist"))
            #expect(error.description.contains("refers to one container twice"))
        }
    }
}
