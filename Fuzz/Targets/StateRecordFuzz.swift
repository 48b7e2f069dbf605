// libFuzzer target: the restoration record decoder (StateRecordCodec behind both stores, DESIGN R15).
// The bytes are offered as a stored record to the in-memory store and, through a real file, to the
// file store. A record that decodes must survive a save and load unchanged; one that does not must
// be refused as corrupt or of another version, set aside, and never read again.
import Foundation
import Route
import RouteInterface

/// A private container for the file store, made once per process.
private let container = fuzzScratchDirectory("records")

private func isRefusal(_ error: StateRestorationError) -> Bool {
    switch error {
    case .corruptRecord, .unsupportedVersion: true
    default: false
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func stateRecordFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = fuzzData(start, count)
    MainActor.assumeIsolated {
        let memory = InMemoryStateRestorationStorage()
        memory.replaceEncodedRecord(data, for: "fuzz")
        var decoded: StateRecord?
        do throws(StateRestorationError) {
            decoded = try memory.load(for: "fuzz")
            require(decoded != nil, "stored bytes read as no record")
        } catch {
            require(isRefusal(error), "unexpected error kind: \(error)")
            require((try? memory.load(for: "fuzz")) == .some(nil), "a refused record was read again")
        }
        if let record = decoded {
            let again = InMemoryStateRestorationStorage()
            do {
                try again.save(record, for: "fuzz")
                let reloaded = try again.load(for: "fuzz")
                require(reloaded == record, "save then load changed the record")
            } catch {
                // Only the 4 MiB limit may refuse a record that was read; the input is far smaller.
                require(false, "a decoded record could not be saved and loaded again: \(error)")
            }
        }

        let files = FileStateRestorationStorage(containerURL: container)
        guard let url = files.recordURL(for: "fuzz") else { return }
        do {
            try data.write(to: url)
            let fromFile = try files.load(for: "fuzz")
            require(fromFile == decoded, "the file store and the in-memory store disagree")
        } catch let error as StateRestorationError {
            require(decoded == nil && isRefusal(error), "the file store refused what memory read, or failed: \(error)")
        } catch {
            // Writing the input file itself failed: not the store's business.
        }
        try? FileManager.default.removeItem(at: files.directoryURL)
    }
    return FuzzVerdict.handled
}
