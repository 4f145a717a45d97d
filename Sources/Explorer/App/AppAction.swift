import TermGrid

/// What the app itself does, whatever screen is shown: move scene time, edit and save the
/// document, switch screens and scenes, open the help, the code and the inspector, quit. A
/// screen binds these beside its own actions (`Command`).
public enum AppAction: Hashable, Sendable {
  /// Scrub by whole frames (1/60 s each), pausing first.
  case stepFrames(Int)
  /// Scrub by seconds, pausing first.
  case stepSeconds(Double)
  /// To the start/end of the span.
  case home, end
  /// To `n` × 10 % of the span.
  case percent(Int)
  /// Start typing an exact time.
  case beginTimeEntry
  /// Space: pause or resume the viewer (Apple's recipe).
  case playPause
  /// The viewer's playback rate: 100 % → 25 % → 10 %.
  case cyclePlaybackRate
  case toggleLoop
  /// The loop's in and out points at the playhead; clearing them.
  case setLoopIn, setLoopOut, clearLoopRange
  /// Edit history.
  case undo, redo
  /// Save to the scene's file (or ask for a path); save to a new path.
  case save, saveAs
  /// Apply the newer version of the file on disk.
  case reloadFromDisk
  /// Open or close the inspector on the screen's selected node.
  case toggleInspector
  /// A copy of the selected node after it; remove the selected node.
  case duplicateNode, removeNode
  /// Tab / Shift-Tab: the next or previous screen.
  case nextScreen, previousScreen
  /// `F`: the property animator screen, to scrub the scene's paused animator's fractionComplete.
  case scrubAnimator
  /// The next or previous bundled scene.
  case nextScene, previousScene
  case toggleHelp
  /// The Core Animation code of the selected animation (`C`).
  case showCode
  /// `N`: what reading the file said (code left out, values assumed).
  case showNotes
  /// `y`: the scene as one-line notation to the terminal's clipboard (OSC 52).
  case copyNotation
  /// Ctrl-Z: suspend like any terminal program.
  case suspend
  case quit
}

/// The app's bindings that screens share, in the order their key bars list them.
package enum AppKeys {
  /// Undo, redo and saving; listed in the key bar on the screens that edit.
  static func document(inBar: Bool) -> [KeyBinding<AppAction>] {
    [
      KeyBinding([.char("u")], "u/^R", "undo/redo", .undo, inBar: inBar),
      KeyBinding([.ctrl("r")], "u/^R", "undo/redo", .redo, inBar: inBar),
      KeyBinding([.char("w")], "w", "save", .save, inBar: inBar),
      KeyBinding([.char("W")], "W", "save as (type a path)", .saveAs),
    ]
  }

  /// Suspending, switching screens, help, code and quitting.
  package static let navigation: [KeyBinding<AppAction>] = [
    KeyBinding([.ctrl("l")], "^L", "reload the file from disk (when it changed under unsaved edits)", .reloadFromDisk),
    KeyBinding([.ctrl("z")], "^Z", "suspend (fg comes back)", .suspend),
    KeyBinding([KeyEvent(.tab)], "tab", "screen", .nextScreen, inBar: true),
    KeyBinding([KeyEvent(.backTab)], "tab", "screen", .previousScreen),
    KeyBinding(
      [.char("F")], "F", "a paused property animator's fractionComplete, scrubbed", .scrubAnimator),
    KeyBinding([.char("?")], "?", "keys", .toggleHelp, inBar: true),
    KeyBinding([.char("C")], "C", "the code: Swift / Objective-C of the selection or scene (y copies)", .showCode),
    KeyBinding(
      [.char("N")], "N", "notes: what reading the code left out or assumed", .showNotes),
    KeyBinding([.char("q"), .ctrl("c")], "q", "quit", .quit, inBar: true),
  ]

  /// Keys every screen shares: undo, saving, switching screens, help and quitting (appended last,
  /// so the key bar keeps them at its end).
  package static let common: [KeyBinding<AppAction>] = document(inBar: true) + navigation

  /// Keys of the screens that do not edit: the document keys work but the bar leaves them out.
  package static let quiet: [KeyBinding<AppAction>] = document(inBar: false) + navigation

  /// Editing the scene from the screens that show its nodes.
  package static let editing: [KeyBinding<AppAction>] = [
    KeyBinding([.char("e")], "e", "edit", .toggleInspector, inBar: true),
    KeyBinding([.char("a")], "a", "add a copy of the selected animation, group or sublayer", .duplicateNode),
    KeyBinding([.char("x")], "x", "remove the selected animation, group or sublayer", .removeNode),
  ]

  /// The loop's in and out points (GSDevTools' in/out; I and O, as `o` is the onion skin).
  package static let loopRange: [KeyBinding<AppAction>] = [
    KeyBinding([.char("I")], "I/O", "loop in/out", .setLoopIn, inBar: true),
    KeyBinding([.char("O")], "I/O", "loop in/out", .setLoopOut, inBar: true),
    KeyBinding([.char("X")], "X", "clear the loop's in and out points", .clearLoopRange),
  ]

  /// Scrubbing time, shared by the screens that show scene time.
  package static let scrubbing: [KeyBinding<AppAction>] =
    [
      KeyBinding([KeyEvent(.left)], "←/→", "frame", .stepFrames(-1), inBar: true),
      KeyBinding([KeyEvent(.right)], "←/→", "frame", .stepFrames(1), inBar: true),
      // Option-←/→ too: a Mac's bigger step (Terminal.app sends them as Meta-b / Meta-f).
      KeyBinding(
        [KeyEvent(.left, .shift), KeyEvent(.left, .alt), .char(",")], ",/.", "0.1s", .stepSeconds(-0.1), inBar: true),
      KeyBinding(
        [KeyEvent(.right, .shift), KeyEvent(.right, .alt), .char(".")], ",/.", "0.1s", .stepSeconds(0.1), inBar: true),
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
}
