import MediaTiming
import Scenes

/// One field the inspector lists.
public struct InspectorField: Hashable, Sendable {
  /// How the field is edited.
  public enum Kind: Hashable, Sendable {
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
  }

  /// The scene file's name of the field (a key path for a model value).
  public var name: String
  public var kind: Kind
  /// The document's value; nil when the field is at its default (absent).
  public var value: JSONValue?
  /// What the field shows when absent.
  public var defaultText: String

  /// The value as notation writes it, or the default.
  public var text: String {
    guard let value else { return defaultText }
    return Scene.notationText(value, field: name)
  }
}

extension InspectorField {
  /// The fields of `node` (a document object): a layer's timing and model values, an animation's
  /// timing and its kind's values.
  static func fields(of node: JSONValue, isLayer: Bool) -> [InspectorField] {
    func field(_ name: String, _ kind: Kind, _ defaultText: String) -> InspectorField {
      InspectorField(name: name, kind: kind, value: node[member: name], defaultText: defaultText)
    }
    if isLayer {
      var fields = [
        field("id", .text, ""), field("beginTime", .number(step: 0.1), "0"), field("speed", .number(step: 0.1), "1"),
        field("timeOffset", .number(step: 0.1), "0"),
      ]
      if case .object(let properties)? = node[member: "properties"] {
        fields += properties.map {
          InspectorField(name: $0.key, kind: .modelValue, value: $0.value, defaultText: "")
        }
      }
      fields.append(
        InspectorField(name: "+ model value", kind: .newModelValue, value: nil, defaultText: "keyPath=value"))
      return fields
    }
    let isGroup = node[member: "animations"] != nil
    let isKeyframe = node[member: "values"] != nil || node[member: "path"] != nil
    let isSpring = node[member: "spring"] != nil
    var fields = [field("id", .text, "")]
    if !isGroup { fields.append(field("keyPath", .text, "")) }
    fields += [
      field("beginTime", .number(step: 0.1), "0"), field("duration", .number(step: 0.1), "0 (the default)"),
      field("speed", .number(step: 0.1), "1"), field("timeOffset", .number(step: 0.1), "0"),
      field("repeatCount", .number(step: 0.5), "0"), field("repeatDuration", .number(step: 0.1), "0"),
      field("autoreverses", .flag(default: false), "false"),
      field("fillMode", .choice(FillMode.allCases.map(\.rawValue), optional: false), "removed"),
      field("removedOnCompletion", .flag(default: true), "true"),
      field("timingFunction", .timingFunction, "none (linear)"),
    ]
    guard !isGroup else { return fields }
    fields += [field("additive", .flag(default: false), "false"), field("cumulative", .flag(default: false), "false")]
    let step = valueStep(node[member: "keyPath"]?.stringValue)
    if isKeyframe {
      fields += [
        field("values", .text, "[]"), field("keyTimes", .text, "evenly spaced"),
        field("timingFunctions", .text, "linear"),
        field("calculationMode", .choice(CalculationMode.allCases.map(\.rawValue), optional: false), "linear"),
        field("tensionValues", .text, "0"), field("continuityValues", .text, "0"), field("biasValues", .text, "0"),
        field("path", .text, "none"),
        field("rotationMode", .choice(RotationMode.allCases.map(\.rawValue), optional: true), "none"),
      ]
    } else {
      fields += [
        field("from", .number(step: step), "the model value"), field("to", .number(step: step), "the model value"),
        field("by", .number(step: step), "none"),
      ]
      if isSpring { fields.append(field("spring", .text, "CASpringAnimation defaults")) }
    }
    return fields
  }

  /// The step of a key path's numbers: 0.05 for fractions (opacity, strokeEnd, anchorPoint,
  /// contentsRect), 15° for angles, else 1 point.
  static func valueStep(_ keyPath: String?) -> Double {
    guard let keyPath else { return 1 }
    if keyPath.contains("rotation") { return Double.pi / 12 }
    let fractions = ["opacity", "strokeStart", "strokeEnd", "shadowOpacity", "anchorPoint", "contentsRect", "scale"]
    return fractions.contains { keyPath.hasPrefix($0) || keyPath.contains($0) } ? 0.05 : 1
  }

  /// The name shown in the inspector.
  public var label: String { name }
}
