/// One step of a JSON path: an object key or an array index.
enum ManifestPathComponent: Hashable, Sendable {
    /// An object member, by key.
    case key(String)
    /// An array element, by 0-based index.
    case index(Int)

    /// The component for a `Decoder` coding key: an index when it has an integer value, else its key.
    init(_ codingKey: any CodingKey) {
        if let index = codingKey.intValue {
            self = .index(index)
        } else {
            self = .key(codingKey.stringValue)
        }
    }
}

extension Array where Element == ManifestPathComponent {
    /// The path from a `Decoder`'s coding path.
    init(codingPath: [any CodingKey]) {
        self = codingPath.map(ManifestPathComponent.init)
    }

    /// The path in the `screens[3].actions[0].push` form: keys joined by dots, indices in brackets, a key
    /// that is not a plain identifier in `["…"]`, and `$` for the root.
    var manifestPath: String {
        guard !isEmpty else { return "$" }
        var text = ""
        for component in self {
            switch component {
            case let .index(index):
                text += "[\(index)]"
            case let .key(key) where key.isPlainIdentifier:
                text += text.isEmpty ? key : ".\(key)"
            case let .key(key):
                text += "[\"\(key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"]"
            }
        }
        return text
    }

    /// This path followed by a key.
    func appending(_ key: String) -> [ManifestPathComponent] { self + [.key(key)] }

    /// This path followed by an index.
    func appending(_ index: Int) -> [ManifestPathComponent] { self + [.index(index)] }
}

extension String {
    /// Whether the text is an ASCII identifier: a letter or `_`, then letters, digits or `_`.
    var isPlainIdentifier: Bool {
        guard let first = utf8.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
        return utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }
}

extension UInt8 {
    /// `A`–`Z` or `a`–`z`.
    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    /// `0`–`9`.
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
}
