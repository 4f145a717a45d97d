/// Ids for layers and animations: a scene's ids are non-empty, have no `/`, and are unique among
/// a layer's sublayers and animations together.
extension SnapshotBuilder {
  /// Ids are cut to this many characters.
  static let idLength = 64

  /// A layer's id: its `name`, else its view's `accessibilityIdentifier`, else `root` for the
  /// captured layer and its view's class (or its own) and its place among its siblings (1 for the
  /// first) for the others.
  static func identifier(for source: any CaptureSource, index: Int) -> String {
    if let name = source.captureName.map({ cleaned($0, fallback: "") }), !name.isEmpty { return name }
    if let identifier = source.captureViewIdentifier.map({ cleaned($0, fallback: "") }), !identifier.isEmpty {
      return identifier
    }
    if index == 0 { return "root" }
    let kind = source.captureViewClassName ?? source.captureClassNames.first ?? "layer"
    let base = cleaned(kind.split(separator: ".").last.map(String.init) ?? kind, fallback: "layer")
    return "\(base)-\(index)"
  }

  /// The ids of a layer's animations (by key, in order) and of its sublayers (in order), unique
  /// among them all.
  static func ids(_ source: any CaptureSource) -> (animations: [(key: String, id: String)], sublayers: [String]) {
    var taken = Set<String>()
    let animations = source.captureAnimationKeys.map { ($0, unique(cleaned($0, fallback: "animation"), in: &taken)) }
    let sublayers = source.captureSublayers.enumerated().map {
      unique(identifier(for: $0.element, index: $0.offset + 1), in: &taken)
    }
    return (animations, sublayers)
  }

  /// `text` without control characters, `/` as `∕`, spaces at the ends trimmed, at most `idLength`
  /// characters; `fallback` when nothing is left.
  static func cleaned(_ text: String, fallback: String) -> String {
    var out = ""
    for character in text {
      guard out.count < idLength else { break }
      if character == "/" {
        out.append("∕")
      } else if !character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        out.append(character)
      }
    }
    while out.first == " " { out.removeFirst() }
    while out.last == " " { out.removeLast() }
    return out.isEmpty ? fallback : out
  }

  /// `id`, or `id-2`, `id-3`, … when it is taken; recorded as taken.
  static func unique(_ id: String, in taken: inout Set<String>) -> String {
    var candidate = id
    var n = 2
    while taken.contains(candidate) {
      candidate = "\(id)-\(n)"
      n += 1
    }
    taken.insert(candidate)
    return candidate
  }
}
