/// The loop's in and out points (GSDevTools' in/out, Theatre's focus range): set at the playhead
/// with `I` and `O`, drawn on the timeline and the slider; playing stays inside them.
extension ExplorerState {
  /// The range playing loops in, when both points are set; scene seconds.
  public var loopRange: ClosedRange<Double>? {
    guard let a = loopIn, let b = loopOut, b > a else { return nil }
    return a...b
  }

  /// `I` / `O`: the in or out point at the playhead. An in point after the out point (or an out
  /// point before the in point) clears the other.
  mutating func setLoopPoint(in isIn: Bool) {
    let t = sceneTime
    if isIn {
      loopIn = t
      if let out = loopOut, out <= t { loopOut = nil }
    } else {
      loopOut = t
      if let start = loopIn, start >= t { loopIn = nil }
    }
    if let range = loopRange {
      message = "playing loops \(seconds(range.lowerBound)) … \(seconds(range.upperBound)) (X clears)"
    } else {
      message =
        isIn ? "loop in at \(seconds(t)); O sets the out point" : "loop out at \(seconds(t)); I sets the in point"
    }
  }

  /// `X`: no loop points.
  mutating func clearLoopRange() {
    loopIn = nil
    loopOut = nil
    message = "loop points cleared: playing covers the span"
  }
}
