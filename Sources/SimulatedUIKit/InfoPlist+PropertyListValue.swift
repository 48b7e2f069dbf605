import Foundation

extension InfoPlist {
    /// A parsed property list value, typed once so the key readers never cast `Any` again.
    ///
    /// `PropertyListSerialization` hands back bridged Foundation objects; on Linux a `<true/>` arrives as
    /// `Bool` but an `<integer>1</integer>` is an `NSNumber` that also casts to `Bool`, so telling them apart
    /// happens here and nowhere else. Values the reader never looks inside keep only their kind.
    indirect enum PropertyListValue: Equatable {
        case string(String)
        case boolean(Bool)
        case array([PropertyListValue])
        case dictionary([String: PropertyListValue])
        /// Any other value (integer, real, date, data, UID, null), by its kind as the error messages word it.
        case other(kind: String)

        /// How error messages name this kind of value: `a string`, `a dictionary`, `an integer`, ….
        var kind: String {
            switch self {
            case .string: return "a string"
            case .boolean: return "a Boolean"
            case .array: return "an array"
            case .dictionary: return "a dictionary"
            case .other(let kind): return kind
            }
        }

        /// Dictionaries nested deeper than this are refused rather than walked (the walkers recurse).
        static let maximumDepth = 256

        /// Converts what `PropertyListSerialization` returned.
        /// - Parameters:
        ///   - object: a bridged property list object.
        ///   - keyPath: where it sits, for error messages (empty for the root).
        ///   - depth: how many containers enclose it.
        ///   - source: the file name for errors.
        /// - Returns: the typed value.
        /// - Throws: ``InfoPlistError/notAPropertyList(file:detail:)`` for a dictionary key that is not a
        ///   string (possible in a binary property list) or nesting deeper than ``maximumDepth``.
        /// - Complexity: O(n) in the number of values.
        static func make(from object: Any, keyPath: String, depth: Int, source: String)
            throws(InfoPlistError) -> PropertyListValue
        {
            guard depth <= maximumDepth else {
                throw .notAPropertyList(
                    file: source,
                    detail: "values nested deeper than \(maximumDepth) levels at \(keyPath.isEmpty ? "the root" : keyPath)")
            }
            // `Bool` first: on Linux a `<true/>` is a Swift `Bool`, while integers are `NSNumber`s that
            // would also cast to `Bool`.
            if Swift.type(of: object) == Bool.self, let flag = object as? Bool {
                return .boolean(flag)
            }
            if let string = object as? String {
                return .string(string)
            }
            if let number = object as? NSNumber {
                switch String(cString: number.objCType) {
                case "c", "B": return .boolean(number.boolValue)  // a CFBoolean where Foundation is Darwin's
                case "f", "d": return .other(kind: "a real number")
                default: return .other(kind: "an integer")
                }
            }
            if object is Date { return .other(kind: "a date") }
            if object is Data { return .other(kind: "data") }
            if let array = object as? [Any] {
                var values: [PropertyListValue] = []
                values.reserveCapacity(array.count)
                for (index, element) in array.enumerated() {
                    values.append(try make(from: element, keyPath: "\(keyPath)[\(index)]", depth: depth + 1, source: source))
                }
                return .array(values)
            }
            if let dictionary = object as? [AnyHashable: Any] {
                var entries: [(name: String, element: Any)] = []
                entries.reserveCapacity(dictionary.count)
                for (key, element) in dictionary {
                    guard let name = key.base as? String else {
                        throw .notAPropertyList(
                            file: source,
                            detail: "a dictionary at \(keyPath.isEmpty ? "the root" : keyPath) has a key that is not a string")
                    }
                    entries.append((name, element))
                }
                // Sorted, so that which nested error is reported first never depends on hashing order.
                entries.sort { $0.name < $1.name }
                var values: [String: PropertyListValue] = [:]
                values.reserveCapacity(entries.count)
                for entry in entries {
                    values[entry.name] = try make(
                        from: entry.element, keyPath: Self.join(keyPath, entry.name), depth: depth + 1, source: source)
                }
                return .dictionary(values)
            }
            if object is NSNull { return .other(kind: "a null") }
            if String(describing: Swift.type(of: object)).contains("UID") { return .other(kind: "a UID") }
            return .other(kind: "an unsupported value")
        }

        /// The key path of `key` inside the dictionary at `parent`: `parent.key`, or `key` at the root.
        static func join(_ parent: String, _ key: String) -> String {
            parent.isEmpty ? key : "\(parent).\(key)"
        }
    }
}
