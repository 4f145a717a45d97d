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

  /// The explorer's key map. Pairs such as ←/→ are two bindings with the same label and help,
  /// shown once.
  public static let standard = KeyMap(
    bindings: [
      KeyBinding([KeyEvent(.left)], "←/→", "frame", .stepFrames(-1), inBar: true),
      KeyBinding([KeyEvent(.right)], "←/→", "frame", .stepFrames(1), inBar: true),
      KeyBinding([KeyEvent(.left, .shift), .char(",")], ",/.", "0.1s", .stepSeconds(-0.1), inBar: true),
      KeyBinding([KeyEvent(.right, .shift), .char(".")], ",/.", "0.1s", .stepSeconds(0.1), inBar: true),
      KeyBinding([.char("[")], "[/]", "boundary", .previousBoundary, inBar: true),
      KeyBinding([.char("]")], "[/]", "boundary", .nextBoundary, inBar: true),
      KeyBinding([.char(" ")], "space", "play/pause", .playPause, inBar: true),
      KeyBinding([.char("+"), .char("=")], "+/-", "layer speed", .multiplyLayerSpeed(2), inBar: true),
      KeyBinding([.char("-"), .char("_")], "+/-", "layer speed", .multiplyLayerSpeed(0.5), inBar: true),
      KeyBinding([KeyEvent(.up)], "↑/↓", "select", .selectPrevious, inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "select", .selectNext, inBar: true),
      KeyBinding([.char("n")], "n/p", "scene", .nextScene, inBar: true),
      KeyBinding([.char("p")], "n/p", "scene", .previousScene, inBar: true),
      KeyBinding([.char("?")], "?", "keys", .toggleHelp, inBar: true),
      KeyBinding([.char("q"), .ctrl("c")], "q", "quit", .quit, inBar: true),
      KeyBinding([.char("r")], "r", "reverse the layer's speed", .reverseLayerSpeed),
      KeyBinding([.char("v")], "v", "viewer rate 100% → 25% → 10% (not the model's speed)", .cyclePlaybackRate),
      KeyBinding([.char("l")], "l", "loop the span while playing", .toggleLoop),
      KeyBinding([KeyEvent(.home)], "Home/End", "start/end of the span", .home),
      KeyBinding([KeyEvent(.end)], "Home/End", "start/end of the span", .end),
    ]
      + (0...9).map { digit in
        KeyBinding([.char(Unicode.Scalar(UInt8(48 + digit)))], "0…9", "jump to 0%…90% of the span", .percent(digit))
      } + [
        KeyBinding([.char("g")], "g", "go to an exact time (type seconds, Enter)", .beginTimeEntry),
        KeyBinding([.char("o")], "o", "onion skin: dots at equal time steps on the curve", .toggleGhosts),
        KeyBinding([.char("c")], "c", "colour bar in sRGB and OKLab", .toggleOKLab),
        KeyBinding([.char("R")], "R", "reset the scene's speeds", .resetScene),
      ])
}
