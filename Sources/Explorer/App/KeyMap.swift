import TermGrid

/// One binding: the keys, how the help shows them, what they do, and whether the one-line bar
/// lists it (bubbles' `key.Binding`). The key handling and both help views read these.
package struct KeyBinding<Action: Hashable & Sendable>: Hashable, Sendable {
  package var keys: [KeyEvent]
  package var label: String
  package var help: String
  package var action: Action
  package var inBar: Bool

  package init(_ keys: [KeyEvent], _ label: String, _ help: String, _ action: Action, inBar: Bool = false) {
    self.keys = keys
    self.label = label
    self.help = help
    self.action = action
    self.inBar = inBar
  }

  /// The same binding doing `transform(action)`.
  package func map<Other>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
    KeyBinding<Other>(keys, label, help, transform(action), inBar: inBar)
  }
}

/// How a binding is shown: its keys as the help writes them, and what they do.
package struct HelpEntry: Hashable, Sendable {
  package var keys: String
  package var help: String

  package init(keys: String, help: String) {
    self.keys = keys
    self.help = help
  }
}

/// Keys as data: `update` finds actions here and the key bar and `?` list show the same entries,
/// so they cannot drift. Pairs such as ←/→ are two bindings with the same label and help, shown
/// once. The entries are worked out once, when the map is made.
package struct KeyMap<Action: Hashable & Sendable>: Hashable, Sendable {
  package private(set) var bindings: [KeyBinding<Action>]
  /// The one-line bar's entries, in order, each once.
  package private(set) var barEntries: [HelpEntry]
  /// Every binding's entry, each once (the `?` list).
  package private(set) var allEntries: [HelpEntry]

  package init(_ bindings: [KeyBinding<Action>]) {
    self.bindings = bindings
    barEntries = Self.entries(bindings.filter(\.inBar))
    allEntries = Self.entries(bindings)
  }

  /// The action bound to `key`, if any (the first binding listing it).
  package func action(for key: KeyEvent) -> Action? {
    bindings.first { $0.keys.contains(key) }?.action
  }

  /// The same map with binding `index` relabelled (for tests of the bar).
  package func relabelling(_ index: Int, as label: String) -> KeyMap {
    var changed = bindings
    changed[index].label = label
    return KeyMap(changed)
  }

  private static func entries(_ list: [KeyBinding<Action>]) -> [HelpEntry] {
    // A few dozen bindings: a linear search is cheaper than hashing each label.
    var result: [HelpEntry] = []
    for binding in list where !result.contains(where: { $0.keys == binding.label && $0.help == binding.help }) {
      result.append(HelpEntry(keys: binding.label, help: binding.help))
    }
    return result
  }
}

/// What a key on a screen does: one of the app's actions (time, documents, screens, help), or
/// one of the screen's own.
package enum Command<Action: Hashable & Sendable>: Hashable, Sendable {
  case app(AppAction)
  case screen(Action)
}

extension Command {
  /// The app's bindings as a screen's commands.
  package static func app(_ bindings: [KeyBinding<AppAction>]) -> [KeyBinding<Command>] {
    bindings.map { $0.map { .app($0) } }
  }

  /// A screen's own bindings as its commands.
  package static func own(_ bindings: [KeyBinding<Action>]) -> [KeyBinding<Command>] {
    bindings.map { $0.map { .screen($0) } }
  }
}
