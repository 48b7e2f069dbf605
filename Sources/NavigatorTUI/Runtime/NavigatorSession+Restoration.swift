import Simulator

extension NavigatorSession {
    /// At start: the restoration records the session load will remove because they were
    /// stored signed in and the session loads signed out (a launch that loads signed out is a sign-out,
    /// R20), with the key and the option that restore them instead, or `nil` when there are none or the
    /// session loads signed in.
    /// - Parameters:
    ///   - simulator: the simulation, just launched.
    ///   - loadsSignedIn: whether the automatic session load ends signed in (`--auth signedIn`).
    ///   - delay: the seconds until the automatic load.
    /// - Returns: the message for the message line now (`offer`), and what replaces it once the session
    ///   has loaded signed out, removing them, and the offer has expired (`ignored`).
    @MainActor
    static func ignoredRecordNotice(in simulator: Simulator, loadsSignedIn: Bool, delay: Double) -> (offer: String, ignored: String)? {
        guard !loadsSignedIn, let records = try? simulator.storedRecords() else { return nil }
        let windows = simulator.snapshot.windows
        let stored = records.compactMap { session, status -> String? in
            guard let record = status.record, record.isSignedIn else { return nil }
            let name = windows.first { $0.sessionIdentifier == session }?.name.description
            return (name.map { labelled($0, session) } ?? session) + " " + record.screenName
        }
        guard !stored.isEmpty else { return nil }
        let seconds = delay == delay.rounded() ? String(Int(delay)) : String(delay)
        let list = stored.joined(separator: ", ")
        let them = stored.count == 1 ? "it" : "them"
        return (
            "Stored signed in: \(list). Loading signed out in \(seconds) s removes "
                + "\(them) (R20): press I now, or start with --auth signedIn; --fresh starts empty.",
            "\(list) \(stored.count == 1 ? "was" : "were") removed (stored signed in; the session loaded signed out, R20)."
        )
    }

    /// Once the session has loaded (an `auth` step), the start's offer to restore records stored signed
    /// in has expired: still on the message line, it is replaced by what became of them (signed out) or
    /// withdrawn (signed in, which restored them).
    /// - Parameter event: the event just applied.
    /// - Returns: the offer's withdrawal, or nothing when no offer stands or the event loads no session.
    func expireIgnoredRecordNotice(after event: SimulationEvent) -> [NavigatorMessage] {
        guard let notice = ignoredRecordNotice, case .auth(let outcome) = event else { return [] }
        ignoredRecordNotice = nil
        let replacement = outcome == .signedIn ? nil : CommandFeedback(.info, notice.ignored)
        return [.withdraw(CommandFeedback(.info, notice.offer), replacement: replacement)]
    }
}
