extension Animation {
  /// Evaluates this node's timing at `parentTime` (timing model section 4, T1–T12).
  ///
  /// - Parameters:
  ///   - parentTime: seconds in the parent's time space (the layer's local time, or the enclosing
  ///     group's basic local time).
  ///   - inheritedDuration: the duration used when `duration <= 0`: nil on a layer (0.25 s, T1,
  ///     or a spring's own), the group's effective duration inside a group (G3).
  ///   - inGroup: true inside a group, where `removedOnCompletion` is ignored (G2).
  public func sample(
    atParentTime parentTime: Double, inheritedDuration: Double? = nil, inGroup: Bool = false
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

  /// V2, progress after the timing function: `timingFunction(progress)`; a spring's progress at
  /// the basic local time in seconds (its timing function is ignored, springs.md §2.2); the
  /// un-eased progress in the paced keyframe modes, which ignore the timing function (§4).
  public func easedProgress(progress: Double, basicLocalTime: Double, duration D: Double) -> Double {
    switch content {
    case .spring(let spring, _): return spring.progress(atTime: basicLocalTime)
    case .keyframe(let keyframes) where keyframes.isPaced: return progress
    default: return timingFunction?.progress(at: progress) ?? progress
    }
  }

  /// The value this animation contributes at eased progress `easedProgress` in repeat
  /// `repeatIndex` (V3–V6): interpolated from its values, then, when cumulative, plus
  /// `repeatIndex × E` (E: the value at the end of a cycle). Nil for a group, without values, or
  /// when the values do not fit together. A transition's value is its progress (0 old content, 1 new).
  ///
  /// `model` is read only for a basic animation or spring with a missing end: the layer's current
  /// model value of the key path, or for an additive animation the additive identity.
  public func value(
    atEasedProgress easedProgress: Double, repeatIndex: Int = 0, model: [PropertyValue] = []
  ) -> AnimatedValue? {
    var cycleEnd: AnimatedValue?
    var value: AnimatedValue?
    switch content {
    case .basic(let values), .spring(_, let values):
      guard let ends = resolvedEnds(values, model: model) else { return nil }
      value = AnimatedValue.interpolate(from: ends.from, to: ends.to, fraction: easedProgress)
      cycleEnd = autoreverses ? ends.from : ends.to
    case .keyframe(let keyframes):
      value = keyframes.value(at: easedProgress)
      cycleEnd = keyframes.cycleEndValue(autoreverses: autoreverses)
    case .group:
      return nil
    case .transition(let transition):
      return .number(transition.progress(atEasedProgress: easedProgress))
    }
    guard isCumulative, repeatIndex != 0, let v = value, let end = cycleEnd else { return value }
    return accumulate(v, end: end, repeats: repeatIndex)
  }

  /// The two ends of a basic animation or spring (§8's eight cases) against `model`.
  public func resolvedEnds(_ values: BasicValues, model: [PropertyValue]) -> (from: AnimatedValue, to: AnimatedValue)? {
    // The closure captures two fields, not `self`: capturing `self` copied the whole animation on
    // every evaluation, missing end or not.
    let keyPath = self.keyPath
    let isAdditive = self.isAdditive
    return values.ends {
      let address = Self.address(keyPath: keyPath, kind: values.kind ?? .number)
      let state = model.modelState(for: address)
      return isAdditive ? state.identity(at: address) : state.computedValue(at: address)
    }
  }

  /// Where this animation's key path lives (opaque, of `kind`, when TimingLab does not know it).
  public func address(kind: ValueKind) -> KeyPathAddress {
    Self.address(keyPath: keyPath, kind: kind)
  }

  static func address(keyPath: String?, kind: ValueKind) -> KeyPathAddress {
    let keyPath = keyPath ?? ""
    return KeyPathAddress.of(keyPath) ?? .opaque(keyPath, kind: kind)
  }

  /// V6: `value ⊕ k·E`; for a transform's scale, whose ⊕ multiplies, `value × Eᵏ`.
  func accumulate(_ value: AnimatedValue, end: AnimatedValue, repeats k: Int) -> AnimatedValue? {
    let address = self.address(kind: value.kind)
    if address.property == "transform" && address.first < 3 {
      return value.combined(with: end) { v, e in v * pow(e, Double(k)) }
    }
    return value.adding(end.scaled(by: Double(k)))
  }

  /// The angle (radians) a path animation with a `rotationMode` turns the layer by at
  /// `easedProgress`; nil otherwise.
  public func rotation(atEasedProgress easedProgress: Double) -> Double? {
    guard case .keyframe(let keyframes) = content else { return nil }
    return keyframes.rotation(at: easedProgress)
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
