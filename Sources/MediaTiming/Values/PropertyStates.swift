/// A layer's composed property states by property name (`position`, `transform`), as a
/// dictionary would hold them: a layer touches a handful of properties, so a list searched by
/// name (short strings compare in a step or two) is cheaper than hashing each name every frame.
/// Entries keep the order they were first set in.
struct PropertyStates: Hashable, Sendable {
  private struct Entry: Hashable, Sendable {
    var name: String
    var state: PropertyState
  }
  private var entries: [Entry] = []

  /// The state of `name`; setting nil removes it.
  subscript(name: String) -> PropertyState? {
    get {
      entries.withUnsafeBufferPointer { entries in
        for index in entries.indices where entries[index].name == name { return entries[index].state }
        return nil
      }
    }
    set {
      if let index = entries.firstIndex(where: { $0.name == name }) {
        if let newValue { entries[index].state = newValue } else { entries.remove(at: index) }
      } else if let newValue {
        entries.append(Entry(name: name, state: newValue))
      }
    }
  }
}
