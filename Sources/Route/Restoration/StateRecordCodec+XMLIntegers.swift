import Foundation
import RouteInterface

extension StateRecordCodec {
    /// Refuses an XML record whose `<integer>` text holds a byte that is never valid UTF-8 (`0xF8`–`0xFF`),
    /// before `PropertyListDecoder` sees it (R15: an unreadable record is reported, never fatal).
    ///
    /// Foundation's XML property-list decoder traps (`fatalError` in its UTF-8 scalar decoding) when it
    /// skips the leading whitespace of an `<integer>` and meets such a byte with at least four more bytes
    /// after it, instead of throwing; the record fuzzer found it (`make fuzz`, `StateRecordFuzz`). No
    /// readable record is refused here: in UTF-8 these bytes cannot occur, and in an XML record in another
    /// encoding the decoder converts to UTF-8 first, where such a byte would not be a number either.
    /// Binary records (`bplist`) are not scanned.
    /// - Parameter data: the stored bytes.
    /// - Throws: ``StateRestorationError/corruptRecord(reason:)`` naming the line of the `<integer>`.
    /// - Complexity: O(n) in the size of the record.
    static func refuseUndecodableXMLIntegers(in data: Data) throws(StateRestorationError) {
        guard !data.starts(with: Array("bplist".utf8)), data.contains(where: { $0 >= 0xF8 }) else { return }
        let bytes = [UInt8](data)
        let tag = Array("<integer".utf8)
        var index = 0
        while index + tag.count <= bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index..<index + tag.count].elementsEqual(tag) else {
                index += 1
                continue
            }
            var text = index + tag.count
            while text < bytes.count, bytes[text] != UInt8(ascii: ">") { text += 1 }
            text += 1
            while text < bytes.count, bytes[text] != UInt8(ascii: "<") {
                if bytes[text] >= 0xF8 {
                    let line = bytes[..<index].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                    let byte = String(bytes[text], radix: 16, uppercase: true)
                    throw .corruptRecord(
                        reason: "not a property list (the <integer> on line \(line) holds the byte 0x\(byte), "
                            + "which is never valid UTF-8), expected a decimal number")
                }
                text += 1
            }
            index = text
        }
    }
}
