import Explorer
import Foundation
import Scenes
import TermGrid
import Testing

/// The bundled scene `name` (the tests' fixtures are the shipped scenes).
func bundled(_ name: String) throws -> Scene {
  try #require(BundledScenes.scene(named: name))
}

/// Compares `text` with the snapshot file `Snapshots/<name>.txt`. With `RECORD_SNAPSHOTS=1` in the
/// environment the file is written instead (check it by eye before committing).
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try Data((text + "\n").utf8).write(to: url)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("missing snapshot \(name).txt: run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  #expect(text + "\n" == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}

/// One letter per cell of a row, by the foreground colour: O the from-orange, B the to-blue, M any
/// other colour, . none.
func colorLetters(_ grid: CellGrid, row: Int, columns: Range<Int>) -> String {
  String(
    columns.map { x -> Character in
      switch grid[x, row].style.foreground {
      case ValueColors.from?: "O"
      case ValueColors.to?: "B"
      case nil: "."
      default: "M"
      }
    })
}

/// The screens' states and ids as tests name them.
extension ExplorerState {
  var scrubScreen: ScrubScreen { self[ScrubScreen.self] }
  var lab: CurveLabState {
    get { self[CurveLabScreen.self].lab }
    set { self[CurveLabScreen.self].lab = newValue }
  }
  var pull: PullToRefreshState { self[PullToRefreshScreen.self].pull }
  var stageShown: Bool { scrubScreen.stageShown(self) }
  var layout: ScrubScreen.Areas { scrubScreen.layout(self) }
  var inspectorFields: [InspectorField] { overlay(InspectorOverlay.self)?.fields(self) ?? [] }
}

extension ScreenID {
  static let scrub = ScrubScreen.id
  static let pullToRefresh = PullToRefreshScreen.id
  static let gallery = GalleryScreen.id
  static let curveLab = CurveLabScreen.id
  static let layerTree = LayerTreeScreen.id
  static let displayLink = DisplayLinkScreen.id
  static let keyframeCurves = KeyframeCurvesScreen.id
  static let bisection = BisectionScreen.id
}

/// Where the scrub screen's timeline strips are for these rows.
func timelineGeometry(_ s: ExplorerState, visible: Range<Int>) -> Timeline.Geometry {
  TimelineBox.geometry(s, in: s.layout.timeline, visible: visible)
}
