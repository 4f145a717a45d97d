import Foundation
import MediaTiming
import Scenes
import Testing

@testable import SceneCode

/// Idioms of app code the importer follows (round 92 of unseen code): a box dragged by a pan
/// and sent back when the finger lifts.
@Suite("Library idioms, round 92")
struct LibraryIdiomsRound92Tests {
  /// `--arg sender=.ended --arg translation=120,40`: UIKit sends the pan's action `.began` (the
  /// box's frame kept), `.changed` (moved by the translation) and then `.ended`, whose block sends
  /// the box back over 0.5 s — from 120, 40 away: additive from (120, 40). Without the earlier
  /// states the kept frame would not be known.
  @Test func aPanEndedAfterItBeganAndMoved() throws {
    let ended = try CodeImport.read(
      [CodeImport.Source(file: "idiom.swift", text: "import UIKit\n" + Self.drag)], name: "idiom",
      options: CodeImport.Options(entry: "Drag.panned", arguments: ["sender": ".ended", "translation": "120,40"]))
    let back = try #require(idiomAnimation(ended, on: "box", key: "position"))
    #expect(CodeShapesTests.member(back, "from") == .array([.number(120), .number(40)]))
    #expect(LibraryIdiomsRound83Tests.text(ended, "box", "position") == "[150,250]")
    #expect(ended.notes.contains { $0.contains("runs for .began, .changed first") })
  }

  static let drag = """
    class Drag: UIViewController {
        let box = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        var original: CGRect!
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(box)
            box.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(panned(_:))))
        }
        @objc func panned(_ sender: UIPanGestureRecognizer) {
            switch sender.state {
            case .began:
                original = box.frame
            case .changed:
                let delta = sender.translation(in: view)
                box.frame = original.offsetBy(dx: delta.x, dy: delta.y)
            case .ended:
                UIView.animate(withDuration: 0.5) { self.box.frame = self.original }
            default: break
            }
        }
    }
    """

  /// `--arg translation=X,Y` read as two numbers.
  @Test func translationArguments() {
    #expect(CodeInterpreter.pointArgument("120,40")! == (120, 40))
    #expect(CodeInterpreter.pointArgument(" -3 , 2.5")! == (-3, 2.5))
    #expect(CodeInterpreter.pointArgument("x") == nil)
  }
}
