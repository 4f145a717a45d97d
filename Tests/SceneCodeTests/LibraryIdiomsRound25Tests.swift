import Foundation
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 25 of unseen code): enums that share a
/// case name, the controllers UIKit links on `present`, and a transition coordinator that
/// exists only while a presentation runs. Expectations are worked out by hand from The Swift
/// Programming Language and UIKit's documentation.
@Suite("Library idioms, round 25")
struct LibraryIdiomsRound25Tests {
  static func field(_ code: String, _ key: String) throws -> JSONValue? {
    let result = try importIdiom(code, file: "idiom.swift", entry: "Host.go")
    let host = try #require(LibraryIdiomsTests.layer(result, "layer"))
    let animation = try #require(CodeShapesTests.animations(host).first?.value)
    return CodeShapesTests.member(animation, key)
  }

  /// Two enums with a case `custom`: `.custom(size: 270)` where a `Size` is expected is
  /// `Size.custom(size:)` (the labels say which), not `Kind.custom(width:height:)`.
  @Test func aCaseNameTwoEnumsShareIsTheOneWithThoseLabels() throws {
    let code = """
      enum Size {
        case full
        case custom(size: Double)
        func value(_ parent: Double) -> Double {
          switch self {
          case .full: return parent
          case .custom(let size): return size
          }
        }
      }
      enum Kind {
        case alert
        case custom(width: Size, height: Size)
        func size() -> (width: Size, height: Size)? {
          switch self {
          case .alert: return (.custom(size: 0.27), .custom(size: 0.18))
          case .custom(let width, let height): return (width, height)
          }
        }
      }
      final class Host: UIView {
        func go() {
          let kind: Kind = .alert
          let a = CABasicAnimation(keyPath: "opacity")
          a.fromValue = 0
          a.duration = kind.size()!.width.value(1)
          a.repeatCount = Float(Kind.custom(width: .full, height: .full).size()!.height.value(4))
          layer.add(a, forKey: "a")
        }
      }
      """
    #expect(CodeShapesTests.same(try Self.field(code, "duration"), "0.27"))
    #expect(CodeShapesTests.same(try Self.field(code, "repeatCount"), "4"))
  }

  /// `present(_:animated:)` sets the presented controller's `presentingViewController` (and the
  /// presenter's `presentedViewController`); outside a presentation `transitionCoordinator` is
  /// nil, so code that falls back to setting the value at once does.
  @Test func presentLinksTheControllersAndTheCoordinatorIsNilOutsideIt() throws {
    let code = """
      final class Card: UIViewController {}
      final class Host: UIViewController {
        func go() {
          let card = Card()
          present(card, animated: false)
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          view.addSubview(box)
          let linked = card.presentingViewController === self && presentedViewController === card
          if transitionCoordinator == nil {
            UIView.animate(withDuration: linked ? 2 : 1) { box.alpha = 0 }
          } else {
            UIView.animate(withDuration: 3) { box.alpha = 0 }
          }
        }
      }
      """
    let result = try importIdiom(code, file: "idiom.swift", entry: "Host.go")
    let box = try #require(LibraryIdiomsTests.layer(result, "box"))
    let animation = try #require(CodeShapesTests.animations(box).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(animation, "duration"), "2"))
  }
}
