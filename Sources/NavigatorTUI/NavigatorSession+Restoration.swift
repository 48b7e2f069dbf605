import Simulator

extension NavigatorSession {
    /// At start (issue 17): the restoration records the session load will ignore because they were
    /// stored signed in and the session loads signed out (R15's auth gate, logged as `authMismatch`),
    /// with the key and the option that restore them, or `nil` when there are none or the session
    /// loads signed in.
    /// - Parameters:
    ///   - simulator: the simulation, just launched.
    ///   - loadsSignedIn: whether the automatic session load ends signed in (`--auth signedIn`).
    ///   - delay: the seconds until the automatic load.
    /// - Returns: the message for the message line.
    @MainActor
    static func ignoredRecordNotice(in simulator: Simulator, loadsSignedIn: Bool, delay: Double) -> String? {
        guard !loadsSignedIn, let records = try? simulator.storedRecords() else { return nil }
        let windows = simulator.windows()
        let stored = records.compactMap { session, status -> String? in
            guard let record = status.record, record.isSignedIn else { return nil }
            let name = windows.first { $0.sessionIdentifier == session }?.name.description
            return (name.map { labelled($0, session) } ?? session) + " " + record.screenName
        }
        guard !stored.isEmpty else { return nil }
        let seconds = delay == delay.rounded() ? String(Int(delay)) : String(delay)
        return "Stored signed in: \(stored.joined(separator: ", ")). Loading signed out in \(seconds) s ignores "
            + "\(stored.count == 1 ? "it" : "them") (R15): press I now, or start with --auth signedIn; --fresh starts empty."
    }
}
