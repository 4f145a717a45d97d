import CNcursesw
import CTerminalGuard
import Platform
import TermGrid

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A curses screen as a `TerminalSurface`: the only code that talks to ncurses. It always gives
/// the terminal back: `end()` (called by `run`'s `defer`), on SIGINT/SIGTERM/SIGHUP (reported as
/// `.interrupted` so the loop ends normally), and on crash signals (a signal-safe restore of the
/// saved terminal modes, then the default action).
public final class CursesSession: TerminalSurface {
  /// Why the explorer cannot start.
  public enum Failure: Error, CustomStringConvertible {
    case notATerminal
    case unknownTerminal(String)
    /// A terminal type without cursor movement (`TERM=dumb`, a printing terminal).
    case cannotMoveCursor(String)
    case cannotStart(String)

    public var description: String {
      switch self {
      case .notATerminal:
        "the explorer needs a terminal (standard input and output are not one); try 'timinglab render' or 'timinglab eval'"
      case .unknownTerminal(let name):
        name.isEmpty
          ? "TERM is not set; set it to your terminal's type (for example TERM=xterm-256color)"
          : "the terminal type TERM=\(name) is unknown to terminfo; try TERM=xterm-256color"
      case .cannotMoveCursor(let name):
        "the terminal type TERM=\(name) cannot move the cursor, which the explorer needs; "
          + "run it in a terminal such as TERM=xterm-256color, or use 'timinglab render' or 'timinglab eval'"
      case .cannotStart(let reason): "cannot start curses: \(reason)"
      }
    }
  }

  /// The colours used for drawing.
  public let colorDepth: ColorDepth
  /// True when the locale is UTF-8, so braille, blocks and box drawing can be shown.
  public let supportsUnicode: Bool
  /// The terminfo entry in use (`xterm-direct` when direct colour was chosen).
  public let terminalName: String

  private var screen: OpaquePointer?
  /// What the screen shows, for drawing through curses: which cells each frame changes.
  private var diff = ScreenDiff()
  /// True until the first frame after a start, resize or suspend (which repaints every cell).
  private var mustRepaint = true
  /// The terminal read from (standard input, or /dev/tty when standard input is a pipe) and
  /// written to (standard output, or /dev/tty when it is redirected), as `less` does.
  private let inputFile: UnsafeMutablePointer<FILE>
  let outputFile: UnsafeMutablePointer<FILE>
  private let tty: UnsafeMutablePointer<FILE>?
  private var pairs: [PairKey: Int32] = [:]
  private var styles: [CellStyle: (attr_t, Int32)] = [:]
  /// Set when colour pairs ran out and were renumbered during a frame.
  private var pairsWereReset = false
  private var nextPair: Int32 = 1
  private var buttonDown = false
  /// The frames' bytes, built here and written in one go, when the terminal takes ANSI cursor
  /// moves and wraps like xterm (`takesANSIOutput`); nil draws through curses.
  private var screenUpdate: ScreenUpdate?
  private var bytes: [UInt8] = []

  private struct PairKey: Hashable {
    var foreground: Int32
    var background: Int32
  }

  /// Starts curses, runs `body` with the session, and ends curses whatever happens.
  public static func run<T>(_ body: (CursesSession) throws -> T) throws -> T {
    let session = try CursesSession()
    defer { session.end() }
    return try body(session)
  }

  /// Starts curses on the controlling terminal: standard input and output when they are the
  /// terminal, else /dev/tty for the one that is not (a scene piped in, output redirected).
  /// - Throws: `Failure` when there is no terminal at all or TERM is unknown.
  public init() throws {
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    var tty: UnsafeMutablePointer<FILE>?
    if !inputIsTerminal || !outputIsTerminal {
      tty = fopen("/dev/tty", "r+")
      guard let tty, isatty(fileno(tty)) == 1 else { throw Failure.notATerminal }
    }
    self.tty = tty
    inputFile = inputIsTerminal ? tl_stdin() : tty!
    outputFile = outputIsTerminal ? tl_stdout() : tty!
    let environment = StandardStreams.environment
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty, tl_terminfo_exists(term) == 1 else { throw Failure.unknownTerminal(term) }
    guard tl_terminfo_can_address(term) == 1 else { throw Failure.cannotMoveCursor(term) }
    setlocale(LC_ALL, "")
    supportsUnicode = Self.localeIsUTF8()
    let wantsDirect = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    var name = term
    if wantsDirect && !noColor {
      let candidates = [
        "\(term)-direct", term.hasPrefix("xterm") ? "xterm-direct" : "", term.hasPrefix("tmux") ? "tmux-direct" : "",
      ]
      if let direct = candidates.first(where: { !$0.isEmpty && tl_terminfo_exists($0) == 1 }) { name = direct }
    }
    terminalName = name
    tg_save_terminal_modes(fileno(inputFile), fileno(outputFile))
    tg_install_crash_handlers()
    tg_install_interrupt_handlers()
    // Each frame frees and allocates the same buffers (hundreds of KB for a large scene): keep
    // them instead of trimming the heap and faulting its pages in again every frame.
    tg_keep_freed_memory(64 << 20)
    guard let screen = newterm(name, outputFile, inputFile) else {
      tg_default_signal_handlers()
      throw Failure.cannotStart("newterm failed for \(name)")
    }
    self.screen = screen
    set_term(screen)
    raw()
    noecho()
    nonl()
    keypad(tl_stdscr(), true)
    for (index, extra) in CursesKeyDecoder.extraSequences.enumerated() where key_defined(extra.sequence) == 0 {
      define_key(extra.sequence, CursesKeyDecoder.extraCodeBase + Int32(index))
    }
    curs_set(0)
    tl_set_escdelay(25)
    // No typeahead check while updating: curses would poll the keyboard and flush its output
    // before every changed line (6 polls and 17 writes a frame); the loop reads keys itself.
    typeahead(-1)
    mouseinterval(0)
    _ = mousemask(tl_mouse_all(), nil)
    var depth = ColorDepth.monochrome
    if !noColor && has_colors() {
      start_color()
      use_default_colors()
      let colors = tl_colors()
      depth = colors >= 1 << 24 ? .trueColor : (colors >= 256 ? .ansi256 : (colors >= 8 ? .ansi16 : .monochrome))
    }
    colorDepth = depth
    if Self.takesANSIOutput() {
      screenUpdate = ScreenUpdate(
        depth: depth, basicColorsOnly: depth == .ansi16 && tl_colors() < 16,
        attributes: Self.supportedAttributes(), isOneCell: { tl_glyph_width(wchar_t(bitPattern: $0.value)) == 1 })
    }
    // ncurses (6.4) writes its output out after every cursor move until the screen has once come
    // back from endwin (`_nc_mvcur` flushes while `_endwin == ewInitial`): ten writes a frame.
    // One round trip before the first frame makes each frame a single write.
    endwin()
    doupdate()
    setBracketedPaste(true)
  }

  /// Ends curses and restores the terminal; safe to call twice.
  public func end() {
    guard let screen else { return }
    _ = mousemask(0, nil)
    setBracketedPaste(false)
    endwin()
    delscreen(screen)
    self.screen = nil
    tg_default_signal_handlers()
    if let tty { fclose(tty) }
  }

  deinit { end() }

  public var size: (width: Int, height: Int) { (Int(tl_cols()), Int(tl_lines())) }

  // MARK: Drawing

  public func draw(_ grid: CellGrid) {
    let grid = supportsUnicode ? grid : grid.asASCII
    if screenUpdate != nil {
      drawDirectly(grid)
      return
    }
    // The cells that changed since the last frame (all of them after a resize or a reset), in
    // runs of one style on one row, go to curses.
    if diff.repaints(grid) { werase(tl_stdscr()) }
    var run: [wchar_t] = []
    var runStart: (x: Int, y: Int, style: CellStyle)?
    let (width, height) = (grid.width, grid.height)
    func flush() {
      guard let start = runStart, !run.isEmpty else { return }
      put(
        run, y: start.y, x: start.x, style: start.style,
        isLastCell: start.y == height - 1 && start.x + run.count == width)
      run.removeAll(keepingCapacity: true)
    }
    diff.changes(to: grid) { x, y, cell in
      if let start = runStart, start.y == y, start.x + run.count == x, start.style == cell.style {
        run.append(wchar_t(bitPattern: cell.glyph.value))
        return
      }
      flush()
      runStart = (x, y, cell.style)
      run.append(wchar_t(bitPattern: cell.glyph.value))
    }
    flush()
    _ = tl_attr_set(0, 0)
    wnoutrefresh(tl_stdscr())
    doupdate()
    if pairsWereReset { forgetScreen() }
    pairsWereReset = false
  }

  /// Direct output: the changed cells' bytes (`ScreenUpdate`) in one write. Curses' own diff, its
  /// cursor planning and `tiparm` formatting of every colour were two thirds of a playing frame's
  /// instructions (callgrind, 120×40: 364 k of 740 k a frame in `doupdate`). Curses still owns
  /// the modes, the keyboard, the mouse and resizes; it only ever shows a blank screen, so before
  /// a repaint it is let to bring the terminal there (it clears after a resize or a suspend),
  /// and the repaint then writes every cell.
  private func drawDirectly(_ grid: CellGrid) {
    // `forgetScreen()` (start, resize, suspend) makes the update forget.
    if mustRepaint {
      werase(tl_stdscr())
      wnoutrefresh(tl_stdscr())
      doupdate()
      mustRepaint = false
    }
    bytes.removeAll(keepingCapacity: true)
    screenUpdate?.update(to: grid, into: &bytes)
    guard !bytes.isEmpty else { return }
    fflush(outputFile)
    StandardStreams.write(bytes, to: fileno(outputFile))
  }

  /// True when the terminal moves the cursor with ANSI CUP (`ESC [ row ; column H`) and, like
  /// xterm, keeps the cursor on the last column after writing there (`xenl`), so a cell in the
  /// bottom-right corner does not scroll: what `ScreenUpdate` writes. Every xterm, tmux, screen
  /// and Linux console entry does; others draw through curses.
  private static func takesANSIOutput() -> Bool {
    guard let cup = tl_string_capability("cup"), tl_flag_capability("xenl") != 0 else { return false }
    return String(cString: cup) == "\u{1B}[%i%p1%d;%p2%dH"
  }

  /// The attributes the terminal has (curses leaves out the others; so does the direct output).
  private static func supportedAttributes() -> CellAttributes {
    var attributes: CellAttributes = []
    for (capability, attribute) in [
      ("bold", CellAttributes.bold), ("dim", .dim), ("sitm", .italic), ("smul", .underline), ("rev", .reverse),
    ]
    where tl_string_capability(capability) != nil {
      attributes.insert(attribute)
    }
    return attributes
  }

  /// Hands a run of one style to curses at (x, y).
  private func put(_ glyphs: [wchar_t], y: Int, x: Int, style: CellStyle, isLastCell: Bool) {
    let (attributes, pair) = attributesAndPair(for: style)
    if isLastCell {
      // The bottom-right cell separately, so the cursor never has to move past it.
      if glyphs.count > 1 {
        _ = tl_attr_set(attributes, pair)
        _ = tl_put(Int32(y), Int32(x), glyphs, Int32(glyphs.count - 1))
      }
      _ = tl_put_cell(Int32(y), Int32(x + glyphs.count - 1), glyphs[glyphs.count - 1], attributes, pair)
    } else {
      _ = tl_attr_set(attributes, pair)
      _ = tl_put(Int32(y), Int32(x), glyphs, Int32(glyphs.count))
    }
  }

  /// Makes the next frame repaint every cell.
  private func forgetScreen() {
    diff.forget()
    mustRepaint = true
    screenUpdate?.forget()
  }

  /// Curses attributes and colour pair for a style, remembered per style (finding the nearest
  /// palette colour is the costly part).
  private func attributesAndPair(for style: CellStyle) -> (attr_t, Int32) {
    if let known = styles[style] { return known }
    let result = makeAttributesAndPair(for: style)
    styles[style] = result
    return result
  }

  private func makeAttributesAndPair(for style: CellStyle) -> (attr_t, Int32) {
    var attributes: attr_t = 0
    if style.attributes.contains(.bold) { attributes |= tl_a_bold() }
    if style.attributes.contains(.dim) { attributes |= tl_a_dim() }
    if style.attributes.contains(.italic) { attributes |= tl_a_italic() }
    if style.attributes.contains(.underline) { attributes |= tl_a_underline() }
    if style.attributes.contains(.reverse) { attributes |= tl_a_reverse() }
    guard colorDepth != .monochrome, style.foreground != nil || style.background != nil else { return (attributes, 0) }
    let key = PairKey(foreground: colorNumber(style.foreground), background: colorNumber(style.background))
    if let pair = pairs[key] { return (attributes, pair) }
    if nextPair >= min(tl_color_pairs(), 32767) {
      // Out of pairs: start over; cells already drawn this frame may now show reused pairs, so
      // the next frame repaints everything.
      pairs.removeAll(keepingCapacity: true)
      styles.removeAll(keepingCapacity: true)
      nextPair = 1
      pairsWereReset = true
    }
    let pair = nextPair
    nextPair += 1
    tl_init_pair(pair, key.foreground, key.background)
    pairs[key] = pair
    return (attributes, pair)
  }

  /// The curses colour number of `rgb` at this depth; -1 for the terminal's default.
  private func colorNumber(_ rgb: RGB?) -> Int32 {
    guard let rgb else { return -1 }
    switch colorDepth {
    case .trueColor: return Int32(rgb.r) << 16 | Int32(rgb.g) << 8 | Int32(rgb.b)
    case .ansi256: return Int32(ColorDepth.xterm256(rgb))
    case .ansi16: return Int32(tl_colors() >= 16 ? ColorDepth.ansi16(rgb) : ColorDepth.ansi8(rgb))
    case .monochrome: return -1
    }
  }

  // MARK: Input

  /// What waiting on the terminal and other descriptors gave.
  public enum Input: Hashable, Sendable {
    case terminal(TerminalEvent)
    /// One of the other descriptors became readable.
    case descriptorReady(Int32)
  }

  public func nextEvent(timeout: Double?) -> TerminalEvent? {
    if case .terminal(let event)? = nextInput(timeout: timeout, wakingFor: []) { return event }
    return nil
  }

  /// The next terminal event, or one of `descriptors` becoming readable (a watched file),
  /// waiting at most `timeout` seconds for either (nil: until one happens); nil on timeout.
  /// True when the terminal has sent input not read yet (a burst of keys).
  public var hasWaitingInput: Bool {
    var readable: [Int32] = [0]
    return tg_wait_readable([fileno(inputFile)], 1, 0, &readable) > 0
  }

  public func nextInput(timeout: Double?, wakingFor descriptors: [Int32]) -> Input? {
    readInput(timeout: timeout, wakingFor: descriptors)
  }

  private func readInput(timeout: Double?, wakingFor descriptors: [Int32]) -> Input? {
    if tg_was_interrupted() != 0 { return .terminal(.interrupted) }
    // What curses has already read comes first; then wait on the terminal and the descriptors
    // together (no timeout when none is given: an idle explorer does not wake up).
    if let event = readKey(timeout: 0) { return .terminal(event) }
    let fds = [fileno(inputFile)] + descriptors
    var readable = [Int32](repeating: 0, count: fds.count)
    let milliseconds = timeout.map { Int32(min(max(0, ($0 * 1000).rounded(.up)), 3_600_000)) } ?? -1
    let ready = tg_wait_readable(fds, Int32(fds.count), milliseconds, &readable)
    if tg_was_interrupted() != 0 { return .terminal(.interrupted) }
    if ready > 0, let other = fds.indices.dropFirst().first(where: { readable[$0] != 0 }) {
      return .descriptorReady(fds[other])
    }
    // Timed out: nothing to read (a frame's wait ends here every tick).
    if ready == 0 { return nil }
    // A signal (a resize) or input: curses reports which.
    return readKey(timeout: 0).map { .terminal($0) }
  }

  /// One key, mouse or resize report from curses, waiting at most `timeout` seconds.
  private func readKey(timeout: Double) -> TerminalEvent? {
    wtimeout(tl_stdscr(), Int32((timeout * 1000).rounded(.up)))
    var character: wint_t = 0
    let result = wget_wch(tl_stdscr(), &character)
    if tg_was_interrupted() != 0 { return .interrupted }
    switch result {
    case KEY_CODE_YES:
      return functionKey(Int32(character))
    case OK:
      if character == 27 { return escapeSequence() }
      return CursesKeyDecoder.character(UInt32(character)).map { .key($0) }
    default:
      return nil
    }
  }

  func functionKey(_ code: Int32) -> TerminalEvent? {
    switch code {
    case KEY_RESIZE:
      forgetScreen()
      return .resize(width: Int(tl_cols()), height: Int(tl_lines()))
    case KEY_MOUSE:
      var event = MEVENT()
      guard getmouse(&event) == OK else { return nil }
      return mouse(event)
    default:
      let name = keyname(code).map { String(cString: $0) } ?? ""
      return CursesKeyDecoder.functionKey(code, name: name).map { .key($0) }
    }
  }

  private func mouse(_ event: MEVENT) -> TerminalEvent? {
    let state = event.bstate
    let x = Int(event.x)
    let y = Int(event.y)
    if state & tl_button4_pressed() != 0 { return .mouse(MouseEvent(.scrollUp, x: x, y: y)) }
    if state & tl_button5_pressed() != 0 { return .mouse(MouseEvent(.scrollDown, x: x, y: y)) }
    if state & tl_button1_pressed() != 0 {
      buttonDown = true
      return .mouse(MouseEvent(.press, x: x, y: y))
    }
    if state & tl_button1_released() != 0 {
      buttonDown = false
      return .mouse(MouseEvent(.release, x: x, y: y))
    }
    if state & tl_button1_clicked() != 0 { return .mouse(MouseEvent(.press, x: x, y: y)) }
    if state & tl_report_position() != 0 && buttonDown { return .mouse(MouseEvent(.drag, x: x, y: y)) }
    return nil
  }

  // MARK: Clipboard

  /// Writes OSC 52 straight to the terminal (curses passes nothing of it through).
  public func copyToClipboard(_ text: String) {
    fputs(Clipboard.osc52(text), outputFile)
    fflush(outputFile)
  }

  // MARK: Suspending

  public func suspend() -> (width: Int, height: Int) {
    setBracketedPaste(false)
    endwin()
    tg_restore_terminal_modes()
    tg_stop_process()
    // Continued: back into curses at whatever size the terminal has now.
    var rows: Int32 = 0
    var columns: Int32 = 0
    if tg_window_size(fileno(outputFile), &rows, &columns) == 0 { resizeterm(rows, columns) }
    raw()
    noecho()
    forgetScreen()
    werase(tl_stdscr())
    wnoutrefresh(tl_stdscr())
    doupdate()
    setBracketedPaste(true)
    return self.size
  }

  private static func localeIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
