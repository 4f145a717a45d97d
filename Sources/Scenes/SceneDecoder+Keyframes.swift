import MediaTiming

/// Reading a keyframe animation (presentation model §2–§7, §11). What Core Animation rejects
/// loudly is an error here (values of the wrong type, an unknown calculation mode, a path on a
/// key path that is not a point); what it silently ignores is a warning and the default is used
/// (key times invalid for the mode, a wrong number of timing functions, TCB out of range).
extension SceneDecoder {
  mutating func keyframes(_ fields: Fields, at path: String, expected: ValueKind?, keyPath: String?) -> Keyframes {
    let mode = calculationMode(fields, at: path)
    var values: [AnimatedValue] = []
    var kind = expected
    let items = Array(array(fields, "values", at: path))
    if fields["values"] != nil && items.isEmpty && fields["path"] == nil {
      problem("\(path).values", "needs at least one value")
    }
    for (index, item) in items {
      let itemPath = "\(path).values[\(index)]"
      guard let value = animatedValue(item, at: itemPath, kind: kind) else { continue }
      if let first = values.first, first.kind != value.kind {
        problem(itemPath, "must be the same kind of value as values[0] (\(first.kind.spelling))", item)
        continue
      }
      if kind == nil { kind = value.kind }
      values.append(value)
    }
    var keyframes = Keyframes(values: values, calculationMode: mode)
    if let pathValue = fields["path"] {
      keyframes.path = keyframePath(pathValue, at: "\(path).path", expected: expected, keyPath: keyPath)
      if fields["values"] != nil { warning("\(path).values", "is ignored: path wins over values (Apple)") }
    }
    let count = keyframes.keyframeValues.count
    if fields["keyTimes"] != nil {
      keyframes.keyTimes = keyTimes(fields, at: path)
      if keyframes.keyTimesIgnored, let times = keyframes.keyTimes {
        warning("\(path).keyTimes", keyTimesWarning(times, mode: mode, count: count))
      }
    }
    if fields["timingFunctions"] != nil {
      var functions: [TimingFunction] = []
      let functionItems = Array(array(fields, "timingFunctions", at: path))
      for (index, item) in functionItems {
        if let function = timingFunction(item, at: "\(path).timingFunctions[\(index)]") { functions.append(function) }
      }
      keyframes.timingFunctions = functions
      if mode == .discrete || keyframes.isPaced {
        warning("\(path).timingFunctions", "are ignored in the \(mode.rawValue) calculation mode (Apple)")
      } else if functionItems.count != max(0, count - 1) {
        warning(
          "\(path).timingFunctions",
          "should hold one function per segment (\(max(0, count - 1))), has \(functionItems.count): segments without one are linear, extra ones are ignored"
        )
      }
    }
    let isCubic = mode == .cubic || mode == .cubicPaced
    keyframes.tensionValues = tcb(fields, "tensionValues", at: path, count: count, cubic: isCubic)
    keyframes.continuityValues = tcb(fields, "continuityValues", at: path, count: count, cubic: isCubic)
    keyframes.biasValues = tcb(fields, "biasValues", at: path, count: count, cubic: isCubic)
    if let value = fields["rotationMode"] {
      let names = RotationMode.allCases.map(\.rawValue)
      if let text = value.stringValue, let rotation = RotationMode(rawValue: text) {
        keyframes.rotationMode = rotation
        if keyframes.path == nil {
          warning("\(path).rotationMode", "is ignored without a path (Apple: undefined)")
        }
      } else {
        let hint = value.stringValue.flatMap { closestMatch(to: $0, in: names) }.map { " (did you mean \"\($0)\"?)" }
        problem("\(path).rotationMode", "must be one of \(names.joined(separator: ", "))\(hint ?? "")", value)
      }
    }
    return keyframes
  }

  mutating func calculationMode(_ fields: Fields, at path: String) -> CalculationMode {
    guard let value = fields["calculationMode"] else { return .linear }
    let names = CalculationMode.allCases.map(\.rawValue)
    guard let text = value.stringValue, let mode = CalculationMode(rawValue: text) else {
      let hint = value.stringValue.flatMap { closestMatch(to: $0, in: names) }.map { " (did you mean \"\($0)\"?)" }
      problem("\(path).calculationMode", "must be one of \(names.joined(separator: ", "))\(hint ?? "")", value)
      return .linear
    }
    return mode
  }

  /// The numbers of `keyTimes`; entries that are not finite numbers are errors.
  mutating func keyTimes(_ fields: Fields, at path: String) -> [Double] {
    var times: [Double] = []
    for (index, item) in array(fields, "keyTimes", at: path) {
      guard case .number(let t, _) = item, t.isFinite else {
        problem("\(path).keyTimes[\(index)]", "must be a finite number (a fraction of the duration)", item)
        continue
      }
      times.append(t)
    }
    return times
  }

  /// Why key times are ignored (K-T1), in the first rule they break.
  func keyTimesWarning(_ times: [Double], mode: CalculationMode, count n: Int) -> String {
    let suffix = "; Core Animation ignores them and uses evenly spaced times"
    if mode == .paced || mode == .cubicPaced {
      return "are ignored in the \(mode.rawValue) calculation mode (times come from distances)"
    }
    let wanted = mode == .discrete ? n + 1 : n
    if times.count != wanted {
      let what = mode == .discrete ? "one more than the values (\(wanted))" : "one per keyframe (\(wanted))"
      return "need \(what), have \(times.count)\(suffix)"
    }
    if let bad = times.first(where: { !(0...1).contains($0) }) {
      return "must lie in 0...1 (found \(shortestText(bad)))\(suffix)"
    }
    if zip(times, times.dropFirst()).contains(where: { $1 < $0 }) { return "must not decrease\(suffix)" }
    return "must start at 0 and end at 1\(suffix)"
  }

  /// `tensionValues`, `continuityValues` or `biasValues`: numbers, used as given with a warning
  /// outside −1…1 or beyond the keyframes; ignored with a warning outside the cubic modes.
  mutating func tcb(_ fields: Fields, _ key: String, at path: String, count n: Int, cubic: Bool) -> [Double]? {
    guard fields[key] != nil else { return nil }
    var numbers: [Double] = []
    for (index, item) in array(fields, key, at: path) {
      guard case .number(let v, _) = item, v.isFinite else {
        problem("\(path).\(key)[\(index)]", "must be a finite number", item)
        continue
      }
      numbers.append(v)
    }
    if !cubic {
      warning("\(path).\(key)", "only shape the cubic and cubicPaced calculation modes; ignored")
    } else if let outside = numbers.first(where: { !(-1...1).contains($0) }) {
      warning("\(path).\(key)", "should lie in -1...1 (found \(shortestText(outside))); used as given")
    }
    if cubic && numbers.count > n {
      warning("\(path).\(key)", "has \(numbers.count) entries for \(n) keyframes; the extra ones are ignored")
    }
    return numbers
  }

  /// A `path` (SVG path data) for a point key path.
  mutating func keyframePath(
    _ value: JSONValue, at path: String, expected: ValueKind?, keyPath: String?
  )
    -> KeyframePath?
  {
    guard let text = value.stringValue else {
      problem(path, "must be SVG path data such as \"M0,0 L100,0 Q150,50 100,100\"", value)
      return nil
    }
    if let expected, expected != .point {
      problem(path, "animates a point; \(keyPath ?? "this key path") takes \(expected.spelling)", value)
      return nil
    }
    do {
      return try KeyframePath(parsing: text)
    } catch {
      problem(path, "\(error)", value)
      return nil
    }
  }
}
