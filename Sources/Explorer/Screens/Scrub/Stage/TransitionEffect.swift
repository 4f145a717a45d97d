import MediaTiming

/// How the stage draws a layer under its applied transitions (`CATransition`). The scene knows
/// only the new content, so that is what is drawn coming in: a fade (and a private type) scales
/// its opacity by the progress; `moveIn` and `push` slide it in from the subtype's side, a whole
/// bounds away at progress 0; `reveal` leaves it in place and slides the old content away over
/// it, drawn as an outline.
struct TransitionEffect: Equatable {
  /// Where the new content is drawn, in the layer's own points.
  var shift = SIMD2<Double>(0, 0)
  /// The new content's opacity factor, 0…1.
  var opacity = 1.0
  /// Where the old content's outline is, in the layer's own points, while a `reveal` uncovers the new.
  var oldShift: SIMD2<Double>?

  /// The effect of `transitions` (in the order added, each composed on the last) on a layer of
  /// `size` points.
  init(_ transitions: [AppliedTransition], size: SIMD2<Double>) {
    for applied in transitions {
      let p = min(max(applied.progress, 0), 1)
      guard let travel = applied.transition.travel else {
        opacity *= p
        continue
      }
      if applied.transition.type == "reveal" {
        oldShift = (oldShift ?? .zero) + travel * size * p
      } else {
        shift -= travel * size * (1 - p)
      }
    }
  }
}
