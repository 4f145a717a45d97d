import FileStore
import MediaTiming
import Scenes

/// What all screens share, as a value: the scene, scene time and playback, the selection, the
/// document (origin, saved version, undo history), plus the screens themselves (each with its
/// own state) and the overlays open over them. `update` (pure) makes the next state from an
/// event; `ExplorerView` draws a state. Times are seconds.
///
/// The scene's root layer hangs under the **viewer**, a layer of the explorer's own whose parent
/// time is the real media clock. Scrubbing is seed 002's slider: the viewer is paused (`speed` 0)
/// and its `timeOffset` is the scene time shown. Playing resumes it (Apple's recipe, seed 004) at
/// the viewer's playback rate, kept apart from the model's own speeds, which `+`/`-` change on the
/// scene's root layer with the no-jump formula.
public struct ExplorerState: Hashable, Sendable {
  /// The scene, including live changes to its root layer (speed changes).
  package var scene: Scene {
    didSet {
      sceneSpan = scene.span
      sceneHistory = scene.history
      captureComparisons = scene.captureComparisons()
      captureSummary = CaptureReport.summary(captureComparisons)
      captureDiffers = captureComparisons.contains { !$0.agrees }
    }
  }
  /// A capture's recorded presentation values against the engine's at 0 (empty for other
  /// scenes), worked out when the scene changes.
  package private(set) var captureComparisons: [CaptureComparison]
  /// Their one-line summary (the caption's), worked out with them rather than every frame.
  package private(set) var captureSummary: String?
  /// True when a recorded value differs from the engine's (the caption is then in the accent colour).
  package private(set) var captureDiffers = false
  /// `scene.history` (the tree after each event), built when the scene changes, not per frame.
  package private(set) var sceneHistory: LayerHistory
  /// `scene.span`, worked out when the scene changes rather than several times a frame (it
  /// visits every animation: 100,000 of them take milliseconds).
  package private(set) var sceneSpan: ClosedRange<Double>
  /// The scene as loaded, to reset to.
  package var originalScene: Scene
  /// The scene's animations as timeline rows (derived from `scene` when it is set).
  package internal(set) var rows: [SceneRow]
  /// Index into `rows` of the animation the value bar, curve and readout follow.
  package var selectedRow: Int = 0
  /// The selected node of the scene tree (index into `scene.root.treeNodes`).
  package var treeSelection = 0
  /// The viewer layer: paused while scrubbing; its local time is the scene time.
  package var viewer = Layer(id: "viewer", speed: 0)
  /// The media time of the last tick (the viewer's parent time).
  package var mediaTime: Double = 0
  /// The viewer's playback rate while playing (1, 0.25, 0.1): how fast scene time runs against the
  /// real clock. Not a model property.
  package var playbackRate: Double = 1
  /// Loop the span while playing.
  package var looping = true
  /// The loop's in and out points (scene seconds), set at the playhead; playing stays inside.
  package var loopIn: Double?
  package var loopOut: Double?
  /// Terminal size in cells.
  package var width: Int
  package var height: Int
  /// A one-line message in the status line (errors, hints), cleared by the next key.
  package var message: String?
  /// Ticks scheduled in an older generation (before a pause, a scrub or a scene change) are dropped.
  package var tickGeneration = 0
  /// Where the scene came from, its saved version and the undo history.
  package var editing: EditingState
  /// Every screen with its own state, in Tab's order (`ScreenRegistry`).
  var screens: [ScreenBox] = ScreenRegistry.screens.map { ScreenBox(base: $0) }
  /// Index into `screens` of the one shown.
  var current = 0
  /// The overlays open, bottom first.
  var overlays: [OverlayBox] = []
  /// What reading the scene's file said (for code: statements left out, values assumed,
  /// functions not run; for scene files: warnings), as `timinglab import` lists it. `N` shows it.
  package var sourceNotes: [Diagnostic] = []

  public init(
    scene: Scene, width: Int = 100, height: Int = 30, sceneTime: Double? = nil, origin: SceneOrigin? = nil,
    fileStamp: FileStamp? = nil, notes: [Diagnostic] = []
  ) {
    self.scene = scene
    self.sourceNotes = notes
    self.sceneSpan = scene.span
    self.sceneHistory = scene.history
    self.captureComparisons = scene.captureComparisons()
    self.captureSummary = CaptureReport.summary(captureComparisons)
    self.captureDiffers = captureComparisons.contains { !$0.agrees }
    self.originalScene = scene
    self.rows = scene.rows
    self.width = width
    self.height = height
    editing = EditingState(origin: origin ?? .bundled(scene.name), savedScene: scene, fileStamp: fileStamp)
    // A capture opens at its instant, scene time 0: what the app showed.
    let start = scene.capture != nil && scene.span.contains(0) ? 0 : scene.span.lowerBound
    viewer.timeOffset = sceneTime ?? start
  }

  /// True when the scene has edits that are not saved. On a bundled scene the root layer's live
  /// speed (`+` `-` `r`: its speed, beginTime and timeOffset) is exploring, not an edit to keep:
  /// it marks nothing and asks nothing on quit.
  package var hasUnsavedEdits: Bool {
    guard case .bundled = editing.origin else { return scene != editing.savedScene }
    var explored = scene
    let saved = editing.savedScene.root
    (explored.root.speed, explored.root.beginTime, explored.root.timeOffset) =
      (saved.speed, saved.beginTime, saved.timeOffset)
    return explored != editing.savedScene
  }

  /// The current scene time: the viewer's local time at the last tick (the scene root's parent time).
  public var sceneTime: Double { viewer.localTime(atParentTime: mediaTime) }

  /// True while time runs.
  package var isPlaying: Bool { !viewer.isPaused }

  /// True when ticks are needed: time runs, or the screen shown moves by itself.
  package var needsTicks: Bool { isPlaying || screens[current].base.isAnimating }

  /// Replaces the scene (another case), keeping the selection in range and pausing at the start.
  /// The new scene has no edits and no history.
  package mutating func load(_ newScene: Scene, origin: SceneOrigin? = nil) {
    scene = newScene
    originalScene = newScene
    rows = newScene.rows
    selectedRow = min(selectedRow, max(0, rows.count - 1))
    viewer = Layer(id: "viewer", speed: 0, timeOffset: newScene.span.lowerBound)
    editing = EditingState(origin: origin ?? .bundled(newScene.name), savedScene: newScene)
    loopIn = nil
    loopOut = nil
  }

  /// Shows `newScene` in place of the scene, keeping time, play state and the selection (by
  /// path, where it still exists). Not an edit by itself: `commit` records one.
  package mutating func replaceScene(_ newScene: Scene) {
    let selectedPath = selected?.path
    scene = newScene
    rows = newScene.rows
    select(rowPath: selectedPath, treePath: selectedNode?.path)
  }

  /// Selects the row and tree node with these paths when they exist, else keeps the indices in range.
  mutating func select(rowPath: String?, treePath: String?) {
    if let rowPath, let index = rows.firstIndex(where: { $0.path == rowPath }) { selectedRow = index }
    selectedRow = min(selectedRow, max(0, rows.count - 1))
    let nodes = scene.root.treeNodes
    if let treePath, let index = nodes.firstIndex(where: { $0.path == treePath }) { treeSelection = index }
    treeSelection = min(treeSelection, max(0, nodes.count - 1))
  }

  /// Up/Down over the timeline's rows.
  mutating func selectRow(by delta: Int) {
    selectedRow = min(max(selectedRow + delta, 0), max(0, rows.count - 1))
  }

  /// The selected row, if the scene has animations.
  /// The selected row; in a scene with events, its animation and model as the layer holds them
  /// at the current time (an event may have replaced the animation under its key).
  package var selected: SceneRow? {
    guard rows.indices.contains(selectedRow) else { return nil }
    var row = rows[selectedRow]
    guard !scene.events.isEmpty else { return row }
    let live = liveRoot
    if let animation = live.animation(at: NodePath(row.path)) { row.animation = animation }
    if let layer = live.layer(at: NodePath(row.layerPath)) { row.model = layer.properties }
    return row
  }

  /// The selected node of the scene tree, if any.
  package var selectedNode: TreeNode? {
    let nodes = scene.root.treeNodes
    return nodes.indices.contains(treeSelection) ? nodes[treeSelection] : nil
  }

  /// The evaluation of the whole scene now.
  package var evaluation: TreeEvaluation { liveRoot.evaluate(atMediaTime: sceneTime) }
  /// The scene's tree at the current scene time: the root layer with the scene's events up to
  /// now applied (what `evaluation` evaluates and the stage draws).
  package var liveRoot: Layer { sceneHistory.root(atMediaTime: sceneTime) }
}
