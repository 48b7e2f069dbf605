import RouteInterface
import UIKit

/// How an intent reached the engine.
public enum IntentArrival: String, Sendable, Equatable {
    /// In a launch's connection options (U1).
    case cold
    /// Through `openURLContexts`, `continue` or `performActionFor` (U2), or `route(to:)`.
    case warm
    /// Forwarded from another window (R6).
    case forwarded
}

/// Where an intent stands.
public enum IntentOutcome: Sendable, Equatable {
    /// Queued, waiting for the route or for a turn.
    case queued
    /// Queued after the router denied it; offered again after the next auth event (R8).
    case denied
    /// Routed: its screen was placed.
    case executed
    /// The router answered `.intentExecuted`: removed without navigating.
    case alreadyExecuted
    /// Sent to another window (R6).
    case forwarded(toSession: String)
    /// Reported as failed with this error (R9).
    case failed(SceneRoutingError)

    /// A short word for logs and the navigator.
    public var label: String {
        switch self {
        case .queued: "queued"
        case .denied: "denied"
        case .executed: "executed"
        case .alreadyExecuted: "already executed"
        case let .forwarded(session): "forwarded to \(session)"
        case let .failed(error): "failed: \(error)"
        }
    }

    /// Whether the intent is still waiting in a queue.
    public var isPending: Bool {
        switch self {
        case .queued, .denied: true
        default: false
        }
    }
}

/// The structured trace of one intent: what it matched, where it was routed and why, each permission
/// asked and the answer, and how it ended (the navigator's explain view reads it).
public struct IntentTrace: Sendable, Equatable, Identifiable {
    /// One step of the decision.
    public struct Step: Sendable, Equatable {
        /// What kind of decision a step records, as the engine took it (readers need not classify its text).
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            /// The intent arrived: in connection options, a warm callback, or forwarded (U1, U2, R6).
            case received
            /// It matched a registration (R5).
            case matched
            /// `routingBehavior` placed it in a window: this one, or one already asked for (R4, R6).
            case routed
            /// It was sent on to another window, connected or new (R6).
            case forwarded
            /// It waits in the window's queue for the route to go live (R7).
            case queued
            /// `shouldExecute` was asked and answered (R8).
            case permission
            /// The window navigated for it: a presented screen dismissed first (R17), its screen pushed or
            /// presented (R11), or a go-if-needed intent's stack taken back to its screen.
            case navigated
            /// An error ended it (R9, R19).
            case failed
            /// Anything else worth showing (a tab selected, a sheet already up, a navigation refused after a sign-out).
            case note
        }

        /// Virtual time, in seconds.
        public var time: Double
        /// What kind of step it is.
        public var kind: Kind
        /// What happened, in one line (as the console's `intent #N` line writes it).
        public var text: String
        /// Whether this step placed the intent's screen; an intent is placed at most once (R6).
        ///
        /// A placement pushes or presents the screen, or (go-if-needed) goes back to it or finds it on top.
        public var isPlacement = false
    }

    /// A number that counts up from 1 per scene manager and is never reused.
    public let id: Int
    /// The intent, for example, `url:notes://note/42`.
    public let intent: SceneIntent
    /// How it arrived.
    public let arrival: IntentArrival
    /// The registration it matched, if any.
    public internal(set) var matchedRegistration: SceneIntent?
    /// The persistent identifier of the window it currently belongs to.
    public internal(set) var sessionIdentifier: String
    /// Where it stands.
    public internal(set) var outcome: IntentOutcome
    /// The decisions, in order.
    public internal(set) var steps: [Step]
}

/// The trace of every intent a scene manager has seen, newest last (bounded, oldest dropped first).
@MainActor final class IntentTraceLog {
    private(set) var traces: [IntentTrace] = []
    private var nextID = 1
    private let capacity = 2_000
    private let environment: EngineEnvironment

    init(environment: EngineEnvironment) {
        self.environment = environment
    }

    func begin(_ intent: SceneIntent, arrival: IntentArrival, session: String) -> Int {
        let id = nextID
        nextID += 1
        traces.append(
            IntentTrace(
                id: id, intent: intent, arrival: arrival, matchedRegistration: nil,
                sessionIdentifier: session, outcome: .queued, steps: []))
        if traces.count > capacity { traces.removeFirst(traces.count - capacity) }
        note(id, .received, "\(arrival.rawValue) \(intent) arrived in \(session)")
        return id
    }

    func note(_ id: Int, _ kind: IntentTrace.Step.Kind, _ text: String, isPlacement: Bool = false) {
        guard let index = index(of: id) else { return }
        let time = environment.scheduler.now
        traces[index].steps.append(.init(time: time, kind: kind, text: text, isPlacement: isPlacement))
        environment.log.info("intent #\(id) \(text)", session: traces[index].sessionIdentifier)
    }

    func update(_ id: Int, _ change: (inout IntentTrace) -> Void) {
        guard let index = index(of: id) else { return }
        change(&traces[index])
    }

    func trace(_ id: Int) -> IntentTrace? {
        index(of: id).map { traces[$0] }
    }

    private func index(of id: Int) -> Int? {
        // ids count up, so the array is sorted by id.
        var low = 0
        var high = traces.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if traces[mid].id == id { return mid }
            if traces[mid].id < id { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
