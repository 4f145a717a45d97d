import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 86 of unseen code): goods flying into a
/// cart — a view removed by a selector performed later, a frame set on a scaled view.
@Suite("Library idioms, round 86")
struct LibraryIdiomsRound86Tests {
  static func from(_ animation: JSONValue) -> String {
    CodeShapesTests.text(CodeShapesTests.member(animation, "from") ?? .null).filter { !$0.isWhitespace }
  }

  static func events(_ result: CodeImport.Result) -> String {
    CodeShapesTests.text(CodeShapesTests.member(result.document, "events") ?? .null).filter { !$0.isWhitespace }
  }

  /// `[goods performSelector:@selector(removeFromSuperview) withObject:nil afterDelay:0.65]`:
  /// UIKit's own method, sent 0.65 s later — the view leaves the tree then (hidden from 0.65 s).
  @Test func aViewRemovedByAPerformedSelector() throws {
    let result = try importUIKitIdiom(
      """
      @interface Shop : UIViewController
      @end
      @implementation Shop
      - (void)buy {
          UIImageView *goods = [[UIImageView alloc] initWithFrame:CGRectMake(70, 470, 60, 60)];
          [self.view addSubview:goods];
          CABasicAnimation *shrink = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
          shrink.toValue = @0.25;
          shrink.duration = 0.65;
          [goods.layer addAnimation:shrink forKey:@"shrink"];
          [goods performSelector:@selector(removeFromSuperview) withObject:nil afterDelay:0.65];
      }
      @end
      """, file: "idiom.m", entry: "Shop.buy")
    #expect(Self.events(result).contains("{\"at\":0.65,\"layer\":\"view/goods\",\"set\":{\"hidden\":1}}"))
  }

  /// A frame set on a view scaled 60× (`CGAffineTransformScale(…, 60, 60)`) is the scaled box
  /// (CALayer.h): a 20 × 20 frame at (355, 810) leaves bounds 20 / 60 = 1/3 and the centre at
  /// (365, 820), so the view shows 20 points wide — not 1,200.
  @Test func aFrameSetOnAScaledView() throws {
    let result = try importUIKitIdiom(
      """
      class Cart: UIViewController {
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
          func fly() {
              view.addSubview(dot)
              dot.transform = CGAffineTransform(scaleX: 60, y: 60)
              UIView.animate(withDuration: 0.5) {
                  self.dot.frame = CGRect(x: 355, y: 810, width: 20, height: 20)
              }
          }
      }
      """, entry: "Cart.fly")
    let bounds = try #require(LibraryIdiomsTests.property(result, "dot", "bounds"))
    #expect(IdiomNumbers.values(bounds).map { ($0 * 1e9).rounded() / 1e9 } == [0, 0, 0.333333333, 0.333333333])
    #expect(LibraryIdiomsRound83Tests.text(result, "dot", "position") == "[365,820]")
  }

  /// A rotated view's frame is undefined (UIView.h): set, it is taken as untransformed, said.
  @Test func aFrameSetOnARotatedViewIsSaid() throws {
    let result = try importUIKitIdiom(
      """
      class Cart: UIViewController {
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          func fly() {
              view.addSubview(dot)
              dot.transform = CGAffineTransform(rotationAngle: .pi / 4)
              UIView.animate(withDuration: 0.5) { self.dot.frame = CGRect(x: 100, y: 100, width: 20, height: 20) }
          }
      }
      """, entry: "Cart.fly")
    #expect(LibraryIdiomsRound83Tests.text(result, "dot", "bounds") == "[0,0,20,20]")
    #expect(result.notes.contains { $0.contains("is undefined (UIView.h)") })
  }

  /// Auto Layout sets a scaled view's centre and unscaled size, as UIKit's layout engine does:
  /// a 2× view constrained 100 × 50 at (20, 200) keeps bounds 100 × 50, centred at (70, 225).
  @Test func autoLayoutKeepsAScaledViewsSize() throws {
    let result = try importUIKitIdiom(
      """
      class Badge: UIViewController {
          let badge = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              badge.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(badge)
              badge.transform = CGAffineTransform(scaleX: 2, y: 2)
              NSLayoutConstraint.activate([
                  badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                  badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
                  badge.widthAnchor.constraint(equalToConstant: 100),
                  badge.heightAnchor.constraint(equalToConstant: 50),
              ])
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.3) { self.badge.transform = .identity }
          }
      }
      """)
    #expect(LibraryIdiomsRound83Tests.text(result, "badge", "bounds") == "[0,0,100,50]")
    #expect(LibraryIdiomsRound83Tests.text(result, "badge", "position") == "[70,225]")
  }
}

/// Numbers of a JSON array.
enum IdiomNumbers {
  static func values(_ value: JSONValue) -> [Double] {
    guard case .array(let items) = value else { return [] }
    return items.compactMap { if case .number(let x, _) = $0 { x } else { nil } }
  }
}
