import Foundation
import SimulatedUIKit
import Testing

/// A binary plist that names one array twice at every level expands exponentially in Foundation;
/// the reader refuses it at once (found by adversarial testing: 253 bytes hung `routenav lint`), while a
/// valid file whose writer shared objects (Python's `plistlib`) is read.
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

    /// `depth` arrays, each holding the next, under a one-key dictionary (two-byte references).
    static func nestedPlist(depth: Int) -> Data {
        func reference(_ index: Int) -> [UInt8] { [UInt8(index >> 8), UInt8(index & 0xFF)] }
        var objects: [[UInt8]] = [[0xD1] + reference(1) + reference(2), [0x51, 0x61]]
        for k in 2..<(2 + depth) { objects.append([0xA1] + reference(k + 1)) }
        objects.append([0x08])
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += [UInt8(offset >> 16), UInt8((offset >> 8) & 0xFF), UInt8(offset & 0xFF)] }
        out += [0, 0, 0, 0, 0, 0, 3, 2]
        for value in [UInt64(objects.count), 0, UInt64(table)] {
            out += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        return Data(out)
    }

    @Test("a binary plist nested past 512 levels names the nesting limit, as one of 257 to 512 levels does")
    func deepNestingNamesTheLimit() {
        for depth in [300, 600, 5_000] {
            do {
                _ = try InfoPlist(data: Self.nestedPlist(depth: depth), source: "deep.plist")
                Issue.record("the \(depth)-deep plist was read")
            } catch {
                #expect(error.description.hasPrefix("deep.plist: not a property list: values nested deeper than 256 levels"), "\(depth): \(error.description)")
            }
        }
    }

    @Test("sharing that expands past a million values is refused with a message naming the file and the limit")
    func exponentialSharingIsRefused() {
        do {
            _ = try InfoPlist(data: Self.exponentialPlist(), source: "dag.plist")
            Issue.record("the exponential plist was read")
        } catch {
            #expect(error.description == "dag.plist: not a property list: the binary property list shares its containers so often that reading it would make more than 1048576 values (from object 22); an Info.plist holds far fewer")
        }
    }

    @Test("a valid binary plist from Python's plistlib, one array and one dictionary written once and named twice, is read")
    func plistlibSharedObjectsAreRead() throws {
        // Tests/SimulatedUIKitTests/Fixtures/plistlib-shared-objects.plist, made with Python 3's
        // plistlib.dumps(fmt=FMT_BINARY): NSUserActivityTypes and SharedCopyOfTypes are one array object,
        // the two scene configurations one dictionary object.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/plistlib-shared-objects.plist")
        let plist = try InfoPlist(contentsOf: url)
        #expect(plist.activityTypes == ["com.example.viewing", "com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"])
        #expect(plist.sceneConfigurations[InfoPlist.windowApplicationRole]?.map(\.name) == ["Default Configuration", "Default Configuration"])
        #expect(plist.supportsMultipleScenes)
    }

    @Test("a container that contains itself is refused, naming the object")
    func cycleIsRefused() {
        // Root dictionary {"a": object 2}; object 2 is an array holding itself.
        var out = Array("bplist00".utf8)
        let objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, 0x61], [0xA1, 2]]
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out.append(UInt8(offset)) }
        out += [0, 0, 0, 0, 0, 0, 1, 1]
        for value in [UInt64(objects.count), 0, UInt64(table)] {
            out += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        do {
            _ = try InfoPlist(data: Data(out), source: "cycle.plist")
            Issue.record("the cyclic plist was read")
        } catch {
            #expect(error.description == "cycle.plist: not a property list: the binary property list's container object 2 contains itself, which no property list can")
        }
    }

    @Test("an old-style text plist is refused by our message alone, before CoreFoundation's parser prints its own")
    func openStepTextIsRefusedBeforeTheParser() {
        // `{ a = b }` made CoreFoundation print "Old-style plist parser: missing semicolon…" on standard error.
        do {
            _ = try InfoPlist(data: Data("{ a = b }".utf8), source: "old.plist")
            Issue.record("the text plist was read")
        } catch {
            #expect(error.description == "old.plist: not a property list: not an XML or binary property list")
        }
    }
}
