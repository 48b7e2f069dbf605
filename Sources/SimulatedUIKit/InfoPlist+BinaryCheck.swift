import Foundation

extension InfoPlist {
    /// Whether `data` starts with the binary property list signature `bplist`.
    static func hasBinarySignature(_ data: Data) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    /// Finds a set object in a binary property list, which `PropertyListSerialization` must never see.
    ///
    /// swift-corelibs-foundation crashes (a bad pointer dereference while bridging `NSSet` to `Set`) on any
    /// binary property list holding a set, however well formed. An Info.plist never holds one: XML has no
    /// way to write a set. So every object of the offset table is checked for the set marker (`0xC_`)
    /// before the data goes to `PropertyListSerialization`. Everything else about the file (a damaged
    /// trailer, offsets out of range) is left for `PropertyListSerialization` to report; this check only
    /// reads bytes it has bounds-checked.
    /// - Parameter data: the bytes of a file that has the `bplist` signature.
    /// - Returns: the index of the first set object in the offset table, or `nil` when there is none or
    ///   the trailer is too damaged to find the objects (the parser then refuses the file itself).
    /// - Complexity: O(n) in the number of objects.
    static func firstSetObject(inBinary data: Data) -> Int? {
        let bytes = [UInt8](data)
        // Header (8 bytes), at least one object, trailer (32 bytes).
        guard bytes.count >= 8 + 1 + 32 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        func bigEndian(at position: Int, width: Int) -> UInt64? {
            guard (1...8).contains(width), position >= 0, position <= bytes.count - width else { return nil }
            var value: UInt64 = 0
            for byte in bytes[position..<(position + width)] {
                value = value << 8 | UInt64(byte)
            }
            return value
        }
        guard let objectCount = bigEndian(at: trailer + 8, width: 8),
              let tableOffset = bigEndian(at: trailer + 24, width: 8),
              (1...8).contains(offsetSize),
              objectCount <= UInt64(trailer), tableOffset <= UInt64(trailer)
        else { return nil }
        let count = Int(objectCount)
        let table = Int(tableOffset)
        let (tableLength, overflow) = count.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, table + tableLength <= trailer else { return nil }
        for object in 0..<count {
            guard let offset = bigEndian(at: table + object * offsetSize, width: offsetSize),
                  offset < UInt64(bytes.count)
            else { continue }
            if bytes[Int(offset)] >> 4 == 0xC {
                return object
            }
        }
        return nil
    }
}
