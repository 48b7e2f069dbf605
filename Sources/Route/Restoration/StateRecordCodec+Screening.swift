import Foundation
import RouteInterface
import UIKit

extension StateRecordCodec {
    /// The bytes `PropertyListDecoder` may read in place of `data`: the record's values as parsed by
    /// `PropertyListSerialization` and re-encoded by it as a binary property list (R15: an
    /// unreadable record is reported and set aside, never fatal).
    ///
    /// Foundation's `PropertyListDecoder` trusts what it reads: a binary record whose offsets point at a
    /// string that runs past the end of the data traps inside its binary reader (`BPlistMap.withBuffer`),
    /// and an XML record of 10,000 nested `<array>`s overflows the stack of its recursive XML scanner —
    /// a crash of the navigator at launch, and of any query (`expect records`, the transcript) that
    /// reads records (found by `make fuzz` and by an adversarial test). `PropertyListSerialization`
    /// checks every offset and count of a binary property list and refuses XML nested too deeply, so it
    /// parses every record first, and only its own well-formed binary re-encoding reaches the decoder.
    /// A readable record decodes to the same values either way. `PropertyListSerialization` itself
    /// crashes on a binary set and never finishes on containers referred to twice (see
    /// ``BinaryPropertyListScreen``); records hold neither, so both are refused before it runs, as the
    /// Info.plist reader does.
    /// - Parameter data: the stored bytes.
    /// - Returns: a binary property list safe for `PropertyListDecoder`.
    /// - Throws: ``StateRestorationError/corruptRecord(reason:)`` for bytes that are not a property list,
    ///   with the parser's reason.
    /// - Complexity: O(n) in the size of the record.
    static func screenedPropertyList(_ data: Data) throws(StateRestorationError) -> Data {
        let isBinary = BinaryPropertyListScreen.hasBinarySignature(data)
        if isBinary, let object = BinaryPropertyListScreen.firstSetObject(inBinary: data) {
            throw .corruptRecord(
                reason: "not a property list (the binary property list holds a set "
                    + "(object \(object)), which a record never holds)")
        }
        // Writers may share objects (Python's plistlib writes an array or dictionary named twice once), as
        // the Info.plist reader accepts: only a cycle, or sharing that would expand past the limit, is refused.
        if isBinary, let problem = BinaryPropertyListScreen.sharingProblem(inBinary: data, limit: InfoPlist.maximumExpandedValues) {
            switch problem {
            case let .cycle(object):
                throw .corruptRecord(reason: "not a property list (the binary property list's container object \(object) contains itself)")
            case let .expandsPast(limit, object):
                throw .corruptRecord(
                    reason: "not a property list (the binary property list shares its containers so often that reading it "
                        + "would make more than \(limit) values, from object \(object))")
            case let .nestedPast(limit):
                throw .corruptRecord(reason: "not a property list (values nested over \(limit) levels)")
            }
        }
        var format = PropertyListSerialization.PropertyListFormat.binary
        let values: Any
        do {
            values = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw isBinary ? damagedBinaryPropertyList : .corruptRecord(reason: "not a property list (\(parserReason(error)))")
        }
        // `bplist…` bytes the binary parser refused can still read as a bare word of the old text format.
        if isBinary, format != .binary { throw damagedBinaryPropertyList }
        do {
            return try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        } catch {
            throw .corruptRecord(reason: "not a property list (\(parserReason(error)))")
        }
    }

    /// The reason given for a binary property list that `PropertyListSerialization` cannot read.
    private static var damagedBinaryPropertyList: StateRestorationError {
        .corruptRecord(
            reason: "not a property list (a binary property list whose header, object table or "
                + "offsets are damaged or truncated)")
    }

    /// The parser's own explanation (`NSDebugDescription`, for example, `Too many nested arrays or dictionaries`),
    /// one line, without its final period.
    private static func parserReason(_ error: any Error) -> String {
        // Foundation's `NSDebugDescriptionKey`, which swift-corelibs-foundation does not export.
        let message = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
        var text = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
        text = text.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? "unreadable" : text
    }
}
