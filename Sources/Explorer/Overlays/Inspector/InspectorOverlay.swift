import MediaTiming
import Scenes
import TermGrid

/// The inspector (`e`): every field of one node — an animation, a group or a layer — with its
/// value, editable in place, drawn over the lower panels so the timeline above shows each edit at
/// once. Its keys replace the screen's while it is open.
package struct InspectorOverlay: Overlay {
  /// The inspected node's ids from the root layer down.
  package var ids: [String]
  /// The selected field (index into `fields`).
  package var field = 0

  package var layer: OverlayLayer { .panel }

  package init(ids: [String]) { self.ids = ids }

  package enum Action: Hashable, Sendable {
    /// The previous/next field.
    case field(Int)
    /// Step the field (±1, ±10 with Shift), toggle, or cycle.
    case step(Double)
    /// Type a value for the field.
    case type
    /// The field back to its default.
    case reset
    /// A copy of the inspected node after it; remove it.
    case duplicate, remove
    case close
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.own([
      KeyBinding([KeyEvent(.up)], "↑/↓", "field", .field(-1), inBar: true),
      KeyBinding([KeyEvent(.down)], "↑/↓", "field", .field(1), inBar: true),
      KeyBinding([KeyEvent(.left)], "←/→", "change (⇧ ×10)", .step(-1), inBar: true),
      KeyBinding([KeyEvent(.right)], "←/→", "change (⇧ ×10)", .step(1), inBar: true),
      KeyBinding([KeyEvent(.left, .shift)], "⇧←/⇧→", "change × 10", .step(-10)),
      KeyBinding([KeyEvent(.right, .shift)], "⇧←/⇧→", "change × 10", .step(10)),
      KeyBinding([KeyEvent(.enter)], "enter", "type", .type, inBar: true),
      KeyBinding([KeyEvent(.delete), KeyEvent(.backspace)], "del", "default", .reset, inBar: true),
      KeyBinding([.char("a")], "a/x", "copy/remove node", .duplicate, inBar: true),
      KeyBinding([.char("x")], "a/x", "copy/remove node", .remove, inBar: true),
      KeyBinding([.char("e"), KeyEvent(.escape)], "e", "close", .close, inBar: true),
    ])
      + Command.app(
        [
          KeyBinding([.char(" ")], "space", "play/pause", .playPause),
          KeyBinding([.char(",")], ",/.", "0.1s", .stepSeconds(-0.1)),
          KeyBinding([.char(".")], ",/.", "0.1s", .stepSeconds(0.1)),
        ] + AppKeys.common.filter { $0.action != .nextScreen && $0.action != .previousScreen }))

  package var keyEntries: (bar: [HelpEntry], all: [HelpEntry])? { (Self.keys.barEntries, Self.keys.allEntries) }

  package mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    guard let command = Self.keys.action(for: key) else {
      app.message = "\(key) does nothing here · ? lists the keys"
      return .handled([])
    }
    let effects: [ExplorerEffect]
    switch command {
    case .app(let action): effects = app.perform(action)
    case .screen(let action):
      guard let kept = perform(action, app: &app) else { return .closed([]) }
      effects = kept
    }
    // An undo, a reload or a removal can take the node away.
    return app.scene.document.sceneNode(at: ids) == nil ? .closed(effects) : .handled(effects)
  }

  /// Does `action`; nil when the inspector closes.
  mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect]? {
    switch action {
    case .field(let delta): field = min(max(field + delta, 0), max(0, fields(app).count - 1))
    case .step(let direction): step(direction, app: &app)
    case .type: beginEntry(app: &app)
    case .reset: reset(app: &app)
    case .duplicate:
      if let newIDs = app.duplicate(ids) {
        ids = newIDs
        field = 0
      }
    case .remove: if app.remove(ids) { return nil }
    case .close: return nil
    }
    return []
  }

  /// The inspected node's document object and whether it is a layer.
  func node(_ app: ExplorerState) -> (node: JSONValue, isLayer: Bool)? {
    guard let node = app.scene.document.sceneNode(at: ids) else { return nil }
    return (node, app.scene.root.layer(at: NodePath(ids)) != nil)
  }

  /// The inspected node's fields now.
  package func fields(_ app: ExplorerState) -> [InspectorField] {
    guard let (node, isLayer) = node(app) else { return [] }
    let fields = InspectorField.fields(of: node, isLayer: isLayer)
    return isLayer ? fields + InspectorField.events(in: app.scene.document, layer: ids) : fields
  }

  /// The selected field, if any.
  func selectedField(_ app: ExplorerState) -> InspectorField? {
    let fields = fields(app)
    return fields.indices.contains(field) ? fields[field] : nil
  }
}

extension ExplorerState {
  /// `e` on a screen: inspects the screen's selected node, or closes the inspector.
  mutating func toggleInspector() {
    if isOpen(InspectorOverlay.self) { return close(InspectorOverlay.self) }
    guard let ids = editTarget else {
      message = "nothing to inspect: the scene has no animation"
      return
    }
    open(InspectorOverlay(ids: ids))
  }
}
