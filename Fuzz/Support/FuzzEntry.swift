// Shared by every fuzz target (compiled into each one by Fuzz/run.sh; SwiftPM never builds this folder).
import Foundation

/// What a target reports back to libFuzzer for one input.
enum FuzzVerdict {
    /// The input was handled: either accepted or refused with an error, without a trap.
    static let handled: CInt = 0
    /// The input must not be added to the corpus (libFuzzer's `-1`).
    static let reject: CInt = -1
}

/// Stops the run with a message libFuzzer shows next to the crashing input, when a property the
/// project documents does not hold (a round trip that changes a step, a match that is not
/// reflexive). A refused input is never a failure; only a trap or a broken promise is.
/// - Parameters:
///   - condition: the property.
///   - message: what broke, printed before the trap.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data(("fuzz property failed: " + message() + "\n").utf8))
        fatalError("fuzz property failed")
    }
}

/// The bytes libFuzzer hands over, as `Data`.
/// - Parameters:
///   - start: the first byte (may be dangling when `count` is 0).
///   - count: the number of bytes.
/// - Returns: a copy of the bytes.
func fuzzData(_ start: UnsafePointer<UInt8>, _ count: Int) -> Data {
    count == 0 ? Data() : Data(bytes: start, count: count)
}

/// A private scratch directory for a target's files, made once per process: under `$FUZZ_TMPDIR` when
/// set (Fuzz/run.sh sets it and removes it afterwards), else under /dev/shm or the temporary directory.
/// - Parameter name: what the directory is for, e.g. `manifest`.
/// - Returns: the directory's URL (it exists).
func fuzzScratchDirectory(_ name: String) -> URL {
    let environment = ProcessInfo.processInfo.environment["FUZZ_TMPDIR"].map { URL(fileURLWithPath: $0, isDirectory: true) }
    let shm = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
    let base = environment ?? (FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory)
    let directory = base.appendingPathComponent("routekit-fuzz-\(name)-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
