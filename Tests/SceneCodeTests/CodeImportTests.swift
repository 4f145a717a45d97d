import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// The import corpus: every code block of the seeds that sets up an animation and idioms from
/// Apple's documentation in both languages, each with the scene file it must become (written by
/// hand from the code, derivations in the fixtures' comments), and the statements it must list.
@Suite struct CodeImportTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/Corpus")

  static func read(_ file: String) throws -> CodeImport.Result {
    let text = try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
    return try CodeImport.read(text, name: String(file.split(separator: ".")[0]))
  }

  static func expected(_ file: String) throws -> Scene {
    try Scene.decode(try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8))
  }

  @Test(arguments: [
    // The slider's action is not set-up: it is listed as not run.
    ("seed002-colour-slider.m", "seed002-colour-slider.json", ["line 12: sliderChanged: did not run"]),
    ("seed002-pull-to-refresh.m", "seed002-pull-to-refresh.json", []),
    (
      "seed003-acceleration.m", "seed003-acceleration.json",
      [
        "line 6: AccelerationAnimation is not a Core Animation class", "line 13: [animation setDelegate",
        "line 14: [[acceleratedDot layer] setValue",
      ]
    ),
    (
      "seed004-pause-resume.swift", "seed004-pause-resume.json",
      ["line 10: pauseLayer did not run", "line 16: resumeLayer did not run"]
    ),
    ("seed004-speed-change.swift", "seed004-speed-change.json", []),
    (
      "apple-idioms.swift", "apple-idioms.swift.json",
      ["line 54: fade.delegate = self", "line 55: view.backgroundColor"]
    ),
    ("apple-idioms.m", "apple-idioms.m.json", ["line 51: anim.delegate = self"]),
  ])
  func corpusFileBecomesItsScene(file: String, expected: String, notes: [String]) throws {
    let result = try Self.read(file)
    let scene = try Self.expected(expected)
    #expect(result.scene == scene, "\(result.document.serialized())")
    let listed = result.lineNotes.filter { !$0.hasPrefix("warning:") }
    #expect(listed.count == notes.count, "\(listed)")
    for note in notes { #expect(listed.contains { $0.hasPrefix(note) }, "\(note) not in \(listed)") }
    #expect(result.language == (file.hasSuffix(".m") ? .objectiveC : .swift))
  }

  /// Seed 002's paused colour layer: scrubbing its timeOffset to 0.5 shows the colour halfway
  /// from UIColor.orange (1, 0.5, 0 → #FF8000) to blue: (0.5, 0.25, 0.5) → #804080.
  @Test func colourSliderScrubsLikeTheSeed() throws {
    var scene = try Self.read("seed002-colour-slider.m").scene
    scene.root.timeOffset = 0.5
    let presented = scene.root.presentation(atMediaTime: 0)[0].presentedValue("backgroundColor")
    guard case .color(let c)? = presented else { Issue.record("no colour: \(String(describing: presented))"); return }
    #expect(c.hex == "#804080")
  }

  /// `UIBezierPath(ovalIn:)` becomes four cubic arcs starting at the right-hand side (UIKit's
  /// order), through the bottom, left and top, back to the start.
  @Test func ovalPathIsFourArcs() throws {
    let code = """
      let orbit = CAKeyframeAnimation(keyPath: "position")
      orbit.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50)).cgPath
      orbit.calculationMode = .paced
      orbit.rotationMode = CAAnimationRotationMode(rawValue: "auto")
      layer.add(orbit, forKey: "orbit")
      """
    let animation = try CodeImport.read(code).scene.root.animations[0]
    guard case .keyframe(let k) = animation.content, let path = k.path else {
      Issue.record("not a path animation")
      return
    }
    let ends = path.segments.map(\.end)
    #expect(path.segments.first?.start == [100, 25])
    #expect(ends.prefix(4) == [[50, 50], [0, 25], [50, 0], [100, 25]])
    #expect(k.calculationMode == .paced && k.rotationMode == .auto)
  }

  /// Swift 2's `addArcWithCenter(_:radius:startAngle:endAngle:clockwise:)` is UIBezierPath's arc:
  /// clockwise on screen from angle 0 (the right-hand point) to π (the left), through the bottom.
  @Test func swift2ArcIsUIBezierPaths() throws {
    let code = """
      let arc = UIBezierPath()
      arc.addArcWithCenter(CGPointMake(50, 50), radius: 50, startAngle: 0, endAngle: CGFloat(M_PI), clockwise: true)
      let move = CAKeyframeAnimation(keyPath: "position")
      move.path = arc.CGPath
      layer.addAnimation(move, forKey: "move")
      """
    let animation = try CodeImport.read(code).scene.root.animations[0]
    guard case .keyframe(let k) = animation.content, let path = k.path else {
      Issue.record("not a path animation")
      return
    }
    #expect(path.segments.first?.start == [100, 50])
    let end = try #require(path.segments.last?.end)
    #expect(abs(end[0]) < 1e-9 && abs(end[1] - 50) < 1e-9)
    // Through the bottom (y grows downwards): the middle of the arc is at (50, 100).
    let points = path.segments.map(\.end)
    #expect(points.contains { abs($0[0] - 50) < 1e-9 && abs($0[1] - 100) < 1e-9 })
  }

  /// UIKit Dynamics is not Core Animation: said once, plainly, and what else the code does imports.
  @Test func uikitDynamicsIsSaidNotModelled() throws {
    let code = """
      let animator = UIDynamicAnimator(referenceView: view)
      let gravity = UIGravityBehavior(items: [card])
      animator.addBehavior(gravity)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0
      card.layer.add(fade, forKey: "fade")
      """
    let result = try CodeImport.read(code)
    func keyPaths(_ layer: Layer) -> [String?] { layer.animations.map(\.keyPath) + layer.sublayers.flatMap(keyPaths) }
    #expect(keyPaths(result.scene.root) == ["opacity"])
    let said = result.notes.filter { $0.contains("UIKit Dynamics") }
    #expect(said.count == 1, "\(result.notes)")
  }

  /// Springs: physical properties with `duration = settlingDuration` (the duration is Apple's
  /// settling duration of that spring), and the iOS 17 initialiser (its own duration: 0 stays 0).
  @Test func springsKeepTheirParameters() throws {
    let swift = """
      let s = CASpringAnimation(keyPath: "transform.scale")
      s.fromValue = 0.8; s.toValue = 1
      s.mass = 1; s.stiffness = 200; s.damping = 12; s.initialVelocity = 0
      s.duration = s.settlingDuration
      layer.add(s, forKey: "spring")
      let s2 = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
      s2.keyPath = "position.x"
      s2.toValue = 200
      s2.duration = s2.settlingDuration
      layer.add(s2, forKey: "perceptual")
      """
    let animations = try CodeImport.read(swift).scene.root.animations
    guard case .spring(let physical, _) = animations[0].content, case .spring(let perceptual, _) = animations[1].content
    else {
      Issue.record("not springs")
      return
    }
    #expect(physical.parameters == .physical(mass: 1, stiffness: 200, damping: 12, allowsOverdamping: false))
    #expect(animations[0].duration == Spring(stiffness: 200, damping: 12).settlingDuration)
    #expect(perceptual.parameters == .perceptual(duration: 0.5, bounce: 0.3))
    #expect(animations[1].duration == 0)
  }

  /// Every "forever" spelling of ca-api.md §4.4, and fill modes in all four forms.
  @Test(arguments: [
    ".infinity", "Float.infinity", ".greatestFiniteMagnitude", "Float.greatestFiniteMagnitude", "MAXFLOAT",
    "HUGE_VALF", "INFINITY", "FLT_MAX", "1e100",
  ])
  func repeatForever(spelling: String) throws {
    let code =
      "let a = CABasicAnimation(keyPath: \"opacity\")\na.repeatCount = \(spelling)\nlayer.add(a, forKey: \"a\")"
    #expect(try CodeImport.read(code).scene.root.animations[0].repeatCount == .infinity)
  }

  @Test(arguments: [
    ".backwards", "CAMediaTimingFillMode.backwards", "kCAFillModeBackwards",
    "CAMediaTimingFillMode(rawValue: \"backwards\")",
  ])
  func fillModeSpellings(spelling: String) throws {
    let code = "let a = CABasicAnimation(keyPath: \"opacity\")\na.fillMode = \(spelling)\nlayer.add(a, forKey: \"a\")"
    #expect(try CodeImport.read(code).scene.root.animations[0].fillMode == .backwards)
  }

  /// `CACurrentMediaTime() + t` on a layer at the parent's rate is t seconds from now; an
  /// animation never added beside one that is was left unused (Core Animation runs only added
  /// animations): not shown, and said so.
  @Test func beginTimesAndOrphans() throws {
    let code = """
      let a = CABasicAnimation(keyPath: "opacity")
      a.beginTime = CACurrentMediaTime() + 1.5
      layer.add(a, forKey: "a")
      let b = CABasicAnimation(keyPath: "position.x")
      b.toValue = 10
      """
    let result = try CodeImport.read(code)
    #expect(result.scene.root.animations.map(\.beginTime) == [1.5])
    #expect(result.lineNotes.contains { $0.hasPrefix("line 4: b is never added to a layer; not shown") })
  }

  /// A snippet that only makes an animation (nothing is added) is a sketch of it: shown on the
  /// root layer, and said so.
  @Test func aSnippetsOnlyAnimationIsShown() throws {
    let result = try CodeImport.read("let b = CABasicAnimation(keyPath: \"position.x\")\nb.toValue = 10")
    #expect(result.scene.root.animations.map(\.id) == ["b"])
    #expect(result.lineNotes.contains { $0.hasPrefix("line 1: b is never added to a layer; shown on") })
  }

  /// Adding under a key already used replaces the animation (CALayer.h: one per key);
  /// `removeAnimation(forKey:)` removes it.
  @Test func keysReplaceAndRemove() throws {
    let code = """
      let a = CABasicAnimation(keyPath: "opacity")
      layer.add(a, forKey: "k")
      let b = CABasicAnimation(keyPath: "cornerRadius")
      layer.add(b, forKey: "k")
      let c = CABasicAnimation(keyPath: "position.y")
      layer.add(c, forKey: "gone")
      layer.removeAnimation(forKey: "gone")
      """
    let animations = try CodeImport.read(code).scene.root.animations
    #expect(animations.map(\.keyPath) == ["cornerRadius"])
  }

  /// Swift is read by the compiler's parser: its messages, at the line it names.
  @Test(arguments: [
    ("let s = \"unterminated\nlayer.speed = 0", 1, "expected '\"' to end string literal"),
    ("layer.speed = 0\n}\n", 2, "unexpected brace"),
    ("/* open comment\nlayer.speed = 0", 1, "unterminated '/*' comment"),
    ("let s = [CALayer(\nlayer.speed = 0", 2, "expected ')'"),
  ])
  func brokenCodeNamesTheLine(code: String, line: Int, message: String) {
    #expect {
      _ = try CodeImport.read(code)
    } throws: { error in
      guard let failure = error as? CodeImport.Failure else { return false }
      return failure.line == line && failure.message.contains(message)
    }
  }

  /// Code the compiler would refuse but that still sets up an animation imports, with the
  /// compiler's complaint listed as a warning at its line and column.
  @Test func codeThatDoesNotCompileStillImportsWhatItCan() throws {
    let result = try CodeImport.read("let a = CABasicAnimation(keyPath: \"opacity\"\nlayer.add(a, forKey: \"x\")")
    #expect(result.scene.root.animations.map(\.keyPath) == ["opacity"])
    #expect(result.notes.contains { $0.hasPrefix("warning: line 1, column 44: expected ')' to end function call") })
  }

  @Test(arguments: [
    "print(\"hello\")", "def fade(layer):\n    layer.opacity = 0\n", "{\"name\": \"json\"}", "",
    "layer.speed = 0\nlayer.timeOffset = 1",
  ])
  func codeWithoutAnimationIsAnError(code: String) {
    #expect {
      _ = try CodeImport.read(code)
    } throws: { error in
      (error as? CodeImport.Failure)?.message.contains("sets up no animation") == true
    }
  }

  /// Dictionaries: a literal, a subscript read and set, `= nil` removing a key, a missing key
  /// nil (so `??` gives its right side), `count`; Swift's and Objective-C's.
  @Test func dictionariesHoldValuesByKey() throws {
    let swift = """
      var durations: [String: Double] = ["fade": 0.3, "slide": 0.5]
      durations["slide"] = 0.8
      durations["bounce"] = 1.2
      durations["fade"] = nil
      let a = CABasicAnimation(keyPath: "opacity")
      a.duration = durations["slide"]!
      a.repeatCount = Float(durations.count)
      a.timeOffset = durations["fade"] ?? 0.1
      layer.add(a, forKey: "a")
      """
    let a = try CodeImport.read(swift).scene.root.animations[0]
    #expect(a.duration == 0.8 && a.repeatCount == 2 && a.timeOffset == 0.1)
    let objc = """
      - (void)start {
        NSDictionary *durations = @{@"fade": @0.3, @"slide": @(0.5)};
        CABasicAnimation *b = [CABasicAnimation animationWithKeyPath:@"opacity"];
        b.duration = [durations[@"slide"] doubleValue];
        b.repeatCount = [[durations objectForKey:@"fade"] floatValue] * 10;
        [self.layer addAnimation:b forKey:@"b"];
      }
      """
    let b = try CodeImport.read(objc).scene.root.animations[0]
    #expect(b.duration == 0.5 && b.repeatCount == 3)
  }

  /// A view made only for its frame (`UIBezierPath(ovalIn: temp.frame)`) and never added to a
  /// tree is not on screen: not a root beside the real ones, said.
  @Test func viewsNeverAddedAreNotShown() throws {
    let result = try CodeImport.read(
      """
      class Orbit: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let temp = UIView(frame: CGRect(x: 50, y: 100, width: 250, height: 500))
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          view.addSubview(dot)
          let orbit = CAKeyframeAnimation(keyPath: "position")
          orbit.path = UIBezierPath(ovalIn: temp.frame).cgPath
          orbit.duration = 5
          dot.layer.add(orbit, forKey: "orbit")
        }
      }
      """)
    #expect(result.scene.root.id == "view" && result.scene.root.sublayers.map(\.id) == ["dot"])
    #expect(result.notes.contains { $0.contains("temp is never added to a layer tree") })
  }

  /// Objective-C function-like macros, expanded before reading: one giving a value
  /// (`DEGREES(90)` = π/2), one writing statements (a fade made in the caller's scope), one
  /// writing a method (`SPIN_METHOD(spinFast, 0.25)` becomes `- (void)spinFast`), and a macro
  /// from a header used in the implementation. A view subclass without its own `initWithFrame:`
  /// gets UIView's (its frame set).
  @Test func objectiveCFunctionLikeMacros() throws {
    let header = CodeImport.Source(
      file: "Spinner.h",
      text: """
        #define DEGREES(angle) ((angle) / 180.0 * M_PI)
        @interface Spinner : UIView
        @end
        """)
    let implementation = CodeImport.Source(
      file: "Spinner.m",
      text: """
        #import "Spinner.h"
        #define MAKE_FADE(from, to, secs) \\
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"]; \\
          fade.fromValue = @(from); fade.toValue = @(to); fade.duration = secs;
        #define SPIN_METHOD(name, secs) \\
          - (void)name { \\
            CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"]; \\
            spin.toValue = @(DEGREES(90)); spin.duration = secs; \\
            [self.layer addAnimation:spin forKey:@"spin"]; \\
          }
        @implementation Spinner
        SPIN_METHOD(spinFast, 0.25)
        - (void)fadeOut {
          MAKE_FADE(1, 0.25, 0.8)
          [self.layer addAnimation:fade forKey:@"fade"];
        }
        @end
        @implementation Host
        - (void)viewDidLoad {
          [super viewDidLoad];
          Spinner *spinner = [[Spinner alloc] initWithFrame:CGRectMake(10, 20, 30, 40)];
          [self.view addSubview:spinner];
          [spinner spinFast];
          [spinner fadeOut];
        }
        @end
        """)
    let result = try CodeImport.read([header, implementation])
    let spinner = try #require(result.scene.root.sublayers.first { $0.id == "spinner" })
    let spin = try #require(spinner.animations.first { $0.id == "spin" })
    let fade = try #require(spinner.animations.first { $0.id == "fade" })
    #expect(spin.duration == 0.25 && fade.duration == 0.8)
    guard case .basic(let s) = spin.content, case .basic(let f) = fade.content else {
      Issue.record("not basic animations")
      return
    }
    #expect(s.to == .number(Double.pi / 2) && f.from == .number(1) && f.to == .number(0.25))
    #expect(spinner.properties.contains(PropertyValue("position", .point(25, 40))))
  }

  /// `body` run as a view controller's `viewDidLoad` (after `super.viewDidLoad()`).
  static func screen(_ body: String) throws -> CodeImport.Result {
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    return try CodeImport.read(
      (["class Screen: UIViewController {", "  override func viewDidLoad() {", "    super.viewDidLoad()"] + indented
        + ["  }", "}"]).joined(separator: "\n"))
  }

  /// A view's `subviews` are the views added to it, and `type(of:)` tells a label from a plain
  /// view (as a cover drawn over a screen's subviews asks): only the label fades.
  @Test func subviewsAndTheirTypes() throws {
    let result = try Self.screen(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let label = UILabel(frame: CGRect(x: 0, y: 20, width: 50, height: 10))
      view.addSubview(box)
      view.addSubview(label)
      for sub in view.subviews where type(of: sub) === UILabel.self {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.4
        sub.layer.add(fade, forKey: "fade")
      }
      """)
    let box = try #require(result.scene.root.sublayers.first { $0.id == "box" })
    let label = try #require(result.scene.root.sublayers.first { $0.id == "label" })
    #expect(box.animations.isEmpty && label.animations.map(\.id) == ["fade"])
  }

  /// `convert(_:to:)` through the views' frames: a dot at (10, 5) in a card at (100, 200) is at
  /// (110, 205) in the screen's view; a path moved there by `apply` and joined by `append`.
  @Test func rectsConvertedBetweenViews() throws {
    let result = try Self.screen(
      """
      let card = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
      let dot = UIView(frame: CGRect(x: 10, y: 5, width: 4, height: 4))
      view.addSubview(card)
      card.addSubview(dot)
      let r = dot.convert(dot.bounds, to: view)
      let path = UIBezierPath()
      let piece = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
      piece.apply(CGAffineTransform(translationX: r.origin.x, y: r.origin.y))
      path.append(piece)
      let move = CAKeyframeAnimation(keyPath: "position")
      move.path = path.cgPath
      move.duration = 1
      dot.layer.add(move, forKey: "move")
      """)
    let dot = try #require(result.scene.root.sublayers.first?.sublayers.first { $0.id == "dot" })
    guard case .keyframe(let k)? = dot.animations.first?.content, let path = k.path else {
      Issue.record("no path animation")
      return
    }
    #expect(path.keyframePoints.first == SIMD2(110, 205))
    #expect(path.keyframePoints.dropFirst().first == SIMD2(114, 205))
  }

  /// An Objective-C outlet (`@property (weak) IBOutlet UIView *box;`) is set by the storyboard:
  /// a UIKit block animates it (through the property and through its ivar `_box`), said once.
  @Test func objectiveCOutletsAreThere() throws {
    let result = try CodeImport.read(
      """
      @interface VC : UIViewController
      @property (nonatomic, weak) IBOutlet UIView *box;
      @end
      @implementation VC
      - (void)viewDidLoad {
        [super viewDidLoad];
        [UIView animateWithDuration:0.4 animations:^{
          self.box.alpha = 0.2;
          _box.center = CGPointMake(50, 60);
        }];
      }
      @end
      """)
    let box = try #require(result.scene.root.sublayers.first { $0.id == "box" })
    #expect(box.animations.map(\.keyPath) == ["opacity", "position"])
    #expect(box.animations.allSatisfy { $0.duration == 0.4 })
    #expect(result.notes.filter { $0.contains("box is a storyboard outlet") }.count == 1)
  }

  /// Core Graphics structs written as C initializer lists: positional fields in the struct's
  /// order, a rect's origin and size nested.
  @Test func cInitializerListsOfGeometry() throws {
    let objc = """
      - (void)start {
        CGPoint from = {10, 20};
        CGRect box = (CGRect){{0, 0}, {30, 40}};
        CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"position"];
        a.fromValue = [NSValue valueWithCGPoint:from];
        a.toValue = [NSValue valueWithCGPoint:CGPointMake(box.size.width, box.size.height)];
        [self.layer addAnimation:a forKey:@"a"];
      }
      """
    let a = try CodeImport.read(objc).scene.root.animations[0]
    guard case .basic(let basic) = a.content else {
      Issue.record("not a basic animation")
      return
    }
    #expect(basic.from == .point(10, 20) && basic.to == .point(30, 40))
  }

  /// A labelled tuple keeps its labels (`change.key`), and `.0`/`.1` read by position; a type is a
  /// value (`Spin.self`) that can be made through (`kind.init(turns:)`).
  @Test func labelledTuplesAndMetatypes() throws {
    let code = """
      struct Spin {
        let turns: Double
        init(turns: Double) { self.turns = turns }
      }
      let kind = Spin.self
      let spin = kind.init(turns: 2)
      let change = (keyPath: "transform.rotation.z", key: "spin", seconds: 1.5)
      let pair = (0.25, 4)
      let a = CABasicAnimation(keyPath: change.keyPath)
      a.toValue = spin.turns * 2 * .pi
      a.duration = change.seconds
      a.timeOffset = pair.0
      a.repeatCount = Float(pair.1)
      layer.add(a, forKey: change.key)
      """
    let a = try CodeImport.read(code).scene.root.animations[0]
    #expect(a.id == "spin" && a.keyPath == "transform.rotation.z")
    #expect(a.duration == 1.5 && a.timeOffset == 0.25 && a.repeatCount == 4)
    guard case .basic(let basic) = a.content, case .number(let to)? = basic.to else {
      Issue.record("no toValue: \(a.content)")
      return
    }
    #expect(abs(to - 4 * Double.pi) < 1e-12)
  }

  /// Unknown key paths are kept (as opaque values of their kind) and listed.
  @Test func unknownKeyPathsAreKept() throws {
    let code = """
      layer.setValue(3, forKeyPath: "custom.depth")
      let a = CABasicAnimation(keyPath: "custom.depth")
      a.toValue = 5
      layer.add(a, forKey: "a")
      """
    let result = try CodeImport.read(code)
    #expect(result.scene.root.properties.map(\.keyPath) == ["custom.depth"])
    #expect(result.scene.root.animations[0].keyPath == "custom.depth")
    #expect(result.lineNotes.contains { $0.hasPrefix("line 1: custom.depth is not a key path TimingLab knows") })
  }
}
