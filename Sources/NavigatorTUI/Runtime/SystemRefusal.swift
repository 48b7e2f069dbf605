import SimulatedUIKit

/// What the message line says when the system refused an event that applied without error (a URL of an
/// undeclared scheme, U2; a new window in an app without multiple scenes): the event itself succeeded,
/// so only the console tells, and "applied:" would mislead.
enum SystemRefusal {
    /// The message for the first UIKit refusal among `entries`, or `nil` when none refused anything.
    /// - Parameter entries: the console entries the event logged, oldest first.
    /// - Returns: `refused by the system: …`, unredacted (the caller redacts payloads).
    static func message(in entries: some Sequence<ConsoleEntry>) -> String? {
        for entry in entries where entry.source == .uikit && entry.level != .callback {
            let text = entry.message
            if text.hasPrefix("URL refused: "), let scheme = text.range(of: "scheme \"") {
                let rest = text[scheme.lowerBound...]
                let declared = rest.range(of: " is not declared").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
                return "refused by the system: \(declared) is not declared in CFBundleURLSchemes (see the log)"
            }
            if let range = text.range(of: " refused: ") {
                let what = text[..<range.lowerBound]
                return "refused by the system: \(what): \(text[range.upperBound...])"
            }
        }
        return nil
    }
}
