@testable import Route
import Testing

/// The reversible, canonical file-name encoding of session identifiers (R15).
@Suite struct RestorationFileNameTests {
    @Test(arguments: [
        ("session-1", "session-1"), ("../../etc/passwd", "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd"), ("a/b", "a%2Fb"),
        ("", "%"), ("\u{0}", "%00"), ("%", "%25"), ("main#2", "main%232"), ("ü", "%C3%BC"), ("A_z-9", "A_z-9"),
    ])
    func encodesAndDecodesBack(identifier: String, stem: String) {
        #expect(SessionFileName.stem(for: identifier) == stem)
        #expect(SessionFileName.identifier(fromStem: stem) == identifier)
        #expect(SessionFileName.identifier(fromRecordFileName: stem + ".plist") == identifier)
    }

    @Test(arguments: ["%61", "%2e", "%zz", "%2", "a.b", "a b", "", "%%", "%C3", "%FF", "a%", "%2F%"])
    func rejectsNamesItWouldNotHaveWritten(stem: String) {
        #expect(SessionFileName.identifier(fromStem: stem) == nil)
    }

    @Test func theLengthLimitIsOnTheEncodedStem() {
        #expect(SessionFileName.stem(for: String(repeating: "a", count: 200))?.utf8.count == 200)
        #expect(SessionFileName.stem(for: String(repeating: "a", count: 201)) == nil)
        #expect(SessionFileName.stem(for: String(repeating: "/", count: 66))?.utf8.count == 198)
        #expect(SessionFileName.stem(for: String(repeating: "/", count: 67)) == nil)
    }

    @Test func otherSuffixesAreNotRecords() {
        for name in ["s.plist.corrupt", "s.plist.corrupt.2", ".tmp-1", "s.json", "s"] {
            #expect(SessionFileName.identifier(fromRecordFileName: name) == nil, "\(name)")
        }
    }
}
