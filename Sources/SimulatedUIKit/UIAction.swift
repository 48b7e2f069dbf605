import Foundation

/// What a menu holds: an action or a submenu (UIKit's `UIMenuElement`).
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element behaves in a menu.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates attributes from raw bits.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; tapping it does nothing (the navigator does not list it).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all (the navigator does not list it).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check mark beside an element.
    public enum State: Int, Sendable {
        /// No mark.
        case off
        /// A check mark.
        case on
        /// A dash: partly on.
        case mixed
    }

    /// The element's title, shown in its menu, bar or button; `tap W "Title"` matches it exactly.
    public internal(set) var title: String
    /// The element's image.
    public internal(set) var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// The handler of a ``UIAction``: what a tap does, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A button a user can tap: UIKit's `UIAction`, given to a ``UIButton``, a ``UIBarButtonItem`` (as its primary action or in its ``UIMenu``), or — a simulation addition — listed directly in a controller's ``UIViewController/actions``.
///
/// The navigator lists a screen's actions (``UIViewController/tappableActions``) and a scenario's `tap
/// W "Title"` performs one.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// A stable name for an action, to find or remove it later.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        /// - Parameter rawValue: the name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        /// - Parameter rawValue: the name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The button's title, matched exactly by `tap`.
    public override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The button's image.
    public override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// The action's identifier (a unique one is made when none is given).
    public let identifier: Identifier
    /// The title VoiceOver and the keyboard-shortcut overlay read, if it differs from ``title``.
    public var discoverabilityTitle: String?
    /// How the action behaves: ``UIMenuElement/Attributes/disabled`` and
    /// ``UIMenuElement/Attributes/hidden`` actions are not tappable.
    public var attributes: UIMenuElement.Attributes
    /// The check mark beside the action.
    public var state: UIMenuElement.State
    /// The control or bar button item that sent the action while its handler runs; `nil` for an action
    /// performed directly.
    public internal(set) var sender: Any?
    private let handler: UIActionHandler

    /// Numbers identifiers made for actions created without one.
    private static var nextIdentifier = 0

    /// Creates an action.
    /// - Parameters:
    ///   - title: the button title (default empty).
    ///   - image: the button image.
    ///   - identifier: a stable name; a unique one is made when `nil`.
    ///   - discoverabilityTitle: an alternative title for accessibility.
    ///   - attributes: disabled, destructive, hidden.
    ///   - state: the check mark.
    ///   - handler: what a tap does; receives the action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            Self.nextIdentifier += 1
            self.identifier = Identifier("UIAction-\(Self.nextIdentifier)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Whether a user can tap the action: neither disabled nor hidden.
    var isTappable: Bool { attributes.isDisjoint(with: [.disabled, .hidden]) }

    /// Performs the action as a tap would (simulation addition).
    ///
    /// Call it inside a device entry point (``SimulatedDevice/perform(_:)``) so UIKit work it starts
    /// runs on the device's clock.
    public func perform() {
        perform(sender: nil)
    }

    /// Performs the action with ``sender`` set for the duration of the handler.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
