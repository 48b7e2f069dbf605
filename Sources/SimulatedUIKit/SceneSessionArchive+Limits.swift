import Foundation

/// The reader's limits, applied by the writer too (U10: nothing the system writes for a later launch
/// exceeds what that launch reads). Each limit is defined once, in ``SceneSessionArchive``; ``decode(_:)``
/// refuses a file past one, ``checkLimits(encodedByteCount:)`` refuses to let one be written, and the
/// device refuses a session or value that would take the archive past one where it enters
/// (``byteBound(of:)``).
extension SceneSessionArchive {
    /// Checks what the next launch's ``decode(_:)`` checks, before the archive is written: the number of
    /// sessions, the length of each identifier, configuration name and window name, and the encoded size.
    /// - Parameter encodedByteCount: the size of ``encoded()``, if known.
    /// - Throws: ``SceneSessionArchiveError`` naming the limit passed, in the words the reader would use.
    /// - Complexity: O(n) in the number of sessions.
    public func checkLimits(encodedByteCount: Int? = nil) throws(SceneSessionArchiveError) {
        if let encodedByteCount { try Self.checkSize(encodedByteCount) }
        try Self.checkSessionCount(sessions.count + pendingDiscards.count)
        for (index, session) in (sessions + pendingDiscards).enumerated() {
            let place = index < sessions.count ? "sessions[\(index)]" : "pendingDiscards[\(index - sessions.count)]"
            try Self.checkLength(of: session.persistentIdentifier, at: "\(place).persistentIdentifier", limit: Self.maximumIdentifierLength)
            if let name = session.configurationName {
                try Self.checkLength(of: name, at: "\(place).configurationName", limit: Self.maximumConfigurationNameByteCount)
            }
            if let name = session.windowName {
                try Self.checkLength(of: name, at: "\(place).windowName", limit: Self.maximumWindowNameByteCount)
            }
        }
    }

    /// Encodes the archive for the next launch, refusing what that launch would refuse.
    /// - Returns: the bytes, at most ``maximumByteCount``.
    /// - Throws: ``SceneSessionArchiveError`` from ``encoded()`` or ``checkLimits(encodedByteCount:)``.
    public func encodedWithinLimits() throws(SceneSessionArchiveError) -> Data {
        try checkLimits()
        let data = try encoded()
        try Self.checkSize(data.count)
        return data
    }

    /// The size limit, in the reader's words.
    static func checkSize(_ byteCount: Int) throws(SceneSessionArchiveError) {
        guard byteCount <= maximumByteCount else {
            throw SceneSessionArchiveError("\(byteCount) bytes, over the \(maximumByteCount)-byte limit; not read")
        }
    }

    /// The session-count limit (open and pending discard together), in the reader's words.
    static func checkSessionCount(_ count: Int) throws(SceneSessionArchiveError) {
        guard count <= maximumSessionCount else {
            throw SceneSessionArchiveError("\(count) sessions, more than \(maximumSessionCount)")
        }
    }

    /// A string's length limit, in UTF-8 bytes, in the reader's words.
    static func checkLength(of text: String, at keyPath: String, limit: Int) throws(SceneSessionArchiveError) {
        guard text.utf8.count <= limit else {
            throw SceneSessionArchiveError("key \"\(keyPath)\": \(text.utf8.count) UTF-8 bytes, expected at most \(limit)")
        }
    }

    // MARK: Size bounds

    /// What one object can add to a binary property list besides its own bytes: its offset-table entry
    /// and the reference to it from its container (at most 4 bytes each in any file under 4 GiB).
    static let objectOverhead = 8
    /// The most an object's marker and length take (a marker byte, then an integer object of up to 9 bytes).
    static let objectHeader = 10

    /// An upper bound on the bytes a string adds to the encoded archive: ASCII is stored a byte a
    /// character, anything else as UTF-16.
    /// - Complexity: O(1) for native ASCII strings, else O(n) in the string's length.
    static func byteBound(of text: String) -> Int {
        // Every scalar outside ASCII takes more UTF-8 bytes than UTF-16 units, so the counts are equal
        // exactly when the string is ASCII (and Swift knows both counts of a native ASCII string).
        let utf8Count = text.utf8.count
        let utf16Count = text.utf16.count
        return objectOverhead + objectHeader + (utf8Count == utf16Count ? utf8Count : 2 * utf16Count)
    }

    /// An upper bound on the bytes an integer adds (a marker and at most 8 bytes).
    static let integerByteBound = objectOverhead + 9

    /// An upper bound on the bytes a value adds to the encoded archive, its contents included.
    /// - Complexity: O(n) in the number of values inside.
    static func byteBound(of value: Value) -> Int {
        switch value {
        case let .string(text): return byteBound(of: text)
        case .integer: return integerByteBound
        case .real, .date: return objectOverhead + 9
        case .boolean: return objectOverhead + 1
        case let .data(bytes): return objectOverhead + objectHeader + bytes.count
        case let .array(values): return values.reduce(objectOverhead + objectHeader) { $0 + byteBound(of: $1) }
        case let .dictionary(entries): return byteBound(of: entries)
        }
    }

    /// An upper bound on the bytes a dictionary of values adds.
    static func byteBound(of entries: [String: Value]) -> Int {
        entries.reduce(objectOverhead + objectHeader) { $0 + byteBound(of: $1.key) + byteBound(of: $1.value) }
    }

    /// An upper bound on the bytes one session adds to the encoded archive (binary property lists as
    /// Foundation writes them; shared strings would only make it smaller), with room for a window name
    /// of up to ``maximumWindowNameByteCount`` bytes whether or not it has one yet.
    /// - Parameter session: the session as it would be archived.
    /// - Returns: the bound, in bytes.
    /// - Complexity: O(n) in the size of the session's `userInfo` and activity.
    public static func byteBound(of session: Session) -> Int {
        var total = objectOverhead + objectHeader
        func add(_ key: String, _ valueBound: Int) { total += byteBound(of: key) + valueBound }
        add("persistentIdentifier", byteBound(of: session.persistentIdentifier))
        add("role", byteBound(of: session.role))
        add("lastActiveStamp", integerByteBound)
        add("connectionOrdinal", integerByteBound)
        add("windowName", windowNameByteBound)
        if let name = session.configurationName { add("configurationName", byteBound(of: name)) }
        if let userInfo = session.userInfo { add("userInfo", byteBound(of: userInfo)) }
        if let activity = session.stateRestorationActivity {
            var bound = objectOverhead + objectHeader
            bound += byteBound(of: "activityType") + byteBound(of: activity.activityType)
            if let title = activity.title { bound += byteBound(of: "title") + byteBound(of: title) }
            if let target = activity.targetContentIdentifier {
                bound += byteBound(of: "targetContentIdentifier") + byteBound(of: target)
            }
            if let info = activity.userInfo { bound += byteBound(of: "userInfo") + byteBound(of: info) }
            add("stateRestorationActivity", bound)
        }
        return total
    }

    /// The room kept in every session's bound for a window name of up to ``maximumWindowNameByteCount``
    /// UTF-8 bytes (at most that many UTF-16 units).
    static let windowNameByteBound = objectOverhead + objectHeader + 2 * maximumWindowNameByteCount

    /// An upper bound on what the archive adds besides its sessions: the header, the trailer and the root
    /// dictionary with its version, counters and the two arrays.
    public static let fixedByteBound: Int = {
        var total = 8 + 32 + objectOverhead + objectHeader
        for key in ["version", "nextSessionNumber", "nextConnectionOrdinal", "nextActivationStamp"] {
            total += byteBound(of: key) + integerByteBound
        }
        for key in ["sessions", "pendingDiscards"] {
            total += byteBound(of: key) + objectOverhead + objectHeader
        }
        return total
    }()
}
