import MediaTiming
import Scenes

/// One field the inspector lists.
package struct InspectorField: Hashable, Sendable {
  /// How the field is edited.
  package enum Kind: Hashable, Sendable {
    /// A number stepped by `step` (Shift: × 10) or typed.
    case number(step: Double)
    /// A flag toggled by ←/→ or Enter.
    case flag(default: Bool)
    /// One of a few names, cycled by ←/→ (`nil` first when the field may be absent).
    case choice([String], optional: Bool)
    /// A timing function: cycled through the named ones, or typed.
    case timingFunction
    /// Typed only (a list, a value of several components, a spring, a path, an id).
    case text
    /// A model value of the layer under `properties`.
    case modelValue
    /// The row that adds a model value (`keyPath=value`).
    case newModelValue
    /// A scene event on the layer: the index in the scene file's `events`; typed as notation
    /// (`at 1 speed=2 anchored`), removed with Delete.
    case event(Int)
    /// The row that adds an event on the layer.
    case newEvent
  }

  /// The scene file's name of the field (a key path for a model value).
  package var name: String
  package var kind: Kind
  /// The document's value; nil when the field is at its default (absent).
  package var value: JSONValue?
  /// What the field shows when absent.
  package var defaultText: String

  /// The value as notation writes it, or the default.
  package var text: String {
    guard let value else { return defaultText }
    if case .event = kind { return Scene.notationEventText(value) }
    return Scene.notationText(value, field: name)
  }
}

extension InspectorField.Kind {
  /// True for an event's row.
  var isEvent: Bool {
    if case .event = self { true } else { false }
  }
}

extension InspectorField {
  /// The fields of `node` (a document object), from the schema: a layer's id, timing and model
  /// values; an animation's timing and its kind's values.
  static func fields(of node: JSONValue, isLayer: Bool) -> [InspectorField] {
    func field(_ schema: SchemaField, _ kind: Kind) -> InspectorField {
      InspectorField(name: schema.name, kind: kind, value: node[member: schema.name], defaultText: schema.defaultText)
    }
    if isLayer {
      var fields = AnimationSchema.layer.compactMap { schema in
        kind(of: schema, keyPath: nil).map { field(schema, $0) }
      }
      if case .object(let properties)? = node[member: "properties"] {
        fields += properties.map {
          InspectorField(name: $0.key, kind: .modelValue, value: $0.value, defaultText: "")
        }
      }
      fields.append(
        InspectorField(name: "+ model value", kind: .newModelValue, value: nil, defaultText: "keyPath=value"))
      return fields
    }
    guard case .object(let members) = node else { return [] }
    let animationKind = AnimationSchema.kind(of: members)
    let keyPath = node[member: "keyPath"]?.stringValue
    return AnimationSchema.fields(of: animationKind).compactMap { schema in
      guard schema.inspectable, schema.owners.contains(animationKind) else { return nil }
      return kind(of: schema, keyPath: keyPath).map { field(schema, $0) }
    }
  }

  /// How the inspector edits a schema field; nil for what it does not list (children).
  static func kind(of field: SchemaField, keyPath: String?) -> Kind? {
    switch field.type {
    case .parentTime, .seconds, .duration, .length, .rate, .count: .number(step: field.step ?? 0.1)
    case .copies: .number(step: 1)
    case .fraction: .number(step: field.step ?? 0.05)
    case .flag(let defaultValue): .flag(default: defaultValue)
    case .choice(let options, let optional): .choice(options, optional: optional)
    case .timingFunction: .timingFunction
    case .value: .number(step: valueStep(keyPath))
    case .identifier, .keyPath, .values, .numbers, .timingFunctions, .pathData, .spring, .transform: .text
    case .text, .animations, .sublayers, .modelValues, .timeline, .layer, .events, .animation, .layerPath, .capture,
      .capturedLayer:
      nil
    }
  }

  /// The step of a key path's numbers: 0.05 for fractions (opacity, strokeEnd, anchorPoint,
  /// contentsRect), 15° for angles, else 1 point.
  static func valueStep(_ keyPath: String?) -> Double {
    guard let keyPath else { return 1 }
    if keyPath.contains("rotation") { return Double.pi / 12 }
    let fractions = ["opacity", "strokeStart", "strokeEnd", "shadowOpacity", "anchorPoint", "contentsRect", "scale"]
    return fractions.contains { keyPath.hasPrefix($0) || keyPath.contains($0) } ? 0.05 : 1
  }

  /// The events of `document` on the layer at `ids` (an event without a layer is the root's),
  /// then the row that adds one.
  static func events(in document: JSONValue, layer ids: [String]) -> [InspectorField] {
    let path = ids.joined(separator: "/")
    var fields: [InspectorField] = []
    if case .array(let events)? = document[member: "events"] {
      for (index, event) in events.enumerated() {
        let layer = event[member: "layer"]?.stringValue ?? ids.first ?? ""
        guard layer == path else { continue }
        let time = event[member: "at"].map { Scene.notationText($0, field: "at") } ?? "?"
        fields.append(InspectorField(name: "event at \(time) s", kind: .event(index), value: event, defaultText: ""))
      }
    }
    fields.append(InspectorField(name: "+ event", kind: .newEvent, value: nil, defaultText: "at SECONDS action"))
    return fields
  }

  /// The name shown in the inspector.
  package var label: String { name }
}
