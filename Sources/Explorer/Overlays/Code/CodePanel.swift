import MediaTiming
import SceneCode
import Scenes
import TermGrid

/// `C`: the Core Animation code of the selected animation (or the whole scene), Swift or
/// Objective-C, for iOS or macOS, as `timinglab code` writes it; scrolls both ways, switches
/// language, platform, comments and scope, and copies to the clipboard with `y` (OSC 52). Takes
/// every key while open.
package struct CodePanel: Overlay {
  package var language: CodeLanguage = .swift
  package var platform: CodePlatform = .ios
  /// Brief by default: code to paste into an app, without the importer's marker comments.
  package var comments: CodeComments = .brief
  /// The whole scene rather than the selected animation.
  package var wholeScene = false
  /// The first line shown.
  package var scroll = 0
  /// The first column shown (long lines scroll sideways).
  package var column = 0

  package var layer: OverlayLayer { .sheet }

  package init() {}

  /// What the panel shows code for: the language, and the scene (or only the selected row's
  /// animation and the layers that lead to it).
  struct Source: Hashable {
    var scene: Scene
    var language: CodeLanguage
    var platform: CodePlatform
    var comments: CodeComments
  }

  func source(_ app: ExplorerState) -> Source {
    var scene = app.scene
    if !wholeScene, let row = app.selected { scene = scene.keepingOnly(row) }
    return Source(scene: scene, language: language, platform: platform, comments: comments)
  }

  /// The code for `source`.
  static func code(_ source: Source) -> String {
    (try? CodeExport.code(
      source.scene, language: source.language, comments: source.comments, platform: source.platform)) ?? ""
  }

  /// The code the panel shows now.
  package func code(_ app: ExplorerState) -> String { Self.code(source(app)) }

  package mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    let code = code(app)
    let allLines = code.split(separator: "\n", omittingEmptySubsequences: false)
    let lines = allLines.count
    let page = max(1, app.height - 6)
    let width = max(1, app.width - 4)
    let widest = allLines.map { $0.unicodeScalars.count }.max() ?? 0
    switch key {
    case KeyEvent(.left), .char("h"): column -= 8
    case KeyEvent(.right): column += 8
    case KeyEvent(.left, .shift): column -= width / 2
    case KeyEvent(.right, .shift): column += width / 2
    case KeyEvent(.up), .char("k"): scroll -= 1
    case KeyEvent(.down), .char("j"): scroll += 1
    case KeyEvent(.pageUp): scroll -= page
    case KeyEvent(.pageDown), .char(" "): scroll += page
    case KeyEvent(.home):
      scroll = 0
      column = 0
    case KeyEvent(.end): scroll = lines
    case .char("l"):
      language = language == .swift ? .objc : .swift
      scroll = 0
    case .char("p"):
      platform = platform == .ios ? .macos : .ios
    case .char("c"):
      let all = CodeComments.allCases
      comments = all[((all.firstIndex(of: comments) ?? 0) + 1) % all.count]
      app.message =
        switch comments {
        case .full: "comments: full (the markers timinglab import reads the exact scene back from)"
        case .brief: "comments: brief (notes only, to paste into an app)"
        case .none: "comments: none"
        }
    case .char("a"):
      wholeScene.toggle()
      scroll = 0
    case .char("y"):
      app.message =
        "copied \(lines) lines of \(Self.languageName(language)) for \(Self.platformName(platform)) (OSC 52)"
      return .handled([.copy(code)])
    case KeyEvent(.escape), .char("C"), .char("q"):
      return .closed([])
    default:
      app.message =
        "in the code: ↑↓←→ PgUp/PgDn scroll · l language · p platform · c comments · a scene/animation · y copy · Esc close"
      return .handled([])
    }
    scroll = max(0, min(scroll, max(0, lines - page)))
    column = max(0, min(column, max(0, widest - width)))
    return .handled([])
  }

  static func languageName(_ language: CodeLanguage) -> String { language == .swift ? "Swift" : "Objective-C" }
  static func platformName(_ platform: CodePlatform) -> String { platform == .ios ? "iOS" : "macOS" }

  /// Drawn over the screen: the code, comments dimmed. The code is exported again only when
  /// what it shows changes (the cache keeps the last).
  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) {
    let area = Rect(x: 0, y: 1, width: grid.width, height: grid.height - 3)
    guard area.width > 10, area.height > 4 else { return }
    grid.fill(area, with: .blank)
    let scope = wholeScene ? "scene" : (app.selected?.path ?? "scene")
    let title =
      "\(Self.languageName(language)) · \(Self.platformName(platform)) · comments \(comments.rawValue) · \(scope)"
    Box(title: title, highlighted: true).render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    let source = source(app)
    let code = cache?.code(for: source) ?? Self.code(source)
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    let visible = lines.dropFirst(scroll).prefix(inner.height - 1)
    var cut = false
    for (index, line) in visible.enumerated() {
      let scalars = line.unicodeScalars
      let text = String(String.UnicodeScalarView(scalars.dropFirst(column)))
      let isComment = line.drop(while: { $0 == " " }).hasPrefix("//")
      grid.put(text, x: inner.x, y: inner.y + index, style: isComment ? theme.dim : theme.text, clip: inner)
      // A line running on past either edge is marked there.
      if scalars.count - column > inner.width {
        grid.put(theme.unicode ? "›" : ">", x: inner.maxX - 1, y: inner.y + index, style: theme.accent, clip: inner)
        cut = true
      }
      if column > 0, scalars.count > column {
        grid.put(theme.unicode ? "‹" : "<", x: inner.x, y: inner.y + index, style: theme.accent, clip: inner)
      }
    }
    var position = "lines \(scroll + 1)–\(scroll + visible.count) of \(lines.count)"
    if column > 0 || cut { position += ", from column \(column + 1)" }
    let footer =
      "\(position) · ↑↓←→ scroll · l Swift/ObjC · p iOS/macOS · c comments · a scene/animation · y copy · Esc close"
    grid.put(truncateAtWord(footer, to: inner.width), x: inner.x, y: inner.maxY - 1, style: theme.key, clip: inner)
  }
}

extension Scene {
  /// The scene with only `row`'s animation (its top-level animation when `row` is a group's
  /// child) and the layers that lead to it, with their timing and model values.
  package func keepingOnly(_ row: SceneRow) -> Scene {
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
