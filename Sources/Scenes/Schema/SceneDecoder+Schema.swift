import MediaTiming

/// Reading the schema's scalar fields: each by its type, into the model through its binding.
extension SceneDecoder {
  /// A scalar field's value as read (nil when it is wrong; the problem is recorded).
  enum Scalar {
    case number(Double)
    case flag(Bool)
    case fillMode(FillMode)
    case timingFunction(TimingFunction?)
    case text(String?)

    /// Stores the value in `animation` through `binding`.
    func store(in animation: inout Animation, _ binding: FieldBinding?) {
      switch (self, binding) {
      case (.number(let x), .number(let keyPath)?): animation[keyPath: keyPath] = x
      case (.flag(let x), .flag(let keyPath)?): animation[keyPath: keyPath] = x
      case (.fillMode(let x), .fillMode(let keyPath)?): animation[keyPath: keyPath] = x
      case (.timingFunction(let x), .timingFunction(let keyPath)?): animation[keyPath: keyPath] = x
      case (.text(let x), .text(let keyPath)?): animation[keyPath: keyPath] = x
      default: break
      }
    }

    /// Stores the value in `layer` through `binding`.
    func store(in layer: inout Layer, _ binding: FieldBinding?) {
      if case .number(let x) = self, case .layerNumber(let keyPath)? = binding { layer[keyPath: keyPath] = x }
    }
  }

  /// Reads scalar `field` of `fields` (the object at `path`) by its type.
  mutating func scalar(_ field: SchemaField, _ fields: Fields, at path: String) -> Scalar? {
    let name = field.name
    switch field.type {
    case .parentTime, .seconds, .rate: return .number(number(fields, name, at: path, default: 0))
    case .duration, .length: return .number(number(fields, name, at: path, default: 0, nonNegative: true))
    case .count: return .number(repeatCount(fields, at: path))
    case .flag(let defaultValue): return .flag(bool(fields, name, at: path, default: defaultValue))
    case .choice:
      guard case .fillMode = field.binding else { return nil }
      return .fillMode(fillMode(fields, at: path))
    case .timingFunction: return .timingFunction(fields[name].flatMap { timingFunction($0, at: "\(path).\(name)") })
    case .text: return .text(string(fields, name, at: path, required: false))
    default: return nil
    }
  }

  /// "basic, keyframe and spring animations" for a set of kinds, in the schema's order.
  static func spelling(_ kinds: Set<AnimationKind>) -> String {
    let names = AnimationKind.allCases.filter(kinds.contains).map(\.rawValue)
    guard names.count > 1 else { return (names.first ?? "no") + " animations" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last! + " animations"
  }
}

extension AnimationKind {
  /// As messages name it: "basic animation", "group".
  public var spelling: String { self == .group ? "group" : "\(rawValue) animation" }
}
