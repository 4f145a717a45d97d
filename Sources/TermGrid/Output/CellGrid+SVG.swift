import TextFormats

extension CellGrid {
  /// The grid as a standalone SVG picture of a dark terminal. Block elements, shades, braille and
  /// the box-drawing lines the widgets use are drawn as shapes (crisp, no font needed); other
  /// glyphs as monospace text placed cell by cell.
  public func svg(
    cellWidth: Double = 9, cellHeight: Double = 18, background: RGB = RGB(hex: 0x16181D),
    foreground: RGB = RGB(hex: 0xD0D0D0)
  ) -> String {
    let body = svgBody(cellWidth: cellWidth, cellHeight: cellHeight, foreground: foreground)
    return Self.svgDocument(
      width: width, height: height, cellWidth: cellWidth, cellHeight: cellHeight, background: background, body: body)
  }

  /// The standalone SVG around `body`: size, font and the terminal's background.
  static func svgDocument(
    width: Int, height: Int, cellWidth w: Double, cellHeight h: Double, background: RGB, body: String,
    style: String = ""
  ) -> String {
    svgDocumentStart(width: width, height: height, cellWidth: w, cellHeight: h, background: background, style: style)
      + body + svgDocumentEnd
  }

  /// An SVG document's opening (the `<svg>` element, `style`, the background) for a grid of
  /// `width` × `height` cells; the body and `svgDocumentEnd` follow.
  static func svgDocumentStart(
    width: Int, height: Int, cellWidth w: Double, cellHeight h: Double, background: RGB, style: String = ""
  ) -> String {
    func f(_ v: Double) -> String { formatFixed(v, decimals: 2).replacingTrailingZeros }
    let totalWidth = f(Double(width) * w)
    let totalHeight = f(Double(height) * h)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(totalWidth)" height="\(totalHeight)" viewBox="0 0 \(totalWidth) \(totalHeight)" \
      font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="\(f(min(h * 0.8, w / 0.6)))">
      \(style)<rect width="100%" height="100%" fill="\(background.hexString)"/>

      """
  }

  static let svgDocumentEnd = "</svg>\n"

  /// The cells as SVG elements (no document around them): backgrounds, shapes, text.
  func svgBody(cellWidth: Double, cellHeight: Double, foreground: RGB) -> String {
    let w = cellWidth
    let h = cellHeight
    var body = ""
    func f(_ v: Double) -> String { formatFixed(v, decimals: 2).replacingTrailingZeros }
    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: RGB, opacity: Double = 1) {
      body +=
        "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"\(color.hexString)\""
      body += opacity < 1 ? " fill-opacity=\"\(f(opacity))\"/>\n" : "/>\n"
    }
    func line(
      _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: RGB, width: Double = 1, dash: String? = nil
    ) {
      body +=
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(color.hexString)\" stroke-width=\"\(f(width))\""
      body += dash.map { " stroke-dasharray=\"\($0)\"/>\n" } ?? "/>\n"
    }
    for y in 0..<height {
      // Backgrounds, merged into runs.
      var x = 0
      while x < width {
        guard let bg = self[x, y].style.background else {
          x += 1
          continue
        }
        var end = x + 1
        while end < width && self[end, y].style.background == bg { end += 1 }
        rect(Double(x) * w, Double(y) * h, Double(end - x) * w, h, bg)
        x = end
      }
      var textRun: [(x: Int, glyph: Unicode.Scalar)] = []
      var textStyle: CellStyle?
      func flushText() {
        guard let style = textStyle, !textRun.isEmpty else { return }
        let xs = textRun.map { f(Double($0.x) * w) }.joined(separator: " ")
        let color = (style.attributes.contains(.reverse) ? style.background : style.foreground) ?? foreground
        var attributes = "fill=\"\(color.hexString)\""
        if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
        if style.attributes.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
        let text = textRun.map { escapeXML(String(Character($0.glyph))) }.joined()
        body += "<text x=\"\(xs)\" y=\"\(f(Double(y) * h + h * 0.75))\" \(attributes)>\(text)</text>\n"
        textRun = []
      }
      for x in 0..<width {
        let cell = self[x, y]
        let fg = cell.style.foreground ?? foreground
        let left = Double(x) * w
        let top = Double(y) * h
        let glyph = cell.glyph.value
        var drawn = true
        switch glyph {
        case 0x20: break
        case 0x2588: rect(left, top, w, h, fg)  // █
        case 0x258C: rect(left, top, w / 2, h, fg)  // ▌
        case 0x2590: rect(left + w / 2, top, w / 2, h, fg)  // ▐
        case 0x2580: rect(left, top, w, h / 2, fg)  // ▀
        case 0x2584: rect(left, top + h / 2, w, h / 2, fg)  // ▄
        case 0x2589...0x258F: rect(left, top, w * Double(0x2590 - glyph) / 8, h, fg)  // ▉…▏
        case 0x2591...0x2593: rect(left, top, w, h, fg, opacity: Double(glyph - 0x2590) * 0.25)  // ░▒▓
        case 0x2800...0x28FF:  // braille
          let bits = glyph - 0x2800
          let order: [(bit: UInt32, dx: Int, dy: Int)] = [
            (0x01, 0, 0), (0x02, 0, 1), (0x04, 0, 2), (0x40, 0, 3), (0x08, 1, 0), (0x10, 1, 1), (0x20, 1, 2),
            (0x80, 1, 3),
          ]
          for dot in order where bits & dot.bit != 0 {
            let cx = left + w * (0.3 + 0.4 * Double(dot.dx))
            let cy = top + h * (0.125 + 0.25 * Double(dot.dy))
            body += "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(min(w, h) * 0.12))\" fill=\"\(fg.hexString)\"/>\n"
          }
        case 0x2500: line(left, top + h / 2, left + w, top + h / 2, fg)  // ─
        case 0x2502: line(left + w / 2, top, left + w / 2, top + h, fg)  // │
        case 0x2503: line(left + w / 2, top, left + w / 2, top + h, fg, width: 2.5)  // ┃
        case 0x2575: line(left + w / 2, top, left + w / 2, top + h / 2, fg)  // ╵
        case 0x2506: line(left + w / 2, top, left + w / 2, top + h, fg, dash: "2 2")  // ┆
        case 0x2504: line(left, top + h / 2, left + w, top + h / 2, fg, dash: "2 2")  // ┄
        case 0x251C, 0x2524:  // ├ ┤
          line(left + w / 2, top, left + w / 2, top + h, fg)
          line(
            glyph == 0x251C ? left + w / 2 : left, top + h / 2, glyph == 0x251C ? left + w : left + w / 2, top + h / 2,
            fg)
        case 0x256D, 0x256E, 0x256F, 0x2570:  // ╭ ╮ ╯ ╰
          let right = glyph == 0x256D || glyph == 0x2570
          let down = glyph == 0x256D || glyph == 0x256E
          let cx = left + w / 2
          let cy = top + h / 2
          let ex = right ? left + w : left
          let ey = down ? top + h : top
          body +=
            "<path d=\"M\(f(ex)) \(f(cy)) L\(f(cx)) \(f(cy)) L\(f(cx)) \(f(ey))\" fill=\"none\" stroke=\"\(fg.hexString)\"/>\n"
        default:
          drawn = false
        }
        if drawn {
          flushText()
          continue
        }
        if textStyle != cell.style { flushText() }
        textStyle = cell.style
        textRun.append((x, cell.glyph))
      }
      flushText()
    }
    return body
  }
}

extension String {
  /// `"1.50"` → `"1.5"`, `"2.00"` → `"2"`.
  var replacingTrailingZeros: String {
    guard contains(".") else { return self }
    var text = self
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
