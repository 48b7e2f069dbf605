import CNcurses
import NavigatorTUI

/// Finds xterm bracketed pastes in what `wget_wch` returns: with mode 2004 on (``CursesScreen`` turns it on), a terminal wraps pasted text in `ESC[200~` … `ESC[201~`, so a paste is one ``Output/paste(_:)`` instead of keys.
///
/// Without it, pasted line feeds and escapes were navigator keys: a paste after `:` ran its first line,
/// then pressed the next lines' letters as commands (`n`, `x`).
///
/// ncurses knows no key for these markers, so with `keypad` on they arrive as single bytes (a failed
/// key match hands the bytes back one by one); the decoder matches them byte by byte. A start marker
/// cut short by an empty read is handed on as the keys it was (a lone Esc stays Esc, with no added
/// delay), so a terminal without bracketed paste behaves as before. Inside a paste, the function keys
/// ncurses decodes from pasted escape sequences are dropped (a resize still passes), and the text kept
/// is capped at one character past ``NavigatorModel/maximumPasteLength`` (enough for the model to see
/// the paste was too long) while the rest is read until the end marker.
struct BracketedPasteDecoder {
    /// What the decoder hands on.
    enum Output: Equatable {
        /// A `wget_wch` result to decode as a key (``KeyDecoder``).
        case code(isFunctionKey: Bool, code: UInt32)
        /// A whole paste, its text as sent (line ends and controls included: the model filters them).
        case paste(String)
    }

    /// `ESC [ 2 0 0 ~`.
    static let startMarker: [UInt32] = [27, 91, 50, 48, 48, 126]
    /// `ESC [ 2 0 1 ~`.
    static let endMarker: [UInt32] = [27, 91, 50, 48, 49, 126]
    /// The most Unicode scalars of one paste kept.
    static let keptScalars = NavigatorModel.maximumPasteLength + 1
    /// Empty reads in a row, inside a paste, after which the paste is taken as ended without its end marker (a terminal that died mid-paste must not swallow every later key).
    ///
    /// The terminal loop reads at least 30 times a second, so this is some 5 s without a byte.
    static let idleReadsBeforeGivingUp = 150

    private var startMatched = 0
    private var endMatched = 0
    private var pasting = false
    private var text = String.UnicodeScalarView()
    private var scalarCount = 0
    private var idleReads = 0
    private let resizeCode: UInt32

    /// Creates a decoder.
    /// - Parameter resizeCode: the `KEY_RESIZE` code, which passes even inside a paste.
    init(resizeCode: UInt32 = UInt32(bitPattern: cn_key_resize())) {
        self.resizeCode = resizeCode
    }

    /// Whether a paste has started and not ended.
    var isPasting: Bool { pasting }

    /// Takes one `wget_wch` result.
    /// - Parameters:
    ///   - isFunctionKey: whether `wget_wch` returned `KEY_CODE_YES`.
    ///   - code: the key code or character.
    /// - Returns: what to hand on now, in order (nothing while a marker or a paste is being read).
    mutating func feed(isFunctionKey: Bool, code: UInt32) -> [Output] {
        idleReads = 0
        if pasting { return feedPaste(isFunctionKey: isFunctionKey, code: code) }
        if !isFunctionKey, code == Self.startMarker[startMatched] {
            startMatched += 1
            if startMatched == Self.startMarker.count {
                startMatched = 0
                pasting = true
            }
            return []
        }
        var output = flushStart()
        if !isFunctionKey, code == Self.startMarker[0] {
            startMatched = 1
        } else {
            output.append(.code(isFunctionKey: isFunctionKey, code: code))
        }
        return output
    }

    /// Nothing more is waiting (`wget_wch` returned `ERR`).
    /// - Returns: a start marker cut short, as the keys it was; or, after ``idleReadsBeforeGivingUp``
    ///   empty reads in a paste, the paste so far.
    mutating func endOfInput() -> [Output] {
        guard pasting else { return flushStart() }
        idleReads += 1
        guard idleReads >= Self.idleReadsBeforeGivingUp else { return [] }
        return [finishPaste()]
    }

    private mutating func feedPaste(isFunctionKey: Bool, code: UInt32) -> [Output] {
        if isFunctionKey {
            keepHeldEnd()
            return code == resizeCode ? [.code(isFunctionKey: true, code: code)] : []
        }
        if code == Self.endMarker[endMatched] {
            endMatched += 1
            guard endMatched == Self.endMarker.count else { return [] }
            endMatched = 0
            return [finishPaste()]
        }
        keepHeldEnd()
        if code == Self.endMarker[0] {
            endMatched = 1
        } else {
            keep(code)
        }
        return []
    }

    /// The bytes of a start marker matched so far, as keys.
    private mutating func flushStart() -> [Output] {
        defer { startMatched = 0 }
        return Self.startMarker.prefix(startMatched).map { .code(isFunctionKey: false, code: $0) }
    }

    /// The bytes of an end marker matched so far turned out to be text.
    private mutating func keepHeldEnd() {
        for code in Self.endMarker.prefix(endMatched) { keep(code) }
        endMatched = 0
    }

    private mutating func keep(_ code: UInt32) {
        guard scalarCount < Self.keptScalars, let scalar = Unicode.Scalar(code) else { return }
        text.append(scalar)
        scalarCount += 1
    }

    private mutating func finishPaste() -> Output {
        keepHeldEnd()
        let pasted = String(text)
        pasting = false
        text = String.UnicodeScalarView()
        scalarCount = 0
        idleReads = 0
        return .paste(pasted)
    }
}
