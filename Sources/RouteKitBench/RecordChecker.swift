import Foundation
import Route
import RouteInterface

/// `routekit-bench --check-records DIR`: proves every restoration record in an app container decodes
/// (`make soak`), read as the engine's own file store reads them but without changing anything:
/// no lock taken, no temporary file removed, no unreadable record set aside (R15).
///
/// Fails when a record file cannot be read back, when a record is not mode 0600, or when a set-aside
/// file (`*.corrupt`) exists: that one means a launch found an unreadable record and set it aside, which
/// an atomic writer must never cause. Temporary files (`.tmp-N`) are counted, not failed: a kill in the
/// middle of a write leaves one, it never held a committed record, and the next launch removes it.
@MainActor struct RecordChecker {
    /// What one check found.
    struct Findings {
        /// Record files (`*.plist`) found.
        var records = 0
        /// Temporary files a write in progress left behind.
        var temporaryFiles = 0
        /// Every problem, one line each.
        var failures: [String] = []
    }

    /// Checks a container.
    /// - Parameter container: the app container (`routenav run --container DIR`).
    /// - Returns: the findings; `failures` is empty when every record decodes.
    static func check(container: URL) -> Findings {
        var findings = Findings()
        let directory = FileStateRestorationStorage.directoryURL(forContainer: container)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        for name in names {
            if name.hasPrefix(".tmp-") {
                findings.temporaryFiles += 1
            } else if name.contains(".corrupt") {
                findings.failures.append("StateRestoration/\(name): a launch found an unreadable record and set it aside")
            } else if name.hasSuffix(".plist") {
                findings.records += 1
                let path = directory.appendingPathComponent(name).path
                let mode = ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue
                if mode != 0o600 {
                    findings.failures.append("StateRestoration/\(name): mode \(mode.map { String($0, radix: 8) } ?? "unknown"), expected 600")
                }
            }
        }
        guard findings.records > 0 else { return findings }
        // The engine's own reader decodes each record exactly as the next launch would, changing nothing.
        let reader = FileStateRecordReader(containerURL: container)
        let identifiers = reader.storedSessionIdentifiers()
        if identifiers.count != findings.records {
            findings.failures.append("\(findings.records) record files but the store lists \(identifiers.count) sessions")
        }
        for identifier in identifiers {
            switch reader.peekRecord(for: identifier) {
            case .noRecord:
                findings.failures.append("session \(identifier): listed but not found")
            case let .record(record):
                if record.version != StateRecord.currentVersion || record.screenName.isEmpty {
                    findings.failures.append("session \(identifier): version \(record.version), screen \"\(record.screenName)\"")
                }
            case let .unreadable(error):
                findings.failures.append("session \(identifier): \(error)")
            }
        }
        return findings
    }

    /// The command: prints what it found; exit status 0 when every record decodes, 1 otherwise.
    /// - Parameter path: the container directory.
    /// - Returns: the exit status.
    static func main(path: String) -> Int32 {
        let container = URL(fileURLWithPath: path, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: container.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            print("routekit-bench --check-records: \(path): no such directory")
            return 2
        }
        let findings = check(container: container)
        print(
            "check-records \(path): \(findings.records) record(s), every one decoded: \(findings.failures.isEmpty ? "yes" : "NO"); "
                + "\(findings.temporaryFiles) temporary file(s) left by an interrupted write (never a committed record)")
        for failure in findings.failures { print("  FAIL \(failure)") }
        return findings.failures.isEmpty ? 0 : 1
    }
}
