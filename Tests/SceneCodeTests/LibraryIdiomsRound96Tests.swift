import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 96 of unseen code): a local function called
/// above its declaration, a Mac app's animator proxies, notes placed where they are made.
@Suite("Library idioms, round 96")
struct LibraryIdiomsRound96Tests {
  /// `viewDidAppear` calls `grow()` in a block before `func grow()` is declared in the same body
  /// (Swift lets a body call its local functions declared further down): the width constraint
  /// goes from 150 to 200 in the outer block's 2 s, so the box grows by 50 (bounds.size from
  /// −50 to 0, additive).
  @Test func aLocalFunctionCalledAboveItsDeclaration() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          let box = UIView()
          var width: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(box)
              box.translatesAutoresizingMaskIntoConstraints = false
              width = box.widthAnchor.constraint(equalToConstant: 150)
              NSLayoutConstraint.activate([
                  width, box.heightAnchor.constraint(equalToConstant: 150),
                  box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                  box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
              ])
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 2) {
                  grow()
              }
              func grow() {
                  width.constant = 200
                  UIView.animate(withDuration: 2) { self.view.layoutIfNeeded() }
              }
          }
      }
      """)
    let size = try #require(idiomAnimation(result, on: "box", key: "bounds.size"))
    #expect(CodeShapesTests.member(size, "from") == .array([.number(-50, text: "-50"), .number(0, text: "0")]))
    #expect(CodeShapesTests.member(size, "duration") == .number(2, text: "2"))
  }

  /// A Mac app animating through `view.animator()` and `NSAnimationContext`: nothing TimingLab
  /// reads, and the failure says so.
  @Test func appKitAnimatorProxiesAreSaid() throws {
    #expect {
      _ = try importIdiom(
        """
        import Cocoa
        class ViewController: NSViewController {
            let picture = NSView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(picture)
                NSAnimationContext.current.duration = 2
                picture.animator().alphaValue = 0
            }
        }
        """, entry: nil)
    } throws: { error in
      "\(error)".contains("AppKit's animator proxies (view.animator(), NSAnimationContext)")
    }
  }

  /// A note made while the scene loads is not placed at the line of the last note before it (an
  /// `import` of a library not given): the storyboard's load is said without a line.
  @Test func notesAreNotPlacedAtAnEarlierLine() throws {
    let storyboard = InterfaceFileTests.storyboard("", outlets: "")
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      import Hero
      class Screen: UIViewController {
          let dot = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.layer.addSublayer(dot)
              dot.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
          }
      }
      """, storyboard, entry: nil)
    let load = try #require(result.diagnostics.first { $0.message.contains("Screen's view from") })
    #expect(load.location?.line == nil)
    let library = try #require(result.diagnostics.first { $0.message.contains("imports Hero") })
    #expect(library.location?.line == 2)
  }
}
