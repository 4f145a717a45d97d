import TextFormats

/// Frames as one animated SVG: the first frame drawn once, every later frame as a group of only
/// the cells that differ from the first (painted over it with their background), shown in turn by
/// a CSS animation (`fps` frames a second, looping). Viewers without CSS animation (rsvg) show
/// the first frame.
public enum AnimatedSVG {
  public static func document(
    _ frames: [CellGrid], fps: Double, cellWidth: Double = 9, cellHeight: Double = 18,
    background: RGB = RGB(hex: 0x16181D), foreground: RGB = RGB(hex: 0xD0D0D0)
  ) -> String {
    var text = ""
    var writer = Writer(
      count: frames.count, fps: fps, cellWidth: cellWidth, cellHeight: cellHeight, background: background,
      foreground: foreground
    ) {
      text += $0
      return true
    }
    for frame in frames { _ = writer.add(frame) }
    _ = writer.finish()
    return text
  }

  /// The same document written as the frames come (`emit` gets each piece; false from it stops),
  /// holding only the first frame: a recording of any length in the memory of two frames.
  public struct Writer {
    let count: Int
    let fps: Double
    let cellWidth: Double
    let cellHeight: Double
    let background: RGB
    let foreground: RGB
    let emit: (String) -> Bool
    private var first: CellGrid?
    private var index = 0

    /// A writer for `count` frames (the CSS timing needs the number up front).
    public init(
      count: Int, fps: Double, cellWidth: Double = 9, cellHeight: Double = 18,
      background: RGB = RGB(hex: 0x16181D), foreground: RGB = RGB(hex: 0xD0D0D0), emit: @escaping (String) -> Bool
    ) {
      self.count = count
      self.fps = fps
      self.cellWidth = cellWidth
      self.cellHeight = cellHeight
      self.background = background
      self.foreground = foreground
      self.emit = emit
    }

    /// Writes the next frame; false when `emit` refused.
    public mutating func add(_ frame: CellGrid) -> Bool {
      defer { index += 1 }
      guard let first else {
        self.first = frame
        let total = formatFixed(Double(count) / fps, decimals: 4).replacingTrailingZeros
        let share = formatFixed(100 / Double(max(1, count)), decimals: 4).replacingTrailingZeros
        let style =
          count > 1
          ? "<style>.f{visibility:hidden;animation:tl-frame \(total)s steps(1,end) infinite}"
            + "@keyframes tl-frame{0%{visibility:visible}\(share)%{visibility:hidden}100%{visibility:hidden}}</style>\n"
          : ""
        return emit(
          CellGrid.svgDocumentStart(
            width: frame.width, height: frame.height, cellWidth: cellWidth, cellHeight: cellHeight,
            background: background, style: style)
            + frame.svgBody(cellWidth: cellWidth, cellHeight: cellHeight, foreground: foreground))
      }
      var patch = CellGrid(width: first.width, height: first.height)
      for y in 0..<min(first.height, frame.height) {
        for x in 0..<min(first.width, frame.width) where frame[x, y] != first[x, y] {
          var cell = frame[x, y]
          cell.style.background = cell.style.background ?? background
          patch[x, y] = cell
        }
      }
      let delay = formatFixed(Double(index) / fps, decimals: 4).replacingTrailingZeros
      return emit(
        "<g id=\"f\(index)\" class=\"f\" style=\"animation-delay:\(delay)s\">\n"
          + patch.svgBody(cellWidth: cellWidth, cellHeight: cellHeight, foreground: foreground) + "</g>\n")
    }

    /// Closes the document (nothing when no frame came).
    public mutating func finish() -> Bool { first == nil ? true : emit(CellGrid.svgDocumentEnd) }
  }
}

/// Frames as an asciicast v2 recording (one JSON header line, then one `[time, "o", text]` line
/// per frame with only what changed), for `asciinema play`.
public enum Asciicast {
  public static func document(
    _ frames: [CellGrid], fps: Double, depth: ColorDepth = .trueColor, timestamp: Int = 0, title: String? = nil
  ) -> String {
    var text = ""
    var writer = Writer(count: frames.count, fps: fps, depth: depth, timestamp: timestamp, title: title) {
      text += $0
      return true
    }
    for frame in frames { _ = writer.add(frame) }
    return text
  }

  /// The same recording written as the frames come (`emit` gets each line; false from it stops),
  /// holding only the terminal state of the last frame.
  public struct Writer {
    let count: Int
    let fps: Double
    let timestamp: Int
    let title: String?
    let emit: (String) -> Bool
    private var update: ScreenUpdate
    private var bytes: [UInt8] = []
    private var index = 0
    private var height = 0

    /// A writer for `count` frames (the last one shows the cursor again).
    public init(
      count: Int, fps: Double, depth: ColorDepth = .trueColor, timestamp: Int = 0, title: String? = nil,
      emit: @escaping (String) -> Bool
    ) {
      self.count = count
      self.fps = fps
      self.timestamp = timestamp
      self.title = title
      self.emit = emit
      update = ScreenUpdate(depth: depth)
    }

    /// Writes the next frame (the header with the first); false when `emit` refused.
    public mutating func add(_ frame: CellGrid) -> Bool {
      defer { index += 1 }
      if index == 0 {
        height = frame.height
        var header =
          "{\"version\": 2, \"width\": \(frame.width), \"height\": \(frame.height), \"timestamp\": \(timestamp)"
        header += ", \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}"
        if let title { header += ", \"title\": " + jsonStringLiteral(title) }
        guard emit(header + "}\n") else { return false }
      }
      bytes.removeAll(keepingCapacity: true)
      update.update(to: frame, into: &bytes)
      var text = index == 0 ? "\u{1B}[?25l\u{1B}[0m\u{1B}[2J" : ""
      text += String(decoding: bytes, as: UTF8.self)
      if index == count - 1 { text += "\u{1B}[\(height);1H\u{1B}[?25h" }
      if text.isEmpty { return true }
      let time = formatFixed(Double(index) / fps, decimals: 6).replacingTrailingZeros
      return emit("[\(time), \"o\", \(jsonStringLiteral(text))]\n")
    }
  }
}
