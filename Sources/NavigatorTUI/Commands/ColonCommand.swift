/// The navigator's own `:` commands.
///
/// Any other line typed after `:` is a scenario line (docs/SCENARIOS.md), applied and recorded as if it
/// were a step of a scenario file; an `expect` answers on the spot.
public struct ColonCommand: Hashable, Sendable {
    /// The command's name: `save`.
    public var name: String
    /// Other spellings: `w`.
    public var aliases: [String]
    /// The argument as documentation writes it (`FILE`), or `nil` when it takes none.
    public var argument: String?
    /// One sentence for help and documentation.
    public var help: String

    /// Creates a colon command description.
    /// - Parameters:
    ///   - name: the name.
    ///   - aliases: other spellings.
    ///   - argument: the argument placeholder, if any.
    ///   - help: help text.
    public init(name: String, aliases: [String] = [], argument: String? = nil, help: String) {
        self.name = name
        self.aliases = aliases
        self.argument = argument
        self.help = help
    }

    /// `:save FILE` (aliases `:w`).
    public var usage: String {
        let head = ":" + name + (argument.map { " " + $0 } ?? "")
        return aliases.isEmpty ? head : head + " (also " + aliases.map { ":" + $0 }.joined(separator: ", ") + ")"
    }

    /// The navigator's `:` commands, in help order.
    public static let all: [ColonCommand] = [
        ColonCommand(
            name: "save", aliases: ["w"], argument: "FILE",
            help: "Write the session recorded so far as a new scenario file (replay it with `routenav run FILE` or `routenav --replay FILE`). "
                + "Refuses an existing file, and never writes through a symbolic link or into a directory, FIFO or device."),
        ColonCommand(
            name: "save!", aliases: ["w!"], argument: "FILE",
            help: "As `:save`, but replace an existing regular file (keeping its mode). The file is written whole or not at all."),
        ColonCommand(
            name: "quit", aliases: ["q"],
            help: "Quit (the `--record` file, if any, is written). Without `--record`, actions taken since the last `:save` "
                + "make it only say so; `:quit!` or a second `q` quits without them."),
        ColonCommand(name: "quit!", aliases: ["q!"], help: "Quit at once, without saving steps not yet saved (a `--record` file is still written)."),
        ColonCommand(name: "speed", argument: "X", help: "Set the clock's speed: X virtual seconds per real second, 0.25 to 16."),
        ColonCommand(
            name: "set", argument: "payloads|nopayloads",
            help: "Show URL query values, fragments, user info and activity values as they are (`payloads`, as `--show-payloads`) "
                + "or as … (`nopayloads`, the default) in the event log, panes, messages and files saved from now on."),
        ColonCommand(name: "pause", help: "Pause the virtual clock."),
        ColonCommand(name: "resume", help: "Let the virtual clock follow real time again."),
        ColonCommand(name: "step", help: "Advance the clock to the next timer."),
        ColonCommand(
            name: "filter", argument: "[W|#N|LEVEL]",
            help: "Show only the event log lines of window W (`compose`, as in `compose[S2]`), of intent #N, or of a "
                + "level (`call`, `info`, `warn`, `error`); `:filter` alone shows every line again."),
        ColonCommand(name: "help", help: "Show what the app accepts and the key help."),
        ColonCommand(name: "explain", help: "Open the explain view."),
    ]
}
