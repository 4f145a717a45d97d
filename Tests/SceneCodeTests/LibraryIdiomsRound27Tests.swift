import Foundation
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 27 of unseen code): a view whose
/// `intrinsicContentSize` lays a subview out first, and getters that recurse without end.
/// Expectations are worked out by hand from UIKit's documentation.
@Suite("Library idioms, round 27")
struct LibraryIdiomsRound27Tests {
  static func read(_ code: String) throws -> CodeImport.Result {
    try importIdiom(code, file: "idiom.swift", entry: "Host.go")
  }

  /// An alert view's height is its content's (`intrinsicContentSize`), which reads the last
  /// label's frame after `layoutIfNeeded()` — a layout asked for while the layout that wants the
  /// size is being solved. That is the layout under way, not a new one: the alert is 300 × 80
  /// (the label's frame, y 20 + height 40, plus 20 of padding), centred at (195, 422).
  @Test func anIntrinsicSizeThatLaysOutFirstIsNotALayoutWithoutEnd() throws {
    let code = """
      final class Alert: UIView {
        let label = UIView(frame: CGRect(x: 10, y: 20, width: 280, height: 40))
        override var intrinsicContentSize: CGSize {
          label.layoutIfNeeded()
          return CGSize(width: UIView.noIntrinsicMetric, height: label.frame.maxY + 20)
        }
      }
      final class Host: UIViewController {
        func go() {
          let alert = Alert()
          alert.addSubview(alert.label)
          alert.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(alert)
          NSLayoutConstraint.activate([
            alert.widthAnchor.constraint(equalToConstant: 300),
            alert.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            alert.centerYAnchor.constraint(equalTo: view.centerYAnchor),
          ])
          view.layoutIfNeeded()
          UIView.animate(withDuration: 0.3) { alert.alpha = 0 }
        }
      }
      """
    let result = try Self.read(code)
    let alert = try #require(LibraryIdiomsTests.layer(result, "alert"))
    #expect(
      CodeShapesTests.same(CodeShapesTests.member(alert[member: "properties"] ?? .null, "bounds"), "[0,0,300,80]"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(alert[member: "properties"] ?? .null, "position"), "[195,422]"))
    #expect(!result.notes.contains { $0.contains("stopped after") || $0.contains("nest more than") })
  }

  /// Two computed properties that read each other never end (Swift overflows its stack): the
  /// read under way is taken as not known, said, and the rest of the code imports — no crash,
  /// and no bound reached (each getter reads the other twice: 2^64 reads without this).
  @Test func gettersThatReadEachOtherEndWithoutACrash() throws {
    let code = """
      final class Host: UIView {
        var a: CGFloat { layoutIfNeeded(); return max(b + 1, 0) * 2 }
        var b: CGFloat { setNeedsLayout(); return min(a - 1, 100) / 2 }
        func go() {
          let width = a
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 0
          fade.duration = 0.5
          layer.add(fade, forKey: "fade")
          _ = width
        }
      }
      """
    let result = try Self.read(code)
    #expect(result.notes.contains { $0.contains("reads itself while it is being read") })
    #expect(!result.notes.contains { $0.contains("stopped after") })
    let host = try #require(LibraryIdiomsTests.layer(result, "layer"))
    let fade = try #require(CodeShapesTests.animations(host).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(fade, "duration"), "0.5"))
  }

  /// `optional.map(NSAttributedString.init)`: an initializer as `map`'s function makes an
  /// attributed string of the text (nil stays nil). The label then sizes to it with TimingLab's
  /// stated metrics (0.55 em a character, 1.2 em tall, whole points up): "Message here" in 17 pt
  /// is 12 × 0.55 × 17 = 112.2 → 113 wide, 20.4 → 21 tall; a nil text leaves a label empty.
  @Test func anInitializerAsMapsFunction() throws {
    let code = """
      final class Host: UIViewController {
        func go() {
          let message: String? = "Message here"
          let missing: String? = nil
          let label = UILabel()
          label.attributedText = message.map(NSAttributedString.init)
          label.sizeToFit()
          let empty = UILabel()
          empty.attributedText = missing.map(NSAttributedString.init)
          empty.sizeToFit()
          view.addSubview(label)
          view.addSubview(empty)
          UIView.animate(withDuration: 1) { label.alpha = 0 }
        }
      }
      """
    let result = try Self.read(code)
    let label = try #require(LibraryIdiomsTests.layer(result, "label"))
    #expect(
      CodeShapesTests.same(CodeShapesTests.member(label[member: "properties"] ?? .null, "bounds"), "[0,0,113,21]"))
    let empty = try #require(LibraryIdiomsTests.layer(result, "empty"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(empty[member: "properties"] ?? .null, "bounds"), "[0,0,0,0]"))
  }

  /// A `UILayoutGuide` takes part in Auto Layout as a view does and draws nothing: a 100-wide
  /// spacer 20 in from the bar's leading edge puts the box at x 120 (centre 145); the guide is
  /// not a layer of the scene. A view class's bare `safeAreaLayoutGuide` is its own edges (no
  /// safe area is modelled), not a layer of its own either.
  @Test func aLayoutGuideIsLaidOutAndNotDrawn() throws {
    let code = """
      final class Bar: UIView {
        let box = UIView()
        let spacer = UILayoutGuide()
        func build() {
          addLayoutGuide(spacer)
          box.translatesAutoresizingMaskIntoConstraints = false
          addSubview(box)
          NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 20),
            spacer.widthAnchor.constraint(equalToConstant: 100),
            box.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: topAnchor),
            box.bottomAnchor.constraint(equalTo: bottomAnchor),
          ])
        }
      }
      final class Host: UIViewController {
        func go() {
          let bar = Bar(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
          bar.build()
          view.addSubview(bar)
          bar.layoutIfNeeded()
          UIView.animate(withDuration: 0.3) { bar.box.alpha = 0 }
        }
      }
      """
    let result = try Self.read(code)
    let box = try #require(LibraryIdiomsTests.layer(result, "box"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(box[member: "properties"] ?? .null, "position"), "[145,20]"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(box[member: "properties"] ?? .null, "bounds"), "[0,0,50,40]"))
    #expect(LibraryIdiomsTests.layer(result, "spacer") == nil)
    #expect(LibraryIdiomsTests.layer(result, "safeAreaLayoutGuide") == nil)
  }

  /// A view is its layer's delegate, asked for an action first (`action(for:forKey:)`): one
  /// that returns its own animation for `cornerRadius` makes that animation run (0.4 s, from
  /// the value on screen, 0, to the new model value), `NSNull()` for `opacity` means no
  /// animation even inside `UIView.animate`, and `super`'s answer leaves UIKit's block animation
  /// (`position`, additive, 1 s).
  @Test func aViewThatAnswersItsLayersActions() throws {
    let code = """
      final class Chip: UIView {
        override func action(for layer: CALayer, forKey event: String) -> CAAction? {
          if event == "cornerRadius" {
            let grow = CABasicAnimation(keyPath: event)
            grow.fromValue = layer.presentation()?.cornerRadius ?? 0
            grow.duration = 0.4
            return grow
          }
          if event == "opacity" { return NSNull() }
          return super.action(for: layer, forKey: event)
        }
      }
      final class Host: UIViewController {
        func go() {
          let chip = Chip(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
          view.addSubview(chip)
          UIView.animate(withDuration: 1) {
            chip.layer.cornerRadius = 20
            chip.alpha = 0.5
            chip.center = CGPoint(x: 120, y: 20)
          }
        }
      }
      """
    let result = try Self.read(code)
    let chip = try #require(LibraryIdiomsTests.layer(result, "chip"))
    let animations = CodeShapesTests.animations(chip)
    let corner = try #require(
      animations.first { CodeShapesTests.member($0.value, "keyPath") == .string("cornerRadius") })
    #expect(CodeShapesTests.same(CodeShapesTests.member(corner.value, "duration"), "0.4"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(corner.value, "from"), "0"))
    #expect(!animations.contains { CodeShapesTests.member($0.value, "keyPath") == .string("opacity") })
    let position = try #require(animations.first { CodeShapesTests.member($0.value, "keyPath") == .string("position") })
    #expect(CodeShapesTests.same(CodeShapesTests.member(position.value, "additive"), "true"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(position.value, "duration"), "1"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(chip[member: "properties"] ?? .null, "opacity"), "0.5"))
  }
}
