import Scenario
import Testing
@testable import NavigatorTUI

/// The event log names windows in ASCII lines a byte at a time (time travel formats hundreds of lines at
/// once); it must name them exactly as the scan a `Character` at a time does.
@Suite("Window naming: the ASCII scan")
struct NamingScanTests {
    @Test("on 20,000 random ASCII lines, the byte scan equals the Character scan")
    func byteScanEqualsCharacterScan() {
        let names = ["S1": "main", "S2": "compose", "S10": "main#2", "T_3": "x"]
        let pieces = ["S1", "S2", "S10", "S", "T_3", "[", "]", " ", ":", "_", "9", "a", "\r\n", "forwarded to ", "S1x", "(", ")"]
        var generator = SplitMix64(seed: 17)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...10, using: &generator)
            let line = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(namingASCII(line, names) == namingByCharacter(line, names), "\(line.debugDescription)")
        }
        #expect(naming("forwarded to S2; [S2] stays", names) == "forwarded to compose[S2]; [S2] stays")
    }
}
