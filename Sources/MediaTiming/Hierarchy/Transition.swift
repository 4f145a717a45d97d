/// `CATransition`'s own fields: how a layer's change is shown (a fade, or new content pushed, moved
/// in or revealed from one side) and which part of the transition plays.
///
/// A transition animates no key path: Core Animation adds it under the key `transition` and shows
/// the layer's old content turning into its new content. Its value is the transition's progress,
/// `startProgress + (endProgress − startProgress) × eased progress` (uikit.md §7): 0 shows the old
/// content, 1 the new.
public struct Transition: Hashable, Sendable {
  /// Apple's public types (`kCATransitionFade`, …) and the private ones real code names by string
  /// (`"cube"`, `"pageCurl"`): the stage draws the four public ones and shows a private one as a fade.
  public static let publicTypes = ["fade", "moveIn", "push", "reveal"]
  public static let privateTypes = [
    "cube", "oglFlip", "suckEffect", "rippleEffect", "pageCurl", "pageUnCurl", "cameraIrisHollowOpen",
    "cameraIrisHollowClose",
  ]
  /// The sides new content comes from (`kCATransitionFromRight`, …).
  public static let subtypes = ["fromLeft", "fromRight", "fromTop", "fromBottom"]

  /// `type`: one of `publicTypes` or `privateTypes`; `fade` by default.
  public var type: String
  /// `subtype`: the side for `moveIn`, `push` and `reveal` (and the private `cube`, `oglFlip`); nil
  /// is Core Animation's default (from the left for the directional types).
  public var subtype: String?
  /// `startProgress`, `endProgress`: the part of the transition played, fractions in `0…1`, start
  /// not after end (Apple leaves end < start undefined).
  public var startProgress: Double
  public var endProgress: Double

  public init(type: String = "fade", subtype: String? = nil, startProgress: Double = 0, endProgress: Double = 1) {
    self.type = type
    self.subtype = subtype
    self.startProgress = startProgress
    self.endProgress = endProgress
  }

  /// The transition's progress at `easedProgress` (the animation's progress after its timing
  /// function): 0 the old content, 1 the new.
  public func progress(atEasedProgress easedProgress: Double) -> Double {
    startProgress + (endProgress - startProgress) * easedProgress
  }

  /// True for a type Apple documents (the others are private and may change).
  public var isPublic: Bool { Self.publicTypes.contains(type) }

  /// The unit vector new content travels along as it comes in (`fromRight`: leftwards, (−1, 0)),
  /// in the layer's coordinates (y down, as UIKit's); nil for a type without a direction.
  public var travel: SIMD2<Double>? {
    guard ["moveIn", "push", "reveal"].contains(type) else { return nil }
    switch subtype {
    case "fromRight": return SIMD2(-1, 0)
    case "fromTop": return SIMD2(0, 1)
    case "fromBottom": return SIMD2(0, -1)
    default: return SIMD2(1, 0)
    }
  }
}
