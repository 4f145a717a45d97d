import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of property-animator demos the importer follows (round 61 of unseen code): a pan
/// handler run as the pan begins, animators kept in a dictionary, an action on a target the
/// code made, deadlines of several terms, a storyboard slider's default value, a child view
/// placed in `viewDidLayoutSubviews`, an animator never started.
@Suite("Library idioms, round 61")
struct LibraryIdiomsRound61Tests {
  /// A bottom sheet's pan handler, run as the entry: the recognizer is sent as the pan begins
  /// (`.began`), so the animator is made, started and paused at once — at 0, for the scrub.
  /// The animators are kept in a dictionary by their hash and paused with `forEach { $1… }`.
  @Test func aPanHandlerRunsAsThePanBegins() throws {
    let result = try importUIKitIdiom(
      """
      class Sheet: UIViewController {
          var runningAnimators = [Int: UIViewPropertyAnimator]()
          var progressWhenInterrupted: CGFloat = 0
          let card = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 300))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
          }
          func animateIfNeeded() {
              if runningAnimators.isEmpty {
                  let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
                      self.card.frame.origin.y = 100
                  }
                  animator.startAnimation()
                  runningAnimators[animator.hash] = animator
              }
          }
          @objc func panned(gesture: UIPanGestureRecognizer) {
              let translation = gesture.translation(in: card)
              switch gesture.state {
              case .began:
                  animateIfNeeded()
                  runningAnimators.forEach { $1.pauseAnimation() }
                  progressWhenInterrupted = runningAnimators.first?.value.fractionComplete ?? 0
              case .changed:
                  runningAnimators.forEach { $1.fractionComplete = translation.y / 400 }
              default:
                  break
              }
          }
      }
      """, entry: "panned")
    let move = try #require(idiomAnimation(result, on: "card"))
    #expect(CodeShapesTests.member(move, "speed") == .number(0))
    #expect(CodeShapesTests.member(move, "timeOffset") == .number(0))
    // Moved up from a centre y of 650 to 250: additive from 400 to 0.
    #expect(InterfaceFileTests.numbers(CodeShapesTests.member(move, "from")) == [0, 400])
    #expect(result.notes.contains { $0.contains("a UIPanGestureRecognizer as it begins") })
  }

  /// A delegate's `handlePan(gestureState:translation:velocity:)`: the state parameter is
  /// `.began`, so the branch that starts the interaction runs (ObjC's `UIGestureRecognizerStateBegan`
  /// is the same state).
  @Test func aGestureStateParameterBegins() throws {
    let result = try importUIKitIdiom(
      """
      class Coordinator: UIViewController {
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          func handlePan(gestureState: UIGestureRecognizer.State, translation: CGPoint) {
              view.addSubview(box)
              switch gestureState {
              case .began:
                  UIView.animate(withDuration: 1) { self.box.alpha = 0 }
              default:
                  UIView.animate(withDuration: 9) { self.box.alpha = 0 }
              }
          }
      }
      """, entry: "handlePan")
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "box")), "duration") == .number(1))
  }

  /// A playground's slider sends its action to a listener the top level made, whose closure
  /// scrubs the animator: `--entry handleEvent` runs on that listener (not a new one), so the
  /// animator is paused at the slider's value, 0 (clamped to 0.00001 of its 5 s).
  @Test func anActionRunsOnTheTargetTheCodeMade() throws {
    let result = try importUIKitIdiom(
      """
      class Listener: NSObject {
          var fired: (() -> ())?
          @objc func handleEvent() { fired?() }
      }
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let ninja = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      container.addSubview(ninja)
      let animator = UIViewPropertyAnimator(duration: 5, curve: .easeIn)
      animator.addAnimations { ninja.center.x = 380 }
      let scrubber = UISlider(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
      container.addSubview(scrubber)
      let listener = Listener()
      listener.fired = { animator.fractionComplete = CGFloat(scrubber.value) }
      scrubber.addTarget(listener, action: #selector(Listener.handleEvent), for: .valueChanged)
      """, entry: "handleEvent")
    let move = try #require(idiomAnimation(result, on: "ninja"))
    #expect(CodeShapesTests.member(move, "speed") == .number(0))
    #expect(CodeShapesTests.member(move, "timeOffset") == .number(0.00001 * 5))
  }

  /// Without an entry the same code starts nothing, and says which action would scrub it.
  @Test func anAnimatorNeverStartedIsSaid() throws {
    let code = """
      class Screen: UIViewController {
          let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(box)
              animator.addAnimations { self.box.alpha = 0 }
          }
          @objc func slid(_ sender: UISlider) { animator.fractionComplete = CGFloat(sender.value) }
      }
      """
    #expect {
      _ = try importUIKitIdiom(code)
    } throws: { error in
      "\(error)".contains("has animations but is never started or scrubbed") && "\(error)".contains("--entry slid")
    }
  }

  /// `DispatchQueue.main.asyncAfter(deadline: .now() + duration + 2.0)`: both terms count —
  /// 2 + 2 = 4 s.
  @Test func aDeadlineOfSeveralTerms() throws {
    let result = try importUIKitIdiom(
      """
      class V: UIViewController {
          let duration: TimeInterval = 2.0
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          func go() {
              view.addSubview(box)
              DispatchQueue.main.asyncAfter(deadline: .now() + duration + 2.0) {
                  UIView.animate(withDuration: 1) { self.box.alpha = 0 }
              }
          }
      }
      """, entry: "go")
    let events = CodeShapesTests.text(CodeShapesTests.member(result.document, "events") ?? .null)
    #expect(events.contains("\"at\": 4"))
  }

  /// A storyboard slider that writes no `value` holds UIKit's default, 0 — known, so the
  /// animator it scrubs pauses at 0.00001 of its 2 s.
  @Test func aStoryboardSliderWithoutAValueHoldsTheDefault() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <slider opaque="NO" contentMode="scaleToFill" minValue="0.0" maxValue="1" id="s1">
          <rect key="frame" x="20" y="500" width="300" height="30"/>
          <connections>
              <action selector="slide:" destination="vc1" eventType="valueChanged" id="a1"/>
          </connections>
      </slider>
      <view contentMode="scaleToFill" id="b1">
          <rect key="frame" x="20" y="100" width="100" height="100"/>
      </view>
      """,
      outlets: #"<outlet property="slider" destination="s1" id="o1"/><outlet property="box" destination="b1" id="o2"/>"#
    )
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var slider: UISlider!
          @IBOutlet weak var box: UIView!
          var animator: UIViewPropertyAnimator?
          override func viewDidLoad() {
              super.viewDidLoad()
              animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { self.box.center.y += 200 }
          }
          @IBAction func slide(_ sender: UISlider) { animator?.fractionComplete = CGFloat(sender.value) }
      }
      """, storyboard, entry: "slide")
    let move = try #require(idiomAnimation(result, on: "box"))
    #expect(CodeShapesTests.member(move, "timeOffset") == .number(0.00001 * 2))
  }

  /// A child controller's view placed by hand in `viewDidLayoutSubviews` (375 × 667, 50 pt
  /// showing): its subviews' constraints are solved for that frame in the same pass — a top bar
  /// as wide as it, 375.
  @Test func aFrameSetInViewDidLayoutSubviewsIsLaidOut() throws {
    let result = try importUIKitIdiom(
      """
      class Detail: UIViewController {
          let bar = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(bar)
              bar.translatesAutoresizingMaskIntoConstraints = false
              bar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
              bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
              bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
              bar.heightAnchor.constraint(equalToConstant: 50).isActive = true
          }
      }
      class Screen: UIViewController {
          let detail = Detail()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
              view.addSubview(detail.view)
          }
          override func viewDidLayoutSubviews() {
              detail.view.frame = view.bounds.offsetBy(dx: 0, dy: view.bounds.height - 50)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 1) { self.detail.bar.alpha = 0 }
          }
      }
      """)
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "bar", "bounds")) == [0, 0, 375, 50])
  }
}
