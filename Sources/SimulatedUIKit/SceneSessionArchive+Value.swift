import Foundation

extension SceneSessionArchive {
    /// One property-list value kept with a scene session (its `userInfo`, its state-restoration activity's
    /// `userInfo`) across processes (U7).
    ///
    /// Typed once, so that a `Bool` stays a `Bool` and an integer an integer on the way to disk and back:
    /// on Linux `PropertyListSerialization` hands integers back as `NSNumber`s that would also cast to `Bool`.
    public indirect enum Value: Sendable, Equatable {
        /// A string.
        case string(String)
        /// An integer.
        case integer(Int)
        /// A real number.
        case real(Double)
        /// A Boolean.
        case boolean(Bool)
        /// A date.
        case date(Date)
        /// Raw bytes.
        case data(Data)
        /// An array, in order.
        case array([Value])
        /// A dictionary with string keys.
        case dictionary([String: Value])

        /// Containers nested deeper than this are not kept (the converters recurse).
        public static let maximumDepth = 64

        /// Converts an app's value (Swift or Foundation) or what `PropertyListSerialization` returned.
        /// - Parameters:
        ///   - object: the value.
        ///   - depth: how many containers enclose it (0 at the top).
        /// - Returns: the typed value, or why it is not a property-list value: the kind found and the key
        ///   path inside `object` (empty at the top), for example, `("a Point", "origin")`.
        /// - Complexity: O(n) in the number of values.
        public static func make(from object: Any, depth: Int = 0) -> Result<Value, Unsupported> {
            guard depth <= maximumDepth else {
                return .failure(Unsupported(kind: "values nested deeper than \(maximumDepth) levels", keyPath: ""))
            }
            // `Bool` first: on Linux a Swift `Bool` is not an `NSNumber` of type `c`, and integers would
            // cast to `Bool`.
            if Swift.type(of: object) == Bool.self, let flag = object as? Bool { return .success(.boolean(flag)) }
            if let string = object as? String { return .success(.string(string)) }
            if let date = object as? Date { return .success(.date(date)) }
            if let data = object as? Data { return .success(.data(data)) }
            if let number = object as? NSNumber {
                switch String(cString: number.objCType) {
                case "c", "B": return .success(.boolean(number.boolValue))
                case "f", "d": return .success(.real(number.doubleValue))
                case "Q", "L", "I":
                    guard number.uint64Value <= UInt64(Int.max) else {
                        return .failure(Unsupported(kind: "an integer over \(Int.max)", keyPath: ""))
                    }
                    return .success(.integer(Int(number.uint64Value)))
                default: return .success(.integer(Int(number.int64Value)))
                }
            }
            if let array = object as? [Any] {
                var values: [Value] = []
                values.reserveCapacity(array.count)
                for (index, element) in array.enumerated() {
                    switch make(from: element, depth: depth + 1) {
                    case let .success(value): values.append(value)
                    case let .failure(problem): return .failure(problem.inside("[\(index)]"))
                    }
                }
                return .success(.array(values))
            }
            if let dictionary = object as? [AnyHashable: Any] {
                var entries: [(key: String, element: Any)] = []
                entries.reserveCapacity(dictionary.count)
                for (key, element) in dictionary {
                    guard let name = key.base as? String else {
                        return .failure(Unsupported(kind: "a dictionary key that is not a string (\(Swift.type(of: key.base)))", keyPath: ""))
                    }
                    entries.append((name, element))
                }
                // Sorted, so which problem is reported first never depends on hashing order.
                entries.sort { $0.key < $1.key }
                var values: [String: Value] = [:]
                for entry in entries {
                    switch make(from: entry.element, depth: depth + 1) {
                    case let .success(value): values[entry.key] = value
                    case let .failure(problem): return .failure(problem.inside(".\(entry.key)"))
                    }
                }
                return .success(.dictionary(values))
            }
            return .failure(Unsupported(kind: "a value of type \(Swift.type(of: object))", keyPath: ""))
        }

        /// The value as a Foundation property-list object (`String`, `Int`, `Double`, `Bool`, `Date`,
        /// `Data`, `[Any]`, `[String: Any]`), as an app reads it back.
        public var propertyListObject: Any {
            switch self {
            case let .string(value): value
            case let .integer(value): value
            case let .real(value): value
            case let .boolean(value): value
            case let .date(value): value
            case let .data(value): value
            case let .array(values): values.map(\.propertyListObject)
            case let .dictionary(values): values.mapValues(\.propertyListObject)
            }
        }
    }

    /// Why a value cannot be kept in the archive.
    public struct Unsupported: Error, Sendable, Equatable {
        /// What was found, for example, `a value of type Point`.
        public var kind: String
        /// Where inside the converted value, for example, `.origin[2]` (empty at the top).
        public var keyPath: String

        /// The same problem one level further out.
        func inside(_ step: String) -> Unsupported {
            Unsupported(kind: kind, keyPath: step + keyPath)
        }
    }

    /// Converts a dictionary of app values, keeping the entries that are property-list values.
    /// - Parameter dictionary: for example, a session's `userInfo`.
    /// - Returns: the kept entries, and one `(key path, kind)` per entry left out, sorted by key.
    static func convert(_ dictionary: [AnyHashable: Any]) -> (kept: [String: Value], skipped: [Unsupported]) {
        var kept: [String: Value] = [:]
        var skipped: [Unsupported] = []
        let entries = dictionary.map { (key: $0.key, element: $0.value) }
            .sorted { String(describing: $0.key.base) < String(describing: $1.key.base) }
        for entry in entries {
            guard let name = entry.key.base as? String else {
                skipped.append(
                    Unsupported(
                        kind: "a key that is not a string (\(Swift.type(of: entry.key.base)))",
                        keyPath: String(describing: entry.key.base)))
                continue
            }
            // Deep enough that the stored archive (root > sessions > [i] > stateRestorationActivity >
            // userInfo > entry) stays within `maximumDepth` when it is read back.
            switch Value.make(from: entry.element, depth: 6) {
            case let .success(value): kept[name] = value
            case let .failure(problem): skipped.append(problem.inside(name))
            }
        }
        return (kept, skipped)
    }
}
