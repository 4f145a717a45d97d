import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// What `timinglab code` writes, checked against Apple's names and the timing rules by hand.
@Suite struct CodeExportTests {
  static func scene(_ json: String) throws -> Scene { try Scene.decode(json) }

  /// Begin times are relative to now in the layer's time: a layer at speed 2 from timeOffset 1
  /// and beginTime 0.5 has local time (0 − 0.5)·2 + 1 = 0 now, so beginTime 3 is "now + 3"; its
  /// sublayer at speed 0.5 and offset 0.25 has 0.25 now, so beginTime 1 is "now + 0.75".
  @Test func beginTimesAreRelativeToNow() throws {
    let scene = EdgeScenes.scenes[0]
    let swift = try CodeExport.code(scene, language: .swift)
    #expect(swift.contains("late.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 3"))
    #expect(swift.contains("early.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - 2"))
    #expect(swift.contains("inner.beginTime = child.convertTime(CACurrentMediaTime(), from: nil) + 0.75"))
    let objc = try CodeExport.code(scene, language: .objc)
    #expect(objc.contains("inner.beginTime = [child convertTime:CACurrentMediaTime() fromLayer:nil] + 0.75;"))
    // The layer's timing comes before the sublayer is added and before any convertTime.
    let speed = try #require(swift.range(of: "child.speed = 0.5"))
    let add = try #require(swift.range(of: "layer.addSublayer(child)"))
    let convert = try #require(swift.range(of: "child.convertTime"))
    #expect(speed.lowerBound < add.lowerBound && add.lowerBound < convert.lowerBound)
  }

  /// Events become code run later, one block per time, as an app writes each: model values with
  /// actions disabled (they would animate implicitly), seed 004's recipes for pause, resume and
  /// an anchored speed (on the sublayer `dot`, whose parent's time is `layer`'s), removals.
  /// In the edge scene the root runs at speed 2: at 1 s the dot's local time is 2 (its parent's),
  /// so an anchored timeOffset of 0.25 at 1.25 s (local 2.25) is "now − 2".
  @Test func eventsAreCodeRunLater() throws {
    let scene = try #require(EdgeScenes.scenes.first { $0.name == "events" })
    let swift = try CodeExport.code(scene, language: .swift)
    for line in [
      "DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {", "CATransaction.setDisableActions(true)",
      "dot.setValue(90, forKeyPath: \"position.x\")", "dot.strokeEnd = 1",
      "dot.removeAnimation(forKey: \"late\")",
      "dot.timeOffset = dot.convertTime(CACurrentMediaTime(), from: nil)",
      "dot.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)", "dot.speed = 0.5",
      "dot.timeOffset = dot.convertTime(CACurrentMediaTime(), from: nil) - 2", "layer.speed = 3",
      "let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)",
      "layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime2",
      "layer.removeAllAnimations()",
    ] {
      #expect(swift.contains(line), "no \(line) in\n\(swift)")
    }
    let objc = try CodeExport.code(scene, language: .objc)
    for line in [
      "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{",
      "[CATransaction setDisableActions:YES];", "[dot removeAnimationForKey:@\"late\"];", "});",
      "CFTimeInterval pausedTime = [layer convertTime:CACurrentMediaTime() fromLayer:nil];",
    ] {
      #expect(objc.contains(line), "no \(line) in\n\(objc)")
    }
  }

  /// Only fields that differ from Core Animation's defaults, with Apple's spellings per language.
  @Test func defaultsAreLeftOutAndNamesAreApples() throws {
    let scene = try Self.scene(
      #"{"name": "x", "layer": {"id": "layer", "animations": [{"id": "a", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1.5, "fillMode": "both", "removedOnCompletion": false, "repeatCount": "infinity", "speed": 1, "autoreverses": false, "additive": true}]}}"#
    )
    let swift = try CodeExport.code(scene, language: .swift)
    for line in [
      "let a = CABasicAnimation(keyPath: \"opacity\")", "a.duration = 1.5", "a.fillMode = .both",
      "a.isRemovedOnCompletion = false", "a.repeatCount = .infinity", "a.isAdditive = true", "a.fromValue = 1",
      "layer.add(a, forKey: \"a\")",
    ] {
      #expect(swift.contains(line), "\(line)")
    }
    for absent in ["speed", "autoreverses", "beginTime", "timeOffset", "timingFunction"] {
      #expect(!swift.contains("a.\(absent)"), "\(absent)")
    }
    let objc = try CodeExport.code(scene, language: .objc)
    for line in [
      "CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@\"opacity\"];", "a.fillMode = kCAFillModeBoth;",
      "a.removedOnCompletion = NO;", "a.repeatCount = HUGE_VALF;", "a.additive = YES;", "a.fromValue = @1;",
      "[layer addAnimation:a forKey:@\"a\"];",
    ] {
      #expect(objc.contains(line), "\(line)")
    }
  }

  /// A Penner curve has no CAMediaTimingFunction: sampled values (seed 003) whose first and last
  /// are the ends, whose middle is easeOutBounce(0.5) × 100 = 76.5625 (Penner: 7.5625·(0.5 −
  /// 1.5/2.75)² + 0.75 = 0.765625), with the deviation in a comment and the exact intent in a marker.
  @Test func curvesWithoutATimingFunctionAreSampled() throws {
    let scene = EdgeScenes.scenes[2]
    let swift = try CodeExport.code(scene, language: .swift)
    #expect(swift.contains("let bounce = CAKeyframeAnimation(keyPath: \"position.y\")"))
    #expect(swift.contains("// easeOutBounce has no CAMediaTimingFunction:"))
    #expect(swift.contains("largest deviation"))
    #expect(swift.contains("// TimingLab: bounce = {\"from\": 0, \"to\": 100, \"timingFunction\": \"easeOutBounce\"}"))
    let valuesLine = try #require(swift.split(separator: "\n").first { $0.contains("bounce.values = [") })
    let numbers = valuesLine.split(separator: "[")[1].dropLast().split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))!
    }
    #expect(numbers.first == 0 && numbers.last == 100)
    #expect(numbers.count % 2 == 1)
    #expect(abs(numbers[numbers.count / 2] - 76.5625) < 1e-9)
    // Sampled values are approximate anyway: printed to six significant digits, not sixteen.
    let digits = valuesLine.split(separator: "[")[1].dropLast().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).filter(\.isNumber).drop { $0 == "0" }.count
    }
    #expect(digits.allSatisfy { $0 <= 6 }, "\(valuesLine)")
    #expect(digits.contains(6), "\(valuesLine)")  // and not fewer than the curve needs
  }

  /// Apple's spring initialisers: perceptual parameters use `CASpringAnimation(perceptualDuration:bounce:)`
  /// with `duration = settlingDuration`; SwiftUI's response/dampingFraction 0.5/0.8 is perceptual
  /// duration 0.5 and bounce 1 − 0.8 = 0.2; UIKit's ratio becomes mass/stiffness/damping. iOS 17's
  /// APIs are guarded, with the same spring for iOS 15 by springs.md §2.4: m = 1, k = (2π/d)²,
  /// c = 4πζ/d with ζ = 1 − bounce (0.6 s, bounce 0.2: k = 109.66…, c = 16.755…).
  @Test func springsUseTheMatchingInitialiser() throws {
    let swift = try CodeExport.code(EdgeScenes.scenes[3], language: .swift)
    #expect(
      swift.contains(
        """
            let perceptual: CASpringAnimation
            if #available(iOS 17.0, macOS 14.0, *) {
                perceptual = CASpringAnimation(perceptualDuration: 0.6, bounce: 0.2)
            } else {
                perceptual = CASpringAnimation()
        """))
    func number(after prefix: String) -> Double? {
      swift.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }
        .flatMap { Double($0.split(separator: "=")[1].trimmingCharacters(in: .whitespaces)) }
    }
    let stiffness = try #require(number(after: "perceptual.stiffness ="))
    let damping = try #require(number(after: "perceptual.damping ="))
    #expect(abs(stiffness - pow(2 * Double.pi / 0.6, 2)) < 1e-9)
    #expect(abs(damping - 4 * Double.pi * 0.8 / 0.6) < 1e-9)
    #expect(number(after: "perceptual.mass =") == nil)  // 1, the default
    #expect(swift.contains("perceptual.duration = perceptual.settlingDuration"))
    // 1 − 0.8 as a person writes it, not 0.19999999999999996 (the marker keeps the exact spring).
    #expect(swift.contains("response = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)"))
    #expect(swift.contains("response.duration = 2"))
    #expect(swift.contains("let physical = CASpringAnimation(keyPath: \"position.y\")"))
    #expect(swift.contains("physical.mass = 2"))
    #expect(
      swift.contains(
        """
            if #available(iOS 17.0, macOS 14.0, *) {
                physical.allowsOverdamping = true
            }
        """))
    #expect(swift.contains("settled.duration = settled.settlingDuration"))
    #expect(swift.contains("let uikit = CASpringAnimation(keyPath: \"position.x\")"))
    #expect(swift.contains("uikit.duration = 0.8"))
  }

  /// An animation added with `forKey: nil` has no key: imported so (`keyless`) and written back so,
  /// in both languages; a key given is kept.
  @Test func keylessAnimationsAreAddedWithoutAKey() throws {
    let code = """
      import UIKit
      func start(_ layer: CALayer) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        layer.add(fade, forKey: nil)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 10
        layer.add(move, forKey: "move")
      }
      """
    let scene = try CodeImport.read(code).scene
    #expect(scene.root.animations.map(\.isKeyless) == [true, false])
    let swift = try CodeExport.code(scene, language: .swift)
    #expect(swift.contains("layer.add(fade, forKey: nil)") && swift.contains("layer.add(move, forKey: \"move\")"))
    let objc = try CodeExport.code(scene, language: .objc)
    #expect(objc.contains("[layer addAnimation:fade forKey:nil];"))
    #expect(try CodeImport.read(swift).scene.root.animations.map(\.isKeyless) == [true, false])
  }

  /// Identifiers from ids: camel case, never a keyword, unique (the layer's name first).
  @Test func identifiersAreValid() throws {
    let swift = try CodeExport.code(EdgeScenes.scenes[5], language: .swift)
    #expect(swift.contains("func add1stSceneAnimations(to layer: CALayer)"))
    #expect(swift.contains("let defaultLayer = CALayer()"))
    #expect(swift.contains("let layer1Shape = CAShapeLayer()"))
    #expect(swift.contains("let repeatAnimation = CABasicAnimation(keyPath: \"strokeEnd\")"))
    #expect(swift.contains("let otherRepeatAnimation = CABasicAnimation(keyPath: \"opacity\")"))
  }

  @Test func playgroundIsSwiftOnly() {
    #expect(throws: CodeExport.Failure.self) {
      _ = try CodeExport.code(EdgeScenes.scenes[0], language: .objc, style: .playground)
    }
  }
}
