import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 81 of unseen code): a tap ripple whose size
/// defaults by comparing with `.zero`.
@Suite("Library idioms, round 81")
struct LibraryIdiomsRound81Tests {
  /// `if waveSize == .zero { waveSize = CGSize(width: 400, height: 400) }`: the implicit member
  /// is the left side's type's (`CGSize.zero`), so the zero size is replaced and the ripple's
  /// circle is centred at (200, 200) with radius 400 × 0.16 = 64: its path starts at (264, 200).
  @Test func aSizeComparedWithZero() throws {
    let result = try importUIKitIdiom(
      """
      class Ripple: UIView {
          var waveSize: CGSize = CGSize.zero
          func show() {
              if self.waveSize == .zero { self.waveSize = CGSize(width: 400, height: 400) }
              let wave = CAShapeLayer()
              layer.addSublayer(wave)
              let centre = CGPoint(x: waveSize.width * 0.5, y: waveSize.height * 0.5)
              let begin = UIBezierPath(arcCenter: centre, radius: waveSize.width * 0.16, startAngle: 0, endAngle: CGFloat(Double.pi * 2), clockwise: true)
              let grow = CABasicAnimation(keyPath: "path")
              grow.fromValue = begin.cgPath
              wave.add(grow, forKey: "grow")
          }
      }
      """, entry: "show")
    let grow = try #require(idiomAnimation(result, on: "wave", key: "grow"))
    guard case .string(let path)? = CodeShapesTests.member(grow, "from") else {
      Issue.record("no path")
      return
    }
    #expect(path.hasPrefix("M 264 200 "))
  }
}
