// A loading indicator written the way libraries write them: a view, a helper per dot, a loop of
// begin offsets, a group repeated forever, teardown that stops it.
// Open it: timinglab Resources/examples/LoadingDots.swift
import UIKit

final class LoadingDotsView: UIView {
    private var dots: [CALayer] = []
    private let dotSize: CGFloat = 10
    private let spacing: CGFloat = 6
    private let delays: [CFTimeInterval] = [0, 0.16, 0.32]

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<delays.count {
            let dot = makeDot(at: index)
            layer.addSublayer(dot)
            dots.append(dot)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeDot(at index: Int) -> CALayer {
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: dotSize, height: dotSize)
        dot.position = CGPoint(x: dotSize / 2 + CGFloat(index) * (dotSize + spacing), y: dotSize / 2)
        dot.cornerRadius = dotSize / 2
        dot.backgroundColor = UIColor.systemBlue.cgColor
        return dot
    }

    func startAnimating() {
        let now = CACurrentMediaTime()
        for (dot, delay) in zip(dots, delays) {
            let scale = CAKeyframeAnimation(keyPath: "transform.scale")
            scale.values = [1, 0.4, 1]
            scale.keyTimes = [0, 0.5, 1]

            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0.3, 1]
            fade.keyTimes = [0, 0.5, 1]

            let pulse = CAAnimationGroup()
            pulse.animations = [scale, fade]
            pulse.duration = 1.2
            pulse.repeatCount = .infinity
            pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            pulse.beginTime = now + delay
            dot.add(pulse, forKey: "pulse")
        }
    }

    func stopAnimating() {
        dots.forEach { $0.removeAllAnimations() }
    }
}
