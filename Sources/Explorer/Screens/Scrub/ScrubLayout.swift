import TermGrid

/// Where the scrub screen's panels go.
extension ScrubScreen {
  /// The panels of a `width × height` screen.
  package struct Areas: Hashable, Sendable {
    package var header: Rect
    package var caption: Rect
    package var timeline: Rect
    package var colorBar: Rect
    package var curve: Rect
    package var readout: Rect
    package var slider: Rect
    package var help: Rect
  }

  /// The panels for a screen showing `rows` animations: the timeline takes what its rows need
  /// (two lines each, else one) as long as the value and curve panels keep their minimum; the
  /// value and curve panels get the rest.
  package static func layout(width: Int, height: Int, rows: Int, stage: Bool = false) -> Areas {
    let screen = Rect(x: 0, y: 0, width: width, height: height)
    let middleMinimum = height >= 40 ? 12 : (height >= 26 ? 9 : (height >= 23 ? 7 : 6))
    let readoutHeight = height >= 26 ? 7 : (height >= 23 ? 6 : 5)
    let available = height - 4 - readoutHeight
    // The box's borders, the playhead's row and the axis, then the rows: two lines each when they
    // all fit so, else one line each and no more (no empty rows), scrolling when even that does
    // not fit. With the stage, the timeline gives it room: one line per animation.
    let room = max(3, available - middleMinimum)
    let packed = 4 + max(1, rows)
    let spacious = 4 + 2 * max(1, rows)
    let timeline = !stage && spacious <= room ? spacious : min(packed, room)
    let middle = available - timeline
    let parts = Layout.rows(
      screen, [.fixed(1), .fixed(1), .fixed(timeline), .fixed(middle), .fixed(readoutHeight), .fixed(1), .fixed(1)])
    // The stage takes more of the row than the value panel: it is the picture of the layers.
    let columns = Layout.columns(parts[3], stage ? [.fill(3), .fill(2)] : [.fill(1), .fill(1)], spacing: 1)
    return Areas(
      header: parts[0], caption: parts[1], timeline: parts[2], colorBar: columns[0], curve: columns[1],
      readout: parts[4], slider: parts[5].inset(left: 1, right: 1), help: parts[6].inset(left: 1, right: 1))
  }

  /// The layout for `app`'s size and rows, with the stage when it is shown.
  package func layout(_ app: ExplorerState) -> Areas {
    Self.layout(width: app.width, height: app.height, rows: app.rows.count, stage: stageShown(app))
  }

  /// The timeline box's rows that fit, scrolled so that the selected row is visible.
  package func visibleRows(_ app: ExplorerState) -> Range<Int> {
    TimelineBox.visibleRows(app, in: layout(app).timeline, keeping: app.selectedRow)
  }
}
