import Foundation

/// Checks of a binary property list (`bplist00`) made on its raw bytes, before `PropertyListSerialization` may see it: swift-corelibs-foundation mishandles two shapes that a damaged or hostile file can have, however well formed the rest is.
///
/// The Info.plist reader (U9) and the restoration record decoder (R15) both refuse such files with an
/// error instead.
package enum BinaryPropertyListScreen {
    /// Whether `data` starts with the binary property list signature `bplist`.
    /// - Parameter data: any bytes.
    /// - Returns: `true` for a binary property list's first bytes.
    package static func hasBinarySignature(_ data: Data) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    /// Finds a set object in a binary property list, which `PropertyListSerialization` must never see.
    ///
    /// swift-corelibs-foundation crashes (a bad pointer dereference while bridging `NSSet` to `Set`) on any
    /// binary property list holding a set, however well formed. Neither an Info.plist nor a restoration
    /// record holds one: XML has no way to write a set, and `PropertyListEncoder` never writes one. So
    /// every object of the offset table is checked for the set marker (`0xC_`) before the data goes to
    /// `PropertyListSerialization`. Everything else about the file (a damaged trailer, offsets out of
    /// range) is left for `PropertyListSerialization` to report; this check only reads bytes it has
    /// bounds-checked.
    /// - Parameter data: the bytes of a file that has the `bplist` signature.
    /// - Returns: the index of the first set object in the offset table, or `nil` when there is none or
    ///   the trailer is too damaged to find the objects (the parser then refuses the file itself).
    /// - Complexity: O(n) in the number of objects.
    package static func firstSetObject(inBinary data: Data) -> Int? {
        guard let table = BinaryPlistTable(data) else { return nil }
        return (0..<table.objectCount).first { table.marker(of: $0).map { $0 >> 4 == 0xC } ?? false }
    }

    /// Finds an array or dictionary that more than one container refers to.
    ///
    /// Foundation converts a binary property list into Swift values by copying every reference, so 40
    /// levels of arrays each naming the next twice (253 bytes) expand to 2^40 values and never finish.
    /// Writers share strings and numbers, never containers, so a shared container is refused before
    /// Foundation sees it.
    ///
    /// - Parameter data: a binary property list.
    /// - Returns: the index of the first container referred to twice, or `nil`.
    /// - Complexity: O(n) in the size of the data.
    package static func firstSharedContainer(inBinary data: Data) -> Int? {
        guard let table = BinaryPlistTable(data) else { return nil }
        var referenced = [Bool](repeating: false, count: table.objectCount)
        for object in 0..<table.objectCount {
            for child in table.references(of: object) where child < table.objectCount {
                guard let marker = table.marker(of: child), marker >> 4 == 0xA || marker >> 4 == 0xD else { continue }
                if referenced[child] { return child }
                referenced[child] = true
            }
        }
        return nil
    }
}

extension BinaryPropertyListScreen {
    /// Why a binary property list's shared objects make it unsafe for `PropertyListSerialization`.
    package enum SharingProblem: Equatable {
        /// The container at this index contains itself, directly or deeper: no writer can produce that,
        /// and copying it would never end.
        case cycle(object: Int)
        /// Copying every reference, as Foundation does, gives more than `limit` values, counted from the
        /// container at this index.
        case expandsPast(limit: Int, object: Int)
        /// Objects nested more than `limit` levels deep below the root, which CoreFoundation's binary
        /// reader refuses as if the file were damaged (its own limit is 512).
        case nestedPast(limit: Int)
    }

    /// Checks what sharing does to a binary property list.
    ///
    /// Writers may share objects: Python's `plistlib` writes one array or dictionary once when the
    /// document names the same one twice, CoreFoundation shares strings and numbers. Foundation converts a
    /// binary property list into values by copying every reference, so sharing is safe while the copies
    /// stay few; 40 levels of arrays each naming the next twice (253 bytes) would expand to 2^40 values.
    /// So the values are counted as Foundation would make them, each object's count once, and the file is
    /// refused past `limit` values or on a cycle.
    ///
    /// - Parameters:
    ///   - data: a binary property list.
    ///   - limit: the most values the expansion may have, or the file's own object count if that is more.
    ///   - depthLimit: the most levels of objects, the root counted, a path from the root may have.
    /// - Returns: the problem, or `nil` when the expansion has at most `limit` values (or the trailer is too
    ///   damaged to tell: the parser then refuses the file itself).
    /// - Complexity: O(n) in the size of the data.
    package static func sharingProblem(inBinary data: Data, limit: Int, depthLimit: Int = .max) -> SharingProblem? {
        guard let table = BinaryPlistTable(data), table.topObject < table.objectCount else { return nil }
        // A file without sharing expands to its own objects, however many: only sharing is limited.
        let limit = max(limit, table.objectCount)
        // Iterative depth-first walk from the top object; `expanded[v]` is v's value count once v is done.
        var expanded = [Int](repeating: -1, count: table.objectCount)
        var onPath = [Bool](repeating: false, count: table.objectCount)
        var stack: [(object: Int, children: [Int], next: Int)] = [(table.topObject, table.references(of: table.topObject), 0)]
        onPath[table.topObject] = true
        while let top = stack.last {
            if top.next < top.children.count {
                stack[stack.count - 1].next += 1
                let child = top.children[top.next]
                guard child < table.objectCount, expanded[child] < 0 else { continue }
                if onPath[child] { return .cycle(object: child) }
                onPath[child] = true
                stack.append((child, table.references(of: child), 0))
                if stack.count > depthLimit { return .nestedPast(limit: depthLimit) }
                continue
            }
            var total = 1
            for child in top.children where child < table.objectCount {
                total = min(limit + 1, total + max(0, expanded[child]))
            }
            if total > limit { return .expandsPast(limit: limit, object: top.object) }
            expanded[top.object] = total
            onPath[top.object] = false
            stack.removeLast()
        }
        return nil
    }
}

/// The offset table of a binary property list (`bplist00`), read without trusting it.
struct BinaryPlistTable {
    let bytes: [UInt8]
    let objectCount: Int
    /// The index of the root object (it may be out of range in a damaged file).
    let topObject: Int
    private let offsets: [Int]
    private let referenceSize: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        // Header (8 bytes), at least one object, trailer (32 bytes).
        guard bytes.count >= 8 + 1 + 32 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard let objectCount = Self.bigEndian(bytes, at: trailer + 8, width: 8),
            let tableOffset = Self.bigEndian(bytes, at: trailer + 24, width: 8),
            (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            objectCount <= UInt64(trailer), tableOffset <= UInt64(trailer)
        else { return nil }
        let count = Int(objectCount)
        let table = Int(tableOffset)
        let (tableLength, overflow) = count.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, table + tableLength <= trailer else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for object in 0..<count {
            let offset = Self.bigEndian(bytes, at: table + object * offsetSize, width: offsetSize) ?? UInt64.max
            offsets.append(offset < UInt64(bytes.count) ? Int(offset) : -1)
        }
        self.bytes = bytes
        self.objectCount = count
        self.topObject = Int(clamping: Self.bigEndian(bytes, at: trailer + 16, width: 8) ?? UInt64.max)
        self.offsets = offsets
        self.referenceSize = referenceSize
    }

    /// The marker byte of an object, or `nil` when its offset is out of range.
    func marker(of object: Int) -> UInt8? {
        let offset = offsets[object]
        return offset >= 0 ? bytes[offset] : nil
    }

    /// The objects an array or dictionary refers to (keys and values); empty for other objects.
    func references(of object: Int) -> [Int] {
        guard let marker = marker(of: object), marker >> 4 == 0xA || marker >> 4 == 0xD else { return [] }
        var position = offsets[object] + 1
        var count = Int(marker & 0x0F)
        if count == 0x0F {
            guard position < bytes.count, bytes[position] >> 4 == 0x1 else { return [] }
            let width = 1 << Int(bytes[position] & 0x0F)
            guard let value = Self.bigEndian(bytes, at: position + 1, width: width), value <= UInt64(bytes.count) else { return [] }
            count = Int(value)
            position += 1 + width
        }
        if marker >> 4 == 0xD { count *= 2 }
        var children: [Int] = []
        for index in 0..<count {
            guard let child = Self.bigEndian(bytes, at: position + index * referenceSize, width: referenceSize) else { break }
            children.append(Int(clamping: child))
        }
        return children
    }

    static func bigEndian(_ bytes: [UInt8], at position: Int, width: Int) -> UInt64? {
        guard (1...8).contains(width), position >= 0, position <= bytes.count - width else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<(position + width)] {
            value = value << 8 | UInt64(byte)
        }
        return value
    }
}
