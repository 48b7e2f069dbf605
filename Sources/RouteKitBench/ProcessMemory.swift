import Foundation
import Glibc

/// What the process's memory looks like now, from the kernel and from the allocator.
struct MemoryReading: Codable {
    /// `VmHWM` from /proc/self/status: the peak resident set size so far, in bytes.
    var peakResidentBytes: UInt64
    /// `VmRSS`: the resident set size now, in bytes.
    var residentBytes: UInt64
    /// Bytes the C allocator has handed out and not taken back (all arenas, including mmapped blocks),
    /// from `malloc_info`: system bytes of the arenas, minus their free chunks, plus mmapped blocks.
    var heapInUseBytes: UInt64

    /// Reads the current process.
    static func now() -> MemoryReading {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func kilobytes(_ key: String) -> UInt64 {
            for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
                let digits = line.dropFirst(key.count + 1).split(whereSeparator: \.isWhitespace).first ?? ""
                return (UInt64(digits) ?? 0) * 1024
            }
            return 0
        }
        return MemoryReading(
            peakResidentBytes: kilobytes("VmHWM"), residentBytes: kilobytes("VmRSS"),
            heapInUseBytes: heapInUse())
    }

    /// glibc's `malloc_info(0, stream)`, looked up with `dlsym` (Swift's Glibc module does not import
    /// `malloc.h`), written to a memory stream and read back: the last `<total type="fast|rest|mmap">`
    /// and `<system type="current">` elements are the totals over every arena.
    private static func heapInUse() -> UInt64 {
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let symbol = dlsym(nil, "malloc_info") else { return 0 }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return 0 }
        _ = mallocInfo(0, stream)
        fclose(stream)
        guard let buffer else { return 0 }
        defer { free(buffer) }
        let xml = String(cString: buffer)
        // The totals follow the last </heap>.
        let totals = xml.range(of: "</heap>", options: .backwards).map { String(xml[$0.upperBound...]) } ?? xml
        func bytes(of element: String) -> UInt64 {
            guard let range = totals.range(of: element) else { return 0 }
            let rest = totals[range.upperBound...]
            guard let open = rest.range(of: "size=\"") else { return 0 }
            let digits = rest[open.upperBound...].prefix { $0.isNumber }
            return UInt64(digits) ?? 0
        }
        let system = bytes(of: "<system type=\"current\"")
        let free = bytes(of: "<total type=\"fast\"") + bytes(of: "<total type=\"rest\"")
        let mapped = bytes(of: "<total type=\"mmap\"")
        return (system > free ? system - free : 0) + mapped
    }
}
