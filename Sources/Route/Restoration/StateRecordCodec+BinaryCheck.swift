import Foundation
import RouteInterface
import SimulatedUIKit

extension StateRecordCodec {
    /// The binary property list `PropertyListDecoder` may read in place of `data`: for a binary record
    /// (`bplist…`), the same values re-encoded by `PropertyListSerialization`; any other record unchanged
    /// (DESIGN R15: an unreadable record is reported and set aside, never fatal).
    ///
    /// Foundation's `PropertyListDecoder` trusts a binary property list's offset table: a record whose
    /// offsets point at a string that runs past the end of the data traps inside its binary reader
    /// (`BPlistMap.withBuffer`) instead of throwing; the record fuzzer found it (`make fuzz`,
    /// `StateRecordFuzz`). `PropertyListSerialization` checks every offset and count first and throws on
    /// such bytes, so a binary record is parsed by it, and only its own well-formed re-encoding reaches
    /// the decoder. A readable binary record decodes to the same values either way.
    /// `PropertyListSerialization` itself crashes on a set and never finishes on containers shared
    /// between containers (see ``BinaryPropertyListScreen``); records hold neither, so both are refused
    /// before it runs, as the Info.plist reader does.
    /// - Parameter data: the stored bytes.
    /// - Returns: bytes safe for `PropertyListDecoder`.
    /// - Throws: ``StateRestorationError/corruptRecord(reason:)`` for a binary property list whose
    ///   structure is damaged.
    /// - Complexity: O(n) in the size of the record.
    static func checkedBinaryPropertyList(_ data: Data) throws(StateRestorationError) -> Data {
        guard BinaryPropertyListScreen.hasBinarySignature(data) else { return data }
        if let object = BinaryPropertyListScreen.firstSetObject(inBinary: data) {
            throw .corruptRecord(reason: "not a property list (the binary property list holds a set "
                + "(object \(object)), which a record never holds)")
        }
        if let object = BinaryPropertyListScreen.firstSharedContainer(inBinary: data) {
            throw .corruptRecord(reason: "not a property list (the binary property list refers to one "
                + "container twice (object \(object)), which no property-list writer produces)")
        }
        do {
            var format = PropertyListSerialization.PropertyListFormat.binary
            let values = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            guard format == .binary else { throw damagedBinaryPropertyList }
            return try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        } catch {
            throw damagedBinaryPropertyList
        }
    }

    /// The reason given for a binary property list that `PropertyListSerialization` cannot read.
    private static var damagedBinaryPropertyList: StateRestorationError {
        .corruptRecord(reason: "not a property list (a binary property list whose header, object table or "
            + "offsets are damaged or truncated)")
    }
}
