import CNcurses
import Glibc
import NavigatorTUI

/// An ncurses screen: draws ``ScreenBuffer``s, reads keys, knows its size.
///
/// The only type that calls curses (README.md). Open on the real terminal, or headless on
/// `/dev/null` for tests.
@MainActor
public final class CursesScreen {
    /// Where the screen lives.
    public enum Mode: Equatable, Sendable {
        /// The process's own terminal (standard input and output).
        case terminal
        /// A virtual screen writing to `/dev/null`, for tests (CONTRIBUTING.md: `newterm` on `/dev/null`).
        case headless(term: String, size: TerminalSize)
    }

    /// Why curses could not start.
    public enum StartError: Error, Equatable, CustomStringConvertible {
        /// `newterm` failed, usually for a `TERM` terminfo does not know.
        case cannotOpenTerminal(String)
        /// Opening a file for curses failed.
        case cannotOpenFile(String)

        /// A sentence for standard error.
        public var description: String {
            switch self {
            case .cannotOpenTerminal(let term):
                return "routenav: curses cannot drive TERM=\(term) (no terminfo entry?); use `routenav run FILE` without a terminal"
            case .cannotOpenFile(let path): return "routenav: cannot open \(path) for the terminal"
            }
        }
    }

    private var screen: OpaquePointer?
    private var output: UnsafeMutablePointer<FILE>?
    private var input: UnsafeMutablePointer<FILE>?
    private var lastDrawn: ScreenBuffer?
    private var cursorVisible = false
    /// Whether color pairs are in use.
    public private(set) var usesColor = false
    /// Whether the screen is open (between start and ``end()``).
    public private(set) var isActive = false
    /// The file descriptor keys are read from.
    public let inputDescriptor: Int32
    /// Whether xterm bracketed paste (mode 2004) is asked for.
    private let bracketedPaste: Bool
    /// Finds bracketed pastes among the keys read.
    private var pasteDecoder = BracketedPasteDecoder()
    /// Inputs decoded but not handed out yet, oldest first (a start marker cut short gives several keys).
    private var decoded: [NavigatorInput] = []

    /// Starts curses: raw keys, no echo, keypad on (arrows arrive as `KEY_*`), non-blocking reads,
    /// a short escape delay, the cursor hidden, and xterm bracketed paste asked for (`ESC[?2004h`;
    /// turned off again on suspend and at the end), so a paste reads as one paste, never as keys.
    /// - Parameters:
    ///   - mode: the real terminal or a headless screen.
    ///   - mouse: whether to ask for mouse reports (`--mouse`).
    ///   - bracketedPaste: whether to ask the terminal to bracket pastes (mode 2004); a terminal
    ///     without it ignores the request and its pastes arrive as keys, as before.
    /// - Throws: ``StartError`` when curses cannot start.
    public init(mode: Mode, mouse: Bool = false, bracketedPaste: Bool = true) throws(StartError) {
        self.bracketedPaste = bracketedPaste
        let term: String?
        switch mode {
        case .terminal:
            // Duplicated descriptors, so closing curses' FILEs never closes the process's own 0 and 1.
            guard let out = fdopen(dup(STDOUT_FILENO), "w") else { throw .cannotOpenFile("standard output") }
            guard let inp = fdopen(dup(STDIN_FILENO), "r") else {
                fclose(out)
                throw .cannotOpenFile("standard input")
            }
            output = out
            input = inp
            term = nil
        case .headless(let name, _):
            guard let out = fopen("/dev/null", "w") else { throw .cannotOpenFile("/dev/null") }
            guard let inp = fopen("/dev/null", "r") else {
                fclose(out)
                throw .cannotOpenFile("/dev/null")
            }
            output = out
            input = inp
            term = name
        }
        inputDescriptor = fileno(input)
        let opened: OpaquePointer? = term.map { name in name.withCString { newterm($0, output, input) } } ?? newterm(nil, output, input)
        guard let opened else {
            fclose(output)
            fclose(input)
            output = nil
            input = nil
            throw .cannotOpenTerminal(term ?? ProcessEnvironment.value("TERM") ?? "")
        }
        screen = opened
        _ = set_term(opened)
        isActive = true
        if case .headless(_, let size) = mode {
            _ = resizeterm(Int32(size.height), Int32(size.width))
        }
        applyInputModes()
        _ = set_escdelay(25)
        _ = curs_set(0)
        if mouse { _ = cn_mouse_enable() }
        setBracketedPaste(true)
    }

    /// Turns xterm bracketed paste on (`ESC[?2004h`) or off (`ESC[?2004l`), written straight to the screen's output descriptor at once.
    ///
    /// Not `putp`: it writes through C's `stdout`, whose buffer would hold the sequence until exit
    /// (and a headless screen would print it into the test's output). The mode is independent of
    /// what curses has buffered (screen contents, keypad and alternate-screen modes), so the order
    /// against curses' own output does not matter.
    private func setBracketedPaste(_ on: Bool) {
        guard bracketedPaste, let output else { return }
        let bytes = Array((on ? "\u{1B}[?2004h" : "\u{1B}[?2004l").utf8)
        let descriptor = fileno(output)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Raw keys (Ctrl-C and Ctrl-Z arrive as keys), no echo, keypad codes, non-blocking reads.
    private func applyInputModes() {
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = keypad(cn_stdscr(), true)
        _ = nodelay(cn_stdscr(), true)
    }

    /// Turns color pairs on, one per ``ColorRole``, over the terminal's default background.
    ///
    /// Does nothing on a terminal without colors.
    ///
    /// - Returns: whether colors are on.
    @discardableResult
    public func enableColors() -> Bool {
        guard isActive, has_colors() else { return false }
        _ = start_color()
        _ = use_default_colors()
        for (index, role) in ColorRole.allCases.enumerated() {
            _ = init_pair(Int16(index + 1), CursesPalette.foreground(for: role), -1)
        }
        usesColor = true
        return true
    }

    /// Whether the terminal can show colors (`has_colors()`).
    public var terminalHasColors: Bool { isActive && has_colors() }

    /// The screen's size now (after a `KEY_RESIZE` curses has already updated it).
    public var size: TerminalSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        cn_getmaxyx(cn_stdscr(), &rows, &columns)
        return TerminalSize(width: Int(columns), height: Int(rows))
    }

    /// Changes a headless screen's size (`resizeterm`), as a terminal resize would.
    /// - Parameter size: the new size.
    public func resize(to size: TerminalSize) {
        guard isActive, !isSuspended else { return }
        _ = resizeterm(Int32(size.height), Int32(size.width))
        lastDrawn = nil
    }

    /// Draws a frame: only cells that changed since the last frame are written, then curses
    /// updates the terminal once.
    /// - Parameter buffer: the frame; cells outside the screen are ignored.
    /// - Complexity: O(width × height).
    public func draw(_ buffer: ScreenBuffer) {
        guard isActive, !isSuspended else { return }
        let window = cn_stdscr()
        let screenSize = size
        let previous = lastDrawn?.size == buffer.size ? lastDrawn : nil
        if previous == nil { _ = werase(window) }
        let rows = min(buffer.height, screenSize.height)
        let columns = min(buffer.width, screenSize.width)
        var characters = [wchar_t](repeating: 0, count: 6)
        for y in 0..<rows {
            for x in 0..<columns {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                if let previous, previous[x, y] == cell { continue }
                var count = 0
                for scalar in cell.character.unicodeScalars where count < 5 {
                    characters[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                characters[count] = 0
                let pair: Int16 = usesColor ? CursesPalette.pair(for: cell.role) : 0
                _ = cn_put_wide(window, Int32(y), Int32(x), characters, CursesPalette.attributes(for: cell.style), pair)
            }
        }
        lastDrawn = buffer
        if let cursor = buffer.cursor, cursor.x < screenSize.width, cursor.y < screenSize.height {
            if !cursorVisible {
                _ = curs_set(1)
                cursorVisible = true
            }
            _ = wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else if cursorVisible {
            _ = curs_set(0)
            cursorVisible = false
        }
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    /// Repaints the whole terminal on the next ``draw(_:)`` (Ctrl-L, after a suspend).
    public func invalidate() {
        guard isActive, !isSuspended else { return }
        lastDrawn = nil
        _ = clearok(cn_stdscr(), true)
    }

    /// Reads one input without waiting.
    /// - Returns: a key, a resize or a mouse event; `nil` when nothing is waiting.
    /// A whole bracketed paste (``BracketedPasteDecoder``) is one input; a paste not yet complete
    /// when nothing more is waiting stays inside the decoder until a later read completes it.
    public func readInput() -> NavigatorInput? {
        guard isActive, !isSuspended else { return nil }
        while decoded.isEmpty {
            var code: UInt32 = 0
            let status = cn_get_wch(cn_stdscr(), &code)
            let nothingWaiting = status == cn_err()
            let outputs =
                nothingWaiting
                ? pasteDecoder.endOfInput()
                : pasteDecoder.feed(isFunctionKey: status == cn_key_code_yes(), code: code)
            for output in outputs {
                if let input = input(for: output) { decoded.append(input) }
            }
            if nothingWaiting { break }
        }
        return decoded.isEmpty ? nil : decoded.removeFirst()
    }

    /// What one decoder output means to the navigator, or `nil` for keys it does not use.
    private func input(for output: BracketedPasteDecoder.Output) -> NavigatorInput? {
        switch output {
        case .paste(let text):
            return .message(.paste(text))
        case .code(let isFunctionKey, let code):
            switch KeyDecoder.decode(isFunctionKey: isFunctionKey, code: code) {
            case .key(let key)?: return .message(.key(key))
            case .resize?:
                lastDrawn = nil
                return .resize(size)
            case .mouse?:
                var x: Int32 = 0
                var y: Int32 = 0
                var kind: Int32 = 0
                guard cn_get_mouse(&x, &y, &kind) == cn_ok() else { return nil }
                let kinds: [Int32: MouseEventKind] = [1: .press, 2: .wheelUp, 3: .wheelDown]
                guard let mouseKind = kinds[kind] else { return nil }
                return .message(.mouse(MouseEvent(x: Int(x), y: Int(y), kind: mouseKind)))
            case nil:
                return nil
            }
        }
    }

    /// Puts characters on curses' input queue (`unget_wch`), to be read as if the terminal had sent
    /// them (for tests of the key and paste decoding through curses itself).
    /// - Parameter text: the characters, first to be read first; ncurses' queue holds some 130.
    /// - Returns: whether curses took them all.
    @discardableResult
    func unread(_ text: String) -> Bool {
        guard isActive else { return false }
        for scalar in text.unicodeScalars.reversed() where unget_wch(wchar_t(bitPattern: scalar.value)) != cn_ok() {
            return false
        }
        return true
    }

    /// The characters curses holds for each row: what a terminal would show (for tests).
    /// - Returns: one string per row, trailing blanks removed.
    public func readBack() -> [String] {
        guard isActive else { return [] }
        let screenSize = size
        var rows: [String] = []
        var buffer = [wchar_t](repeating: 0, count: 8)
        for y in 0..<screenSize.height {
            var line = ""
            for x in 0..<screenSize.width {
                var attributes: attr_t = 0
                var pair: Int16 = 0
                guard cn_read_cell(cn_stdscr(), Int32(y), Int32(x), &buffer, 8, &attributes, &pair) == cn_ok() else { continue }
                for value in buffer.prefix(while: { $0 != 0 }) {
                    if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { line.unicodeScalars.append(scalar) }
                }
            }
            while line.last == " " { line.removeLast() }
            rows.append(line)
        }
        return rows
    }

    /// The attributes and color pair curses holds for one cell (for tests).
    /// - Parameters:
    ///   - x: column.
    ///   - y: row.
    /// - Returns: the style bits curses reports and the color pair number.
    public func readBackStyle(x: Int, y: Int) -> (style: CellStyle, pair: Int) {
        var buffer = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        guard isActive, cn_read_cell(cn_stdscr(), Int32(y), Int32(x), &buffer, 8, &attributes, &pair) == cn_ok() else {
            return ([], 0)
        }
        return (CursesPalette.style(from: attributes), Int(pair))
    }

    /// Whether the screen has left the terminal to the shell (``suspend()``) and not taken it back yet:
    /// drawing, reading and repainting do nothing meanwhile.
    public private(set) var isSuspended = false

    /// Leaves curses for the shell (Ctrl-Z): the terminal is restored (`endwin`) and the whole job stops.
    ///
    /// The screen stays suspended — nothing is drawn or read — until ``resume()``, which the
    /// `SIGCONT` of the shell's `fg` triggers.
    ///
    /// Keys arrive raw, so Ctrl-Z is a key, not the terminal's SIGTSTP to the foreground process
    /// group. Stopping only this process would leave a parent in the same group (`make run`, a wrapper
    /// script) waiting for it while the shell waits for the parent: nothing to `fg`, a hung terminal.
    /// So, as the terminal would, SIGTSTP goes to the whole process group (`kill(0, SIGTSTP)`): the
    /// parents stop and the shell takes the terminal back. This process keeps SIGTSTP for its Dispatch
    /// source (which must let that one copy pass: the result says one was sent) and stops itself with
    /// SIGSTOP. With Dispatch's threads, the main thread may still run for a moment after that `kill`
    /// returns — while the shell already owns the terminal — which is why nothing touches the terminal
    /// until ``resume()``.
    /// - Returns: whether a SIGTSTP was sent to the process group (so one copy comes back to this process).
    @discardableResult
    public func suspend() -> Bool {
        guard isActive, !isSuspended else { return false }
        setBracketedPaste(false)
        _ = endwin()
        isSuspended = true
        let sentToGroup = kill(0, SIGTSTP) == 0
        _ = kill(getpid(), SIGSTOP)
        return sentToGroup
    }

    /// Whether this process's group owns the terminal (also when that cannot be told: a headless
    /// screen, a hung-up terminal).
    private var isForeground: Bool {
        let owner = tcgetpgrp(inputDescriptor)
        return owner < 0 || owner == getpgrp()
    }

    /// Takes the terminal back after the process was continued (`SIGCONT`): the shell may have reset
    /// the terminal's modes, so they are applied again and the next draw repaints every cell.
    ///
    /// Continued in the background (`bg`), the terminal is the shell's: nothing changes, and a suspended
    /// screen stays suspended until a later call finds the terminal is this process's again (the shell's
    /// `fg` of a job already running sends no `SIGCONT`, so the navigator asks on each tick).
    /// - Returns: whether the terminal was taken back (`false` in the background or once ended).
    @discardableResult
    public func resume() -> Bool {
        guard isActive, isForeground else { return false }
        isSuspended = false
        _ = reset_prog_mode()
        applyInputModes()
        setBracketedPaste(true)
        cursorVisible = true
        invalidate()
        return true
    }

    /// Restores the terminal (`endwin`) and releases the screen.
    ///
    /// Safe to call more than once.
    public func end() {
        guard isActive else { return }
        isActive = false
        if !isSuspended {
            // Suspended, the terminal was restored already and may be the shell's now.
            setBracketedPaste(false)
            _ = curs_set(1)
            _ = endwin()
        }
        if let screen { delscreen(screen) }
        screen = nil
        if let output { fclose(output) }
        if let input { fclose(input) }
        output = nil
        input = nil
    }
}
