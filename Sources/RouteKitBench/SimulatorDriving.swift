import Simulator

/// How the cases drive a ``Simulator``: apply events and advance virtual time until nothing is in flight.
extension Simulator {
    /// Advances virtual time to each next timer until the simulation is idle (Sources/Simulator/SimulationEvent.swift): transitions,
    /// splash, fades and coalesced restoration writes all finish.
    /// - Throws: ``BenchError`` if it never becomes idle.
    func settle() throws {
        var rounds = 0
        while !isIdle {
            guard let deadline = clock.nextDeadline, rounds < 100_000 else {
                throw BenchError("the simulation did not become idle (\(rounds) timers run)")
            }
            // A hair past the deadline, so rounding never leaves the timer unfired.
            try apply(.wait(seconds: Swift.max(0, deadline - clock.now) + 1e-9))
            rounds += 1
        }
    }

    /// Applies an event, then settles.
    /// - Parameter event: the event.
    /// - Throws: ``SimulationError`` for a refused event, ``BenchError`` if it never settles.
    func run(_ event: SimulationEvent) throws {
        try apply(event)
        try settle()
    }

    /// Launches the app and signs in, then settles: the warm starting point of most cases.
    /// - Throws: as ``run(_:)``.
    func launchSignedIn() throws {
        try apply(.launch(LaunchPayload()))
        try run(.auth(.signedIn))
    }

    /// The stack of a window, for checking that a case reached the state it meant to.
    /// - Parameter name: the window.
    /// - Returns: its navigation stack, bottom to top.
    /// - Throws: ``BenchError`` when the window is not connected.
    func stack(of name: WindowName) throws -> [String] {
        do {
            return try window(name).stack.names
        } catch {
            throw BenchError("\(error)")
        }
    }

    /// Fails unless the window's top screen is `expected`.
    /// - Parameters:
    ///   - expected: the screen name, for example, `Item(7)`.
    ///   - name: the window.
    ///   - context: the case, for the message.
    /// - Throws: ``BenchError`` on a mismatch.
    func require(top expected: String, of name: WindowName, _ context: String) throws {
        let stack = try stack(of: name)
        guard stack.last == expected else {
            throw BenchError("\(context): expected \(name) top \(expected), got \(stack.last ?? "none") (stack of \(stack.count))")
        }
    }
}

extension WindowName {
    /// `main`.
    static let main = WindowName(identity: "main")
}
