import SimulatedUIKit

/// Requests made on what a pane showed (CONTRIBUTING.md): the entry the user saw, checked before the event acts.
extension Simulator {
    /// Applies a `back`, `dismiss` or `tap` the user asked for while seeing `seen`: only if the screen the
    /// event acts on is still that entry, else refused and nothing happens.
    ///
    /// What each acts on: `back` the top of the window's stack (nothing presented), `dismiss` the topmost
    /// presented screen, `tap` the screen the window shows (the topmost presented one, else the top). A
    /// transition, a timer or an intent between the look and the request can move it; the request then
    /// names an entry (``ScreenEntry/ID``, never reused) that is no longer there, and is refused rather than
    /// acting on whatever is there now. Any other event is applied as ``apply(_:)`` applies it.
    /// - Parameters:
    ///   - event: the request.
    ///   - seen: the entry the request acts on as the user saw it (a ``WindowSnapshot``'s).
    /// - Throws: ``SimulationError/staleEntry(request:window:seen:now:)`` when the entry moved or went;
    ///   otherwise what ``apply(_:)`` throws.
    public func apply(_ event: SimulationEvent, seeing seen: ScreenEntry) throws(SimulationError) {
        let request: SimulationError.EntryRequest
        let name: WindowName
        switch event {
        case let .back(window): (request, name) = (.back, window)
        case let .dismiss(window): (request, name) = (.dismiss, window)
        case let .tap(window, _, _): (request, name) = (.tap, window)
        default: return try apply(event)
        }
        let scene = try scene(name)
        let now = actedOn(by: request, in: scene).map { screenEntries.entry(of: $0) }
        guard now == seen else { throw .staleEntry(request: request, window: name.description, seen: seen, now: now) }
        try apply(event)
    }

    /// The controller a request acts on in a window now, or `nil` when there is none.
    private func actedOn(by request: SimulationError.EntryRequest, in scene: UIWindowScene) -> UIViewController? {
        guard let navigation = navigationController(in: scene) else { return nil }
        switch request {
        case .back:
            return navigation.presentedViewController == nil ? navigation.topViewController : nil
        case .dismiss:
            var top = navigation.presentedViewController
            while let next = top?.presentedViewController { top = next }
            return top
        case .tap:
            return isSplashCovered(scene) ? nil : shownController(in: scene)
        }
    }
}
