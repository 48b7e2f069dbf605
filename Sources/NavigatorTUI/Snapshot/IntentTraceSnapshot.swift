import Route
import Simulator

/// The history of one intent, for the explain view: what it matched, where it was routed and why,
/// each permission asked and the answer (rules R5–R9, R17–R19).
public struct IntentTraceSnapshot: Equatable, Sendable {
    /// A number that counts up and is never reused.
    public var id: Int
    /// The intent as expectations write it: `url:notes://note/7`.
    public var intent: String
    /// The window it was placed in, once placed.
    public var window: WindowName?
    /// Where it stands now.
    public var outcome: IntentTraceOutcome
    /// What happened to it, in order.
    public var steps: [IntentTraceStep]

    /// Creates a trace.
    /// - Parameters:
    ///   - id: the trace id.
    ///   - intent: the intent as written in expectations.
    ///   - window: the window it was placed in.
    ///   - outcome: its current outcome.
    ///   - steps: its history, in order.
    public init(id: Int, intent: String, window: WindowName? = nil, outcome: IntentTraceOutcome, steps: [IntentTraceStep] = []) {
        self.id = id
        self.intent = intent
        self.window = window
        self.outcome = outcome
        self.steps = steps
    }
}

/// Where an intent stands.
public enum IntentTraceOutcome: String, Equatable, Sendable, CaseIterable {
    /// Waiting in a queue (R7).
    case queued
    /// Denied by `shouldExecute`, kept queued (R8).
    case denied
    /// The router answered `.executeIntent`: the intent was routed and the window navigated (R8).
    case navigated
    /// The router answered `.intentExecuted` (the window already shows it, or it needs no screen):
    /// removed from the queue without navigating (R8). Shown under the router's own word, so it is
    /// not read as "ran".
    case intentExecuted
    /// Sent on to another window, which traces it further (R6).
    case forwarded
    /// Dropped with an error (`unregisteredIntent`, `sceneDisconnected`, ...).
    case failed
}

/// One step of an intent's history.
public struct IntentTraceStep: Equatable, Sendable {
    /// Virtual time, in seconds.
    public var time: Double
    /// What kind of step.
    public var kind: IntentTrace.Step.Kind
    /// What happened, one line (for example `shouldExecute → executionDenied (signed out)`).
    public var text: String

    /// Creates a step.
    /// - Parameters:
    ///   - time: virtual seconds.
    ///   - kind: the kind of step.
    ///   - text: the description.
    public init(time: Double, kind: IntentTrace.Step.Kind, text: String) {
        self.time = time
        self.kind = kind
        self.text = text
    }
}
