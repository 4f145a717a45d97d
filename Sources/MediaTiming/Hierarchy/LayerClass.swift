/// The Core Animation class of a layer: it decides which properties the layer has (a `CALayer`
/// has no `strokeEnd`; an animation of one on it moves nothing) and, for a replicator, that its
/// sublayers are drawn `instanceCount` times.
public enum LayerClass: String, Hashable, Sendable, CaseIterable {
  case layer = "CALayer"
  case shape = "CAShapeLayer"
  case replicator = "CAReplicatorLayer"
  case gradient = "CAGradientLayer"
  case text = "CATextLayer"

  /// The root key paths only this class (among these) has; every class has `CALayer`'s.
  public var ownProperties: Set<String> {
    switch self {
    case .layer: []
    case .shape:
      ["path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase"]
    case .replicator:
      [
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
        "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
      ]
    case .gradient: ["colors", "locations", "startPoint", "endPoint"]
    case .text: ["fontSize", "foregroundColor"]
    }
  }

  /// The class a key path (`strokeEnd`, `position.x`) belongs to when it is not `CALayer`'s own;
  /// nil for `CALayer`'s properties and for key paths TimingLab does not know.
  public static func owner(ofKeyPath keyPath: String) -> LayerClass? {
    if let owner = owners[keyPath] { return owner }
    guard let dot = keyPath.firstIndex(of: ".") else { return nil }
    return owners[String(keyPath[..<dot])]
  }

  /// Each class's own properties, by name (one lookup per key path).
  private static let owners: [String: LayerClass] = Dictionary(
    allCases.flatMap { c in c.ownProperties.map { ($0, c) } }, uniquingKeysWith: { first, _ in first })
}
