import Foundation

/// The archive's stored form: a binary property list (U7's surviving sessions on disk).
///
/// ```
/// version              1
/// nextSessionNumber    integer ≥ 1
/// nextConnectionOrdinal, nextActivationStamp   integers ≥ 1
/// sessions             array of session dictionaries, in creation order
/// pendingDiscards      array of session dictionaries
/// session: persistentIdentifier (string), role (string), configurationName (string, optional),
///          connectionOrdinal (integer, optional), lastActiveStamp (integer), userInfo (dictionary, optional),
///          stateRestorationActivity (dictionary: activityType, title?, targetContentIdentifier?, userInfo?; optional),
///          windowName (string, optional)
/// ```
extension SceneSessionArchive {
    /// Encodes the archive as a binary property list.
    /// - Returns: the bytes.
    /// - Throws: ``SceneSessionArchiveError`` if `PropertyListSerialization` refuses (it cannot, for values
    ///   made by ``Value/make(from:depth:)``).
    public func encoded() throws(SceneSessionArchiveError) -> Data {
        let root: [String: Any] = [
            "version": Self.currentVersion,
            "nextSessionNumber": nextSessionNumber,
            "nextConnectionOrdinal": nextConnectionOrdinal,
            "nextActivationStamp": nextActivationStamp,
            "sessions": sessions.map(\.propertyList),
            "pendingDiscards": pendingDiscards.map(\.propertyList),
        ]
        do {
            return try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        } catch {
            throw SceneSessionArchiveError("cannot encode the scene sessions: \(error.localizedDescription)")
        }
    }

    /// Decodes a stored archive, refusing anything that is not one without trapping: the bytes are
    /// screened (``BinaryPropertyListScreen``) and parsed by `PropertyListSerialization` (which checks every
    /// offset) before any value is read, as the restoration records' decoder does.
    ///
    /// Counters are raised past every identifier and ordinal the sessions use, so a new session never
    /// reuses a persistent identifier (U7).
    /// - Parameter data: the stored bytes.
    /// - Returns: the archive.
    /// - Throws: ``SceneSessionArchiveError`` naming the key and what was expected: empty, over
    ///   ``maximumByteCount``, not a binary property list, another version, missing or mistyped keys,
    ///   counters out of range (a session's `S<n>` number, connection ordinal or stamp must be below
    ///   ``maximumCounter``), duplicate or overlong identifiers, configuration names or window names, too many sessions.
    public static func decode(_ data: Data) throws(SceneSessionArchiveError) -> SceneSessionArchive {
        if data.isEmpty { throw SceneSessionArchiveError("empty (0 bytes), expected a binary property list") }
        try checkSize(data.count)
        // Only the binary form is written; XML is refused unread (Foundation's XML reader traps on some
        // malformed integers instead of throwing).
        guard BinaryPropertyListScreen.hasBinarySignature(data) else {
            throw SceneSessionArchiveError("not a binary property list (it does not start with \"bplist\")")
        }
        if let object = BinaryPropertyListScreen.firstSetObject(inBinary: data) {
            throw SceneSessionArchiveError("not a property list (the binary property list holds a set (object \(object)))")
        }
        if let object = BinaryPropertyListScreen.firstSharedContainer(inBinary: data) {
            throw SceneSessionArchiveError("not a property list (the binary property list refers to one container twice (object \(object)))")
        }
        var format = PropertyListSerialization.PropertyListFormat.binary
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw SceneSessionArchiveError("not a property list (a binary property list whose header, object table or offsets are damaged or truncated)")
        }
        guard format == .binary else {
            throw SceneSessionArchiveError("not a property list (a binary property list whose header, object table or offsets are damaged or truncated)")
        }
        let root = try Reader(object: object, path: "")
        let version = try root.integer("version")
        guard version == currentVersion else {
            throw SceneSessionArchiveError("key \"version\": \(version), expected \(currentVersion)")
        }
        var archive = SceneSessionArchive(
            nextSessionNumber: try root.counter("nextSessionNumber"),
            nextConnectionOrdinal: try root.counter("nextConnectionOrdinal"),
            nextActivationStamp: try root.counter("nextActivationStamp"),
            sessions: try root.sessions("sessions"),
            pendingDiscards: try root.sessions("pendingDiscards"))
        try archive.checkIdentifiersAndRaiseCounters()
        return archive
    }

    /// Refuses duplicate identifiers and too many sessions; raises the counters past what is in use.
    ///
    /// A number, ordinal or stamp in use must be below ``maximumCounter``, so the counter raised past it
    /// stays within the bound `decode` reads: `S9223372036854775807` trapped on `+ 1`, and an ordinal of
    /// exactly ``maximumCounter`` raised the counter to a value the next process refused as corrupt.
    private mutating func checkIdentifiersAndRaiseCounters() throws(SceneSessionArchiveError) {
        let all = sessions + pendingDiscards
        try Self.checkSessionCount(all.count)
        var seen: Set<String> = []
        for (index, session) in all.enumerated() {
            guard seen.insert(session.persistentIdentifier).inserted else {
                throw SceneSessionArchiveError("persistent identifier \"\(session.persistentIdentifier)\" is used twice")
            }
            let place = index < sessions.count ? "sessions[\(index)]" : "pendingDiscards[\(index - sessions.count)]"
            func tooLarge(_ key: String, _ value: Int) -> SceneSessionArchiveError {
                SceneSessionArchiveError("key \"\(place).\(key)\": \(value), expected below \(Self.maximumCounter) so the next one fits")
            }
            if session.persistentIdentifier.hasPrefix("S"), let number = Int(session.persistentIdentifier.dropFirst()), number >= nextSessionNumber {
                guard number < Self.maximumCounter else { throw tooLarge("persistentIdentifier", number) }
                nextSessionNumber = number + 1
            }
            if let ordinal = session.connectionOrdinal, ordinal >= nextConnectionOrdinal {
                guard ordinal < Self.maximumCounter else { throw tooLarge("connectionOrdinal", ordinal) }
                nextConnectionOrdinal = ordinal + 1
            }
            if session.lastActiveStamp >= nextActivationStamp {
                guard session.lastActiveStamp < Self.maximumCounter else { throw tooLarge("lastActiveStamp", session.lastActiveStamp) }
                nextActivationStamp = session.lastActiveStamp + 1
            }
        }
    }
}

extension SceneSessionArchive.Session {
    /// The session's dictionary in the stored form.
    var propertyList: [String: Any] {
        var entry: [String: Any] = ["persistentIdentifier": persistentIdentifier, "role": role, "lastActiveStamp": lastActiveStamp]
        if let configurationName { entry["configurationName"] = configurationName }
        if let connectionOrdinal { entry["connectionOrdinal"] = connectionOrdinal }
        if let userInfo { entry["userInfo"] = userInfo.mapValues(\.propertyListObject) }
        if let windowName { entry["windowName"] = windowName }
        if let activity = stateRestorationActivity {
            var stored: [String: Any] = ["activityType": activity.activityType]
            if let title = activity.title { stored["title"] = title }
            if let target = activity.targetContentIdentifier { stored["targetContentIdentifier"] = target }
            if let info = activity.userInfo { stored["userInfo"] = info.mapValues(\.propertyListObject) }
            entry["stateRestorationActivity"] = stored
        }
        return entry
    }
}

/// Reads typed values out of one parsed dictionary, naming the key path in every error.
private struct Reader {
    let values: [String: SceneSessionArchive.Value]
    let path: String

    init(object: Any, path: String) throws(SceneSessionArchiveError) {
        guard case let .success(value) = SceneSessionArchive.Value.make(from: object) else {
            throw SceneSessionArchiveError("\(Self.place(path)) holds a value that is not a property-list value")
        }
        guard case let .dictionary(values) = value else {
            throw SceneSessionArchiveError("\(Self.place(path)) is \(Self.kind(value)), expected a dictionary")
        }
        self.init(values: values, path: path)
    }

    init(values: [String: SceneSessionArchive.Value], path: String) {
        self.values = values
        self.path = path
    }

    static func place(_ path: String) -> String { path.isEmpty ? "the root" : "key \"\(path)\"" }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    static func kind(_ value: SceneSessionArchive.Value) -> String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a Boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    func required(_ key: String, expected: String) throws(SceneSessionArchiveError) -> SceneSessionArchive.Value {
        guard let value = values[key] else { throw SceneSessionArchiveError("missing key \"\(keyPath(key))\", expected \(expected)") }
        return value
    }

    func mismatch(_ key: String, _ value: SceneSessionArchive.Value, expected: String) -> SceneSessionArchiveError {
        SceneSessionArchiveError("key \"\(keyPath(key))\": \(Self.kind(value)), expected \(expected)")
    }

    func integer(_ key: String) throws(SceneSessionArchiveError) -> Int {
        let value = try required(key, expected: "an integer")
        guard case let .integer(number) = value else { throw mismatch(key, value, expected: "an integer") }
        return number
    }

    /// An integer in `1...maximumCounter`.
    func counter(_ key: String) throws(SceneSessionArchiveError) -> Int {
        let number = try integer(key)
        guard (1...SceneSessionArchive.maximumCounter).contains(number) else {
            throw SceneSessionArchiveError("key \"\(keyPath(key))\": \(number), expected an integer from 1 to \(SceneSessionArchive.maximumCounter)")
        }
        return number
    }

    func optionalCounter(_ key: String) throws(SceneSessionArchiveError) -> Int? {
        guard values[key] != nil else { return nil }
        return try counter(key)
    }

    func string(_ key: String) throws(SceneSessionArchiveError) -> String {
        let value = try required(key, expected: "a string")
        guard case let .string(text) = value else { throw mismatch(key, value, expected: "a string") }
        return text
    }

    func optionalString(_ key: String) throws(SceneSessionArchiveError) -> String? {
        guard values[key] != nil else { return nil }
        return try string(key)
    }

    func optionalDictionary(_ key: String) throws(SceneSessionArchiveError) -> [String: SceneSessionArchive.Value]? {
        guard let value = values[key] else { return nil }
        guard case let .dictionary(entries) = value else { throw mismatch(key, value, expected: "a dictionary") }
        return entries
    }

    func sessions(_ key: String) throws(SceneSessionArchiveError) -> [SceneSessionArchive.Session] {
        let value = try required(key, expected: "an array of sessions")
        guard case let .array(elements) = value else { throw mismatch(key, value, expected: "an array of sessions") }
        var sessions: [SceneSessionArchive.Session] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(keyPath(key))[\(index)]"
            guard case let .dictionary(entries) = element else {
                throw SceneSessionArchiveError("key \"\(elementPath)\": \(Self.kind(element)), expected a session dictionary")
            }
            sessions.append(try Reader(values: entries, path: elementPath).session())
        }
        return sessions
    }

    func session() throws(SceneSessionArchiveError) -> SceneSessionArchive.Session {
        let identifier = try string("persistentIdentifier")
        try SceneSessionArchive.checkLength(of: identifier, at: keyPath("persistentIdentifier"), limit: SceneSessionArchive.maximumIdentifierLength)
        // UIKit never gives a session an empty identifier; one here was not written by the system.
        guard !identifier.isEmpty else {
            throw SceneSessionArchiveError("key \"\(keyPath("persistentIdentifier"))\": an empty string, expected a persistent identifier such as S1")
        }
        let configurationName = try optionalString("configurationName")
        if let configurationName {
            try SceneSessionArchive.checkLength(
                of: configurationName, at: keyPath("configurationName"),
                limit: SceneSessionArchive.maximumConfigurationNameByteCount)
        }
        let windowName = try optionalString("windowName")
        if let windowName {
            try SceneSessionArchive.checkLength(of: windowName, at: keyPath("windowName"), limit: SceneSessionArchive.maximumWindowNameByteCount)
        }
        let stampValue = try required("lastActiveStamp", expected: "an integer")
        guard case let .integer(stamp) = stampValue else { throw mismatch("lastActiveStamp", stampValue, expected: "an integer") }
        guard (0...SceneSessionArchive.maximumCounter).contains(stamp) else {
            throw SceneSessionArchiveError(
                "key \"\(keyPath("lastActiveStamp"))\": \(stamp), expected an integer from 0 to \(SceneSessionArchive.maximumCounter)")
        }
        var activity: SceneSessionArchive.Activity?
        if let stored = try optionalDictionary("stateRestorationActivity") {
            let reader = Reader(values: stored, path: keyPath("stateRestorationActivity"))
            activity = SceneSessionArchive.Activity(
                activityType: try reader.string("activityType"), title: try reader.optionalString("title"),
                targetContentIdentifier: try reader.optionalString("targetContentIdentifier"),
                userInfo: try reader.optionalDictionary("userInfo"))
        }
        return SceneSessionArchive.Session(
            persistentIdentifier: identifier, role: try string("role"), configurationName: configurationName,
            connectionOrdinal: try optionalCounter("connectionOrdinal"), lastActiveStamp: stamp,
            userInfo: try optionalDictionary("userInfo"), stateRestorationActivity: activity,
            windowName: windowName)
    }
}
