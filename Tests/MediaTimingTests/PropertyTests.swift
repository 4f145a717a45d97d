import MediaTiming
import PropertyBased
import Testing

/// Properties over random valid parameters (finite, non-negative durations and repeats).
@Suite("Properties")
struct PropertyTests {
  /// Speeds including 0 and negative ones.
  static let speed = Gen.oneOf(Gen.double(in: -4...4), Gen.element(of: [0.0, 1, -1, 2, 0.5]).map { $0 ?? 1 })
  static let time = Gen.double(in: -20...20)

  static let animation = zip(
    Gen.oneOf(Gen.double(in: 0.01...10), Gen.always(0.0)),  // duration
    time,  // beginTime
    speed,
    Gen.double(in: -10...10),  // timeOffset
    Gen.oneOf(Gen.double(in: 0...5), Gen.always(0.0), Gen.always(Double.infinity)),  // repeatCount
    Gen.oneOf(Gen.always(0.0), Gen.double(in: 0...10)),  // repeatDuration
    Gen.bool,  // autoreverses
    Gen<FillMode>.case,
    Gen.bool  // removedOnCompletion
  ).map { duration, beginTime, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fill, removed in
    colorAnimation {
      $0.duration = duration
      $0.beginTime = beginTime
      $0.speed = speed
      $0.timeOffset = timeOffset
      $0.repeatCount = repeatCount
      $0.repeatDuration = repeatDuration
      $0.autoreverses = autoreverses
      $0.fillMode = fill
      $0.removedOnCompletion = removed
    }
  }

  static let layer = zip(time, speed, Gen.double(in: -10...10)).map { begin, speed, offset in
    Layer(id: "root", beginTime: begin, speed: speed, timeOffset: offset)
  }

  /// A tree: a layer with the animation, inside a group half of the time.
  static func tree(_ layer: Layer, _ animation: Animation, grouped: Bool, groupDuration: Double) -> Layer {
    var root = layer
    if grouped {
      var group = Animation(groupID: "group", animations: [animation])
      group.duration = groupDuration
      group.repeatCount = 2
      root.animations = [group]
    } else {
      root.animations = [animation]
    }
    return root
  }

  static func numbers(of record: AnimationEvaluation) -> [Double] {
    guard let timing = record.timing else { return [] }
    var values = [timing.parentTime, timing.activeLocalTime, timing.elapsed, timing.duration]
    if let iteration = timing.iteration {
      values += [iteration.basicLocalTime, iteration.progress, iteration.easedProgress]
    }
    if case .color(let c)? = record.value { values += [c.red, c.green, c.blue] }
    return values
  }

  @Test func progressInRangeFiniteAndDeterministic() async {
    await propertyCheck(
      count: 2000, input: Self.layer, Self.animation, Self.time, Gen.bool, Gen.double(in: 0.01...5)
    ) { layer, animation, t, grouped, groupDuration in
      let root = Self.tree(layer, animation, grouped: grouped, groupDuration: groupDuration)
      let first = root.evaluate(atMediaTime: t)
      let second = root.evaluate(atMediaTime: t)
      #expect(first == second)
      for record in first.animations {
        if let progress = record.progress { #expect((0...1).contains(progress)) }
        if let local = record.basicLocalTime, let D = record.timing?.duration { #expect((0...D).contains(local)) }
        #expect(record.isApplied == (record.progress != nil))
        for number in Self.numbers(of: record) { #expect(number.isFinite) }
      }
      for layerRecord in first.layers { #expect(layerRecord.localTime.isFinite) }
    }
  }

  @Test func speedChangeKeepsLocalTime() async {
    await propertyCheck(count: 2000, input: Self.layer, Self.time, Self.speed) { layer, t, newSpeed in
      var changed = layer
      changed.changeSpeed(to: newSpeed, atParentTime: t)
      #expect(abs(changed.localTime(atParentTime: t) - layer.localTime(atParentTime: t)) < 1e-12)
      #expect(changed.speed == newSpeed)
    }
  }

  @Test func pauseAndResumeKeepLocalTime() async {
    await propertyCheck(count: 2000, input: Self.layer, Self.time, Gen.double(in: 0...30)) { layer, t, pause in
      var paused = layer
      paused.pause(atParentTime: t)
      let frozen = layer.localTime(atParentTime: t)
      #expect(abs(paused.localTime(atParentTime: t) - frozen) < 1e-12)
      #expect(abs(paused.localTime(atParentTime: t + pause) - frozen) < 1e-12)
      var resumed = paused
      resumed.resume(atParentTime: t + pause)
      #expect(abs(resumed.localTime(atParentTime: t + pause) - frozen) < 1e-12)
    }
  }

  @Test func convertTimeRoundTrips() async {
    let nonZeroSpeed = zip(Gen.double(in: 0.25...4), Gen.bool).map { magnitude, negative in
      negative ? -magnitude : magnitude
    }
    let level = zip(Self.time, nonZeroSpeed, Gen.double(in: -10...10))
    await propertyCheck(count: 1000, input: level.array(of: 1...4), Gen.double(in: -100...100)) { levels, t in
      var layer: Layer?
      for (index, (begin, speed, offset)) in levels.enumerated().reversed() {
        layer = Layer(
          id: "l\(index)", beginTime: begin, speed: speed, timeOffset: offset, sublayers: layer.map { [$0] } ?? [])
      }
      let root = layer!
      let deepest = NodePath(levels.indices.map { "l\($0)" })
      guard let down = root.convertTime(t, from: nil, to: deepest),
        let back = root.convertTime(down, from: deepest, to: nil)
      else {
        Issue.record("conversion failed")
        return
      }
      #expect(abs(back - t) <= 1e-9)
    }
  }
}
