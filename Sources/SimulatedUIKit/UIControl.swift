import Foundation

/// A control (UIKit's `UIControl`): a view that sends actions for events, such as a ``UIButton``'s tap.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The events a control sends actions for.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates an event mask from raw bits.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (for a button, a tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, for state-dependent titles.
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a state from raw bits.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control responds to taps (default `true`); a disabled control is not listed.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false

    /// The control's actions and the events each is for, in the order they were added.
    private var actionTable: [(action: UIAction, events: Event)] = []

    /// Creates a control.
    public override init() {
        super.init()
    }

    /// Creates a control whose primary action is `primaryAction` (sent for ``Event/primaryActionTriggered``).
    /// - Parameters:
    ///   - frame: the control's frame.
    ///   - primaryAction: the action a tap performs.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds an action for some events; an action already added for other events gains these.
    /// - Parameters:
    ///   - action: the action.
    ///   - controlEvents: the events that perform it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actionTable.firstIndex(where: { $0.action === action }) {
            actionTable[index].events.formUnion(controlEvents)
        } else {
            actionTable.append((action, controlEvents))
        }
    }

    /// Removes an action for some events; it stays for its other events.
    /// - Parameters:
    ///   - action: the action.
    ///   - controlEvents: the events it no longer answers.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    /// Removes the action with an identifier for some events.
    /// - Parameters:
    ///   - actionIdentifier: the action's identifier.
    ///   - controlEvents: the events it no longer answers.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        for index in actionTable.indices where matches(actionTable[index].action) {
            actionTable[index].events.subtract(controlEvents)
        }
        actionTable.removeAll { $0.events.isEmpty }
    }

    /// Performs every action added for any of `controlEvents`, once each, in the order they were added, with
    /// the control as their `sender`.
    /// - Parameter controlEvents: the events that happened.
    open func sendActions(for controlEvents: Event) {
        let due = actionTable.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in due {
            action.perform(sender: self)
        }
    }

    /// Whether any action is added for one of `controlEvents` (simulation addition).
    func hasActions(for controlEvents: Event) -> Bool {
        actionTable.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    /// The first action added for one of `controlEvents` (simulation addition).
    func firstAction(for controlEvents: Event) -> UIAction? {
        actionTable.first { !$0.events.isDisjoint(with: controlEvents) }?.action
    }
}
