import Testing
@testable import Scenario

/// `PayloadRedaction.text` scans ASCII lines a byte at a time (time travel formats hundreds of log lines
/// at once); it must redact exactly as the scan a `Character` at a time does.
@Suite("Payload redaction: the ASCII scan")
struct PayloadRedactionScanTests {
    @Test("on 20,000 random ASCII lines made of URL pieces, the byte scan equals the Character scan")
    func byteScanEqualsCharacterScan() {
        let pieces = ["notes", "://", "note/7", "?", "token=", "SECRET", "&", "page=2", "#", "top", "@", "me:pw", " ", "\"",
                      ":", "url:", "S2", "x-app+v1.2:", "\r\n", "\t", "a", "9", ".", "-", "+", "(", ")", "=", "\u{0B}", "\u{1C}"]
        var generator = SplitMix64(seed: 17)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...12, using: &generator)
            let line = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(PayloadRedaction.asciiText(line) == PayloadRedaction.characterText(line), "\(line.debugDescription)")
        }
        #expect(PayloadRedaction.text("open \"notes://a b?token=SECRET\" then x-app://u@h/p#f") == "open \"notes://a b?token=…\" then x-app://…@h/p#…")
    }
}
