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
  case toggleGhosts, toggleOKLab, toggleStage
  /// Back to the scene as loaded (layer speeds) and the span's start.
  case resetScene
  case toggleHelp
  /// The Core Animation code of the selected animation (`C`).
  case showCode
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
  /// Editing: open or close the inspector on the selected node.
  case toggleInspector
  /// Inspector: the previous/next field.
  case inspectorField(Int)
  /// Inspector: step the field (±1, ±10 with Shift), toggle, or cycle.
  case inspectorStep(Double)
  /// Inspector: type a value for the field.
  case inspectorType
  /// Inspector: the field back to its default.
  case inspectorReset
  /// Editing: a copy of the selected node after it; remove the selected node.
  case duplicateNode, removeNode
  /// Edit history.
  case undo, redo
  /// Save to the scene's file (or ask for a path); save to a new path.
  case save, saveAs
  /// Apply the newer version of the file on disk.
  case reloadFromDisk
  /// Curve lab: the lab's function as the selected animation's timing function.
  case applyCurve
  /// The loop's in and out points at the playhead; clearing them.
  case setLoopIn, setLoopOut, clearLoopRange
  /// Ctrl-Z: suspend like any terminal program.
  case suspend
  /// `y`: copy to the terminal's clipboard (OSC 52): the curve lab's `cubic-bezier(…)`, else the
  /// scene as one-line notation.
  case copy
  /// Seed demos: the scroll's duration (seconds), the move to find (points).
  case demoDuration(Double), demoMove(Double)
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

  /// Keys every screen shares: undo, saving, switching screens, help and quitting (appended
  /// last, so the key bar keeps them at its end).
  static let common: [KeyBinding] = documentKeys(inBar: true) + navigation

  /// Undo, redo and saving; listed in the key bar on the screens that edit.
  static func documentKeys(inBar: Bool) -> [KeyBinding] {
    [
      KeyBinding([.char("u")], "u/^R", "undo/redo", .undo, inBar: inBar),
      KeyBinding([.ctrl("r")], "u/^R", "undo/redo", .redo, inBar: inBar),
      KeyBinding([.char("w")], "w", "save", .save, inBar: inBar),
      KeyBinding([.char("W")], "W", "save as (type a path)", .saveAs),
    ]
  }

  /// Keys of the screens that do not edit: the document keys work but the bar leaves them out.
  static let quiet: [KeyBinding] = documentKeys(inBar: false) + navigation

  /// Suspending, switching screens, help and quitting.
  static let navigation: [KeyBinding] = [
    KeyBinding([.ctrl("l")], "^L", "reload the file from disk (when it changed under unsaved edits)", .reloadFromDisk),
    KeyBinding([.ctrl("z")], "^Z", "suspend (fg comes back)", .suspend),
    KeyBinding([KeyEvent(.tab)], "tab", "screen", .nextMode, inBar: true),
    KeyBinding([KeyEvent(.backTab)], "tab", "screen", .previousMode),
    KeyBinding([.char("?")], "?", "keys", .toggleHelp, inBar: true),
    KeyBinding([.char("C")], "C", "the code: Swift / Objective-C of the selection or scene (y copies)", .showCode),
    KeyBinding([.char("q"), .ctrl("c")], "q", "quit", .quit, inBar: true),
  ]

  /// Editing the scene from the screens that show its nodes.
  static let editing: [KeyBinding] = [
    KeyBinding([.char("e")], "e", "edit", .toggleInspector, inBar: true),
    KeyBinding([.char("a")], "a", "add a copy of the selected animation, group or sublayer", .duplicateNode),
    KeyBinding([.char("x")], "x", "remove the selected animation, group or sublayer", .removeNode),
  ]

  /// The loop's in and out points (GSDevTools' in/out; I and O, as `o` is the onion skin).
  static let loopRange: [KeyBinding] = [
    KeyBinding([.char("I")], "I/O", "loop in/out", .setLoopIn, inBar: true),
    KeyBinding([.char("O")], "I/O", "loop in/out", .setLoopOut, inBar: true),
    KeyBinding([.char("X")], "X", "clear the loop's in and out points", .clearLoopRange),
  ]

  /// The inspector: fields, values, copies and removal.
  public static let inspector = KeyMap(
    bindings: [
      KeyBinding([KeyEvent(.up)], "↑/↓", "field", .inspectorField(-1), inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "field", .inspectorField(1), inBar: true),
      KeyBinding([KeyEvent(.left)], "←/→", "change (⇧ ×10)", .inspectorStep(-1), inBar: true),
      KeyBinding([KeyEvent(.right)], "←/→", "change (⇧ ×10)", .inspectorStep(1), inBar: true),
      KeyBinding([KeyEvent(.left, .shift)], "⇧←/⇧→", "change × 10", .inspectorStep(-10)),
      KeyBinding([KeyEvent(.right, .shift)], "⇧←/⇧→", "change × 10", .inspectorStep(10)),
      KeyBinding([KeyEvent(.enter)], "enter", "type", .inspectorType, inBar: true),
      KeyBinding([KeyEvent(.delete), KeyEvent(.backspace)], "del", "default", .inspectorReset, inBar: true),
      KeyBinding([.char("a")], "a/x", "copy/remove node", .duplicateNode, inBar: true),
      KeyBinding([.char("x")], "a/x", "copy/remove node", .removeNode, inBar: true),
      KeyBinding([.char("e"), KeyEvent(.escape)], "e", "close", .toggleInspector, inBar: true),
      KeyBinding([.char(" ")], "space", "play/pause", .playPause),
      KeyBinding([.char(",")], ",/.", "0.1s", .stepSeconds(-0.1)),
      KeyBinding([.char(".")], ",/.", "0.1s", .stepSeconds(0.1)),
    ] + common.filter { $0.action != .nextMode && $0.action != .previousMode })

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

  /// The key map of a screen (the inspector's while it is open).
  public static func of(_ mode: ExplorerMode, inspecting: Bool = false) -> KeyMap {
    if inspecting { return inspector }
    switch mode {
    case .scrub: return standard
    case .pullToRefresh: return pullToRefresh
    case .gallery: return gallery
    case .curveLab: return curveLab
    case .layerTree: return layerTree
    case .displayLink: return displayLinkDemo
    case .keyframeCurves: return keyframeDemo
    case .bisection: return bisectionDemo
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
      KeyBinding([.char("s")], "s", "stage (the layers) or the value panel", .toggleStage),
      KeyBinding([.char("R")], "R", "reset the scene's speeds", .resetScene),
      KeyBinding([.char("y")], "y", "copy the scene as notation (OSC 52)", .copy),
    ] + editing + loopRange + common)

  /// Pull to refresh: the arrows drag the list.
  public static let pullToRefresh = KeyMap(
    bindings: [
      KeyBinding([KeyEvent(.down), .char("j")], "↓", "pull", .pullDown, inBar: true),
      KeyBinding([KeyEvent(.up), .char("k")], "↑", "push back", .pullUp, inBar: true),
      KeyBinding([.char(" "), KeyEvent(.enter)], "space", "let go", .releasePull, inBar: true),
    ] + quiet)

  /// The gallery: select a case, open it, scrub all at once.
  public static let gallery = KeyMap(
    bindings: scrubbing + [
      KeyBinding([KeyEvent(.up)], "↑/↓", "select", .selectPrevious, inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "select", .selectNext, inBar: true),
      KeyBinding([KeyEvent(.enter)], "enter", "open in scrub", .openCase, inBar: true),
    ] + loopRange + quiet)

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
        KeyBinding([.char("a")], "a", "apply to the selected animation", .applyCurve, inBar: true),
        KeyBinding([.char("y")], "y", "copy the cubic-bezier(…) text (OSC 52)", .copy),
      ] + common)

  /// Seed 001's scroll.
  public static let displayLinkDemo = KeyMap(
    bindings: scrubbing + [
      KeyBinding([.char("+"), .char("=")], "+/-", "duration ±0.5s", .demoDuration(0.5), inBar: true),
      KeyBinding([.char("-"), .char("_")], "+/-", "duration ±0.5s", .demoDuration(-0.5), inBar: true),
    ] + quiet)

  /// Seed 003's keyframes.
  public static let keyframeDemo = KeyMap(
    bindings: scrubbing + [
      KeyBinding([.char("[")], "[/]", "curve", .previousFunction, inBar: true),
      KeyBinding([.char("]")], "[/]", "curve", .nextFunction, inBar: true),
      KeyBinding([.char("+"), .char("=")], "+/-", "keyframes", .keyframeSteps(1), inBar: true),
      KeyBinding([.char("-"), .char("_")], "+/-", "keyframes", .keyframeSteps(-1), inBar: true),
    ] + quiet)

  /// Seed 000's bisection.
  public static let bisectionDemo = KeyMap(
    bindings: scrubbing + [
      KeyBinding([.char("[")], "[/]", "timing function", .previousFunction, inBar: true),
      KeyBinding([.char("]")], "[/]", "timing function", .nextFunction, inBar: true),
      KeyBinding([KeyEvent(.up)], "↑/↓", "move ±5 pt", .demoMove(5), inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "move ±5 pt", .demoMove(-5), inBar: true),
    ] + quiet)

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
    ] + editing + loopRange + common)
}
