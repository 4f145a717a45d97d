import MediaTiming
import Scenes
import TermGrid

/// Draws an `ExplorerState` into a grid: the screen shown, then the status line (a prompt, a
/// message, or the key bar), then the overlays bottom up. Pure: the same state and theme always
/// give the same grid.
public enum ExplorerView {
  /// The smallest terminal the explorer lays out in; smaller gets an "enlarge" screen.
  package static let minimumWidth = 60
  package static let minimumHeight = 20

  /// The screen for `state`.
  public static func render(_ state: ExplorerState, theme: Theme) -> CellGrid {
    var grid = CellGrid(width: state.width, height: state.height)
    draw(state, into: &grid, theme: theme)
    return grid
  }

  /// What the screen shown draws where, for the mouse (drawn into a scratch grid).
  package static func hitMap(_ state: ExplorerState) -> HitMap {
    var grid = CellGrid(width: state.width, height: state.height)
    return draw(state, into: &grid, theme: Theme(color: false))
  }

  /// Draws `state` into `grid` (already sized to the state's width and height and cleared) and
  /// returns what the screen drew where. `cache` keeps what does not depend on the playhead from
  /// frame to frame (the run loop passes one); the screen is the same with or without it.
  @discardableResult
  public static func draw(
    _ state: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache? = nil
  )
    -> HitMap
  {
    guard state.width >= minimumWidth, state.height >= minimumHeight else {
      drawTooSmall(state, into: &grid, theme: theme)
      return HitMap()
    }
    let hits = state.screens[state.current].base.draw(state, into: &grid, theme: theme, cache: cache)
    let line = Rect(x: 0, y: state.height - 1, width: state.width, height: 1).inset(left: 1, right: 1)
    if let status = statusLine(state, theme: theme) {
      TextBlock([status]).render(into: &grid, area: line, theme: theme)
    } else {
      let entries = state.keyEntries.bar
      cache.panel(.keyBar, key: KeyBarKey(entries: entries, theme: theme), area: line, into: &grid) { grid in
        HelpBar(entries.map { ($0.keys, $0.help) }, keepLast: 3).render(into: &grid, area: line, theme: theme)
      }
    }
    for overlay in state.overlays { overlay.base.draw(state, into: &grid, theme: theme, cache: cache) }
    return hits
  }

  /// The bottom line: the topmost overlay's (a prompt or an entry), else a message, else a
  /// reload problem (kept until the file is good again), else nil: the key bar.
  static func statusLine(_ state: ExplorerState, theme: Theme) -> Line? {
    for overlay in state.overlays.reversed() {
      if let line = overlay.base.statusLine(state, theme: theme) { return line }
    }
    if let message = state.message {
      return [Span(truncateAtWord(message, to: max(state.width - 2, 1)), theme.accent)]
    }
    if let problem = state.editing.reloadProblem {
      return [Span((theme.unicode ? "⚠ " : "! ") + problem, theme.accent)]
    }
    return nil
  }

  /// The slider of the viewer's scene time over the span.
  package static func slider(_ state: ExplorerState) -> Slider {
    Slider(
      label: "timeOffset", value: state.sceneTime, range: state.span,
      valueText: "\(seconds(state.sceneTime)) / \(seconds(state.span.upperBound))", loop: state.loopRange)
  }

  /// Draws the slider into `area` and marks it for the mouse.
  static func drawSlider(
    _ state: ExplorerState, into grid: inout CellGrid, area: Rect, theme: Theme, hits: inout HitMap
  ) {
    let slider = slider(state)
    slider.render(into: &grid, area: area, theme: theme)
    let track = slider.track(in: area)
    hits.add(.slider(track: Rect(x: track.x, y: area.y, width: track.width, height: 1)), over: area)
  }

  /// Splits `line` into lines of at most `width` cells, breaking before spans that begin with a
  /// space (` → basic 0.5s` moves as one: a label stays with its value, a line starts with its
  /// arrow), and inside such a group only when it is too wide for a line by itself, at its spaces
  /// (`cubic-bezier(0.42, 0, …` with its numbers highlighted breaks after a comma); a word wider
  /// than the line stays whole and is cut at the edge.
  package static func wrap(_ line: Line, width: Int) -> [Line] {
    guard width > 0, line.width > width else { return [line] }
    func length(_ pieces: [Span]) -> Int { pieces.reduce(0) { $0 + $1.text.unicodeScalars.count } }
    func trailingSpaces(_ pieces: [Span]) -> Int {
      pieces.last.map { $0.text.unicodeScalars.reversed().prefix { $0 == " " }.count } ?? 0
    }
    var units: [[Span]] = []
    for span in line where !span.text.isEmpty {
      if !units.isEmpty, !span.text.hasPrefix(" ") {
        units[units.count - 1].append(span)
      } else {
        units.append([span])
      }
    }
    var lines: [Line] = [[]]
    var used = 0
    func place(_ unit: [Span]) {
      var unit = unit
      if used > 0 && used + length(unit) - trailingSpaces(unit) > width {
        lines.append([])
        used = 0
      }
      if used == 0 {
        // A line does not start with the spaces that followed what ended the previous one.
        while let first = unit.first, first.text.hasPrefix(" ") {
          unit[0].text = String(first.text.drop { $0 == " " })
          if unit[0].text.isEmpty { unit.removeFirst() } else { break }
        }
      }
      for piece in unit {
        if let last = lines[lines.count - 1].last, last.style == piece.style {
          lines[lines.count - 1][lines[lines.count - 1].count - 1].text += piece.text
        } else {
          lines[lines.count - 1].append(piece)
        }
        used += piece.text.unicodeScalars.count
      }
    }
    for unit in units {
      guard length(unit) - trailingSpaces(unit) > width else {
        place(unit)
        continue
      }
      // Too wide for a line of its own: word by word (a word and the spaces after it).
      var word: [Span] = []
      var afterSpace = false
      for span in unit {
        for scalar in span.text.unicodeScalars {
          if scalar != " " && afterSpace {
            place(word)
            word = []
          }
          if word.last?.style == span.style {
            word[word.count - 1].text.unicodeScalars.append(scalar)
          } else {
            word.append(Span(String(Character(scalar)), span.style))
          }
          afterSpace = scalar == " "
        }
      }
      place(word)
    }
    return lines
  }

  static func drawTooSmall(_ state: ExplorerState, into grid: inout CellGrid, theme: Theme) {
    let lines = [
      "TimingLab needs a bigger terminal.",
      "Enlarge it to at least \(minimumWidth)x\(minimumHeight)",
      "(now \(state.width)x\(state.height)).",
      "q quits.",
    ]
    let top = max(0, (state.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (state.width - line.count) / 2)
      grid.put(line, x: x, y: top + index, style: index == 1 ? theme.accent : theme.text)
    }
  }
}
