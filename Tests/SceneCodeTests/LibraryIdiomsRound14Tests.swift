import Foundation
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 14 of unseen code): where an inserted
/// layer goes, an Objective-C initializer a class does not have, a value discarded with `_ =`,
/// `Self()` in a subclass. Expectations are worked out by hand from Apple's documentation.
@Suite("Library idioms, round 14")
struct LibraryIdiomsRound14Tests {
  static func read(_ code: String, file: String = "idiom.swift", entry: String? = nil) throws -> CodeImport.Result {
    try importIdiom(code, file: file, entry: entry)
  }

  /// The ids of a layer's sublayers, in drawing order (first is drawn first, at the back).
  static func sublayerIDs(_ result: CodeImport.Result, of id: String) -> [String] {
    guard let layer = LibraryIdiomsTests.layer(result, id),
      case .array(let list)? = CodeShapesTests.member(layer, "sublayers")
    else { return [] }
    return list.compactMap { item -> String? in
      if case .string(let s)? = CodeShapesTests.member(item, "id") { return s }
      return nil
    }
  }

  /// `insertSublayer(_:at:)`, `insertSublayer(_:below:)` / `above:` and `insertSubview(_:belowSubview:)`
  /// put the layer at that place among the sublayers (CALayer.h: "at the specified index"), not last.
  @Test func insertedLayersTakeTheirPlace() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let a = CALayer()
        let b = CALayer()
        host.addSublayer(a)
        host.addSublayer(b)
        let first = CALayer()
        host.insertSublayer(first, at: 0)
        let middle = CALayer()
        host.insertSublayer(middle, below: b)
        let top = CALayer()
        host.insertSublayer(top, above: b)
        let late = CALayer()
        host.insertSublayer(late, at: 99)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        a.add(fade, forKey: "fade")
      }
      """)
    #expect(Self.sublayerIDs(result, of: "host") == ["first", "a", "middle", "b", "top", "late"])
  }

  /// UIKit's `insertSubview(_:belowSubview:)`: the view's layer goes just below the other's.
  @Test func insertedViewsGoBelowTheirSibling() throws {
    let result = try Self.read(
      """
      import UIKit
      final class Screen: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let button = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
          view.addSubview(button)
          let halo = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
          view.insertSubview(halo, belowSubview: button)
          UIView.animate(withDuration: 0.3) { halo.alpha = 0 }
        }
      }
      """, entry: "Screen.viewDidLoad")
    #expect(Self.sublayerIDs(result, of: "view") == ["halo", "button"])
  }

  /// An Objective-C initializer the class does not have (a README's selector a later version
  /// renamed): only NSObject's part runs, so the class's ivars stay 0, and the note says why.
  @Test func aMissingInitializerIsSaid() throws {
    let result = try Self.read(
      """
      @interface Gauge : UIView
      @end
      @implementation Gauge {
        BOOL _animated;
      }
      - (id)initWithFrame:(CGRect)frame total:(NSNumber *)total {
        self = [super initWithFrame:frame];
        if (self) { _animated = YES; }
        return self;
      }
      - (void)stroke {
        if (_animated) {
          CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"opacity"];
          [self.layer addAnimation:grow forKey:@"grow"];
        }
      }
      @end
      @implementation Screen
      - (void)viewDidLoad {
        Gauge *g = [[Gauge alloc] initWithFrame:CGRectMake(0, 0, 10, 10) total:@1 shadow:NO];
        [self.view addSubview:g];
        [g stroke];
        CABasicAnimation *shown = [CABasicAnimation animationWithKeyPath:@"opacity"];
        [self.view.layer addAnimation:shown forKey:@"shown"];
      }
      @end
      """, file: "gauge.m", entry: "Screen.viewDidLoad")
    #expect(result.notes.contains { $0.contains("Gauge has no initWithFrame:total:shadow: in the given files") })
    // Its own initializer did not run, so `_animated` is NO and `stroke` adds nothing.
    #expect(LibraryIdiomsTests.layer(result, "g") != nil)
    #expect(LibraryIdiomsTests.layer(result, "g").flatMap { CodeShapesTests.member($0, "animations") } == nil)
  }

  /// `_ = make()` runs `make()` for what it does; nothing about the discard is reported.
  @Test func aDiscardedValueIsNotANote() throws {
    let result = try Self.read(
      """
      import UIKit
      final class Pulse {
        static func make(in host: CALayer) -> Pulse {
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 0
          host.add(fade, forKey: "fade")
          return Pulse()
        }
      }
      func start(_ host: CALayer) {
        _ = Pulse.make(in: host)
      }
      """)
    #expect(result.scene.root.animations.map(\.id) == ["fade"])
    #expect(!result.notes.contains { $0.contains("not understood") })
  }

  /// `Self()` in a method of a class is an instance of the receiver's own class: a subclass's
  /// override runs (`Ring.copy()` on a `GlowRing` makes a `GlowRing`).
  @Test func selfIsTheDynamicType() throws {
    let result = try Self.read(
      """
      import UIKit
      class Ring {
        required init() {}
        func copy() -> Self { return Self() }
        func draw(on host: CALayer) {}
      }
      final class GlowRing: Ring {
        override func draw(on host: CALayer) {
          let glow = CABasicAnimation(keyPath: "shadowOpacity")
          glow.toValue = 1
          host.add(glow, forKey: "glow")
        }
      }
      func start(_ host: CALayer) {
        let ring: Ring = GlowRing()
        ring.copy().draw(on: host)
      }
      """)
    #expect(result.scene.root.animations.map(\.id) == ["glow"])
  }
}
