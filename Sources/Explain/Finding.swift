import MediaTiming
import Scenes

/// How `explain`'s findings are made and worded.
extension Diagnostic {
  /// A finding `code` about `subject`, visible at scene time `time`.
  static func finding(_ code: String, _ subject: Subject, time: Double?, _ message: String, fix: Fix?) -> Diagnostic {
    var diagnostic = Diagnostic(.warning, code: code, message, fix: fix)
    diagnostic.animation = subject.path
    diagnostic.time = time
    return diagnostic
  }
}

/// Values and times in messages: `0.5`, `(10, 20)`, `#FF8000`, `1.5 s`.
enum Words {
  static func value(_ value: AnimatedValue?) -> String {
    switch value {
    case .number(let x)?: number(x)
    case .color(let c)?: c.hex
    case .colors(let cs)?: "[" + cs.map(\.hex).joined(separator: ", ") + "]"
    case let value?: "(" + value.components.map(number).joined(separator: ", ") + ")"
    case nil: "nil"
    }
  }

  /// `a`, `a and b`, `a, b and c`; past `limit` names, `a, b, c and 497 others`.
  static func list(_ names: [String], limit: Int = 4) -> String {
    if names.count > limit {
      return names.prefix(limit - 1).joined(separator: ", ") + " and \(names.count - limit + 1) others"
    }
    return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  static func time(_ t: Double) -> String { number(t) + " s" }

  /// At most six decimals: what a person reads (the fix itself carries the exact value).
  static func number(_ x: Double) -> String {
    abs(x) < 1e9 ? shortestText((x * 1e6).rounded() / 1e6 + 0) : shortestText(x)
  }
}

/// The scene-file edits fixes are made of.
enum Edits {
  /// The layer's model value of `keyPath` set to `value` (merged into its `properties`).
  static func model(_ subject: Subject, _ keyPath: String, _ value: AnimatedValue) -> SceneEdit {
    let values = JSONValue.object([(keyPath, EvalReport.value(value))])
    // For an animation an event adds: the model value set by an event of its own, right after.
    if let added = subject.event {
      return SceneEdit(ids: [SceneEdit.eventsMarker, String(added.index)], field: SceneEdit.setAfter, value: values)
    }
    return SceneEdit(ids: subject.layerIDs, field: "properties", value: values)
  }

  static func field(_ subject: Subject, _ name: String, _ value: JSONValue?) -> SceneEdit {
    SceneEdit(ids: subject.ids, field: name, value: value)
  }

  /// A basic or spring animation's from and to written out, as they are with the model value
  /// `model` (so that changing the model keeps the motion); nothing for other animations.
  static func explicitEnds(_ subject: Subject, model: AnimatedValue?) -> [SceneEdit] {
    explicitEnds(subject.animation, ids: subject.ids, model: model)
  }

  /// The same for the animation at `ids` (a group's child).
  static func explicitEnds(_ animation: Animation, ids: [String], model: AnimatedValue?) -> [SceneEdit] {
    let values: BasicValues
    switch animation.content {
    case .basic(let v), .spring(_, let v): values = v
    default: return []
    }
    guard !values.isSelfContained, let model, let ends = values.ends(current: { model }) else { return [] }
    return [
      SceneEdit(ids: ids, field: "from", value: EvalReport.value(ends.from)),
      SceneEdit(ids: ids, field: "to", value: EvalReport.value(ends.to)), SceneEdit(ids: ids, field: "by", value: nil),
    ]
  }

  /// `fillMode` with backwards added (removed → backwards, forwards → both).
  static func fillingBackwards(_ subject: Subject) -> SceneEdit? {
    switch subject.animation.fillMode {
    case .removed: field(subject, "fillMode", .string("backwards"))
    case .forwards: field(subject, "fillMode", .string("both"))
    default: nil
    }
  }

  /// `fillMode` without forwards (both → backwards, forwards → removed).
  static func notFillingForwards(_ subject: Subject) -> SceneEdit? {
    switch subject.animation.fillMode {
    case .both: field(subject, "fillMode", .string("backwards"))
    case .forwards: field(subject, "fillMode", nil)
    default: nil
    }
  }
}
