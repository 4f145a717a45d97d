import Explorer
import Scenes
import TermGrid
import TestSupport
import Testing

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

/// Expects `text` to be the snapshot `Snapshots/<name>.txt` (TestSupport's `snapshotDifference`).
func assertSnapshot(
  _ text: String, named name: String, file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let difference = try snapshotDifference(text, named: name, beside: file)
  #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
}

/// A strip's samples as letters, one per sample: "A" active, "F" filling, "." absent.
func sampleKinds(_ samples: [Timeline.Sample]) -> String {
  String(
    samples.map { sample -> Character in
      switch sample {
      case .absent: "."
      case .active: "A"
      case .filling: "F"
      }
    })
}
