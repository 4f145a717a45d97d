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
    guard let first = frames.first else { return "" }
    var body = first.svgBody(cellWidth: cellWidth, cellHeight: cellHeight, foreground: foreground)
    for (index, frame) in frames.enumerated().dropFirst() {
      var patch = CellGrid(width: first.width, height: first.height)
      for y in 0..<first.height {
        for x in 0..<first.width where frame[x, y] != first[x, y] {
          var cell = frame[x, y]
          cell.style.background = cell.style.background ?? background
          patch[x, y] = cell
        }
      }
      let delay = formatFixed(Double(index) / fps, decimals: 4).replacingTrailingZeros
      body += "<g id=\"f\(index)\" class=\"f\" style=\"animation-delay:\(delay)s\">\n"
      body += patch.svgBody(cellWidth: cellWidth, cellHeight: cellHeight, foreground: foreground)
      body += "</g>\n"
    }
    let total = formatFixed(Double(frames.count) / fps, decimals: 4).replacingTrailingZeros
    let share = formatFixed(100 / Double(frames.count), decimals: 4).replacingTrailingZeros
    let style =
      frames.count > 1
      ? "<style>.f{visibility:hidden;animation:tl-frame \(total)s steps(1,end) infinite}"
        + "@keyframes tl-frame{0%{visibility:visible}\(share)%{visibility:hidden}100%{visibility:hidden}}</style>\n"
      : ""
    return CellGrid.svgDocument(
      width: first.width, height: first.height, cellWidth: cellWidth, cellHeight: cellHeight, background: background,
      body: body, style: style)
  }
}

/// Frames as an asciicast v2 recording (one JSON header line, then one `[time, "o", text]` line
/// per frame with only what changed), for `asciinema play`.
public enum Asciicast {
  public static func document(
    _ frames: [CellGrid], fps: Double, depth: ColorDepth = .trueColor, timestamp: Int = 0, title: String? = nil
  ) -> String {
    guard let first = frames.first else { return "" }
    var header = "{\"version\": 2, \"width\": \(first.width), \"height\": \(first.height), \"timestamp\": \(timestamp)"
    header += ", \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}"
    if let title { header += ", \"title\": " + jsonStringLiteral(title) }
    var lines = [header + "}"]
    var update = ScreenUpdate(depth: depth)
    var bytes: [UInt8] = []
    for (index, frame) in frames.enumerated() {
      bytes.removeAll(keepingCapacity: true)
      update.update(to: frame, into: &bytes)
      var text = index == 0 ? "\u{1B}[?25l\u{1B}[0m\u{1B}[2J" : ""
      text += String(decoding: bytes, as: UTF8.self)
      if index == frames.count - 1 { text += "\u{1B}[\(first.height);1H\u{1B}[?25h" }
      if text.isEmpty { continue }
      let time = formatFixed(Double(index) / fps, decimals: 6).replacingTrailingZeros
      lines.append("[\(time), \"o\", \(jsonStringLiteral(text))]")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
