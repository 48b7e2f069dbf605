// `routenav run` without --container replays into a fresh temporary container (/tmp/routenav-XXXXXX).
// A SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 or SIGALRM in the middle of the replay must not leave it behind.
import Dispatch
import Foundation
import Glibc

/// Removes `routenav run`'s temporary container when one of ``signals`` ends the replay, then
/// exits with 128 + the signal's number (as the navigator does; CONTRIBUTING.md: signals through Dispatch
/// signal sources, never an unsafe handler).
///
/// The replay runs synchronously on the main thread, so the sources run on a queue of their own. For
/// them to see a signal, no thread may take it first: ``blockSignals()`` blocks them on the main
/// thread before the container exists, and every thread started afterwards (Dispatch's own included)
/// inherits the mask; the signals are also ignored, so one that reached a thread anyway could not end
/// the process before the container is gone. A signal that arrives between blocking and ``init(container:)``
/// stays pending and is handled as soon as the sources start. The source's handler first parks the main
/// thread (a `SIGUSR2` sent to it alone, whose handler only posts a semaphore and sleeps: async-signal-safe),
/// so that the replay writes nothing more while the container is removed.
final class TemporaryContainerCleanup {
    /// The signals that end the replay: besides SIGINT, SIGTERM and SIGHUP, the others whose default
    /// action ends a process and that a user or a tool sends on purpose (SIGQUIT, SIGUSR1, SIGALRM), so
    /// none of them leaves the container behind.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM]

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

    /// Starts the signal sources and installs the main thread's parking handler (see ``parkMainThread(_:)``).
    ///
    /// Call it on the main thread, which runs the replay.
    ///
    /// - Parameter container: the temporary container to remove when a signal arrives.
    init(container: URL) {
        let queue = DispatchQueue(label: "routenav.run.signals")
        let mainThread = pthread_self()
        Self.installParkingHandler()
        sources = Self.signals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                // Stop the replay first, so that nothing writes into the container while it goes;
                // should removal ever hang, SIGALRM (default action) ends the process after 5 s.
                Self.parkMainThread(mainThread)
                Self.armWatchdog()
                Self.remove(container)
                // `_exit`: no exit handlers run while the main thread is parked mid-step.
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// Ends the process by SIGALRM's default action in 5 s, should removal hang.
    ///
    /// SIGALRM is one of ``signals`` (blocked and ignored everywhere), so its default action comes back,
    /// and it is unblocked on this thread alone, which then takes it.
    static func armWatchdog() {
        signal(SIGALRM, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGALRM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        alarm(5)
    }

    /// The signal that parks the main thread: delivered to it alone with `pthread_kill`.
    static let parkingSignal = SIGUSR2

    /// Posted by the parking handler once the main thread is parked. A semaphore, because `sem_post` is
    /// async-signal-safe; created (and so initialized) before the handler is installed.
    // `nonisolated(unsafe)`: the pointer itself never changes after its one initialization, which
    // ``installParkingHandler()`` forces before the handler can run; `sem_t` is made for concurrent use.
    nonisolated(unsafe) static let parked: UnsafeMutablePointer<sem_t> = {
        let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
        return semaphore
    }()

    /// Installs the parking signal's handler: it posts ``parked`` and then sleeps in `pause()` until the process exits.
    ///
    /// Both are async-signal-safe; the handler touches no Swift runtime state.
    static func installParkingHandler() {
        _ = parked
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            sem_post(TemporaryContainerCleanup.parked)
            while true { pause() }
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(parkingSignal, &action, nil)
    }

    /// Stops the replay where it stands: signals the main thread, which parks in the handler, and waits
    /// for it, at most 1 s (a thread stuck in an uninterruptible call is then left running).
    ///
    /// Without this, removal races the main thread still writing records: a file created after the
    /// removal listed its directory, or a directory re-created on the way, survived (5 runs in 100).
    /// - Parameter thread: the main thread.
    static func parkMainThread(_ thread: pthread_t) {
        guard pthread_kill(thread, parkingSignal) == 0 else { return }
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_sec += 1
        while sem_timedwait(parked, &deadline) != 0 && errno == EINTR {}
    }

    /// Removes the container while the replay may still be writing records into it on the main thread.
    ///
    /// The main thread is normally parked first (``parkMainThread(_:)``); should it not have stopped in
    /// time, one removal could lose the race (a record created after the removal listed its directory
    /// makes the final `rmdir` fail with `ENOTEMPTY`). So removal repeats until two checks in a row, with
    /// the scheduler given a turn between them, find nothing at the path (at most 10,000 rounds).
    /// - Parameter container: the temporary container.
    static func remove(_ container: URL) {
        var emptyChecks = 0
        for _ in 0..<10_000 {
            var info = stat()
            if lstat(container.path, &info) != 0, errno == ENOENT {
                emptyChecks += 1
                if emptyChecks == 2 { return }
                sched_yield()
                continue
            }
            emptyChecks = 0
            try? FileManager.default.removeItem(at: container)
        }
    }

    /// Gives ``signals`` back their default action and unblocks them on the calling (main) thread.
    ///
    /// Called once the container is gone and before the transcript is printed: a write blocked on a
    /// full pipe (`routenav run --transcript big.scenario | sleep 40`) must still end on a signal, as
    /// any command's would; one that arrived meanwhile is delivered now.
    static func restoreDefaultSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals {
            sigaddset(&set, number)
            signal(number, SIG_DFL)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Stops listening (the replay is over and the caller removes the container itself).
    func cancel() {
        for source in sources { source.cancel() }
    }
}
