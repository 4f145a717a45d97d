import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 35 of unseen code: a loading button
/// whose spinner layer, a `CAShapeLayer` subclass, hides itself and chains its states through
/// `animationDidStop`). Times worked out by hand from the durations in the code.
@Suite("Library idioms, round 35")
struct LibraryIdiomsRound35Tests {
  static func read(_ code: String, entry: String = "Host.viewDidLoad") throws -> CodeImport.Result {
    try CodeImport.read(
      [CodeImport.Source(file: "idiom.swift", text: code)], name: "idiom", options: CodeImport.Options(entry: entry))
  }

  /// A spinner that repeats forever is stopped by `removeAllAnimations()` 2 s after a tap at
  /// 0.5 s: its delegate's `animationDidStop(_:finished:)` runs then (2.5 s), with `finished`
  /// false, and draws the result. The tap's own `asyncAfter` (scheduled at 0.5 s for 2.5 s) runs
  /// after the shrink's `animationDidStop` at 0.8 s that starts the spinner: timed code runs in
  /// time order with the completions. The layer hides itself (`self.isHidden`) until shown, and
  /// the button is named by the property that holds it, not by where its initializer hands it.
  @Test func aRemovedSpinnerStopsItsDelegateThen() throws {
    let result = try Self.read(
      """
      protocol StateDelegate: AnyObject { func done() }
      class Spinner: CAShapeLayer, CAAnimationDelegate {
        weak var stateDelegate: StateDelegate?
        convenience init(owner: StateDelegate) {
          self.init()
          stateDelegate = owner
          self.isHidden = true
        }
        func spin() {
          isHidden = false
          let turn = CABasicAnimation(keyPath: "transform.rotation.z")
          turn.toValue = 2 * Double.pi
          turn.duration = 0.7
          turn.repeatCount = .infinity
          turn.delegate = self
          add(turn, forKey: "spin")
        }
        func stop() { removeAllAnimations() }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
          opacity = flag ? 0.5 : 0.25
        }
      }
      class LoadingButton: UIButton, CAAnimationDelegate, StateDelegate {
        var spinner: Spinner!
        override init(frame: CGRect) {
          super.init(frame: frame)
          spinner = Spinner(owner: self)
          layer.addSublayer(spinner)
        }
        func done() {}
        func start() {
          let shrink = CABasicAnimation(keyPath: "bounds.size.width")
          shrink.fromValue = 300
          shrink.toValue = 50
          shrink.duration = 0.3
          shrink.delegate = self
          layer.add(shrink, forKey: "shrink")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { spinner.spin() }
      }
      class Host: UIViewController {
        let loadingButton = LoadingButton(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        override func viewDidLoad() {
          view.addSubview(loadingButton)
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.tap() }
        }
        func tap() {
          loadingButton.start()
          DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.loadingButton.spinner.stop() }
        }
      }
      """)
    let spinner = try #require(result.scene.root.layer(at: "view/loadingButton/spinner"))
    #expect(spinner.properties.last { $0.keyPath == "hidden" }?.value == .number(1))
    let timeline = result.scene.events.compactMap { event -> String? in
      guard event.layer.ids.last == "spinner" else { return nil }
      switch event.change {
      case .add(let a): return "\(event.time) add \(a.id)"
      case .removeAll: return "\(event.time) removeAll"
      case .setValue(let v): return "\(event.time) \(v.keyPath)=\(v.value.components)"
      default: return nil
      }
    }
    // (The opacity the delegate sets animates implicitly: a layer of its own, not a view's.)
    #expect(timeline == ["0.8 hidden=[0.0]", "0.8 add spin", "2.5 removeAll", "2.5 add opacity", "2.5 opacity=[0.25]"])
  }
}
