import Benchmark
import MediaTiming
import Scenes

/// Five animations for one level of the tree: every timing property in use (repeats, autoreverse,
/// repeatDuration, fills, speed, timeOffset, curves), colours and numbers, `prefix` in their ids.
func animations(_ prefix: String) -> String {
  """
  { "id": "\(prefix)-color", "keyPath": "backgroundColor", "from": "#FF9500", "to": "#0000FF",
    "duration": 1.5, "repeatCount": 2, "timingFunction": "easeInEaseOut" },
  { "id": "\(prefix)-opacity", "keyPath": "opacity", "from": 0, "to": 1, "beginTime": 0.5,
    "duration": 1, "autoreverses": true, "fillMode": "both", "timingFunction": "easeOutBack" },
  { "id": "\(prefix)-position", "keyPath": "position.y", "from": -22, "to": 0, "duration": 0.8,
    "repeatDuration": 3.1, "speed": 1.5, "timingFunction": "cubic-bezier(0.68, -0.55, 0.265, 1.55)" },
  { "id": "\(prefix)-offset", "keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 3,
    "timeOffset": 1, "repeatCount": "infinity", "timingFunction": "default" },
  { "id": "\(prefix)-back", "keyPath": "transform.scale", "from": 1, "to": 2, "duration": 2,
    "speed": -1, "fillMode": "forwards", "removedOnCompletion": false, "timingFunction": "easeIn" }
  """
}

/// Four nested levels (root → a → b → c, with speeds and offsets that compound) holding 20
/// animations; level b's five sit in a group.
let json = """
  { "name": "bench", "layer": { "id": "root", "speed": 1, "animations": [\(animations("r"))],
    "sublayers": [ { "id": "a", "speed": 2, "beginTime": 0.25, "animations": [\(animations("a"))],
      "sublayers": [ { "id": "b", "timeOffset": 0.5,
        "animations": [ { "id": "group", "duration": 4, "repeatCount": 1.5,
                          "animations": [\(animations("b"))] } ],
        "sublayers": [ { "id": "c", "speed": 0.5, "animations": [\(animations("c"))] } ] } ] } ] } }
  """

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 100_000)

  let scene = try! Scene.decode(json)
  precondition(scene.root.evaluate(atMediaTime: 1).animations.count == 21, "20 animations and a group")

  // One iteration evaluates the whole tree 100 times: every layer's local time and all 21 records
  // (20 animations and the group) with their values. Time per iteration / 100 is the time per
  // evaluation, without the harness's own per-iteration cost (a clock read and bookkeeping, about
  // 0.15 us) inflating it; allocations / 100 likewise.
  // The busy case: frames 1/60 s apart over the first 1.65 s, where all 20 animations are active
  // (each runs its timing function and interpolates its value).
  Benchmark("evaluate a 4-level scene of 20 animations, all active, 100 times") { benchmark in
    for _ in benchmark.scaledIterations {
      for frame in 0..<100 {
        blackHole(scene.root.evaluate(atMediaTime: Double(frame) / 60))
      }
    }
  }

  // Over the scene's first 6 s, 0.06 s apart: animations begin, repeat, fill and end.
  Benchmark("evaluate a 4-level scene of 20 animations over 6 s, 100 times") { benchmark in
    for _ in benchmark.scaledIterations {
      for step in 0..<100 {
        blackHole(scene.root.evaluate(atMediaTime: Double(step) * 0.06))
      }
    }
  }

  Benchmark("decode and validate that scene file") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try! Scene.decode(json))
    }
  }
}
