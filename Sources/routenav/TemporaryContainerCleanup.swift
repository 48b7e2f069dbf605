// `routenav run` without --container replays into a fresh temporary container (/tmp/routenav-XXXXXX).
// A SIGINT, SIGTERM or SIGHUP in the middle of the replay must not leave it behind.
import Dispatch
import Foundation
import Glibc

/// Removes `routenav run`'s temporary container when SIGINT, SIGTERM or SIGHUP ends the replay, then
/// exits with 128 + the signal's number (as the navigator does; DESIGN §8: signals through Dispatch
/// signal sources, never an unsafe handler).
///
/// The replay runs synchronously on the main thread, so the sources run on a queue of their own. For
/// them to see a signal, no thread may take it first: ``blockSignals()`` blocks the three on the main
/// thread before the container exists, and every thread started afterwards (Dispatch's own included)
/// inherits the mask; the signals are also ignored, so one that reached a thread anyway could not end
/// the process before the container is gone. A signal that arrives between blocking and ``init(container:)``
/// stays pending and is handled as soon as the sources start.
final class TemporaryContainerCleanup {
    /// The signals that end the replay.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let sources: [any DispatchSourceSignal]

    /// Blocks and ignores ``signals`` on the calling thread (call it on the main thread before any
    /// other thread starts and before creating the container).
    static func blockSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals {
            sigaddset(&set, number)
            signal(number, SIG_IGN)
        }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Starts the signal sources.
    /// - Parameter container: the temporary container to remove when a signal arrives.
    init(container: URL) {
        let queue = DispatchQueue(label: "routenav.run.signals")
        sources = Self.signals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                // The replay may be writing a record on the main thread; a write that re-created the
                // directory just now is removed by the second pass, and `_exit` stops the replay at once
                // (no exit handlers run while the main thread is mid-step).
                try? FileManager.default.removeItem(at: container)
                try? FileManager.default.removeItem(at: container)
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// Stops listening (the replay is over and the caller removes the container itself).
    func cancel() {
        for source in sources { source.cancel() }
    }
}
