/// What a timed object shows outside its active interval (`CAMediaTimingFillMode`).
///
/// Apple: "Local time may be clamped to either end of the active duration, or the element may be
/// removed from the presentation" (timing model T8).
public enum FillMode: String, Sendable, CaseIterable, Codable {
  /// Not applied before the begin or after the end (`kCAFillModeRemoved`, the default).
  case removed
  /// After the end, hold the final state (`kCAFillModeForwards`); needs `removedOnCompletion = false`
  /// on an animation added directly to a layer (T9).
  case forwards
  /// Before the begin, hold the start state (`kCAFillModeBackwards`: "clamps values before zero to zero").
  case backwards
  /// Both of the above (`kCAFillModeBoth`).
  case both

  /// True when the node holds its start state before its begin.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// True when the node holds its end state after its end.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
