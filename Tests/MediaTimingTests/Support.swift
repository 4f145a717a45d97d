import MediaTiming

/// The one tolerance of these tests: a few ulps of the seconds-scale numbers involved.
let tolerance = 1e-12

/// A basic orange→blue colour animation (the cheat sheet's) with its timing set by `configure`.
func colorAnimation(_ configure: (inout Animation) -> Void = { _ in }) -> Animation {
  var animation = Animation(
    id: "color", keyPath: "backgroundColor", from: .color(.cheatSheetOrange), to: .color(.cheatSheetBlue))
  configure(&animation)
  return animation
}

/// A root layer holding `animation`, evaluated at `mediaTime`: the animation's un-eased progress,
/// nil when it is not applied.
func progress(of animation: Animation, in layer: Layer = Layer(id: "root"), at mediaTime: Double) -> Double? {
  var root = layer
  root.animations = [animation]
  return root.evaluate(atMediaTime: mediaTime).animation("root/color")?.progress
}

/// True when `actual` is nil exactly when `expected` is, and otherwise within `tolerance`.
func matches(_ actual: Double?, _ expected: Double?) -> Bool {
  switch (actual, expected) {
  case (nil, nil): true
  case (let a?, let e?): abs(a - e) <= tolerance
  default: false
  }
}
