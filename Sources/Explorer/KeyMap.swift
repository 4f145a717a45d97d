import TermGrid

/// What a key does in the explorer.
public enum ExplorerAction: Hashable, Sendable {
  /// Scrub by whole frames (1/60 s each), pausing first.
  case stepFrames(Int)
  /// Scrub by seconds, pausing first.
  case stepSeconds(Double)
  /// To the previous/next boundary of the selected animation (begin, repeat edges, legs, end).
  case previousBoundary, nextBoundary
  /// To the start/end of the span.
  case home, end
  /// To `n` × 10 % of the span.
  case percent(Int)
  /// Start typing an exact time.
  case beginTimeEntry
  case selectPrevious, selectNext
  /// Space: pause or resume the viewer (Apple's recipe).
  case playPause
  /// Multiply the scene root layer's speed, without a jump (seed 004).
  case multiplyLayerSpeed(Double)
  /// Negate the scene root layer's speed, without a jump.
  case reverseLayerSpeed
  /// The viewer's playback rate: 100 % → 25 % → 10 %.
  case cyclePlaybackRate
  case toggleLoop
  case nextScene, previousScene
  case toggleGhosts, toggleOKLab
  /// Back to the scene as loaded (layer speeds) and the span's start.
  case resetScene
  case toggleHelp
  case quit
  /// Tab / Shift-Tab: the next or previous screen.
  case nextMode, previousMode
  /// Pull to refresh: pull the list down or up by a few points, or let go.
  case pullDown, pullUp, releasePull
  /// Gallery: open the selected case in scrub mode.
  case openCase
  /// Curve lab: the previous or next timing function.
  case previousFunction, nextFunction
  /// Curve lab: pick control value 0…3 (x1, y1, x2, y2) of the custom Bézier to edit.
  case selectControl(Int)
  /// Curve lab: change the picked control value.
  case adjustControl(Double)
  case cycleComparison, toggleDerivative
  /// Curve lab: more or fewer keyframe steps.
  case keyframeSteps(Int)
  /// Curve lab: the inverse query's progress.
  case adjustInverseProgress(Double)
  /// Layer tree: the selected node's timeOffset.
  case adjustTimeOffset(Double)
}

/// One binding: the keys, how the help shows them, what they do, and whether the one-line bar
/// lists it (bubbles' `key.Binding`). The key handling and both help views read these.
public struct KeyBinding: Hashable, Sendable {
  public var keys: [KeyEvent]
  public var label: String
  public var help: String
  public var action: ExplorerAction
  public var inBar: Bool

  public init(_ keys: [KeyEvent], _ label: String, _ help: String, _ action: ExplorerAction, inBar: Bool = false) {
    self.keys = keys
    self.label = label
    self.help = help
    self.action = action
    self.inBar = inBar
  }
}

/// The explorer's keys as data: `update` finds actions here and the help bar and `?` screen list
/// the same entries, so they cannot drift.
public struct KeyMap: Hashable, Sendable {
  public var bindings: [KeyBinding]

  /// The action bound to `key`, if any.
  public func action(for key: KeyEvent) -> ExplorerAction? {
    bindings.first { $0.keys.contains(key) }?.action
  }

  /// (label, help) pairs for the one-line bar, in order, each once.
  public var barEntries: [(keys: String, help: String)] { entries(bindings.filter(\.inBar)) }

  /// (label, help) pairs of every binding, each once (the `?` screen).
  public var allEntries: [(keys: String, help: String)] { entries(bindings) }

  private func entries(_ list: [KeyBinding]) -> [(keys: String, help: String)] {
    var seen: Set<String> = []
    var result: [(keys: String, help: String)] = []
    for binding in list where seen.insert(binding.label + "\u{0}" + binding.help).inserted {
      result.append((binding.label, binding.help))
    }
    return result
  }

  /// Keys every screen shares: switching screens, help and quitting (appended last, so the key bar
  /// keeps them at its end).
  static let common: [KeyBinding] = [
    KeyBinding([KeyEvent(.tab)], "tab", "screen", .nextMode, inBar: true),
    KeyBinding([KeyEvent(.backTab)], "tab", "screen", .previousMode),
    KeyBinding([.char("?")], "?", "keys", .toggleHelp, inBar: true),
    KeyBinding([.char("q"), .ctrl("c")], "q", "quit", .quit, inBar: true),
  ]

  /// Scrubbing time, shared by the screens that show scene time.
  static let scrubbing: [KeyBinding] =
    [
      KeyBinding([KeyEvent(.left)], "←/→", "frame", .stepFrames(-1), inBar: true),
      KeyBinding([KeyEvent(.right)], "←/→", "frame", .stepFrames(1), inBar: true),
      KeyBinding([KeyEvent(.left, .shift), .char(",")], ",/.", "0.1s", .stepSeconds(-0.1), inBar: true),
      KeyBinding([KeyEvent(.right, .shift), .char(".")], ",/.", "0.1s", .stepSeconds(0.1), inBar: true),
      KeyBinding([.char(" ")], "space", "play/pause", .playPause, inBar: true),
      KeyBinding([KeyEvent(.home)], "Home/End", "start/end of the span", .home),
      KeyBinding([KeyEvent(.end)], "Home/End", "start/end of the span", .end),
    ]
    + (0...9).map { digit in
      KeyBinding([.char(Unicode.Scalar(UInt8(48 + digit)))], "0…9", "jump to 0%…90% of the span", .percent(digit))
    } + [
      KeyBinding([.char("g")], "g", "go to an exact time (type seconds, Enter)", .beginTimeEntry),
      KeyBinding([.char("v")], "v", "viewer rate 100% → 25% → 10% (not the model's speed)", .cyclePlaybackRate),
      KeyBinding([.char("l")], "l", "loop the span while playing", .toggleLoop),
    ]

  /// The key map of a screen.
  public static func of(_ mode: ExplorerMode) -> KeyMap {
    switch mode {
    case .scrub: standard
    case .pullToRefresh: pullToRefresh
    case .gallery: gallery
    case .curveLab: curveLab
    case .layerTree: layerTree
    }
  }

  /// The scrub screen's keys. Pairs such as ←/→ are two bindings with the same label and help,
  /// shown once.
  public static let standard = KeyMap(
    bindings: scrubbing + [
      KeyBinding([.char("[")], "[/]", "boundary", .previousBoundary, inBar: true),
      KeyBinding([.char("]")], "[/]", "boundary", .nextBoundary, inBar: true),
      KeyBinding([.char("+"), .char("=")], "+/-", "layer speed", .multiplyLayerSpeed(2), inBar: true),
      KeyBinding([.char("-"), .char("_")], "+/-", "layer speed", .multiplyLayerSpeed(0.5), inBar: true),
      KeyBinding([KeyEvent(.up)], "↑/↓", "select", .selectPrevious, inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "select", .selectNext, inBar: true),
      KeyBinding([.char("n")], "n/p", "scene", .nextScene, inBar: true),
      KeyBinding([.char("p")], "n/p", "scene", .previousScene, inBar: true),
      KeyBinding([.char("r")], "r", "reverse the layer's speed", .reverseLayerSpeed),
      KeyBinding([.char("o")], "o", "onion skin: dots at equal time steps on the curve", .toggleGhosts),
      KeyBinding([.char("c")], "c", "colour bar in sRGB and OKLab", .toggleOKLab),
      KeyBinding([.char("R")], "R", "reset the scene's speeds", .resetScene),
    ] + common)

  /// Pull to refresh: the arrows drag the list.
  public static let pullToRefresh = KeyMap(
    bindings: [
      KeyBinding([KeyEvent(.down), .char("j")], "↓", "pull", .pullDown, inBar: true),
      KeyBinding([KeyEvent(.up), .char("k")], "↑", "push back", .pullUp, inBar: true),
      KeyBinding([.char(" "), KeyEvent(.enter)], "space", "let go", .releasePull, inBar: true),
    ] + common)

  /// The gallery: select a case, open it, scrub all at once.
  public static let gallery = KeyMap(
    bindings: scrubbing + [
      KeyBinding([KeyEvent(.up)], "↑/↓", "select", .selectPrevious, inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "select", .selectNext, inBar: true),
      KeyBinding([KeyEvent(.enter)], "enter", "open in scrub", .openCase, inBar: true),
    ] + common)

  /// The curve lab.
  public static let curveLab = KeyMap(
    bindings: [
      KeyBinding([.char("[")], "[/]", "function", .previousFunction, inBar: true),
      KeyBinding([.char("]")], "[/]", "function", .nextFunction, inBar: true),
    ]
      + (1...4).map { index in
        KeyBinding(
          [.char(Unicode.Scalar(UInt8(48 + index)))], "1…4", "edit x1 y1 x2 y2", .selectControl(index - 1), inBar: true)
      } + [
        KeyBinding([KeyEvent(.up)], "↑/↓", "±0.01 (⇧ 0.1)", .adjustControl(0.01), inBar: true),
        KeyBinding([KeyEvent(.down)], "↑/↓", "±0.01 (⇧ 0.1)", .adjustControl(-0.01), inBar: true),
        KeyBinding([KeyEvent(.up, .shift), KeyEvent(.pageUp)], "⇧↑/⇧↓", "±0.1", .adjustControl(0.1)),
        KeyBinding([KeyEvent(.down, .shift), KeyEvent(.pageDown)], "⇧↑/⇧↓", "±0.1", .adjustControl(-0.1)),
        KeyBinding([.char("+"), .char("=")], "+/-", "keyframes", .keyframeSteps(1), inBar: true),
        KeyBinding([.char("-"), .char("_")], "+/-", "keyframes", .keyframeSteps(-1), inBar: true),
        KeyBinding([.char("<")], "</>", "inverse progress ±0.05", .adjustInverseProgress(-0.05)),
        KeyBinding([.char(">")], "</>", "inverse progress ±0.05", .adjustInverseProgress(0.05)),
        KeyBinding([.char("c")], "c", "comparison curve", .cycleComparison),
        KeyBinding([.char("d")], "d", "speed (derivative) graph", .toggleDerivative),
        KeyBinding([.char(" ")], "space", "race", .playPause, inBar: true),
        KeyBinding([KeyEvent(.left)], "←/→", "frame", .stepFrames(-1)),
        KeyBinding([KeyEvent(.right)], "←/→", "frame", .stepFrames(1)),
        KeyBinding([.char(","), KeyEvent(.left, .shift)], ",/.", "0.1 of the duration", .stepSeconds(-0.1)),
        KeyBinding([.char("."), KeyEvent(.right, .shift)], ",/.", "0.1 of the duration", .stepSeconds(0.1)),
      ] + common)

  /// The layer tree.
  public static let layerTree = KeyMap(
    bindings: scrubbing + [
      KeyBinding([KeyEvent(.up)], "↑/↓", "node", .selectPrevious, inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "node", .selectNext, inBar: true),
      KeyBinding([.char("+"), .char("=")], "+/-", "node speed", .multiplyLayerSpeed(2), inBar: true),
      KeyBinding([.char("-"), .char("_")], "+/-", "node speed", .multiplyLayerSpeed(0.5), inBar: true),
      KeyBinding([.char("r")], "r", "reverse the node's speed", .reverseLayerSpeed),
      KeyBinding([.char("[")], "[/]", "node timeOffset ∓0.1s", .adjustTimeOffset(-0.1), inBar: true),
      KeyBinding([.char("]")], "[/]", "node timeOffset ∓0.1s", .adjustTimeOffset(0.1), inBar: true),
      KeyBinding([.char("R")], "R", "reset the scene's speeds and offsets", .resetScene),
      KeyBinding([.char("n")], "n/p", "scene", .nextScene),
      KeyBinding([.char("p")], "n/p", "scene", .previousScene),
    ] + common)
}
