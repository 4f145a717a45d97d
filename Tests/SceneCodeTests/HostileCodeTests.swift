import SceneCode
import Scenes
import Testing

/// Code written to break the importer: cycles, blow-ups and nesting no real file has. Each is
/// read without a crash (a stack overflow would end the test process), the statement at fault is
/// named in a note, and the rest of the file still imports.
@Suite("Hostile code")
struct HostileCodeTests {
  /// The notes of importing `text`, which must succeed.
  static func lineNotes(_ text: String) throws -> [String] {
    try CodeImport.read(text).lineNotes
  }

  static let fade = #"let fade = CABasicAnimation(keyPath: "opacity")"# + "\nlayer.add(fade, forKey: \"fade\")\n"

  @Test func aGroupInsideItselfIsLeftOut() throws {
    let notes = try Self.lineNotes(
      """
      let g = CAAnimationGroup()
      g.duration = 1
      g.animations = [g]
      layer.add(g, forKey: "g")
      """ + "\n" + Self.fade)
    #expect(notes.contains { $0.hasPrefix("line 4:") && $0.contains("a group cannot hold itself (g → g)") }, "\(notes)")
  }

  /// Bit operations on numbers that are not whole, too large or not numbers at all (`1 | .infinity`,
  /// `1 << 200`, NaN) are values not known here, not a crash; the animation after them is read.
  @Test(arguments: ["3 | Double.infinity", "1 << 200", "(0.0 / 0.0) & 1", "5.5 ^ 2", "Int.max >> 1"])
  func bitOperationsOnOddNumbersDoNotCrash(expression: String) throws {
    let result = try CodeImport.read(
      """
      let mask = \(expression)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.duration = 1
      fade.beginTime = CACurrentMediaTime() + Double(mask)
      layer.add(fade, forKey: "fade")
      """)
    #expect(result.scene.root.animations.map(\.id) == ["fade"])
  }

  @Test func twoGroupsInsideEachOtherAreLeftOut() throws {
    let notes = try Self.lineNotes(
      """
      let a = CAAnimationGroup()
      let b = CAAnimationGroup()
      a.animations = [b]
      b.animations = [a]
      layer.add(a, forKey: "a")
      """)
    #expect(notes.contains { $0.contains("a group cannot hold itself (a → b → a)") }, "\(notes)")
  }

  @Test func aLayerUnderItsOwnSublayerIsRefused() throws {
    let result = try CodeImport.read(
      """
      let r = CALayer()
      let c = CALayer()
      r.addSublayer(c)
      c.addSublayer(r)
      let a = CABasicAnimation(keyPath: "opacity")
      c.add(a, forKey: "x")
      """)
    #expect(
      result.lineNotes.contains { $0.hasPrefix("line 4:") && $0.contains("inside itself") }, "\(result.lineNotes)")
    // The first addSublayer stands: c is r's sublayer and holds the animation.
    #expect(result.scene.root.sublayers.first?.animations.first?.id == "x")
  }

  /// Twenty levels of groups that each hold the one below twice: 2^20 animations once copied.
  @Test func sharedChildrenThatMultiplyAreNamed() throws {
    var lines = [#"let g0 = CABasicAnimation(keyPath: "opacity")"#]
    for i in 1...20 { lines += ["let g\(i) = CAAnimationGroup()", "g\(i).animations = [g\(i - 1), g\(i - 1)]"] }
    lines.append(#"layer.add(g20, forKey: "k")"#)
    let notes = try Self.lineNotes(lines.joined(separator: "\n") + "\n" + Self.fade)
    #expect(!notes.contains { $0.contains("never added") }, "\(notes)")
    #expect(
      notes.contains {
        $0.contains("more than 10000 animations once its groups are copied") && $0.contains("g0")
      }, "\(notes)")
  }

  @Test func groupsDeeperThanTheSceneLimitAreLeftOut() throws {
    var lines = [#"let g0 = CABasicAnimation(keyPath: "opacity")"#]
    for i in 1...40 { lines += ["let g\(i) = CAAnimationGroup()", "g\(i).animations = [g\(i - 1)]"] }
    lines.append(#"layer.add(g40, forKey: "k")"#)
    let notes = try Self.lineNotes(lines.joined(separator: "\n") + "\n" + Self.fade)
    #expect(notes.contains { $0.contains("groups nested more than \(SceneLimits.nesting) levels deep") }, "\(notes)")
  }

  /// 100 layers each inside the one before: the first 32 levels are kept (what every reader
  /// accepts), and the cut is said.
  @Test func layersDeeperThanTheSceneLimitAreCut() throws {
    var lines = ["let l0 = CALayer()"]
    for i in 1...100 { lines += ["let l\(i) = CALayer()", "l\(i - 1).addSublayer(l\(i))"] }
    lines += [#"let a = CABasicAnimation(keyPath: "opacity")"#, #"l0.add(a, forKey: "x")"#]
    let result = try CodeImport.read(lines.joined(separator: "\n"))
    #expect(result.lineNotes.contains { $0.contains("layers nest more than \(SceneLimits.nesting) levels deep") })
    var depth = 0
    var layer = result.scene.root
    while let next = layer.sublayers.first {
      depth += 1
      layer = next
    }
    #expect(depth == SceneLimits.nesting)
  }

  /// Expressions nested or chained far past any real code: that statement is left out, the file
  /// still imports.
  @Test(arguments: [
    ("parentheses", String(repeating: "(", count: 30_000) + "1" + String(repeating: ")", count: 30_000)),
    ("brackets", String(repeating: "[", count: 30_000) + "1" + String(repeating: "]", count: 30_000)),
    ("a long sum", Array(repeating: "1", count: 200_000).joined(separator: " + ")),
    ("nested calls", String(repeating: "max(1, ", count: 20_000) + "1" + String(repeating: ")", count: 20_000)),
    ("prefix operators", String(repeating: "-", count: 30_000) + "1"),
    ("a member chain", "a" + String(repeating: ".b", count: 100_000)),
    ("nested ternaries", String(repeating: "x ? ", count: 30_000) + "1" + String(repeating: " : 2", count: 30_000)),
  ])
  func deepExpressionsAreOneStatementLeftOut(name: String, expression: String) throws {
    let notes = try Self.lineNotes(Self.fade + "fade.duration = \(expression)\n")
    #expect(notes.contains { $0.hasPrefix("line 3:") && $0.contains("ignored") }, "\(name): \(notes.prefix(3))")
  }

  /// Static properties made from each other (`A.x = B.y`, `B.y = A.x`; found by the fuzzer as a
  /// mangled `static var`): not known, said, no endless recursion.
  @Test func staticsMadeFromEachOtherAreNotKnown() throws {
    let result = try CodeImport.read(
      """
      struct A { static let x = B.y }
      struct B { static let y = A.x }
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.duration = A.x
      layer.add(fade, forKey: "fade")
      """)
    #expect(result.scene.root.animations.first?.duration == 0)  // left at its default (run as 0.25 s)
    #expect(result.lineNotes.contains { $0.hasPrefix("line 4:") && $0.contains("ignored") }, "\(result.lineNotes)")
  }

  @Test func nestedMessagesAreOneStatementLeftOut() throws {
    let sends =
      String(repeating: "[", count: 30_000) + "CABasicAnimation animation"
      + String(repeating: " self]", count: 29_999) + "]"
    let notes = try Self.lineNotes(
      """
      CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
      [layer addAnimation:fade forKey:@"fade"];
      CABasicAnimation *a = \(sends);
      """)
    #expect(notes.contains { $0.hasPrefix("line 3:") && $0.contains("more than 200 levels deep") }, "\(notes)")
  }

  /// Two helpers with the same local name (`let animation` in each, as a public example project
  /// writes them), neither added where the importer can see: both are shown, each named by its
  /// helper (the file used to be refused for a duplicated id; then they were animation,
  /// animation2).
  @Test func helpersLocalsWithOneNameAreBothShown() throws {
    let result = try CodeImport.read(
      """
      func slideX() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.duration = 2
        return animation
      }
      func slideY() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.y")
        animation.duration = 3
        return animation
      }
      """)
    #expect(result.scene.root.animations.map(\.id) == ["slideX", "slideY"])
    #expect(result.scene.root.animations.map(\.duration) == [2, 3])
    #expect(
      result.lineNotes.contains { $0.contains("slideY is never added to a layer; shown on") }, "\(result.lineNotes)")
  }

  /// A method that schedules itself again (`perform(#selector(tick), …, afterDelay: 1)` inside
  /// `tick`, a common "run forever" loop) runs through the scene's span and stops there, noted;
  /// it used to overflow the stack. The span is at least 4 s (the 0.5 s fades end before): it
  /// runs at 0 (the initializer), then as events at 1, 2, 3 and 4 s, and not at 5 s.
  @Test func aSelectorThatSchedulesItselfStops() throws {
    let result = try CodeImport.read(
      """
      import UIKit
      class Ticker: UIView {
        let dot = CALayer()
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(dot)
          tick()
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func tick() {
          let a = CABasicAnimation(keyPath: "opacity")
          a.duration = 0.5
          dot.add(a, forKey: nil)
          perform(#selector(tick), with: nil, afterDelay: 1)
        }
      }
      """)
    #expect(result.lineNotes.contains { $0.contains("again at 5 s: past the scene's span") }, "\(result.lineNotes)")
    #expect(result.scene.root.sublayers.first?.animations.count == 1)
    #expect(result.scene.events.map(\.time) == [1, 2, 3, 4])
  }

  /// A `didSet` that sets the same property of a new object runs again there, without end; it
  /// stops at the call-depth limit, noted, and the rest of the file imports (it used to overflow
  /// the stack).
  @Test func observersThatNestWithoutEndStop() throws {
    let result = try CodeImport.read(
      """
      class Node {
        var child: Node? { didSet { child?.child = Node() } }
      }
      let root = Node()
      root.child = Node()
      """ + "\n" + Self.fade)
    #expect(
      result.lineNotes.contains { $0.contains("child.didSet not run: calls nest more than") }, "\(result.lineNotes)")
    #expect(result.scene.root.animations.map(\.id) == ["fade"])
  }

  /// Two lazy properties made from each other read as unknown while they are being made: the
  /// file imports, the animation keeps its default duration (it used to overflow the stack).
  @Test func lazyPropertiesMadeFromEachOtherAreUnknown() throws {
    let result = try CodeImport.read(
      """
      class V: UIView {
        lazy var a: CGFloat = b
        lazy var b: CGFloat = a
        func go() {
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.duration = Double(a)
          layer.add(fade, forKey: "fade")
        }
      }
      let v = V()
      v.go()
      """)
    let root = result.scene.root
    #expect((root.animations + root.sublayers.flatMap(\.animations)).map(\.id) == ["fade"], "\(result.lineNotes)")
  }

  /// Depth that real code has stays readable: 60 parentheses are fine.
  @Test func nestingWithinTheLimitIsRead() throws {
    let result = try CodeImport.read(
      #"let fade = CABasicAnimation(keyPath: "opacity")"# + "\nfade.duration = " + String(repeating: "(", count: 60)
        + "2" + String(repeating: ")", count: 60) + "\nlayer.add(fade, forKey: \"fade\")")
    #expect(result.scene.root.animations.first?.duration == 2, "\(result.lineNotes)")
  }
}
