import Testing

@testable import TermGrid

/// The recording formats: an update writes exactly the changed cells; the asciicast has the v2
/// header and one line per frame; the animated SVG draws the first frame once and later frames
/// as groups of their changed cells, each delayed by its index over the frame rate.
@Suite struct RecordingOutputTests {
  func grid(_ text: String) -> CellGrid {
    var g = CellGrid(width: text.count, height: 1)
    for (x, c) in text.unicodeScalars.enumerated() { g[x, 0] = Cell(c) }
    return g
  }

  @Test func asciicastHasAHeaderAndOneLinePerChangedFrame() {
    let frames = [grid("ab"), grid("ab"), grid("aZ")]
    let lines = Asciicast.document(frames, fps: 4, timestamp: 1_700_000_000).split(separator: "\n")
    #expect(lines[0].hasPrefix("{\"version\": 2, \"width\": 2, \"height\": 1, \"timestamp\": 1700000000"))
    // Frame 1 equals frame 0: no event. Frame 2 at 2/4 s changes column 2 and shows the cursor.
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("[0, \"o\", \"\\u001b[?25l\\u001b[0m\\u001b[2J"))
    let last: String = String(lines[2])
    let expectedLast: String = #"[0.5, "o", "\u001b[1;2H\u001b[0mZ\u001b[0m\u001b[1;1H\u001b[?25h"]"#
    #expect(last == expectedLast)
  }

  @Test func animatedSVGShowsFramesInTurn() {
    let frames = [grid("ab"), grid("aZ"), grid("Yb")]
    let svg = AnimatedSVG.document(frames, fps: 10)
    #expect(svg.contains("<g id=\"f1\" class=\"f\" style=\"animation-delay:0.1s\">"))
    #expect(svg.contains("<g id=\"f2\" class=\"f\" style=\"animation-delay:0.2s\">"))
    // Three frames at 10 fps loop every 0.3 s; each is visible for a third of it.
    #expect(svg.contains("animation:tl-frame 0.3s steps(1,end) infinite"))
    #expect(svg.contains("33.3333%{visibility:hidden}"))
    // Frame 1's group holds only "Z", painted on the terminal's background.
    let f1 = svg.components(separatedBy: "<g id=\"f1\"")[1].components(separatedBy: "</g>")[0]
    #expect(f1.contains(">Z</text>") && !f1.contains(">a"))
    #expect(f1.contains("fill=\"#16181D\""))
  }
}

/// OSC 52 with RFC 4648's base64 test vectors.
@Suite struct ClipboardTests {
  @Test(arguments: [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("foobar", "Zm9vYmFy"),
  ])
  func base64(text: String, encoded: String) {
    #expect(Clipboard.base64(Array(text.utf8)) == encoded)
  }

  @Test func osc52() {
    #expect(Clipboard.osc52("foo") == "\u{1B}]52;c;Zm9v\u{07}")
  }
}
