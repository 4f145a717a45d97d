import SceneCode
import Scenes
import Testing

/// Swift's own semantics, as the interpreter runs them: each program computes a number with one
/// language feature and gives it to an animation as its duration, worked out by hand from The
/// Swift Programming Language. A feature read wrongly gives another number (or none).
@Suite("Swift language")
struct SwiftLanguageTests {
  /// The duration of the fade on layer `dot` each case adds (nil without one).
  static func duration(of result: CodeImport.Result) -> Double? {
    guard
      case .number(let duration, _)? = idiomAnimation(result, on: "dot").flatMap({
        CodeShapesTests.member($0, "duration")
      })
    else { return nil }
    return duration
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Declarations and `func value() -> Double`.
    var code: String
    var expected: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a file-level constant beside the functions",
      code: "let base = 5.0\nfunc value() -> Double { let base = 2.0; return base }", expected: 2),
    Case(
      name: "a call in an argument runs once",
      code:
        "var count = 1.0\nfunc bump() -> Double { count += 1; return count }\nfunc value() -> Double { abs(bump()) }",
      expected: 2),
    Case(
      name: "fallthrough",
      code: """
        func value() -> Double {
            var s = 0.0
            switch 1 { case 1: s += 1; fallthrough; case 2: s += 1; default: s += 10 }
            return s
        }
        """, expected: 2),
    Case(
      name: "labelled continue and break",
      code: """
        func value() -> Double {
            var s = 0.0
            outer: for i in 0..<5 {
                for j in 0..<5 {
                    if j == 2 { continue outer }
                    if i == 1 { break outer }
                    s += 1
                }
            }
            return s
        }
        """, expected: 2),
    Case(
      name: "a case with a where clause",
      code: "func value() -> Double { switch 5 { case let y where y > 3: return 2; default: return 0 } }",
      expected: 2),
    Case(
      name: "for case let x? skips nil",
      code: """
        func value() -> Double {
            let xs: [Double?] = [1, nil, 1]
            var s = 0.0
            for case let x? in xs { s += x }
            return s
        }
        """, expected: 2),
    Case(
      name: "truncatingRemainder and remainder",
      code: "func value() -> Double { 8.0.truncatingRemainder(dividingBy: 3) + 7.0.remainder(dividingBy: 4) + 1 }",
      expected: 2),
    Case(
      name: "rounded by a rule", code: "func value() -> Double { 2.7.rounded(.down) + (-0.5).rounded() + 1 }",
      expected: 2),
    Case(name: "squareRoot", code: "func value() -> Double { 16.0.squareRoot() / 2 }", expected: 2),
    Case(
      name: "a number from text, nil when it is none",
      code:
        "func value() -> Double { (Double(\"x\") ?? 1) + (Double(\"0.5\") ?? 0) + Double(Int(\"1.5\") ?? 0) + 0.5 }",
      expected: 2),
    Case(
      name: "Self in a static method",
      code: "struct Timing { static let base = 1.0; static func twice() -> Double { Self.base * 2 } }\n"
        + "func value() -> Double { Timing.twice() }", expected: 2),
    Case(
      name: "allCases",
      code: "enum Dot: CaseIterable { case left, middle }\nfunc value() -> Double { Double(Dot.allCases.count) }",
      expected: 2),
    Case(
      name: "an integer enum's implicit raw values",
      code: "enum Step: Int { case first = 0, second, third }\n"
        + "func value() -> Double { Double(Step.third.rawValue) + Double(Step(rawValue: 1) == .second ? 0 : 5) }",
      expected: 2),
    Case(
      name: "swap",
      code: "func value() -> Double { var a = 2.0, b = 0.0; swap(&a, &b); return b - a }", expected: 2),
    Case(
      name: "a tuple assigned at once",
      code: "func value() -> Double { var a = 2.0, b = 0.0; (a, b) = (b, a); return b - a }", expected: 2),
    Case(
      name: "a subscript the program declares",
      code: "struct Steps { subscript(i: Int) -> Double { Double(i) * 0.5 } }\nfunc value() -> Double { Steps()[4] }",
      expected: 2),
    Case(
      name: "a dictionary's default",
      code: "func value() -> Double { var d: [String: Double] = [:]; d[\"a\", default: 1] += 1; return d[\"a\"]! }",
      expected: 2),
    Case(
      name: "a switch as a value",
      code: "enum Speed { case slow, fast }\n"
        + "func value() -> Double { let d: Double = switch Speed.slow { case .slow: 2; case .fast: 1 }; return d }",
      expected: 2),
    Case(
      name: "an autoclosure",
      code: "func pick(_ c: Bool, _ a: @autoclosure () -> Double) -> Double { c ? a() : 0 }\n"
        + "func value() -> Double { pick(true, 2) }", expected: 2),
    Case(
      name: "insert at, remove at",
      code: "func value() -> Double { var xs = [1.0]; xs.insert(1, at: 0); xs.append(5); xs.remove(at: 2); "
        + "return xs.reduce(0, +) }", expected: 2),
    Case(
      name: "removeAll where",
      code: "func value() -> Double { var xs = [1, 2, 3, 4]; xs.removeAll { $0 > 2 }; return Double(xs.count) }",
      expected: 2),
    Case(
      name: "while let",
      code:
        "func value() -> Double { var xs = [1.0, 1.0]; var s = 0.0; while let x = xs.popLast() { s += x }; return s }",
      expected: 2),
    Case(
      name: "String(format:) and String(_:)",
      code: "func value() -> Double { (Double(String(format: \"%.1f\", 1.04)) ?? 0) + (Double(String(1)) ?? 0) }",
      expected: 2),
    Case(
      name: "a string's characters and pieces",
      code: "func value() -> Double { Double(Array(\"ab\").count * \"a,b\".split(separator: \",\").count) / 2 }",
      expected: 2),
    Case(
      name: "a quotient of integers drops its fraction",
      code: """
        func value() -> Double {
            let n = 5
            let xs = [1, 2, 3, 4]
            var s = 0
            for i in 0..<4 { s += i / 2 }
            return Double(n / 2) + Double(xs.count / 3) + Double(s) - 3  // 2 + 1 + (0 + 0 + 1 + 1) - 3
        }
        """, expected: 2),
    Case(
      name: "an integer operand makes the quotient an integer's",
      code: "func value() -> Double { let turns = [-5, 10].map { (Int(Double.pi) * $0) / 180 }; "
        + "return Double(turns[0] + turns[1]) + 2 }", expected: 2),
    Case(
      name: "a floating quotient keeps its fraction",
      code: "func value() -> Double { let n = 5; return Double(n) / 2.5 + 5.0 / 5 - 1 }", expected: 2),
  ]

  /// C's division: of two integers (variables, whole literals, counts) it drops the fraction; a
  /// `double` anywhere (`2.0`, `(CGFloat)i`) keeps it.
  @Test func cIntegerDivision() throws {
    let result = try importIdiom(
      """
      #import <UIKit/UIKit.h>
      void Start(CALayer *host)
      {
          int a = 5;
          NSArray *xs = @[@1, @2, @3];
          CGFloat half = 1 / 2;
          CALayer *dot = [CALayer layer];
          [host addSublayer:dot];
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.duration = a / 2 + [xs count] / 2 + half;
          fade.timeOffset = a / 2.0 + (CGFloat)a / 10;
          [dot addAnimation:fade forKey:@"fade"];
      }
      """, file: "idiom.m", entry: nil)
    let dot = try #require(LibraryIdiomsTests.layer(result, "dot"))
    let fade = try #require(CodeShapesTests.animations(dot).first?.value)
    // 5 / 2 = 2, 3 / 2 = 1, 1 / 2 = 0; 5 / 2.0 = 2.5, 5.0 / 10 = 0.5.
    #expect(CodeShapesTests.member(fade, "duration") == .number(3, text: "3"))
    #expect(CodeShapesTests.member(fade, "timeOffset") == .number(3, text: "3"))
  }

  /// A division that dropped a fraction says so once, with the quotient it would have had, in the
  /// file's language: the plain-words reason a `(Int(Double.pi) * x) / 180` turn never moves.
  @Test func integerDivisionIsNoted() throws {
    let swift = try importIdiom(
      """
      import UIKit
      func start(_ host: CALayer) {
          let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
          turn.values = [-15, 30, 360].map { (Int(Double.pi) * $0) / 180 }
          turn.duration = 1
          host.add(turn, forKey: "turn")
      }
      """, entry: nil)
    let said = swift.notes.filter { $0.contains("divides integers") }
    // 3 * -15 = -45 / 180 = -0.25 → 0 is the first fraction dropped; 3 * 360 / 180 = 6 drops none.
    #expect(said.count == 1, "\(swift.notes)")
    #expect(said.first?.contains("Swift's Int / Int): -45 / 180 is 0") == true, "\(said)")
    #expect(said.first?.contains("(-0.25 as Double(x) / Double(y))") == true, "\(said)")
    let c = try importIdiom(
      """
      #import <UIKit/UIKit.h>
      void Start(CALayer *host)
      {
          int a = 5;
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.duration = a / 2;
          fade.beginTime = a / 5;
          [host addAnimation:fade forKey:@"fade"];
      }
      """, file: "idiom.m", entry: nil)
    let cSaid = c.notes.filter { $0.contains("divides integers") }
    // 5 / 2 drops 0.5; 5 / 5 is whole and says nothing.
    #expect(cSaid.count == 1, "\(c.notes)")
    #expect(cSaid.first?.contains("a / 2 divides integers (C's int division): 5 / 2 is 2") == true, "\(cSaid)")
  }

  /// Objective-C and C: `Value()` computes the expected number with one feature each.
  static let objectiveCCases: [Case] = [
    Case(
      name: "a category of NSNumber",
      code: """
        @interface NSNumber (Twice)
        - (CGFloat)twice;
        @end
        @implementation NSNumber (Twice)
        - (CGFloat)twice { return [self doubleValue] * 2; }
        @end
        static CGFloat Value(void) { return [@1 twice]; }
        """, expected: 2),
    Case(
      name: "a struct from a list in its fields' order",
      code: """
        typedef struct { CGFloat start; CGFloat gap, width; } Pair;
        static CGFloat Value(void) { Pair p = {0.5, 1, 1}; return p.start + p.gap + p.width; }
        """, expected: 2.5),
    Case(
      name: "sizeof counts a C array",
      code: "static CGFloat Value(void) { CGFloat xs[] = {1, 2, 3, 4}; return sizeof(xs) / sizeof(xs[0]) / 2; }",
      expected: 2),
    Case(
      name: "a pointer parameter written through",
      code:
        "static void Fill(CGFloat *out) { *out = 2; }\nstatic CGFloat Value(void) { CGFloat x = 0; Fill(&x); return x; }",
      expected: 2),
  ]

  @Test(arguments: objectiveCCases)
  func runsInObjectiveC(_ c: Case) throws {
    let result = try importIdiom(
      """
      #import <UIKit/UIKit.h>
      \(c.code)
      void Start(CALayer *host)
      {
          CALayer *dot = [CALayer layer];
          [host addSublayer:dot];
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.duration = Value();
          [dot addAnimation:fade forKey:@"fade"];
      }
      """, file: "idiom.m", entry: nil)
    #expect(Self.duration(of: result) == c.expected)
  }

  /// Objective-C's own: a cast to an integer type drops the fraction (C's conversion).
  @Test func anIntegerCastTruncates() throws {
    let result = try importIdiom(
      """
      #import <UIKit/UIKit.h>
      void Start(CALayer *host)
      {
          CALayer *dot = [CALayer layer];
          [host addSublayer:dot];
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.duration = (CGFloat)(int)2.7 + (NSInteger)(-0.5);
          [dot addAnimation:fade forKey:@"fade"];
      }
      """, file: "idiom.m", entry: nil)
    let dot = try #require(LibraryIdiomsTests.layer(result, "dot"))
    let fade = try #require(CodeShapesTests.animations(dot).first?.value)
    #expect(CodeShapesTests.member(fade, "duration") == .number(2, text: "2"))
  }

  @Test(arguments: cases)
  func runs(_ c: Case) throws {
    let result = try importIdiom(
      """
      import UIKit
      \(c.code)
      func start(_ host: CALayer) {
          let dot = CALayer()
          host.addSublayer(dot)
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.duration = CFTimeInterval(value())
          dot.add(fade, forKey: "fade")
      }
      """, entry: nil)
    #expect(Self.duration(of: result) == c.expected)
  }
}
