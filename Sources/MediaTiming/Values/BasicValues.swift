/// `CABasicAnimation`'s `fromValue`, `toValue` and `byValue`, any of them nil (presentation model §8).
public struct BasicValues: Hashable, Sendable {
  public var from: AnimatedValue?
  public var to: AnimatedValue?
  public var by: AnimatedValue?

  public init(from: AnimatedValue? = nil, to: AnimatedValue? = nil, by: AnimatedValue? = nil) {
    self.from = from
    self.to = to
    self.by = by
  }

  /// True when both ends are given (directly or through `by`), so the model value is not read.
  public var isSelfContained: Bool {
    (from != nil && to != nil) || (by != nil && (from != nil || to != nil))
  }

  /// The two values interpolated between, for the eight combinations of §8 (`current` is read
  /// only when an end is missing):
  /// 1. from, to → from … to; 2. from, by → from … from + by; 3. by, to → to − by … to;
  /// 4. from → from … current; 5. to → current … to; 6. by → current … current + by;
  /// 7. none → current … current (Apple: the previous presentation value, captured when the
  ///    animation is added, … the model value; a scene cannot hold the captured value);
  /// 8. from, to, by → from … to (`by` ignored; inference).
  ///
  /// `current` is the live model value of the key path (observed on real Core Animation, where
  /// Apple's text says "presentation value"), or the additive identity for an additive animation
  /// (0, or 1 for a scale). Nil when the values are of different kinds.
  public func ends(current: () -> AnimatedValue) -> (from: AnimatedValue, to: AnimatedValue)? {
    let result: (AnimatedValue?, AnimatedValue?)
    switch (from, to, by) {
    case (let from?, let to?, _): result = (from, to)
    case (let from?, nil, let by?): result = (from, from.adding(by))
    case (nil, let to?, let by?): result = (to.subtracting(by), to)
    case (let from?, nil, nil): result = (from, current())
    case (nil, let to?, nil): result = (current(), to)
    case (nil, nil, let by?):
      let base = current()
      result = (base, base.adding(by))
    case (nil, nil, nil):
      let base = current()
      result = (base, base)
    }
    guard let a = result.0, let b = result.1, a.kind == b.kind else { return nil }
    return (a, b)
  }

  /// The kind of the values given, if any.
  public var kind: ValueKind? { (from ?? to ?? by)?.kind }
}
