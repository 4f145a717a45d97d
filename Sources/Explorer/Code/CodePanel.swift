import MediaTiming
import SceneCode
import Scenes
import TermGrid

/// `C`: the Core Animation code of the selected animation (or the whole scene), Swift or
/// Objective-C, scrollable, copied to the clipboard with `y` (OSC 52).
public struct CodePanelState: Hashable, Sendable {
  public var language: CodeLanguage = .swift
  /// The whole scene rather than the selected animation.
  public var wholeScene = false
  /// The first line shown.
  public var scroll = 0

  public init() {}
}

extension ExplorerState {
  /// The code the panel shows, as `timinglab code` writes it.
  public var panelCode: String {
    guard let panel = codePanel else { return "" }
    var scene = self.scene
    if !panel.wholeScene, let row = selected { scene = scene.keepingOnly(row) }
    return (try? CodeExport.code(scene, language: panel.language)) ?? ""
  }

  /// Keys while the panel is open: scroll, language, scope, copy, close.
  mutating func handleCodePanel(_ key: KeyEvent) -> [ExplorerEffect] {
    guard var panel = codePanel else { return [] }
    let lines = panelCode.split(separator: "\n", omittingEmptySubsequences: false).count
    let page = max(1, height - 6)
    switch key {
    case KeyEvent(.up), .char("k"): panel.scroll -= 1
    case KeyEvent(.down), .char("j"): panel.scroll += 1
    case KeyEvent(.pageUp): panel.scroll -= page
    case KeyEvent(.pageDown), .char(" "): panel.scroll += page
    case KeyEvent(.home): panel.scroll = 0
    case KeyEvent(.end): panel.scroll = lines
    case .char("l"):
      panel.language = panel.language == .swift ? .objc : .swift
      panel.scroll = 0
    case .char("a"):
      panel.wholeScene.toggle()
      panel.scroll = 0
    case .char("y"):
      message = "copied \(lines) lines of \(panel.language == .swift ? "Swift" : "Objective-C") (OSC 52)"
      return [.copy(panelCode)]
    case KeyEvent(.escape), .char("C"), .char("q"):
      codePanel = nil
      return []
    default:
      message = "in the code: ↑/↓ PgUp/PgDn scroll · l language · a scene/animation · y copy · Esc close"
      return []
    }
    panel.scroll = max(0, min(panel.scroll, max(0, lines - page)))
    codePanel = panel
    return []
  }
}

extension Scene {
  /// The scene with only `row`'s animation (its top-level animation when `row` is a group's
  /// child) and the layers that lead to it, with their timing and model values.
  public func keepingOnly(_ row: SceneRow) -> Scene {
    let layerIDs = row.layerPath.split(separator: "/").map(String.init)
    let animationID = row.path.dropFirst(row.layerPath.count + 1).split(separator: "/").first.map(String.init)
    func prune(_ layer: Layer, depth: Int) -> Layer {
      var layer = layer
      if depth == layerIDs.count - 1 {
        layer.sublayers = []
        layer.animations = layer.animations.filter { $0.id == animationID }
      } else {
        layer.animations = []
        layer.sublayers = layer.sublayers.filter { $0.id == layerIDs[depth + 1] }.map { prune($0, depth: depth + 1) }
      }
      return layer
    }
    var scene = self
    scene.root = prune(root, depth: 0)
    scene.name = animationID.map { "\(name)-\($0)" } ?? name
    return scene
  }
}

/// Draws the panel over the screen: the code with Swift/ObjC keywords dimmed for comments.
enum CodePanelView {
  static func draw(_ state: ExplorerState, into grid: inout CellGrid, theme: Theme) {
    guard let panel = state.codePanel else { return }
    let area = Rect(x: 0, y: 1, width: grid.width, height: grid.height - 3)
    guard area.width > 10, area.height > 4 else { return }
    grid.fill(area, with: .blank)
    let scope = panel.wholeScene ? "scene" : (state.selected?.path ?? "scene")
    let title = "\(panel.language == .swift ? "Swift" : "Objective-C") · \(scope)"
    Box(title: title, highlighted: true).render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    let lines = state.panelCode.split(separator: "\n", omittingEmptySubsequences: false)
    let visible = lines.dropFirst(panel.scroll).prefix(inner.height - 1)
    for (index, line) in visible.enumerated() {
      let text = String(line)
      let isComment = text.trimmingPrefix(while: { $0 == " " }).hasPrefix("//")
      grid.put(text, x: inner.x, y: inner.y + index, style: isComment ? theme.dim : theme.text, clip: inner)
    }
    let position = "lines \(panel.scroll + 1)–\(panel.scroll + visible.count) of \(lines.count)"
    grid.put(
      "\(position) · ↑/↓ scroll · l Swift/ObjC · a scene/animation · y copy · Esc close", x: inner.x,
      y: inner.maxY - 1, style: theme.key, clip: inner)
  }
}

extension String {
  func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring { drop(while: predicate) }
}
