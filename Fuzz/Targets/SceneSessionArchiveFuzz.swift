// libFuzzer target: the scene-session archive decoder (`SceneSessionArchive.decode`, U6/U7), the entry
// `Simulator` hands a container's `Library/Saved Application State/SceneSessions.plist` bytes to at start.
// A refused archive must throw `SceneSessionArchiveError` with a reason (the simulator sets the file aside
// and names it); an accepted one must keep every documented bound (sessions, identifiers, counters raised
// past what is in use) and survive `encoded()` then `decode` unchanged, so the next process reads back
// exactly what this one wrote.
import Foundation
import SimulatedUIKit

private typealias Archive = SceneSessionArchive

/// Equal values, where a real that is NaN equals another NaN (`Value.==` says `NaN != NaN`, which would
/// make an archive carrying one unequal to itself).
private func same(_ a: Archive.Value, _ b: Archive.Value) -> Bool {
    switch (a, b) {
    case let (.real(x), .real(y)): return x == y || (x.isNaN && y.isNaN)
    case let (.array(xs), .array(ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1) }
    case let (.dictionary(xs), .dictionary(ys)):
        return xs.count == ys.count && xs.allSatisfy { key, value in ys[key].map { same(value, $0) } ?? false }
    default: return a == b
    }
}

private func same(_ a: [String: Archive.Value]?, _ b: [String: Archive.Value]?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (x?, y?): same(.dictionary(x), .dictionary(y))
    default: false
    }
}

private func same(_ a: Archive.Session, _ b: Archive.Session) -> Bool {
    var plainA = a, plainB = b
    plainA.userInfo = nil
    plainB.userInfo = nil
    plainA.stateRestorationActivity?.userInfo = nil
    plainB.stateRestorationActivity?.userInfo = nil
    return plainA == plainB && same(a.userInfo, b.userInfo)
        && same(a.stateRestorationActivity?.userInfo, b.stateRestorationActivity?.userInfo)
}

private func same(_ a: Archive, _ b: Archive) -> Bool {
    a.nextSessionNumber == b.nextSessionNumber && a.nextConnectionOrdinal == b.nextConnectionOrdinal
        && a.nextActivationStamp == b.nextActivationStamp
        && a.sessions.count == b.sessions.count && zip(a.sessions, b.sessions).allSatisfy { same($0, $1) }
        && a.pendingDiscards.count == b.pendingDiscards.count && zip(a.pendingDiscards, b.pendingDiscards).allSatisfy { same($0, $1) }
}

/// The bounds `SceneSessionArchive.decode` documents for an archive it accepts.
private func checkBounds(_ archive: Archive) {
    let counters = 1...Archive.maximumCounter
    require(counters.contains(archive.nextSessionNumber), "nextSessionNumber \(archive.nextSessionNumber) outside \(counters)")
    require(counters.contains(archive.nextConnectionOrdinal), "nextConnectionOrdinal \(archive.nextConnectionOrdinal) outside \(counters)")
    require(counters.contains(archive.nextActivationStamp), "nextActivationStamp \(archive.nextActivationStamp) outside \(counters)")
    let all = archive.sessions + archive.pendingDiscards
    require(all.count <= Archive.maximumSessionCount, "\(all.count) sessions accepted")
    require(Set(all.map(\.persistentIdentifier)).count == all.count, "a persistent identifier accepted twice")
    for session in all {
        let identifier = session.persistentIdentifier
        require(identifier.utf8.count <= Archive.maximumIdentifierLength, "identifier of \(identifier.utf8.count) bytes accepted")
        if identifier.hasPrefix("S"), let number = Int(identifier.dropFirst()) {
            require(number < archive.nextSessionNumber, "\(identifier) is not below nextSessionNumber \(archive.nextSessionNumber)")
        }
        if let ordinal = session.connectionOrdinal {
            require(counters.contains(ordinal), "\(identifier): connectionOrdinal \(ordinal) outside \(counters)")
            require(ordinal < archive.nextConnectionOrdinal, "\(identifier): connectionOrdinal \(ordinal) not below the next")
        }
        require((0...Archive.maximumCounter).contains(session.lastActiveStamp), "\(identifier): lastActiveStamp \(session.lastActiveStamp) out of range")
        require(session.lastActiveStamp < archive.nextActivationStamp, "\(identifier): lastActiveStamp not below nextActivationStamp")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneSessionArchiveFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = fuzzData(start, count)
    let archive: Archive
    do {
        archive = try Archive.decode(data) // typed throws: only SceneSessionArchiveError can arrive here
    } catch {
        require(!error.reason.isEmpty, "a refusal without a reason")
        return FuzzVerdict.handled
    }
    checkBounds(archive)
    do {
        let bytes = try archive.encoded()
        let again = try Archive.decode(bytes)
        require(same(again, archive), "encoded() then decode changed the archive")
    } catch {
        require(false, "an accepted archive did not encode and decode again: \(error)")
    }
    return FuzzVerdict.handled
}
