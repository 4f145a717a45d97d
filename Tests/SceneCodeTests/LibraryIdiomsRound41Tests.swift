import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// The safe area, as real code reads it (round 40's GSMessages sizes its banner by
/// `vc.view.safeAreaInsets.top`; apps pin to `view.safeAreaLayoutGuide`). The screen assumed is
/// an iPhone 14's, 390 × 844 pt, whose safe area insets are 47 at the top and 34 at the bottom
/// (Apple's Human Interface Guidelines, "Layout": iPhone 14, portrait); UIKit's default layout
/// margins are 8 pt, a controller's view's 16 left and right on that width
/// (`systemMinimumLayoutMargins`), added to the safe area (`insetsLayoutMarginsFromSafeArea`).
@Suite("Library idioms, round 41")
struct LibraryIdiomsRound41Tests {
  static func read(_ code: String, entry: String? = nil) throws -> CodeImport.Result {
    try importIdiom("import UIKit\n" + code, entry: entry)
  }

  /// True when layer `id`'s `key` is `expected` (JSON, numbers to 1e-9).
  static func property(_ result: CodeImport.Result, _ id: String, _ key: String, is expected: String) -> Bool {
    CodeShapesTests.same(LibraryIdiomsTests.property(result, id, key), expected)
  }

  /// A banner as tall as a bar plus the status bar's area, made once the screen shows: 44 + 47
  /// = 91 pt, centred at 45.5; the same read in `viewDidLoad` is zero (the view is in no window
  /// yet), so the one made there is 44 tall.
  @Test func aShownControllersViewHasTheNotchAndHomeIndicatorInsets() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let early = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 44 + view.safeAreaInsets.top))
              view.addSubview(early)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let insets = view.safeAreaInsets
              let banner = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44 + insets.top))
              view.addSubview(banner)
              let footer = UIView(frame: CGRect(x: 0, y: 844 - insets.bottom - 20, width: 390, height: 20))
              view.addSubview(footer)
              let drop = CABasicAnimation(keyPath: "position.y")
              drop.fromValue = -banner.bounds.height / 2
              drop.toValue = banner.bounds.height / 2
              banner.layer.add(drop, forKey: "drop")
          }
      }
      """)
    #expect(Self.property(result, "banner", "bounds", is: "[0,0,390,91]"))
    #expect(Self.property(result, "early", "bounds", is: "[0,0,100,44]"))
    #expect(Self.property(result, "footer", "position", is: "[195,800]"))
    let banner = try #require(LibraryIdiomsTests.layer(result, "banner"))
    let drop = try #require(CodeShapesTests.animations(banner).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(drop, "from"), "-45.5"))
    #expect(result.notes.contains { $0.contains("the safe area: an iPhone 14's, 47 pt at the top") })
    #expect(result.notes.contains { $0.contains("safeAreaInsets read while a view controller loads its view") })
  }

  /// Pinned 8 below the safe area's top: y 47 + 8 = 55 (centre 55 + 20 = 75); between the
  /// margins guide's edges: x 16 to 374, 358 wide. A footer on the safe area's bottom ends at
  /// 844 − 34 = 810 (50 tall: centre 785). The guides are not layers of the scene.
  @Test func constraintsToTheSafeAreaAndMarginsGuidesKeepClearOfTheEdges() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          let box = UIView()
          let footer = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              box.translatesAutoresizingMaskIntoConstraints = false
              footer.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(box)
              view.addSubview(footer)
              NSLayoutConstraint.activate([
                  box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                  box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                  box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                  box.heightAnchor.constraint(equalToConstant: 40),
                  view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: footer.bottomAnchor),
                  footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                  footer.heightAnchor.constraint(equalToConstant: 50),
              ])
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.3) { self.box.alpha = 0 }
          }
      }
      """)
    #expect(Self.property(result, "box", "position", is: "[195,75]"))
    #expect(Self.property(result, "box", "bounds", is: "[0,0,358,40]"))
    #expect(Self.property(result, "footer", "position", is: "[195,785]"))
    #expect(LibraryIdiomsTests.layer(result, "safeAreaLayoutGuide") == nil)
    #expect(LibraryIdiomsTests.layer(result, "layoutMarginsGuide") == nil)
  }

  /// A card's own margins: UIKit's 8 pt until the code sets `layoutMargins` (24 left, 20 top),
  /// then those: a label pinned to its margins guide sits at (24, 20) in it; another card left
  /// at the default puts its label at (8, 8). Neither card reaches the unsafe edges (y 300).
  @Test func aViewsLayoutMarginsGuideFollowsItsMargins() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              for (name, margins) in [("set", true), ("plain", false)] {
                  let card = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
                  view.addSubview(card)
                  if margins { card.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24) }
                  let label = UIView()
                  label.accessibilityLabel = name
                  label.translatesAutoresizingMaskIntoConstraints = false
                  card.addSubview(label)
                  NSLayoutConstraint.activate([
                      label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                      label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                      label.widthAnchor.constraint(equalToConstant: 10),
                      label.heightAnchor.constraint(equalToConstant: 10),
                  ])
                  card.layoutIfNeeded()
                  UIView.animate(withDuration: 0.3) { label.alpha = 0 }
              }
          }
      }
      """)
    let labels = LibraryIdiomsTests.layer(result, "view").map(CodeShapesTests.layers)?.filter {
      $0.key.contains("label")
    }
    let positions = (labels ?? []).compactMap { entry in
      CodeShapesTests.member(entry.value, "properties").flatMap { CodeShapesTests.member($0, "position") }
    }
    #expect(positions.count == 2)
    #expect(positions.first.map { CodeShapesTests.same($0, "[29,25]") } == true)
    #expect(positions.last.map { CodeShapesTests.same($0, "[13,13]") } == true)
  }

  /// A controller's `additionalSafeAreaInsets` add to its view's: 47 + 20 = 67. A subview's
  /// insets are only the part of it that is outside that: a 30-tall strip at the top is covered
  /// all through (30), a header from y 20 down by 67 − 20 = 47 (its guide's layout frame starts
  /// there: 47, and is 100 − 47 = 53 tall); a body at y 100 not at all, nor a view in no window.
  @Test func aSubviewsInsetsAreWhatTheEdgesCover() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let strip = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 30))
              let header = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
              let body = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
              let loose = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
              view.addSubview(strip)
              view.addSubview(header)
              view.addSubview(body)
              let frame = header.safeAreaLayoutGuide.layoutFrame
              let marks = [strip.safeAreaInsets.top, header.safeAreaInsets.top, body.safeAreaInsets.top,
                           loose.safeAreaInsets.top, view.safeAreaInsets.top, frame.minY, frame.height]
              for (k, mark) in marks.enumerated() {
                  let dot = CALayer()
                  dot.frame = CGRect(x: CGFloat(k) * 10, y: mark, width: 4, height: 4)
                  body.layer.addSublayer(dot)
              }
              UIView.animate(withDuration: 0.3) { body.alpha = 0 }
          }
      }
      """)
    let dots = (LibraryIdiomsTests.layer(result, "body").map(CodeShapesTests.layers) ?? []).filter {
      $0.key.hasPrefix("dot")
    }
    let ys = dots.compactMap { entry -> Double? in
      guard
        case .array(let p)? = CodeShapesTests.member(entry.value, "properties").flatMap({
          CodeShapesTests.member($0, "position")
        }), p.count == 2, case .number(let y, _) = p[1]
      else { return nil }
      return y - 2
    }
    #expect(ys == [30, 47, 0, 0, 67, 47, 53])
  }

  /// FaveButton's sparks: views with `anchorPoint = (0.5, 1)` centred on the button by
  /// constraints. UIKit's layout engine sets a view's `center` and bounds size whatever its
  /// anchor point, so the layer's position is the button's centre (200 + 22, 222) and the spark
  /// turns about it; growing taller (30 → 50) keeps that position and animates only its size.
  @Test func autoLayoutSetsTheCentreWhateverTheAnchorPoint() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          let button = UIView(frame: CGRect(x: 200, y: 200, width: 44, height: 44))
          let spark = UIView()
          var height: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(button)
              spark.translatesAutoresizingMaskIntoConstraints = false
              spark.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
              view.insertSubview(spark, belowSubview: button)
              height = spark.heightAnchor.constraint(equalToConstant: 30)
              NSLayoutConstraint.activate([
                  spark.centerXAnchor.constraint(equalTo: button.centerXAnchor),
                  spark.centerYAnchor.constraint(equalTo: button.centerYAnchor),
                  spark.widthAnchor.constraint(equalToConstant: 10), height,
              ])
              spark.transform = CGAffineTransform(rotationAngle: .pi / 4)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              view.layoutIfNeeded()
              height.constant = 50
              UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
          }
      }
      """)
    #expect(Self.property(result, "spark", "position", is: "[222,222]"))
    #expect(Self.property(result, "spark", "bounds", is: "[0,0,10,50]"))
    let spark = try #require(LibraryIdiomsTests.layer(result, "spark"))
    let keys = CodeShapesTests.animations(spark).compactMap { CodeShapesTests.member($0.value, "keyPath") }
    #expect(keys.map(CodeShapesTests.text) == ["\"bounds.size\""])
  }
}
