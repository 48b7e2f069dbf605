import Route

/// The writes a run lost (R15: a write the disk refuses is reported before the run ends, and a run that
/// lost one does not end as a success): restoration records and removals the app's store failed, and the
/// scene sessions' archive.
extension Simulator {
    /// Every write lost so far, across the processes this simulator ran, oldest first: for example
    /// `S1: restoration record of NoteDetail(7) not written (storageFailure: cannot write StateRestoration/S1.plist: File too large)`.
    ///
    /// Record writes are collected at each kill and at ``finishRun()``; a failure of the scene sessions'
    /// archive when it is reported. `routenav run` fails a run with any (exit 1); the navigator exits 1.
    public var lostWrites: [String] { lostWriteLog }

    /// Ends the run: waits for the app's record writer and collects what it lost (with the engine's log
    /// line and the host's report, as a flush point makes them), then saves the scene sessions' archive of
    /// the last instant (U7), collecting its failure too.
    ///
    /// Call once when the run or the navigator ends; ``lostWrites`` then holds everything the run lost.
    public func finishRun() {
        collectLostRecordWrites()
        saveSceneSessionsNow()
    }

    /// Takes the failed record writes from the running engine, if any, waiting for its writer first.
    func collectLostRecordWrites() {
        guard let engine else { return }
        lostWriteLog += engine.settleRestorationWrites()
    }
}
