import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 30 of unseen code: a notification
/// banner, a circular progress layer, a fluid segmented control, a showcase overlay). Frames and
/// values are worked out by hand from UIKit's documentation.
@Suite("Library idioms, round 30")
struct LibraryIdiomsRound30Tests {
  static func read(_ code: String) throws -> CodeImport.Result {
    try importIdiom(code, file: "idiom.swift", entry: "Host.go")
  }

  static func frame(_ result: CodeImport.Result, _ id: String) -> [Double] {
    var found: Layer?
    func visit(_ layer: Layer) {
      if layer.id == id, found == nil { found = layer }
      layer.sublayers.forEach(visit)
    }
    visit(result.scene.root)
    return AutoLayoutTests.frame(found)
  }

  /// A data source that implements neither optional method: `dataSource?.bar?(…)` is nil, and
  /// `buttonMaker?(0)` on a closure property left nil is nil, so the code takes its fallbacks —
  /// a blue box, and the button it makes itself (80 wide).
  @Test func optionalCallsOfWhatIsNotThereAreNil() throws {
    let result = try Self.read(
      """
      @objc protocol BarSource: class {
        func count() -> Int
        @objc optional func bar(_ bar: Bar, colorAt index: Int) -> UIColor
      }
      final class Bar: UIView {
        weak var source: BarSource?
        var buttonMaker: ((Int) -> UIButton?)?
        func build() {
          if source?.bar?(self, colorAt: 0) != nil { backgroundColor = .red } else { backgroundColor = .blue }
          let made: UIButton
          if let given = buttonMaker?(0) { made = given } else { made = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 20)) }
          addSubview(made)
        }
      }
      final class Host: UIViewController, BarSource {
        func count() -> Int { 1 }
        func go() {
          let bar = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
          bar.source = self
          bar.build()
          view.addSubview(bar)
          UIView.animate(withDuration: 1) { bar.alpha = 0 }
        }
      }
      """)
    let bar = try #require(result.scene.root.layer(at: "view/bar"))
    #expect(
      bar.properties.first { $0.keyPath == "backgroundColor" }?.value
        == .color(RGBColor(red: 0, green: 0, blue: 1, alpha: 1)))
    #expect(Self.frame(result, "made") == [0, 0, 80, 20])
  }

  /// A scroll view 300 wide whose content is tied to its edges: a 200 pt spacer, a 100 pt
  /// selector, a 200 pt spacer. Edges tied to the content are the content's (UIScrollView), so
  /// the scroll view keeps its 300 pt width and its `contentSize` is 500 × 50; scrolled by 200,
  /// the selector's frame stays (200, 0) in the content.
  @Test func aScrollViewsEdgesTiedToItsContentAreTheContents() throws {
    let result = try Self.read(
      """
      final class Host: UIViewController {
        func go() {
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
          let scroll = UIScrollView()
          let left = UIView()
          let selector = UIView()
          let right = UIView()
          view.addSubview(box)
          box.addSubview(scroll)
          for v in [scroll, left, selector, right] { v.translatesAutoresizingMaskIntoConstraints = false }
          for v in [left, selector, right] { scroll.addSubview(v) }
          NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            scroll.topAnchor.constraint(equalTo: box.topAnchor),
            scroll.widthAnchor.constraint(equalTo: box.widthAnchor),
            scroll.heightAnchor.constraint(equalTo: box.heightAnchor),
            left.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 200),
            selector.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            selector.widthAnchor.constraint(equalToConstant: 100),
            right.leadingAnchor.constraint(equalTo: selector.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 200),
            right.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            left.topAnchor.constraint(equalTo: scroll.topAnchor),
            left.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            left.heightAnchor.constraint(equalTo: scroll.heightAnchor),
            selector.topAnchor.constraint(equalTo: left.topAnchor),
            selector.heightAnchor.constraint(equalTo: left.heightAnchor),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
          ])
          box.layoutIfNeeded()
          scroll.contentOffset = CGPoint(x: 200, y: 0)
          if scroll.contentSize.width == 500 { selector.backgroundColor = .red }
          box.layoutIfNeeded()
          UIView.animate(withDuration: 1) { box.alpha = 0 }
        }
      }
      """)
    #expect(Self.frame(result, "scroll") == [0, 0, 300, 50])
    #expect(Self.frame(result, "selector") == [200, 0, 100, 50])
    #expect(result.notes.allSatisfy { !$0.contains("conflicts") })
    let selector = try #require(result.scene.root.layer(at: "view/box/scroll/selector"))
    #expect(selector.properties.contains { $0.keyPath == "backgroundColor" })
  }

  /// A view's `layoutSubviews()` centres its child; the view is made 0 × 0 and laid out, then
  /// given 390 × 60: UIKit lays a resized view out again, so the child ends centred at (195, 30).
  @Test func aResizedViewIsLaidOutAgain() throws {
    let result = try Self.read(
      """
      final class Holder: UIView {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        override func layoutSubviews() {
          super.layoutSubviews()
          dot.center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        }
      }
      final class Host: UIViewController {
        func go() {
          let holder = Holder(frame: .zero)
          holder.addSubview(holder.dot)
          view.addSubview(holder)
          view.layoutIfNeeded()
          holder.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
          view.layoutIfNeeded()
          UIView.animate(withDuration: 1) { holder.alpha = 0 }
        }
      }
      """)
    #expect(Self.frame(result, "dot") == [175, 10, 40, 40])
  }

  /// In an `extension UILabel` method, `numberOfLines`, `font` and `text` are the label's: a
  /// helper that measures a copy wraps "A long title that wraps" (23 × 0.55 × 17 = 215.05, so
  /// 216 pt) into 100 pt: 3 lines of 21, 63 tall. `sizeToFit()` keeps the frame's origin.
  @Test func aLabelExtensionReadsTheLabelsState() throws {
    let result = try Self.read(
      """
      extension UILabel {
        func fitHeight() {
          let temp = UILabel(frame: CGRect(x: 0, y: 0, width: frame.width, height: CGFloat.greatestFiniteMagnitude))
          temp.numberOfLines = numberOfLines
          temp.font = font
          temp.text = text
          temp.sizeToFit()
          frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: temp.frame.height)
        }
      }
      final class Host: UIViewController {
        func go() {
          let title = UILabel()
          title.numberOfLines = 0
          title.text = "A long title that wraps"
          title.frame = CGRect(x: 10, y: 20, width: 100, height: 0)
          title.fitHeight()
          let tag = UILabel(frame: CGRect(x: 5, y: 6, width: 0, height: 0))
          tag.text = "Tag"
          tag.sizeToFit()
          view.addSubview(title)
          view.addSubview(tag)
          UIView.animate(withDuration: 1) { title.alpha = 0 }
        }
      }
      """)
    #expect(Self.frame(result, "title") == [10, 20, 100, 63])
    // "Tag": 3 × 0.55 × 17 = 28.05 → 29 wide, 21 tall, from (5, 6).
    #expect(Self.frame(result, "tag") == [5, 6, 29, 21])
  }

  /// `snapshotView(afterScreenUpdates:)` is a view as large as the original (120 × 44);
  /// `Set(array)` holds each element once; `let _ = lazyView` makes the lazy view (its
  /// initialiser adds it); a constraint's `firstItem` and `firstAttribute` read back.
  @Test func snapshotsSetsLazyViewsAndConstraintsReadBack() throws {
    let result = try Self.read(
      """
      final class Host: UIViewController {
        lazy var badge: UIView = {
          let b = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
          view.addSubview(b)
          return b
        }()
        func go() {
          let button = UIButton(frame: CGRect(x: 40, y: 300, width: 120, height: 44))
          view.addSubview(button)
          let copy = button.snapshotView(afterScreenUpdates: true)!
          copy.center = CGPoint(x: 100, y: 100)
          view.addSubview(copy)
          let _ = badge
          let width = button.widthAnchor.constraint(equalToConstant: 120)
          let ids = Set([1, 2, 2, 3])
          if ids.count == 3 && width.firstAttribute == .width && width.firstItem as? UIView == button {
            copy.backgroundColor = .red
          }
          UIView.animate(withDuration: 1) { copy.alpha = 0 }
        }
      }
      """)
    #expect(Self.frame(result, "copy") == [40, 78, 120, 44])
    #expect(Self.frame(result, "badge") == [0, 0, 8, 8])
    let copy = try #require(result.scene.root.layer(at: "view/copy"))
    #expect(copy.properties.contains { $0.keyPath == "backgroundColor" })
  }

  /// A layer class's `@NSManaged var progress` read from its presentation layer before anything
  /// animates it: the model's value (0), which the animation then starts from.
  @Test func aLayerClassesOwnPropertyIsReadFromItsPresentation() throws {
    let result = try Self.read(
      """
      final class Ring: CALayer {
        @NSManaged var progress: CGFloat
      }
      final class Host: UIViewController {
        func go() {
          let ring = Ring()
          view.layer.addSublayer(ring)
          var current: CGFloat = 0.5
          if let shown = ring.presentation() { current = shown.progress }
          let grow = CABasicAnimation(keyPath: "progress")
          grow.fromValue = current
          grow.toValue = 0.4
          grow.duration = 3
          ring.add(grow, forKey: "progress")
        }
      }
      """)
    let ring = try #require(result.scene.root.sublayers.first { $0.id == "ring" })
    guard case .basic(let values)? = ring.animations.first?.content else {
      Issue.record("no basic animation")
      return
    }
    #expect(values.from == .number(0))
  }
}
