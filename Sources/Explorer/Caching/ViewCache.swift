import Explain
import MediaTiming
import Scenes
import TermGrid

/// What the view keeps between frames because it does not depend on the playhead: the
/// timeline's sampled strips, the stage's extent, and the drawn cells of panels (see `panel`). A
/// strip depends only on the scene's root layer (its animations and speeds), the rows shown and
/// the sample times (the span and the strip's width), so a playing or scrubbing frame reuses it
/// and samples nothing; the stage's extent depends on the scene and its span. Drawing with a
/// cache gives exactly the screen drawing without one does.
///
/// Keys compare the root layer by value; an unchanged scene shares its arrays, so the comparison
/// stops at their identity and costs nothing. Holds the strips of the last two timelines drawn
/// (the scrub screen's and the layer tree's), and the last drawing of each panel.
public final class ViewCache {
  struct Key: Equatable {
    var root: Layer
    var events: [LayerEvent]
    var visible: Range<Int>
    var span: ClosedRange<Double>
    var columns: Int
  }

  private var entries: [(key: Key, rows: [Timeline.Row])] = []
  private var stage: (root: Layer, events: [LayerEvent], span: ClosedRange<Double>, world: StageWorld)?
  private var explained: (root: Layer, events: [LayerEvent], path: String, findings: [Diagnostic])?
  private var sceneExplained: (root: Layer, events: [LayerEvent], findings: [Diagnostic]?)?
  private var areas: (key: LayoutKey, areas: ScrubScreen.Areas)?
  /// The cheat sheet's scenes, decoded once.
  private var cheatSheet: [Scene]?
  /// The code panel's last code and what it was written from.
  private var code: (source: CodePanel.Source, text: String)?
  /// Frames that reused strips, and frames that sampled them (for tests and measurements).
  package private(set) var hits = 0
  package private(set) var misses = 0
  /// Each panel's last drawing (a `Kept`).
  private var panels: [Panel: AnyObject] = [:]
  /// Times the cheat sheet's scenes were decoded and code was exported (for tests).
  package private(set) var decodes = 0
  package private(set) var exports = 0
  /// Panels put back from their kept cells, and panels drawn (for tests and measurements).
  package private(set) var panelHits = 0
  package private(set) var panelMisses = 0

  /// The panels whose cells are kept from frame to frame.
  enum Panel: Hashable {
    /// The timeline box without its playhead.
    case timeline
    /// The curve box without the current point's dot.
    case curve
    /// The value box's strips and end labels.
    case valueBar
    /// The key bar.
    case keyBar
    /// The header and caption lines.
    case header
  }

  public init() {}

  /// The scrub screen's layout, worked out again only when the size, the number of rows or the
  /// stage changed.
  func layout(_ screen: ScrubScreen, _ state: ExplorerState) -> ScrubScreen.Areas {
    let key = LayoutKey(
      width: state.width, height: state.height, rows: state.rows.count, stage: screen.stageShown(state))
    if let areas, areas.key == key { return areas.areas }
    let result = screen.layout(state)
    areas = (key, result)
    return result
  }

  /// The bundled cheat-sheet scenes (`BundledScenes.cheatSheetNames`), decoded the first time.
  func cheatSheetScenes() -> [Scene] {
    if let cheatSheet { return cheatSheet }
    let scenes = Self.decodeCheatSheetScenes()
    decodes += 1
    cheatSheet = scenes
    return scenes
  }

  /// The bundled cheat-sheet scenes, decoded now.
  static func decodeCheatSheetScenes() -> [Scene] {
    BundledScenes.cheatSheetNames.compactMap(BundledScenes.scene(named:))
  }

  /// The code panel's code for `source`, written again only when the source changed (an edit,
  /// another selection, language or scope).
  func code(for source: CodePanel.Source) -> String {
    if let code, code.source == source { return code.text }
    let text = CodePanel.code(source)
    exports += 1
    code = (source, text)
    return text
  }

  /// What `explain` says about the animation at `path`, worked out again only when the scene or
  /// the path changed (a few evaluations of the scene); nothing for scenes of more than
  /// `ExplorerState.explainedAnimations` animations, where that would stall a key press. `notes`
  /// (what reading the source said) are asked for only then.
  func findings(
    for scene: Scene, animation path: String, notes: @autoclosure () -> [Diagnostic] = []
  ) -> [Diagnostic] {
    if let explained, explained.path == path, explained.root == scene.root, explained.events == scene.events {
      return explained.findings
    }
    let findings = ExplorerState.explains(scene) ? Explain.diagnose(scene, animation: path, notes: notes()) : []
    explained = (scene.root, scene.events, path, findings)
    return findings
  }

  /// Every finding of `explain` for the scene, for the timeline's marks: worked out when the scene
  /// changes, for scenes of at most `ExplorerState.markedAnimations` animations (nil above).
  func sceneFindings(for scene: Scene, notes: @autoclosure () -> [Diagnostic] = []) -> [Diagnostic]? {
    if let sceneExplained, sceneExplained.root == scene.root, sceneExplained.events == scene.events {
      return sceneExplained.findings
    }
    let findings = ExplorerState.markedFindings(scene, notes: notes())
    sceneExplained = (scene.root, scene.events, findings)
    return findings
  }

  /// `StageWorld.of(scene, span:)`, worked out again only when the root layer or span changed.
  func stageWorld(of scene: Scene, span: ClosedRange<Double>) -> StageWorld {
    if let stage, stage.span == span, stage.root == scene.root, stage.events == scene.events { return stage.world }
    let world = StageWorld.of(scene, span: span)
    stage = (scene.root, scene.events, span, world)
    return world
  }

  /// `TimelineModel.rows` for these arguments, sampled again only when the root layer, the rows
  /// shown, the span or the strip's width changed; labels and selection are applied fresh.
  func rows(
    root: Layer, events: [LayerEvent] = [], rows sceneRows: [SceneRow], visible: Range<Int>, selected: Int?,
    span: ClosedRange<Double>, columns: Int
  ) -> [Timeline.Row] {
    let key = Key(root: root, events: events, visible: visible, span: span, columns: columns)
    var rows: [Timeline.Row]
    if let index = entries.firstIndex(where: { $0.key == key }) {
      hits += 1
      rows = entries[index].rows
      if index != entries.count - 1 { entries.append(entries.remove(at: index)) }
    } else {
      misses += 1
      rows = TimelineModel.rows(
        root: root, events: events, rows: sceneRows, visible: visible, selected: nil,
        times: Timeline.sampleTimes(span: span, columns: columns))
      entries.append((key, rows))
      if entries.count > 2 { entries.removeFirst() }
    }
    for index in rows.indices {
      rows[index].label = sceneRows[visible.lowerBound + index].label
      rows[index].selected = visible.lowerBound + index == selected
    }
    return rows
  }

  /// Draws a panel into `area` with `draw`, or puts back the cells it drew last time when `key`
  /// (everything `draw` reads) and `area` are the same. The area is cleared to blanks first
  /// either way, so what was under it never matters; `draw` must not draw outside it. Returns
  /// what `draw` returned, kept with the cells.
  func panel<Key: Equatable, Value>(
    _ panel: Panel, key: Key, area: Rect, into grid: inout CellGrid, draw: (inout CellGrid) -> Value
  ) -> Value {
    if let kept = panels[panel] as? Kept<Key, Value>, kept.area == area, kept.key == key {
      panelHits += 1
      grid.paste(kept.cells, x: area.x, y: area.y)
      return kept.value
    }
    panelMisses += 1
    let value = Self.draw(area: area, into: &grid, draw)
    panels[panel] = Kept(key: key, area: area, cells: grid.copy(area), value: value)
    return value
  }

  /// A panel's last drawing: what it was drawn from, where, its cells and what `draw` returned.
  private final class Kept<Key, Value> {
    let key: Key
    let area: Rect
    let cells: CellGrid
    let value: Value

    init(key: Key, area: Rect, cells: CellGrid, value: Value) {
      self.key = key
      self.area = area
      self.cells = cells
      self.value = value
    }
  }

  /// What `panel` does without a cache: clears `area`, then draws.
  static func draw<Value>(area: Rect, into grid: inout CellGrid, _ draw: (inout CellGrid) -> Value) -> Value {
    grid.fill(area, with: .blank)
    return draw(&grid)
  }
}

extension ViewCache? {
  /// `panel` on the cache when there is one, else a plain drawing (cleared first, as `panel` does).
  func panel<Key: Equatable, Value>(
    _ panel: ViewCache.Panel, key: Key, area: Rect, into grid: inout CellGrid, draw: (inout CellGrid) -> Value
  ) -> Value {
    guard let self else { return ViewCache.draw(area: area, into: &grid, draw) }
    return self.panel(panel, key: key, area: area, into: &grid, draw: draw)
  }
}
