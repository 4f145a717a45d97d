import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of a tutorial app's storyboard controllers and an example's detail screen the
/// importer follows (round 53 of unseen code): Swift 2's option spellings, a property chosen with
/// `--arg`, `prepare(for:sender:)` as UIKit's callback.
@Suite("Library idioms, round 53")
struct LibraryIdiomsRound53Tests {
  /// Swift 2 spelled the options capitalised: `.Repeat` repeats for ever (uikit.md §4: UIKit's
  /// repeat count is `Float.greatestFiniteMagnitude`), `.Repeat | .Autoreverse` also reverses.
  @Test func swiftTwosRepeatOption() throws {
    let result = try importUIKitIdiom(
      """
      class Repeats: UIViewController {
          let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          let b = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(a)
              view.addSubview(b)
              UIView.animateWithDuration(1, delay: 0, options: .Repeat, animations: { self.a.alpha = 0 }, completion: nil)
              UIView.animateWithDuration(1, delay: 0, options: .Repeat | .Autoreverse, animations: { self.b.alpha = 0 }, completion: nil)
          }
      }
      """)
    let a = try #require(idiomAnimation(result, on: "a"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(a, "repeatCount"), "inf"))
    #expect(CodeShapesTests.member(a, "autoreverses") == nil)
    let b = try #require(idiomAnimation(result, on: "b"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(b, "repeatCount"), "inf"))
    #expect(CodeShapesTests.member(b, "autoreverses") == .bool(true))
  }

  /// `--arg animationType=Keyframe` sets the controller's optional enum property before its
  /// `viewDidLoad` runs (as a segue would have), without `--entry`; `prepare(for:sender:)` is
  /// UIKit's callback, not a start.
  @Test func aPropertyArgumentWithoutAnEntry() throws {
    let code = """
      import UIKit
      enum AnimationType: String { case Keyframe = "frames" }
      class Detail: UIViewController {
          var animationType: AnimationType?
          override func viewDidLoad() {
              if let animationType = self.animationType {
                  switch animationType {
                  case .Keyframe: spin()
                  }
              }
          }
          func spin() {
              let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
              view.addSubview(dot)
              UIView.animate(withDuration: 2) { dot.alpha = 0 }
          }
      }
      class List: UITableViewController {
          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
              view.addSubview(dot)
              UIView.animate(withDuration: 5) { dot.alpha = 0 }
          }
      }
      """
    let result = try CodeImport.read(
      [CodeImport.Source(file: "Detail.swift", text: code)], name: "idiom",
      options: CodeImport.Options(arguments: ["animationType": "Keyframe"]))
    let fade = try #require(idiomAnimation(result, on: "dot"))
    #expect(CodeShapesTests.member(fade, "duration") == .number(2, text: "2"))
    #expect(!CodeShapesTests.text(result.document).contains("\"duration\": 5"))
    #expect(result.notes.contains { $0.contains("List.prepare did not run (teardown or a callback)") })
  }
}
