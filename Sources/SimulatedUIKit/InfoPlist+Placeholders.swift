import Foundation

extension InfoPlist {
    /// Collects every build-setting placeholder of a parsed file, each text once, with the key path of its
    /// first sighting.
    ///
    /// The walk visits dictionary keys in ascending Unicode scalar order and array elements in index order,
    /// looking at each key and then its value; a property list dictionary keeps no order that
    /// `PropertyListSerialization` reports, so this order is what makes the XML and binary forms of one file
    /// read back equal. Values are kept as written: Xcode substitutes build settings, the simulation does not.
    /// - Parameter root: the parsed root dictionary.
    /// - Returns: the placeholders in walk order.
    /// - Complexity: O(n log n) in the number of values (sorting each dictionary's keys).
    static func collectPlaceholders(in root: [String: PropertyListValue]) -> [Placeholder] {
        var found: [Placeholder] = []
        var seen: Set<String> = []
        func record(_ string: String, at keyPath: String) {
            for text in placeholderTexts(in: string) where seen.insert(text).inserted {
                found.append(Placeholder(text: text, keyPath: keyPath))
            }
        }
        func walk(_ value: PropertyListValue, at keyPath: String) {
            switch value {
            case .string(let string):
                record(string, at: keyPath)
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    walk(element, at: "\(keyPath)[\(index)]")
                }
            case .dictionary(let entries):
                for key in entries.keys.sorted() {
                    let path = PropertyListValue.join(keyPath, key)
                    record(key, at: path)
                    if let element = entries[key] {
                        walk(element, at: path)
                    }
                }
            case .boolean, .other:
                break
            }
        }
        walk(.dictionary(root), at: "")
        return found
    }

    /// The build-setting placeholders inside one string, in order of appearance.
    ///
    /// A placeholder is `$(` or `${`, a name starting with an ASCII letter or `_`, then any characters but
    /// white space up to the matching `)` or `}`; brackets of the same kind nest, so
    /// `$(PRODUCT_NAME:rfc1034identifier)` and `$(A_$(B))` are one placeholder each. An unclosed `$(` or a
    /// `$(5)` in prose is not a placeholder.
    /// - Parameter string: any string value or key of the file.
    /// - Returns: each placeholder's text as written, duplicates included.
    /// - Complexity: O(n) in the length of `string`.
    package static func placeholderTexts(in string: String) -> [String] {
        let scalars = Array(string.unicodeScalars)
        var texts: [String] = []
        var index = 0
        while index + 2 < scalars.count {
            guard scalars[index] == "$", scalars[index + 1] == "(" || scalars[index + 1] == "{" else {
                index += 1
                continue
            }
            let open = scalars[index + 1]
            let close: Unicode.Scalar = open == "(" ? ")" : "}"
            let first = scalars[index + 2]
            guard first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
                index += 1
                continue
            }
            var depth = 1
            var end = index + 2
            while end < scalars.count, depth > 0, !scalars[end].properties.isWhitespace {
                if scalars[end] == open { depth += 1 }
                if scalars[end] == close { depth -= 1 }
                end += 1
            }
            if depth == 0 {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[index..<end])
                texts.append(String(text))
                index = end
            } else {
                index += 1
            }
        }
        return texts
    }
}
