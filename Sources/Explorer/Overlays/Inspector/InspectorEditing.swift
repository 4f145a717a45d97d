import MediaTiming
import Scenes
import TermGrid

/// The inspector's editing: step a number (←/→, Shift × 10), toggle a flag, cycle a choice or a
/// timing function, type any value (Enter, in notation's spelling), reset a field to its default
/// (Delete). Each change is an edit of the scene file's document that the decoder must accept.
extension InspectorOverlay {
  /// ←/→ (`direction` ±1, ±10 with Shift) on the selected field.
  mutating func step(_ direction: Double, app: inout ExplorerState) {
    guard let field = selectedField(app) else { return }
    let forward = direction > 0
    switch field.kind {
    case .number, .modelValue:
      let base: Double
      switch field.value {
      case .number(let v, _)?: base = v
      case nil:
        guard let start = Double(field.defaultText.split(separator: " ").first.map(String.init) ?? "") else {
          app.message = "\(field.name) has no number to step from: Enter types a value"
          return
        }
        base = start
      default:
        app.message = "\(field.name) is \(field.text): Enter types a new value"
        return
      }
      let step: Double
      if case .number(let s) = field.kind { step = s } else { step = InspectorField.valueStep(field.name) }
      let next = ((base + step * direction) * 1e9).rounded() / 1e9
      setField(field, to: JSONValue.number(next), app: &app)
    case .flag(let defaultValue):
      if case .bool(let current)? = field.value {
        setField(field, to: current == defaultValue ? .bool(!current) : nil, app: &app)
      } else {
        setField(field, to: .bool(!defaultValue), app: &app)
      }
    case .choice(let options, let optional):
      let names: [String?] = (optional ? [nil] : []) + options.map { Optional($0) }
      let current = field.value?.stringValue ?? (optional ? nil : options.first)
      let index = names.firstIndex(of: current) ?? 0
      let next = names[(index + (forward ? 1 : names.count - 1)) % names.count]
      setField(field, to: next.map { .string($0) }, app: &app)
    case .timingFunction:
      let names: [String?] = [nil] + TimingFunction.names.map { Optional($0) }
      let index = names.firstIndex(of: field.value?.stringValue) ?? 0
      let next = names[(index + (forward ? 1 : names.count - 1)) % names.count]
      setField(field, to: next.map { .string($0) }, app: &app)
    case .text, .newModelValue, .event, .newEvent:
      app.message = "Enter types a value for \(field.name)"
    }
  }

  /// Enter: type a value for the selected field (a flag toggles instead).
  mutating func beginEntry(app: inout ExplorerState) {
    guard let field = selectedField(app) else { return }
    if case .flag = field.kind { return step(1, app: &app) }
    app.open(FieldValuePrompt(text: field.value == nil ? "" : field.text))
  }

  /// Delete: the selected field back to its default (a model value removed).
  mutating func reset(app: inout ExplorerState) {
    guard let field = selectedField(app) else { return }
    if field.name == "id" || field.kind == .newModelValue || field.kind == .newEvent { return }
    if case .event(let index) = field.kind { return setEvent(index, to: nil, app: &app) }
    if field.value == nil {
      app.message = "\(field.name) is already at its default"
      return
    }
    setField(field, to: nil, app: &app)
  }

  /// Finishes typing: the text in notation's spelling (empty: the default).
  mutating func commitEntry(_ text: String, app: inout ExplorerState) {
    guard let field = selectedField(app) else { return }
    let trimmed = text.trimmingBlanks
    if field.kind == .newEvent || field.kind.isEvent {
      guard !trimmed.isEmpty else { return }
      do {
        var event = try Scene.notationEvent(trimmed)
        // Typed on this layer's inspector, the event is on this layer unless it names another.
        if event[member: "layer"] == nil, ids.count > 1, case .object(var members) = event {
          members.insert(("layer", .string(ids.joined(separator: "/"))), at: min(1, members.count))
          event = .object(members)
        }
        if case .event(let index) = field.kind {
          setEvent(index, to: event, app: &app)
        } else {
          setEvent(nil, to: event, app: &app)
        }
      } catch {
        app.message = "event: \(error)".replacingOccurrences("notation: ", with: "")
      }
      return
    }
    if field.kind == .newModelValue {
      do {
        let (keyPath, value) = try Scene.notationField(trimmed)
        setModelValue(keyPath, to: value, app: &app)
      } catch {
        app.message = "\(error)"
      }
      return
    }
    if trimmed.isEmpty { return setField(field, to: nil, app: &app) }
    do {
      setField(
        field, to: try Scene.notationValue(trimmed, field: field.kind == .modelValue ? "properties" : field.name),
        app: &app)
    } catch {
      app.message = "\(field.name): \(error)".replacingOccurrences("notation: ", with: "")
    }
  }

  /// Sets (nil: removes) the field on the inspected node, as an edit.
  mutating func setField(_ field: InspectorField, to value: JSONValue?, app: inout ExplorerState) {
    if field.kind == .modelValue { return setModelValue(field.name, to: value, app: &app) }
    let ids = self.ids
    let before = field.text
    let warned = Set(app.scene.warnings.map(\.message))
    let path = ids.joined(separator: "/")
    let made = app.edit(label: "\(field.name) of \(path)") { document in
      guard var node = document.sceneNode(at: ids) else { return false }
      node[member: field.name] = value
      guard let changed = document.replacingSceneNode(at: ids, with: node) else { return false }
      document = changed
      return true
    }
    guard made else { return }
    if field.name == "id", let newID = value?.stringValue { self.ids[ids.count - 1] = newID }
    let after = selectedField(app)?.text ?? (value.map { Scene.notationText($0, field: field.name) } ?? "default")
    app.message = "\(field.name) \(before) → \(after) (u undoes)"
    // What the scene file would warn about now (a key path no layer animates, …) is said too.
    if let warning = app.scene.warnings.first(where: { !warned.contains($0.message) }) {
      app.message! += " · warning: \(warning.message)"
    }
  }

  /// Replaces event `index` of the scene (nil: adds one), or removes it (`event` nil), as an edit:
  /// the scene's events stay in time order.
  mutating func setEvent(_ index: Int?, to event: JSONValue?, app: inout ExplorerState) {
    let label = event.map {
      index == nil ? "add event \(Scene.notationEventText($0))" : "event \(Scene.notationEventText($0))"
    }
    let made = app.edit(label: label ?? "remove an event") { document in
      var events: [JSONValue] = []
      if case .array(let all)? = document[member: "events"] { events = all }
      if let index {
        guard events.indices.contains(index) else { return false }
        events.remove(at: index)
      }
      if let event {
        let at = event[member: "at"]?.doubleValue ?? 0
        let position = events.firstIndex { ($0[member: "at"]?.doubleValue ?? 0) > at } ?? events.count
        events.insert(event, at: position)
      }
      document[member: "events"] = events.isEmpty ? nil : .array(events)
      return true
    }
    if made {
      app.message = (event.map { Scene.notationEventText($0) } ?? "event removed") + " (u undoes)"
    }
  }

  /// Sets (nil: removes) a model value of the inspected layer, as an edit.
  mutating func setModelValue(_ keyPath: String, to value: JSONValue?, app: inout ExplorerState) {
    let ids = self.ids
    let made = app.edit(label: "model \(keyPath) of \(ids.joined(separator: "/"))") { document in
      guard var node = document.sceneNode(at: ids) else { return false }
      var properties = node[member: "properties"] ?? .object([])
      properties[member: keyPath] = value
      if case .object(let members) = properties, members.isEmpty {
        node[member: "properties"] = nil
      } else {
        node[member: "properties"] = properties
      }
      guard let changed = document.replacingSceneNode(at: ids, with: node) else { return false }
      document = changed
      return true
    }
    if made {
      app.message =
        value.map { "model \(keyPath) = \(Scene.notationText($0, field: keyPath)) (u undoes)" }
        ?? "model \(keyPath) removed (u undoes)"
    }
  }
}

extension String {
  var trimmingBlanks: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  func replacingOccurrences(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
