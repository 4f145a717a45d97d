extension Animation {
  /// Evaluates this node's timing at `parentTime` (timing model section 4, T1–T12).
  ///
  /// - Parameters:
  ///   - parentTime: seconds in the parent's time space (the layer's local time, or the enclosing
  ///     group's basic local time).
  ///   - inheritedDuration: the duration used when `duration <= 0`: 0.25 s on a layer (T1), the
  ///     group's effective duration inside a group (G3).
  ///   - inGroup: true inside a group, where `removedOnCompletion` is ignored (G2).
  public func sample(
    atParentTime parentTime: Double, inheritedDuration: Double = TimingSteps.defaultDuration,
    inGroup: Bool = false
  ) -> TimingSample {
    let D = effectiveDuration(inherited: inheritedDuration)
    let activeDuration = self.activeDuration(effectiveDuration: D)
    let activeLocalTime = TimingSteps.activeLocalTime(
      parentTime: parentTime, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    let elapsed = TimingSteps.elapsedActiveTime(parentTime: parentTime, beginTime: beginTime, speed: speed)
    let phase = TimingSteps.phase(elapsed: elapsed, activeDuration: activeDuration)
    var sample = TimingSample(
      parentTime: parentTime, activeLocalTime: activeLocalTime, elapsed: elapsed, phase: phase,
      duration: D, activeDuration: activeDuration, iteration: nil)
    guard
      let filled = TimingSteps.filledElapsed(
        elapsed: elapsed, phase: phase, activeDuration: activeDuration, fillMode: fillMode,
        removedOnCompletion: removedOnCompletion && !inGroup)
    else { return sample }
    sample.elapsed = filled
    let cycle = TimingSteps.cycleDuration(duration: D, autoreverses: autoreverses)
    let position = TimingSteps.position(elapsed: filled, speed: speed, timeOffset: timeOffset)
    let (repeatIndex, cycleTime) = TimingSteps.repeatPosition(
      position: position, cycle: cycle, speed: speed, atEnd: filled == activeDuration)
    let basicLocalTime = TimingSteps.basicLocalTime(cycleTime: cycleTime, duration: D, autoreverses: autoreverses)
    let progress = TimingSteps.progress(basicLocalTime: basicLocalTime, duration: D)
    let eased = easedProgress(progress: progress, basicLocalTime: basicLocalTime, duration: D)
    sample.iteration = TimingSample.Iteration(
      repeatIndex: repeatIndex, basicLocalTime: basicLocalTime, progress: progress, easedProgress: eased,
      isReversed: autoreverses && cycleTime > D)
    return sample
  }

  /// Progress after the timing function; for a spring, the spring's progress at the (re-timed)
  /// basic local time in seconds: `spring(timingFunction(progress) × duration)`.
  public func easedProgress(progress: Double, basicLocalTime: Double, duration D: Double) -> Double {
    if case .spring(let spring, _, _) = content {
      let time = timingFunction.map { $0.progress(at: progress) * D } ?? basicLocalTime
      return spring.progress(atTime: time)
    }
    return timingFunction?.progress(at: progress) ?? progress
  }

  /// The value shown at eased progress `easedProgress`: `from` → `to` for basic and spring
  /// animations, the keyframes' value for keyframe animations; nil for groups or missing values.
  public func value(atEasedProgress easedProgress: Double) -> AnimatedValue? {
    switch content {
    case .basic(let from?, let to?), .spring(_, let from?, let to?):
      AnimatedValue.interpolate(from: from, to: to, fraction: easedProgress)
    case .keyframe(let keyframes):
      keyframes.value(at: easedProgress)
    case .basic, .spring, .group:
      nil
    }
  }

  /// The parent time this group gives its children: its basic local time after its timing
  /// function, `easedProgress × duration` seconds (G1); exactly the basic local time without a
  /// timing function; nil when the group is not applied (G4).
  public func childParentTime(for groupSample: TimingSample) -> Double? {
    guard let iteration = groupSample.iteration else { return nil }
    guard timingFunction != nil else { return iteration.basicLocalTime }
    return iteration.easedProgress * groupSample.duration
  }
}
