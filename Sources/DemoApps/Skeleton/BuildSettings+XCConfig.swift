import Foundation

extension BuildSettings {
    /// The largest `.xcconfig` file read: 1 MiB (real ones are a few kilobytes).
    public static let maximumXCConfigSize = 1 << 20
    /// The deepest chain of `#include`s followed.
    static let maximumIncludeDepth = 8

    /// Reads an `.xcconfig` file as Xcode does, for the settings it assigns.
    ///
    /// Each line is `NAME = VALUE`, a blank line, or `#include "PATH"` / `#include? "PATH"` (the file at PATH,
    /// relative to this file's folder, read in place; `#include?` skips a missing file). `//` starts a comment
    /// anywhere on a line, as in Xcode (which is why URLs in xcconfig files are written `https:/$()/`).
    /// `$(inherited)` in a value is the setting's earlier value, or nothing. A conditional assignment
    /// (`NAME[sdk=iphoneos*] = VALUE`) is skipped: the simulation builds for no particular SDK or
    /// configuration. Later assignments replace earlier ones.
    /// - Parameter url: the file; messages name it by `url.relativePath`.
    /// - Returns: the settings.
    /// - Throws: ``BuildSettingsError`` naming `FILE:LINE` and what was expected, for a line that is none of
    ///   the above, a missing `#include` (not `#include?`), includes nested deeper than 8 or in a cycle, or a
    ///   file that cannot be read, is not UTF-8 or is larger than 1 MiB.
    /// - Complexity: O(n) in the total size of the files read.
    public static func read(xcconfig url: URL) throws(BuildSettingsError) -> BuildSettings {
        var settings = BuildSettings()
        try settings.read(url, chain: [])
        return settings
    }

    private mutating func read(_ url: URL, chain: [String]) throws(BuildSettingsError) {
        let name = url.relativePath
        let path = url.standardizedFileURL.path
        guard !chain.contains(path) else { throw BuildSettingsError("\(name): #include cycle (\(name) includes itself)") }
        guard chain.count < Self.maximumIncludeDepth else {
            throw BuildSettingsError("\(name): #include nested deeper than \(Self.maximumIncludeDepth) files")
        }
        let text = try Self.contents(of: url)
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = "\(name):\(offset + 1)"
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.trimmingCharacters(in: .whitespacesAndNewlines)[...]
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                try include(line, at: location, from: url, chain: chain + [path])
                continue
            }
            // NAME, then any number of [condition] parts (which may hold `=`), then `=` and the value.
            var cursor = line.firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) } ?? line.endIndex
            let key = line[..<cursor]
            var conditional = false
            while cursor < line.endIndex, line[cursor] == "[", let close = line[cursor...].firstIndex(of: "]") {
                conditional = true
                cursor = line.index(after: close)
            }
            let rest = line[cursor...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == "=", Self.isSettingName(key) else {
                guard let equals = line.firstIndex(of: "=") else {
                    throw BuildSettingsError("\(location): found '\(line)', expected NAME = VALUE or #include \"FILE\"")
                }
                let name = line[..<equals].trimmingCharacters(in: .whitespaces)
                throw BuildSettingsError("\(location): found '\(name)', expected a build setting name such as PRODUCT_BUNDLE_IDENTIFIER")
            }
            if conditional { continue }
            let value = rest.dropFirst().trimmingCharacters(in: .whitespaces)
            let inherited = values[String(key)] ?? ""
            values[String(key)] = value.replacingOccurrences(of: "$(inherited)", with: inherited)
                .replacingOccurrences(of: "${inherited}", with: inherited)
        }
    }

    private mutating func include(_ line: Substring, at location: String, from url: URL, chain: [String]) throws(BuildSettingsError) {
        let optional = line.hasPrefix("#include?")
        let rest = line.dropFirst(optional ? 9 : 8).trimmingCharacters(in: .whitespaces)
        guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else {
            throw BuildSettingsError("\(location): found '\(line)', expected #include \"FILE\" or #include? \"FILE\"")
        }
        let target = String(rest.dropFirst().dropLast())
        let included = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent())
        if optional, !FileManager.default.fileExists(atPath: included.path) { return }
        do {
            try read(included, chain: chain)
        } catch {
            throw BuildSettingsError("\(location): in #include \"\(target)\": \(error.description)")
        }
    }

    private static func contents(of url: URL) throws(BuildSettingsError) -> String {
        let name = url.relativePath
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
            throw BuildSettingsError("\(name): no such .xcconfig file (or not a regular file)")
        }
        guard (attributes[.size] as? Int ?? 0) <= maximumXCConfigSize else {
            throw BuildSettingsError("\(name): larger than 1 MiB; an .xcconfig file is a few kilobytes")
        }
        guard let data = try? Data(contentsOf: url) else { throw BuildSettingsError("\(name): cannot be read (permission denied?)") }
        guard let text = String(data: data, encoding: .utf8) else { throw BuildSettingsError("\(name): not UTF-8 text") }
        return text
    }
}
