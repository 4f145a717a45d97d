extension Int {
  /// `value` rounded toward zero and clamped to `Int`'s range; 0 for NaN. (`Int(_:)` traps on
  /// NaN, infinities and anything beyond ±9.2e18, which a scene's numbers can reach: a position of
  /// 1e19, a curve overshooting to 1e20.)
  @inlinable
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9_223_372_036_854_775_807.0 {
      self = .max
    } else if value <= -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}

extension Int32 {
  /// `value` rounded toward zero and clamped to `Int32`'s range; 0 for NaN.
  @inlinable
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else {
      self = Int32(Swift.min(Swift.max(value, -2_147_483_648), 2_147_483_647))
    }
  }
}
