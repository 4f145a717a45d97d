/// The layer operations of the seed articles (seed 004, Apple's "Pausing and Resuming
/// Animations"; timing model L4). Each takes the layer's **parent** time of the moment it happens,
/// seconds (for the root layer, the media time), and keeps local time continuous.
extension Layer {
  /// True when the layer's time stands still (`speed == 0`).
  public var isPaused: Bool { speed == 0 }

  /// Pauses (Apple's recipe): `pausedTime = localTime(now); speed = 0; timeOffset = pausedTime`.
  /// A paused layer stays paused.
  public mutating func pause(atParentTime parentTime: Double) {
    guard speed != 0 else { return }
    let pausedTime = localTime(atParentTime: parentTime)
    speed = 0
    timeOffset = pausedTime
  }

  /// Resumes a paused layer at `speed` (Apple's recipe uses 1): `pausedTime = timeOffset;
  /// speed = n; timeOffset = 0; beginTime = parentTime − pausedTime / n`, so local time continues
  /// from `pausedTime`. Does nothing when the layer is not paused or `speed` is 0.
  public mutating func resume(atParentTime parentTime: Double, speed newSpeed: Double = 1) {
    guard self.speed == 0, newSpeed != 0 else { return }
    let pausedTime = timeOffset
    speed = newSpeed
    timeOffset = 0
    beginTime = TimingSteps.saturating(parentTime - pausedTime / newSpeed)
  }

  /// Changes speed from m to n without a jump (seed 004): `beginTime' = tp − (tp − beginTime) × m / n`,
  /// `timeOffset` unchanged. From or to 0 this is `resume` or `pause`.
  public mutating func changeSpeed(to newSpeed: Double, atParentTime parentTime: Double) {
    if newSpeed == speed { return }
    if newSpeed == 0 { return pause(atParentTime: parentTime) }
    if speed == 0 { return resume(atParentTime: parentTime, speed: newSpeed) }
    beginTime = TimingSteps.saturating(parentTime - (parentTime - beginTime) * speed / newSpeed)
    speed = newSpeed
  }

  /// Scrubs a paused layer (seed 002's slider): its local time becomes `localTime`.
  /// On a running layer, `timeOffset` is set as given and the layer keeps running.
  public mutating func scrub(toLocalTime localTime: Double) {
    timeOffset = localTime
  }
}
