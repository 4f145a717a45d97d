// Seed 004 ("Core Animation Timing in Depth"): pausing and resuming, in the article's Swift 2
// spelling (`fromLayer:`). Set-up first (ours): the layer started half a second before now.
layer.beginTime = -0.5
let slide = CABasicAnimation(keyPath: "position.x")
slide.fromValue = 0
slide.toValue = 100
slide.duration = 2
layer.addAnimation(slide, forKey: "slide")

func pauseLayer(layer: CALayer) {
  let pausedTime = layer.convertTime(CACurrentMediaTime(), fromLayer: nil)
  layer.speed = 0.0
  layer.timeOffset = pausedTime
}

func resumeLayer(layer: CALayer) {
  let pausedTime = layer.timeOffset
  layer.speed = 1.0
  layer.timeOffset = 0.0
  layer.beginTime = 0.0
  let timeSincePause = layer.convertTime(CACurrentMediaTime(), fromLayer: nil) - pausedTime
  layer.beginTime = timeSincePause
}
