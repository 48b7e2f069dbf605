/// The key bindings, generated from the command table (CONTRIBUTING.md).
public struct KeyMap: Sendable {
    /// A problem with a command table.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// A command has no key.
        case unbound(CommandAction)
        /// A key is bound twice in one context.
        case duplicate(Key, InputContext, CommandAction, CommandAction)
        /// An action is bound by no command.
        case missingAction(CommandAction)
        /// An action is bound by more than one command.
        case repeatedAction(CommandAction)

        /// A sentence naming the problem.
        public var description: String {
            switch self {
            case .unbound(let action): return "command \(action.rawValue) has no key"
            case .duplicate(let key, let context, let first, let second):
                return "key \(key) is bound to both \(first.rawValue) and \(second.rawValue) in \(context.rawValue)"
            case .missingAction(let action): return "action \(action.rawValue) has no command"
            case .repeatedAction(let action): return "action \(action.rawValue) has more than one command"
            }
        }
    }

    private let bindings: [InputContext: [Key: NavigatorCommand]]

    /// Builds the bindings of a command table.
    ///
    /// Where a key is bound twice in a context, the first command wins; ``problems(in:)`` reports
    /// it.
    ///
    /// - Parameter commands: the table (default: ``NavigatorCommand/all``).
    /// - Complexity: O(keys).
    public init(commands: [NavigatorCommand] = NavigatorCommand.all) {
        var bindings: [InputContext: [Key: NavigatorCommand]] = [:]
        for command in commands {
            for context in InputContext.allCases where command.contexts.contains(context) {
                for key in command.keys where bindings[context, default: [:]][key] == nil {
                    bindings[context, default: [:]][key] = command
                }
            }
        }
        self.bindings = bindings
    }

    /// The command a key runs in a context.
    /// - Parameters:
    ///   - key: the key pressed.
    ///   - context: where input goes now.
    /// - Returns: the command, or `nil` when the key is unbound there.
    public func command(for key: Key, in context: InputContext) -> NavigatorCommand? {
        bindings[context]?[key]
    }

    /// Everything wrong with a command table: unbound commands, keys bound twice in one context, actions bound by no command or by several.
    ///
    /// In table order.
    ///
    /// - Parameter commands: the table.
    /// - Returns: the problems; empty for a sound table.
    /// - Complexity: O(keys × contexts).
    public static func problems(in commands: [NavigatorCommand]) -> [Problem] {
        var problems: [Problem] = []
        for command in commands where command.keys.isEmpty || command.contexts.isEmpty {
            problems.append(.unbound(command.action))
        }
        for context in InputContext.allCases {
            var owner: [Key: CommandAction] = [:]
            for command in commands where command.contexts.contains(context) {
                for key in command.keys {
                    if let first = owner[key] {
                        problems.append(.duplicate(key, context, first, command.action))
                    } else {
                        owner[key] = command.action
                    }
                }
            }
        }
        for action in CommandAction.allCases {
            let count = commands.filter { $0.action == action }.count
            if count == 0 { problems.append(.missingAction(action)) }
            if count > 1 { problems.append(.repeatedAction(action)) }
        }
        return problems
    }
}
