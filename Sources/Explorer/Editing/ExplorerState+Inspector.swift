import MediaTiming
import Scenes
import TermGrid

/// The inspector's editing: step a number (←/→, Shift × 10), toggle a flag, cycle a choice or a
/// timing function, type any value (Enter, in notation's spelling), reset a field to its default
/// (Delete). Each change is an edit of the scene file's document that the decoder must accept.
extension ExplorerState {
  /// `e`: inspects the selected node (the timeline row, or the layer tree's node), or closes.
  mutating func toggleInspector() {
    if editing.inspector != nil {
      editing.inspector = nil
      return
    }
    guard let ids = targetIDs else {
      message = "nothing to inspect: the scene has no animation"
      return
    }
    editing.inspector = InspectorState(ids: ids)
  }

  /// ↑/↓ in the inspector.
  mutating func moveInspectorField(by delta: Int) {
    guard var inspector = editing.inspector else { return }
    inspector.field = min(max(inspector.field + delta, 0), max(0, inspectorFields.count - 1))
    editing.inspector = inspector
  }

  /// The selected field, if any.
  var selectedInspectorField: InspectorField? {
    guard let inspector = editing.inspector else { return nil }
    let fields = inspectorFields
    return fields.indices.contains(inspector.field) ? fields[inspector.field] : nil
  }

  /// ←/→ (`direction` ±1, ±10 with Shift) on the selected field.
  mutating func stepInspectorField(_ direction: Double) {
    guard let field = selectedInspectorField else { return }
    let forward = direction > 0
    switch field.kind {
    case .number, .modelValue:
      let base: Double
      switch field.value {
      case .number(let v, _)?: base = v
      case nil:
        guard let start = Double(field.defaultText.split(separator: " ").first.map(String.init) ?? "") else {
          message = "\(field.name) has no number to step from: Enter types a value"
          return
        }
        base = start
      default:
        message = "\(field.name) is \(field.text): Enter types a new value"
        return
      }
      let step: Double
      if case .number(let s) = field.kind { step = s } else { step = InspectorField.valueStep(field.name) }
      let next = ((base + step * direction) * 1e9).rounded() / 1e9
      setField(field, to: JSONValue.number(next))
    case .flag(let defaultValue):
      if case .bool(let current)? = field.value {
        setField(field, to: current == defaultValue ? .bool(!current) : nil)
      } else {
        setField(field, to: .bool(!defaultValue))
      }
    case .choice(let options, let optional):
      let names: [String?] = (optional ? [nil] : []) + options.map { Optional($0) }
      let current = field.value?.stringValue ?? (optional ? nil : options.first)
      let index = names.firstIndex(of: current) ?? 0
      let next = names[(index + (forward ? 1 : names.count - 1)) % names.count]
      setField(field, to: next.map { .string($0) })
    case .timingFunction:
      let names: [String?] = [nil] + TimingFunction.names.map { Optional($0) }
      let index = names.firstIndex(of: field.value?.stringValue) ?? 0
      let next = names[(index + (forward ? 1 : names.count - 1)) % names.count]
      setField(field, to: next.map { .string($0) })
    case .text, .newModelValue, .modelValue:
      message = "Enter types a value for \(field.name)"
    }
  }

  /// Enter: type a value for the selected field (a flag toggles instead).
  mutating func beginFieldEntry() {
    guard let field = selectedInspectorField else { return }
    if case .flag = field.kind { return stepInspectorField(1) }
    editing.prompt = .fieldValue(field.value == nil ? "" : field.text)
  }

  /// Delete: the selected field back to its default (a model value removed).
  mutating func resetInspectorField() {
    guard let field = selectedInspectorField else { return }
    if field.name == "id" || field.kind == .newModelValue { return }
    if field.value == nil {
      message = "\(field.name) is already at its default"
      return
    }
    setField(field, to: nil)
  }

  /// Finishes typing: the text in notation's spelling (empty: the default).
  mutating func commitFieldEntry(_ text: String) {
    guard let field = selectedInspectorField else { return }
    let trimmed = text.trimmingBlanks
    if field.kind == .newModelValue {
      do {
        let (keyPath, value) = try Scene.notationField(trimmed)
        setModelValue(keyPath, to: value)
      } catch {
        message = "\(error)"
      }
      return
    }
    if trimmed.isEmpty { return setField(field, to: nil) }
    do {
      setField(
        field, to: try Scene.notationValue(trimmed, field: field.kind == .modelValue ? "properties" : field.name))
    } catch {
      message = "\(field.name): \(error)".replacingOccurrences("notation: ", with: "")
    }
  }

  /// Sets (nil: removes) the field on the inspected node, as an edit.
  mutating func setField(_ field: InspectorField, to value: JSONValue?) {
    if field.kind == .modelValue { return setModelValue(field.name, to: value) }
    guard let ids = editing.inspector?.ids else { return }
    let before = field.text
    let path = ids.joined(separator: "/")
    let made = edit(label: "\(field.name) of \(path)") { document in
      guard var node = document.sceneNode(at: ids) else { return false }
      node[member: field.name] = value
      guard let changed = document.replacingSceneNode(at: ids, with: node) else { return false }
      document = changed
      return true
    }
    guard made else { return }
    if field.name == "id", let newID = value?.stringValue { editing.inspector?.ids[ids.count - 1] = newID }
    let after = selectedInspectorField?.text ?? (value.map { Scene.notationText($0, field: field.name) } ?? "default")
    message = "\(field.name) \(before) → \(after) (u undoes)"
  }

  /// Sets (nil: removes) a model value of the inspected layer, as an edit.
  mutating func setModelValue(_ keyPath: String, to value: JSONValue?) {
    guard let ids = editing.inspector?.ids else { return }
    let made = edit(label: "model \(keyPath) of \(ids.joined(separator: "/"))") { document in
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
      message =
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
