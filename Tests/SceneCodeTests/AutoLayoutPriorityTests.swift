import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Auto Layout solved as UIKit's engine solves it: all constraints together, priorities below
/// 1000 held as closely as the required ones let them, content sizes hugged (250) and resisting
/// compression (750), stack views' distributions and alignments. Frames worked out by hand.
@Suite("Auto Layout priorities")
struct AutoLayoutPriorityTests {
  /// Imports `body` (top-level code; a fade on `probe` so that a scene is made) and gives the
  /// frame of each named layer under `column`, in its superlayer (x, y, width, height).
  static func frames(_ body: String, _ names: [String]) throws -> (frames: [String: [Double]], notes: [String]) {
    let result = try CodeImport.read(
      body + """

        column.layoutIfNeeded()
        let fade = CABasicAnimation(keyPath: "opacity")
        column.layer.add(fade, forKey: "fade")
        """)
    var out: [String: [Double]] = [:]
    func visit(_ layer: Layer) {
      if names.contains(layer.id) { out[layer.id] = AutoLayoutTests.frame(layer) }
      layer.sublayers.forEach(visit)
    }
    visit(result.scene.root)
    return (out, result.notes)
  }

  static let column = """
    let column = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    column.addSubview(box)

    """

  /// width ≤ 200 (required), = 300 at 750, = 150 at 250: the 750 one is held as closely as the
  /// bound lets it (200), the 250 one loses; height 50 at 999 beside nothing else: 50.
  @Test func aHigherPriorityWinsAndARequiredBoundHolds() throws {
    let (frames, _) = try Self.frames(
      Self.column + """
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let narrow = box.widthAnchor.constraint(equalToConstant: 150)
        narrow.priority = UILayoutPriority(rawValue: 250)
        let tall = box.heightAnchor.constraint(equalToConstant: 50)
        tall.priority = .required - 1
        NSLayoutConstraint.activate([
          box.widthAnchor.constraint(lessThanOrEqualToConstant: 200), wide, narrow, tall,
          box.leadingAnchor.constraint(equalTo: column.leadingAnchor),
          box.topAnchor.constraint(equalTo: column.topAnchor, constant: 10),
        ])
        """, ["box"])
    #expect(frames["box"] == [0, 10, 200, 50])
  }

  /// Two labels in a 300 pt row, 8 apart, filling it: "Name" is 38 wide (4 × 0.55 × 17 = 37.4,
  /// rounded up), "Value" 47. The first hugs harder (`.defaultLow + 1`), so the second stretches:
  /// 300 − 38 − 8 = 254.
  @Test func theViewThatHugsLessStretches() throws {
    let (frames, _) = try Self.frames(
      Self.labelRow(
        priority: "name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)",
        width: "box.trailingAnchor.constraint(equalTo: column.trailingAnchor)"), ["name", "value"])
    #expect(frames["name"] == [0, 0, 38, 21])
    #expect(frames["value"] == [46, 0, 254, 21])
  }

  /// The same row 60 pt wide: too narrow for both (38 + 8 + 47). The first resists compression
  /// as required, so the second shrinks to 60 − 38 − 8 = 14.
  @Test func theViewThatResistsLessShrinks() throws {
    let (frames, _) = try Self.frames(
      Self.labelRow(
        priority: "name.setContentCompressionResistancePriority(.required, for: .horizontal)",
        width: "box.widthAnchor.constraint(equalToConstant: 60)"), ["name", "value"])
    #expect(frames["name"] == [0, 0, 38, 21])
    #expect(frames["value"] == [46, 0, 14, 21])
  }

  /// Two labels, "Name" and "Value", side by side 8 apart filling `box` (its width given by
  /// `width`), with one content priority set by `priority`.
  static func labelRow(priority: String, width: String) -> String {
    column + """
      let name = UILabel()
      let value = UILabel()
      name.text = "Name"
      value.text = "Value"
      for label in [name, value] {
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
      }
      \(priority)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: column.leadingAnchor),
        \(width),
        box.topAnchor.constraint(equalTo: column.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 30),
        name.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
        value.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        name.topAnchor.constraint(equalTo: box.topAnchor),
        value.topAnchor.constraint(equalTo: box.topAnchor),
      ])
      """
  }

  /// A required width of 100 then one of 120: the second cannot hold with the first and is left
  /// out (UIKit breaks one), said with what it says and its line.
  @Test func aContradictingRequiredConstraintIsLeftOutAndNamed() throws {
    let (frames, notes) = try Self.frames(
      Self.column + """
        NSLayoutConstraint.activate([
          box.leadingAnchor.constraint(equalTo: column.leadingAnchor),
          box.topAnchor.constraint(equalTo: column.topAnchor),
          box.heightAnchor.constraint(equalToConstant: 10),
          box.widthAnchor.constraint(equalToConstant: 100),
          box.widthAnchor.constraint(equalToConstant: 120),
        ])
        """, ["box"])
    #expect(frames["box"] == [0, 0, 100, 10])
    #expect(notes.contains { $0.contains("box.width = 120 (line 5) conflicts") })
  }

  /// A horizontal stack 300 wide of three views 40, 60 and 20 wide, `equalSpacing`: the space
  /// left, 180, is two equal gaps of 90 (x 0, 130, 280). Aligned `center`, the views 20 and 50
  /// tall and the stack's height given by nothing: the stack is as tall as the tallest (50), the
  /// 20 pt views 15 from its top.
  @Test func aStackSpacesItsViewsEquallyAndFitsTheTallest() throws {
    let (frames, _) = try Self.frames(
      """
      let column = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
      let stack = UIStackView()
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.axis = .horizontal
      stack.distribution = .equalSpacing
      stack.alignment = .center
      column.addSubview(stack)
      let a = UIView()
      let b = UIView()
      let c = UIView()
      for (view, width, height) in [(a, 40.0, 20.0), (b, 60.0, 50.0), (c, 20.0, 20.0)] {
        stack.addArrangedSubview(view)
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
      }
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: column.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: column.trailingAnchor),
        stack.topAnchor.constraint(equalTo: column.topAnchor, constant: 100),
      ])
      """, ["stack", "a", "b", "c"])
    #expect(frames["stack"] == [0, 100, 300, 50])
    #expect(frames["a"] == [0, 15, 40, 20])
    #expect(frames["b"] == [130, 0, 60, 50])
    #expect(frames["c"] == [280, 15, 20, 20])
  }

  /// A `fillProportionally` stack 300 wide of two labels whose texts are 38 and 76 wide ("Name",
  /// "NameName"): sizes in that ratio, 100 and 200.
  @Test func aProportionalStackSharesByContent() throws {
    let (frames, _) = try Self.frames(
      """
      let column = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
      let stack = UIStackView()
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.distribution = .fillProportionally
      column.addSubview(stack)
      let short = UILabel()
      short.text = "Name"
      let long = UILabel()
      long.text = "NameName"
      stack.addArrangedSubview(short)
      stack.addArrangedSubview(long)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: column.leadingAnchor),
        stack.widthAnchor.constraint(equalToConstant: 300),
        stack.topAnchor.constraint(equalTo: column.topAnchor),
      ])
      """, ["short", "long"])
    // "NameName": 8 × 0.55 × 17 = 74.8 → 75; 300 × 38 / 113 and 300 × 75 / 113.
    let short = try #require(frames["short"])
    let long = try #require(frames["long"])
    #expect(abs(short[2] - 300 * 38 / 113) < 1e-6 && abs(long[2] - 300 * 75 / 113) < 1e-6)
    #expect(abs(long[0] - short[2]) < 1e-6)
  }

  /// A label of the program's class and a control of the program's class, set up through their
  /// properties: the text sizes the label, and `translatesAutoresizingMaskIntoConstraints` set on
  /// the instance places the control by its constraints (it has a frame of its own).
  @Test func theProgramsViewSubclassesTakeTextAndConstraints() throws {
    let result = try CodeImport.read(
      """
      import UIKit
      final class TitleLabel: UILabel {}
      final class Pill: UIControl {}
      final class Screen: UIViewController {
          let title = TitleLabel()
          let pill = Pill(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
              title.text = "Hello"
              title.translatesAutoresizingMaskIntoConstraints = false
              pill.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(title)
              view.addSubview(pill)
              NSLayoutConstraint.activate([
                  title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                  title.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                  pill.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
                  pill.topAnchor.constraint(equalTo: title.topAnchor),
                  pill.widthAnchor.constraint(equalToConstant: 30),
                  pill.heightAnchor.constraint(equalTo: title.heightAnchor),
              ])
              UIView.animate(withDuration: 1) { self.pill.alpha = 0 }
          }
      }
      """)
    let root = result.scene.root
    // "Hello": 5 × 0.55 × 17 = 46.75 → 47 wide, 1.2 × 17 = 20.4 → 21 tall.
    #expect(AutoLayoutTests.frame(root.layer(at: "view/title")) == [20, 40, 47, 21])
    #expect(AutoLayoutTests.frame(root.layer(at: "view/pill")) == [77, 40, 30, 21])
  }

  /// `items[1...]`, `items[..<2]`, `items[1..<3]`, `items[...0]`: the elements in the range.
  @Test func arraySlicesAreTheirElements() throws {
    let result = try CodeImport.read(
      """
      let root = CALayer()
      let dots = [CALayer(), CALayer(), CALayer(), CALayer()]
      for dot in dots { root.addSublayer(dot) }
      for dot in dots[1...] { dot.opacity = 0.5 }
      for dot in dots[..<2] { dot.cornerRadius = 4 }
      for dot in dots[1..<3] { dot.position = CGPoint(x: 7, y: 7) }
      for dot in dots[...0] { dot.speed = 2 }
      let fade = CABasicAnimation(keyPath: "opacity")
      root.add(fade, forKey: "fade")
      """)
    let dots = result.scene.root.sublayers
    #expect(dots.count == 4)
    func value(_ k: Int, _ key: String) -> Double? {
      dots[k].properties.first { $0.keyPath == key }?.value.components.first
    }
    #expect((0..<4).map { value($0, "opacity") } == [nil, 0.5, 0.5, 0.5])
    #expect((0..<4).map { value($0, "cornerRadius") } == [4, 4, nil, nil])
    #expect((0..<4).map { value($0, "position") } == [nil, 7, 7, nil])
    #expect(dots[0].speed == 2 && dots[1].speed == 1)
  }
}
