import MediaTiming
import Scenes

/// An animation with none of `fromValue`, `toValue`, `byValue` (a `CASpringAnimation(keyPath:
/// "position")` added right after `layer.position.y += 100`): Core Animation interpolates "between
/// the previous value of keyPath in the target layer's presentation layer and the current value"
/// (CABasicAnimation.h) — in an app, from the value before the code changed the model in this
/// transaction to the model value. A scene cannot hold "the previous value", so the importer
/// remembers each layer key's value before the code's first change at each instant (seconds after
/// the entry point) and writes the two ends out.
extension CodeInterpreter {
  /// Remembers layer `i`'s model value of `keyPath` before it changes now, unless a change at this
  /// instant was already remembered (the transaction's first value is the previous one).
  mutating func rememberBeforeChange(_ i: Int, _ keyPath: String) {
    guard valuesBeforeChange[i]?[keyPath]?.at != delayedBy, layers.indices.contains(i),
      LayerProperty.named(keyPath) != nil
    else { return }
    valuesBeforeChange[i, default: [:]][keyPath] = (delayedBy, Self.modelValue(layers[i], keyPath))
  }

  /// `document` (an animation added to layer `i` now) with `from` and `to` filled in when it has
  /// none of from, to, by and its key changed at this instant; unchanged otherwise.
  mutating func fillingPreviousValue(_ document: JSONValue, layer i: Int, _ statement: CodeSite) -> JSONValue {
    guard case .object(var members) = document,
      case .string(let keyPath)? = members.first(where: { $0.key == "keyPath" })?.value,
      !members.contains(where: { ["from", "to", "by", "values", "path", "animations"].contains($0.key) }),
      let before = valuesBeforeChange[i]?[keyPath], before.at == delayedBy,
      let from = json(before.value), let to = json(Self.modelValue(layers[i], keyPath)), from != to
    else { return document }
    members.append(("from", from))
    members.append(("to", to))
    site = statement
    noteOnce(
      "\(statement.text): none of fromValue, toValue, byValue: Core Animation animates \(keyPath) from its value before this change to the model value, written as from and to"
    )
    return .object(members)
  }
}
