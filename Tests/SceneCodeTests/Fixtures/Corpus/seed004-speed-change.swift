// Seed 004: changing a layer's speed from m to n without a jump, t_b' = t_p − (t_p − t_b)·m/n,
// written from the article's formula. The layer runs at speed 2 from beginTime 0.25.
layer.speed = 2
layer.beginTime = 0.25
let fade = CABasicAnimation(keyPath: "opacity")
fade.fromValue = 1
fade.toValue = 0
fade.duration = 3
layer.add(fade, forKey: "fade")

let tp = CACurrentMediaTime()
let m = layer.speed
let n: Float = 0.5
layer.beginTime = tp - (tp - layer.beginTime) * Double(m / n)
layer.speed = n
