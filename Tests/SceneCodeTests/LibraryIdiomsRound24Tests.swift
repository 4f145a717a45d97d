import Foundation
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 24 of unseen code): `inout` parameters,
/// tuple optional bindings, GNU C's `?:` and statement expressions. Expectations are worked out
/// by hand from The Swift Programming Language and the GNU C manual.
@Suite("Library idioms, round 24")
struct LibraryIdiomsRound24Tests {
  static func field(_ code: String, file: String = "idiom.swift", _ key: String) throws -> JSONValue? {
    let result = try importIdiom(code, file: file, entry: "Host.go")
    let host = try #require(LibraryIdiomsTests.layer(result, "layer"))
    let animation = try #require(CodeShapesTests.animations(host).first?.value)
    return CodeShapesTests.member(animation, key)
  }

  /// "In-out parameters": the function's changes are copied back to the argument when it
  /// returns (a method of a value type too); a closure's parameter changed inside it was `inout`
  /// and is copied back as well; a plain parameter is the function's own copy.
  @Test func inoutParametersCopyBack() throws {
    let code = """
      extension CGSize {
        func grow(_ values: inout [CGFloat]) { values[0] += width }
      }
      func double(_ x: inout Double) { x *= 2 }
      func ignore(_ x: Double) -> Double { var copy = x; copy += 100; return copy }
      final class Host: UIView {
        func go() {
          var d = 1.5
          double(&d)
          _ = ignore(d)
          var sizes: [CGFloat] = [1]
          CGSize(width: 4, height: 0).grow(&sizes)
          let bump: (inout Double) -> Void = { $0 += 10 }
          var e = 2.0
          bump(&e)
          let a = CABasicAnimation(keyPath: "opacity")
          a.fromValue = 0
          a.duration = d
          a.speed = Float(sizes[0])
          a.repeatCount = Float(e)
          layer.add(a, forKey: "a")
        }
      }
      """
    #expect(CodeShapesTests.same(try Self.field(code, "duration"), "3"))
    #expect(CodeShapesTests.same(try Self.field(code, "speed"), "5"))
    #expect(CodeShapesTests.same(try Self.field(code, "repeatCount"), "12"))
  }

  /// `if let (a, b) = f()` binds a returned tuple's parts, and is false for nil.
  @Test func tupleOptionalBindings() throws {
    let code = """
      func pair(_ on: Bool) -> (Double, Double)? { on ? (2, 3) : nil }
      final class Host: UIView {
        func go() {
          var d = 1.0
          var s: Float = 1
          if let (x, y) = pair(true) { d = x * y }
          if let (x, _) = pair(false) { s = Float(x) } else { s = 4 }
          let a = CABasicAnimation(keyPath: "opacity")
          a.fromValue = 0
          a.duration = d
          a.speed = s
          layer.add(a, forKey: "a")
        }
      }
      """
    #expect(CodeShapesTests.same(try Self.field(code, "duration"), "6"))
    #expect(CodeShapesTests.same(try Self.field(code, "speed"), "4"))
  }

  /// GNU C: `a ?: b` is `a` unless `a` is 0 (NO, nil); `({ s1; s2; e; })` is the value of `e`,
  /// its statements run first.
  @Test func gnuElvisAndStatementExpressions() throws {
    let code = """
      @implementation Host
      - (void)go {
          BOOL on = YES;
          CGFloat width = ({
              CGFloat w = 3;
              w = w * 2;
              w;
          });
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
          a.fromValue = @0;
          a.duration = !on ?: 7;
          a.speed = 0 ?: width;
          a.repeatCount = 5 ?: 9;
          [self.layer addAnimation:a forKey:@"a"];
      }
      @end
      """
    #expect(CodeShapesTests.same(try Self.field(code, file: "idiom.m", "duration"), "7"))
    #expect(CodeShapesTests.same(try Self.field(code, file: "idiom.m", "speed"), "6"))
    #expect(CodeShapesTests.same(try Self.field(code, file: "idiom.m", "repeatCount"), "5"))
  }

  /// `let screen = UIScreen.main; screen.bounds.width` reads the screen TimingLab assumes (an
  /// iPhone's, 390 × 844) as `UIScreen.main.bounds` does; a computed property an extension adds to
  /// `UIEdgeInsets` reads the insets' own fields (1 + 2 + 3 + 4).
  @Test func screensHeldInVariablesAndInsetsExtensions() throws {
    let code = """
      extension UIEdgeInsets { var sum: CGFloat { top + left + bottom + right } }
      final class Host: UIView {
        func go() {
          let screen = UIScreen.main
          let a = CABasicAnimation(keyPath: "opacity")
          a.fromValue = 0
          a.duration = Double(screen.bounds.width < screen.bounds.height ? screen.bounds.width : 1) / 100
          a.speed = Float(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).sum)
          layer.add(a, forKey: "a")
        }
      }
      """
    #expect(CodeShapesTests.same(try Self.field(code, "duration"), "3.9"))
    #expect(CodeShapesTests.same(try Self.field(code, "speed"), "10"))
  }

  /// A presented controller's view takes the window's bounds (a full-screen presentation) and its
  /// views are laid out before its `viewDidAppear` (UIKit's layout pass comes between
  /// `viewWillAppear` and `viewDidAppear`): a box centred by constraints in the 390-wide screen
  /// reads centre x 195 there.
  @Test func presentedViewsAreLaidOutBeforeViewDidAppear() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "idiom.swift",
          text: """
            final class Card: UIViewController {
              let box = UIView()
              override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                box.heightAnchor.constraint(equalToConstant: 50).isActive = true
                box.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                box.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
              }
              override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = box.center.x - 100
                slide.toValue = box.center.x
                box.layer.add(slide, forKey: "slide")
              }
            }
            final class Host: UIViewController {
              func go() {
                let card = Card()
                present(card, animated: false)
              }
            }
            """)
      ], name: "idiom", options: CodeImport.Options(entry: "Host.go"))
    let box = try #require(LibraryIdiomsTests.layer(result, "box"))
    let slide = try #require(CodeShapesTests.animations(box).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(slide, "from"), "95"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(slide, "to"), "195"))
  }
}
