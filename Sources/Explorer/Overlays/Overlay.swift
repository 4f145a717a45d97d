import TermGrid

/// Something open over the screen: the inspector, the code panel, the key list, a question or an
/// entry in the status line. Open overlays are a stack (`ExplorerState.overlays`): a key goes to
/// the top one first, which handles it or passes it down (at the bottom, the screen); they are
/// drawn bottom up, after the screen.
package protocol Overlay: Hashable, Sendable {
  /// Where it sits in the stack: a newly opened overlay goes above those of the same or a lower
  /// layer and below those of a higher one.
  var layer: OverlayLayer { get }

  /// Handles `key`, or passes it to what is under it.
  mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome

  /// Takes pasted text (prompts type it), or passes it down (the default).
  mutating func paste(_ text: String, app: inout ExplorerState) -> OverlayOutcome

  /// Draws it over the screen (nothing for one that only uses the status line).
  func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?)

  /// The status line while it is open (prompts and entries); nil leaves the line to the others.
  func statusLine(_ app: ExplorerState, theme: Theme) -> Line?

  /// The keys the bar and the `?` list show while it is open; nil shows those under it.
  var keyEntries: (bar: [HelpEntry], all: [HelpEntry])? { get }

  /// True when the mouse does nothing while it is open.
  var blocksMouse: Bool { get }

  /// True when `other` is this same overlay in the same state (answered by the default; a
  /// requirement so calls through `any Overlay` run specialised code).
  func isEqual(to other: any Overlay) -> Bool
}

/// The stack's layers, bottom first.
package enum OverlayLayer: Int, Comparable, Hashable, Sendable {
  /// Boxes over part of the screen (the inspector).
  case panel
  /// Boxes over the whole screen (the code).
  case sheet
  /// The key list.
  case help
  /// Questions and entries in the status line, which take every key.
  case prompt

  package static func < (a: OverlayLayer, b: OverlayLayer) -> Bool { a.rawValue < b.rawValue }
}

/// What an overlay did with a key.
package enum OverlayOutcome: Hashable, Sendable {
  /// Handled; it stays open.
  case handled([ExplorerEffect])
  /// Handled, and it closed.
  case closed([ExplorerEffect])
  /// Not its key: the overlay (or screen) under it gets it.
  case passed
}

extension Overlay {
  package mutating func paste(_ text: String, app: inout ExplorerState) -> OverlayOutcome { .passed }
  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) {}
  package func statusLine(_ app: ExplorerState, theme: Theme) -> Line? { nil }
  package var keyEntries: (bar: [HelpEntry], all: [HelpEntry])? { nil }
  package var blocksMouse: Bool { false }

  package func isEqual(to other: any Overlay) -> Bool { (other as? Self) == self }
}

/// An overlay of any kind, as the app's state holds it.
struct OverlayBox: Hashable, Sendable {
  var base: any Overlay

  static func == (a: OverlayBox, b: OverlayBox) -> Bool { a.base.isEqual(to: b.base) }
  func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}
