import Foundation
import Glibc
import RouteInterface

extension RecordDirectory {
    /// New record files written into the directory but not yet durable nor in place: one batch of ``RecordWriter`` (R15).
    ///
    /// ``commit()`` makes their data durable in one pass, then renames each over its record; the caller
    /// syncs the directory once afterwards.
    struct Staging {
        /// One staged file.
        struct File {
            /// The record file it replaces.
            var name: String
            /// Its temporary name (`.tmp-<n>`).
            var temporaryName: String
            /// The open file.
            var descriptor: CInt
            /// The caller's tag (its index of the change).
            var tag: Int
        }

        /// Linux's `syncfs(2)`, which the C library declares only for `_GNU_SOURCE` (so Swift's `Glibc` does
        /// not import it), looked up once; `nil` where the C library lacks it (each file is then `fsync`ed).
        private static let syncfs: (@convention(c) (CInt) -> CInt)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (CInt) -> CInt).self)
        }()

        /// The records directory.
        let directory: RecordDirectory
        /// The files staged so far, in order.
        private(set) var files: [File] = []

        /// Creates an empty batch in `directory`.
        init(directory: RecordDirectory) {
            self.directory = directory
        }

        /// Writes `data` to a new temporary file (mode 0600, `O_EXCL`), not yet synced nor renamed.
        /// - Parameters:
        ///   - name: the record file it is to replace.
        ///   - data: the encoded record.
        ///   - counter: the temporary-name counter (advanced past every name tried).
        ///   - tag: the caller's tag, kept in ``File/tag``.
        /// - Returns: the failure (nothing staged, no temporary file left), or `nil`.
        mutating func add(_ name: String, data: Data, counter: inout Int, tag: Int) -> StateRestorationError? {
            let file: CInt
            let temporaryName: String
            do {
                (file, temporaryName) = try directory.createTemporaryFile(for: name, counter: &counter)
            } catch {
                return error
            }
            if let error = directory.write(data, to: file, name: name) {
                _ = Glibc.close(file)
                _ = unlinkat(directory.descriptor, temporaryName, 0)
                return error
            }
            files.append(File(name: name, temporaryName: temporaryName, descriptor: file, tag: tag))
            return nil
        }

        /// Makes every staged file's data durable (`fsync` for one file; `syncfs`, one call, for more, falling back to one `fsync` each when it fails, to name the file), closes them, and renames each over its record.
        ///
        /// A file that fails any step is removed and its record left as it was.
        ///
        /// - Returns: per staged file, in order, its failure or `nil`.
        func commit() -> [StateRestorationError?] {
            var results = [StateRestorationError?](repeating: nil, count: files.count)
            var syncsEach = files.count == 1 && !RecordDurability.isDeferred
            if files.count > 1, !RecordDurability.isDeferred {
                // `syncfs` flushes the file system holding the directory: one call for the whole batch.
                if let syncfs = Self.syncfs { syncsEach = syncfs(directory.descriptor) != 0 } else { syncsEach = true }
            }
            if syncsEach {
                for (index, file) in files.enumerated() where fsync(file.descriptor) != 0 {
                    let code = errno
                    results[index] = RecordDirectory.failure("cannot write \(directory.shown(file.name)) (fsync)", code: code)
                }
            }
            for (index, file) in files.enumerated() {
                let closeResult = Glibc.close(file.descriptor)
                let closeCode = errno
                // On Linux the descriptor is released even when close reports EINTR.
                if results[index] == nil, closeResult != 0, closeCode != EINTR {
                    results[index] = RecordDirectory.failure("cannot write \(directory.shown(file.name)) (close)", code: closeCode)
                }
                if results[index] == nil,
                    renameat(directory.descriptor, file.temporaryName, directory.descriptor, file.name) != 0
                {
                    let code = errno
                    results[index] = RecordDirectory.failure(
                        "cannot write \(directory.shown(file.name)) (renaming \(file.temporaryName) over it)", code: code)
                }
                if results[index] != nil { _ = unlinkat(directory.descriptor, file.temporaryName, 0) }
            }
            return results
        }
    }
}
