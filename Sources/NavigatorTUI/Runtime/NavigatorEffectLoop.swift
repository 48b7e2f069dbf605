/// The one path by which anything reaches a navigator host's model: a message goes through
/// ``NavigatorModel/update(_:)``, each effect it returns is performed, and the messages the effect
/// returns go through `update` in turn, in order, until none is left (bubbletea's `Cmd` returning a
/// `Msg`; CONTRIBUTING.md).
///
/// The terminal's effects (redraw, suspend, quit) are not performed here: they are handed back to the
/// front end as ``TerminalRequest``s.
enum NavigatorEffectLoop {
    /// Delivers messages, performing the effects they cause.
    ///
    /// - Parameters:
    ///   - messages: the messages, in order.
    ///   - update: the model's update.
    ///   - perform: performs one effect that is not the terminal's; returns the messages it results in.
    /// - Returns: the terminal requests, in order.
    @MainActor
    static func deliver(
        _ messages: [NavigatorMessage], update: (NavigatorMessage) -> [NavigatorEffect], perform: (NavigatorEffect) -> [NavigatorMessage]
    ) -> [TerminalRequest] {
        var queue = messages
        var next = 0
        var requests: [TerminalRequest] = []
        while next < queue.count {
            let message = queue[next]
            next += 1
            for effect in update(message) {
                switch effect {
                case .redraw: requests.append(.redraw)
                case .suspend: requests.append(.suspend)
                case .quit: requests.append(.quit)
                default: queue += perform(effect)
                }
            }
        }
        return requests
    }
}

extension NavigatorMessage {
    /// Feedback for the message line.
    ///
    /// - Parameters:
    ///   - kind: info, success or failure.
    ///   - text: the text, one line.
    /// - Returns: the ``feedback(_:)`` message.
    static func say(_ kind: FeedbackKind, _ text: String) -> NavigatorMessage {
        .feedback(CommandFeedback(kind, text))
    }
}
