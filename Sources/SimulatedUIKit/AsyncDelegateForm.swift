/// Runs a delegate method's async form for UIKit, which on iOS calls whichever of a method's async and
/// completion-handler forms the delegate implements (the two are one Objective-C method there).
///
/// Here they are two protocol requirements whose defaults call each other: the completion-handler default
/// runs the async form through ``run(_:completion:)``; the async default first asks
/// ``noteDefaultReached()`` whether it was reached from there — then the delegate implements neither form,
/// and UIKit would call nothing. `Task.immediate` starts the async form synchronously on the main actor, so
/// an implementation that does not suspend completes in the step's instant, as the completion-handler form
/// would (U2).
@MainActor
final class AsyncDelegateForm {
    /// The run in progress on this task, for the async defaults to find.
    @TaskLocal static var current: AsyncDelegateForm?

    /// Whether the async form that ran was the protocol's default.
    private var reachedDefault = false

    private init() {}

    /// Runs an async delegate form and completes with its result, or with `nil` when the delegate does not
    /// implement it (its default was reached).
    /// - Parameters:
    ///   - body: calls the async form.
    ///   - completion: called once with the result or `nil`; in the same instant unless `body` suspends.
    static func run<Value>(_ body: @escaping @MainActor () async -> Value, completion: @escaping @MainActor (Value?) -> Void) {
        let run = AsyncDelegateForm()
        Task.immediate { @MainActor in
            let value = await $current.withValue(run) { await body() }
            completion(run.reachedDefault ? nil : value)
        }
    }

    /// Called first by each async default: records that the delegate implements neither form.
    /// - Returns: `true` when the default runs for ``run(_:completion:)`` (it must then return at once), `false` when app code called the async form itself.
    static func noteDefaultReached() -> Bool {
        guard let run = current else { return false }
        run.reachedDefault = true
        return true
    }
}
