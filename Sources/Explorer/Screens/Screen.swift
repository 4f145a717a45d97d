import MediaTiming
import TermGrid

/// A screen's stable name: what the registry, `show` and tests know it by.
package struct ScreenID: Hashable, Sendable, CustomStringConvertible {
  package var rawValue: String
  package init(_ rawValue: String) { self.rawValue = rawValue }
  package var description: String { rawValue }
}

/// One screen of the explorer: its own state (the value conforming), its keys with their help,
/// what its own keys do, and how it draws. The app routes a key to the top overlay, then to the
/// screen shown; it draws the screen, then the status line and the overlays. Nothing outside
/// `ScreenRegistry` knows which screens exist: a new screen is a folder with a type conforming
/// to this and one line in the registry (docs/architecture.md).
///
/// What all screens share — the scene, scene time and playback, the selection, the undo history
/// — is `ExplorerState`, which each call receives.
package protocol Screen: Hashable, Sendable {
  /// What the screen's own keys do.
  associatedtype Action: Hashable & Sendable

  static var id: ScreenID { get }
  /// The name in the header.
  var title: String { get }
  /// Its keys: its own actions and the app's, with their help text, in the key bar's order.
  static var keys: KeyMap<Command<Action>> { get }

  /// Does one of its own actions.
  mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect]

  /// Draws the screen into `grid` (the terminal's size; the last line is the app's status line)
  /// and says what it drew where, for the mouse. `cache` keeps what does not change from frame
  /// to frame; the picture is the same without it.
  func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap

  /// A mouse event over `target` (what was drawn there, nil for nothing). By default the wheel
  /// does what ↑/↓ do, and a press or drag on a timeline or slider scrubs.
  mutating func mouse(_ event: MouseEvent, on target: HitTarget?, app: inout ExplorerState) -> [ExplorerEffect]

  /// The span of scene time the slider and scrubbing cover, seconds. By default the scene's.
  func span(_ app: ExplorerState) -> ClosedRange<Double>

  /// True while the screen moves by itself (the app then schedules ticks). By default false.
  var isAnimating: Bool { get }

  /// Moves the screen's own motion on to `mediaTime` (seconds); called on every event for
  /// every screen, so motion finishes even when another screen is shown. By default nothing.
  mutating func advance(to mediaTime: Double)

  /// The node (ids from the root layer down) that `e`, `a` and `x` act on. By default the
  /// selected timeline row's animation.
  func editTarget(_ app: ExplorerState) -> [String]?

  /// Where the inspector is drawn over this screen. By default the lower half.
  func inspectorArea(_ app: ExplorerState) -> Rect

  /// The screen is now shown (Tab, or opened by name): it may take something from the app (the
  /// curve lab loads the selected animation's curve). By default nothing.
  mutating func appear(app: inout ExplorerState)

  // Answered by the defaults below; requirements so that calls through `any Screen` reach the
  // code specialised for each screen (an extension method would run unspecialised, every frame).

  /// The key bar's entries and the `?` list's.
  var barEntries: [HelpEntry] { get }
  var allEntries: [HelpEntry] { get }
  /// True when `other` is this same screen in the same state.
  func isEqual(to other: any Screen) -> Bool
}

extension Screen {
  package func span(_ app: ExplorerState) -> ClosedRange<Double> { app.sceneSpan }

  package var isAnimating: Bool { false }

  package mutating func advance(to mediaTime: Double) {}

  package mutating func appear(app: inout ExplorerState) {}

  package func editTarget(_ app: ExplorerState) -> [String]? { app.selected.map { NodePath($0.path).ids } }

  package func inspectorArea(_ app: ExplorerState) -> Rect {
    let top = max(2, app.height / 2 - 2)
    return Rect(x: 0, y: top, width: app.width, height: max(4, app.height - 2 - top))
  }

  package mutating func mouse(
    _ event: MouseEvent, on target: HitTarget?, app: inout ExplorerState
  )
    -> [ExplorerEffect]
  {
    switch event.kind {
    case .scrollUp: return handle(KeyEvent(.up), app: &app) ?? []
    case .scrollDown: return handle(KeyEvent(.down), app: &app) ?? []
    case .release: return []
    case .press, .drag:
      switch target {
      case .slider(let track)?:
        app.scrub(toColumn: event.x, ofTrack: track)
      case .timeline(let geometry, let visible)?:
        if let row = geometry.rowIndex(atY: event.y), event.kind == .press {
          app.selectedRow = visible.lowerBound + row
        }
        if event.x >= geometry.strip.x { app.scrub(to: geometry.time(atColumn: min(event.x, geometry.strip.maxX - 1))) }
      case .curvePlot?, nil:
        break
      }
      return []
    }
  }

  /// Does what `key` is bound to (one of the app's actions or one of its own); nil when nothing
  /// is bound to it.
  mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> [ExplorerEffect]? {
    guard let command = Self.keys.action(for: key) else { return nil }
    switch command {
    case .app(let action): return app.perform(action)
    case .screen(let action): return perform(action, app: &app)
    }
  }

  package var barEntries: [HelpEntry] { Self.keys.barEntries }
  package var allEntries: [HelpEntry] { Self.keys.allEntries }

  package func isEqual(to other: any Screen) -> Bool { (other as? Self) == self }
}

/// A screen of any kind, as the app's state holds it.
struct ScreenBox: Hashable, Sendable {
  var base: any Screen

  static func == (a: ScreenBox, b: ScreenBox) -> Bool { a.base.isEqual(to: b.base) }
  func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}
