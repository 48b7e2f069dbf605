import Foundation

/// The least work any router must do for one deep link, measured in the same run as the cases that
/// compare against it: parse the URL with `URLComponents`, look its host up in a dictionary of routes,
/// append the screen to an array standing for the stack.
@MainActor struct DeepLinkFloor {
    private let urls: [String] = (0..<64).map { "notes://note/\($0)" }
    private let routes: [String: String] = ["note": "NoteDetail", "compose": "Compose", "list": "NotesList"]
    private var stack: [String] = []
    private var index = 0

    init() {
        stack.reserveCapacity(128)
    }

    /// One deep link's worth of floor work.
    mutating func route() {
        index = (index + 1) & 63
        guard let components = URLComponents(string: urls[index]), let host = components.host,
            let screen = routes[host]
        else { return }
        stack.append(screen)
        if stack.count == 128 {
            Sink.shared.consume(stack.count)
            stack.removeAll(keepingCapacity: true)
        }
    }

    /// What the floor is called in the table.
    static let name = "URLComponents + dict lookup + append"
}
