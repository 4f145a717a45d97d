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

  /// A chaining library as it is written: steps kept in a generic linked queue of enum cases,
  /// each run inside a `DispatchGroup` (`enter()`, `leave()` in the animation's completion, the
  /// next step in `notify(queue:)`), a wait step as a `Wait` whose completion is the method
  /// reference `group.leave`, `then(animation:)` overloaded for a protocol's value and for a
  /// chain (told apart by the value passed), a trailing closure passing over a defaulted
  /// `options: UIViewAnimationOptions = []`, a method named `` `do` ``, and a computed `copy`
  /// beside a `copy()` method. Steps: 0.3 s to 0.5, a 0.5 s wait, 0.3 s back to 1, then a 0.2 s
  /// `do` step's animation at 1.1 s.
  @Test func aDispatchGroupChainRunsStepByStep() throws {
    let result = try Self.read(
      """
      public typealias AnimationBlock = () -> Void
      public protocol Animation {
        var duration: TimeInterval { get }
        func performAnimations(completion: ((Bool) -> Void)?)
      }
      public struct StandardAnimation: Animation {
        public let duration: TimeInterval
        public let options: UIViewAnimationOptions
        public let animationBlock: AnimationBlock
        public func performAnimations(completion: ((Bool) -> Void)?) {
          UIView.animate(withDuration: duration, delay: 0, options: options, animations: animationBlock, completion: completion)
        }
      }
      public enum Step {
        case animation(Animation)
        case wait(timeout: TimeInterval)
        case `do`(block: () -> Void)
      }
      class Node<T> {
        var data: T
        var next: Node<T>?
        init(data: T) { self.data = data }
      }
      struct Queue<T> {
        var first, last: Node<T>?
        mutating func dequeue() -> T? {
          let pop = first?.data
          if first === last { first = nil; last = nil } else { first = first?.next }
          return pop
        }
        mutating func enqueue(data: T) {
          if last == nil { first = Node(data: data); last = first } else {
            let new = Node(data: data)
            last!.next = new
            last = new
          }
        }
      }
      class Wait {
        init(timeout: TimeInterval, _ completion: @escaping () -> Void) {
          Timer.scheduledTimer(withTimeInterval: timeout, repeats: false) { _ in completion() }
        }
      }
      open class Chain {
        public init() {}
        convenience public init(duration: TimeInterval, options: UIViewAnimationOptions = [], animationBlock: @escaping AnimationBlock) {
          self.init(animation: StandardAnimation(duration: duration, options: options, animationBlock: animationBlock))
        }
        public init(animation: Animation) { steps.enqueue(data: [.animation(animation)]) }
        open func then(animation: Animation) -> Chain {
          steps.enqueue(data: [.animation(animation)])
          return self
        }
        open func then(animation: Chain) -> Chain {
          let other = animation.copy
          steps.enqueue(data: [.do(block: { other.perform() })])
          return self
        }
        open func wait(timeout: TimeInterval) -> Chain {
          steps.enqueue(data: [.wait(timeout: timeout)])
          return self
        }
        open func `do`(block: @escaping () -> Void) -> Chain {
          steps.enqueue(data: [.do(block: block)])
          return self
        }
        open func perform() {
          guard let set = steps.dequeue() else { return }
          let group = DispatchGroup()
          for step in set {
            group.enter()
            switch step {
            case .animation(let animation): animation.performAnimations(completion: { _ in group.leave() })
            case .wait(let timeout): _ = Wait(timeout: timeout, group.leave)
            case .do(let block):
              block()
              group.leave()
            }
          }
          group.notify(queue: .main) { self.perform() }
        }
        func copy() -> Any {
          let chain = Chain()
          chain.steps = steps
          return chain
        }
        open var copy: Chain { return copy() as! Chain }
        fileprivate var steps = Queue<[Step]>()
      }
      class Host: UIViewController {
        let heart = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func viewDidLoad() {
          view.addSubview(heart)
          Chain(duration: 0.3) { self.heart.alpha = 0.5 }
            .wait(timeout: 0.5)
            .then(animation: StandardAnimation(duration: 0.3, options: [], animationBlock: { self.heart.alpha = 1 }))
            .do { self.heart.layer.cornerRadius = 2 }
            .then(animation: Chain(duration: 0.2) { self.heart.alpha = 0 })
            .perform()
        }
      }
      """)
    let fades = result.scene.events.compactMap { event -> String? in
      if case .add(let a) = event.change, a.keyPath == "opacity" { return "\(event.time) \(a.duration)" }
      return nil
    }
    let setUp = try #require(result.scene.root.layer(at: "view/heart")).animations.map(\.duration)
    #expect(setUp == [0.3])
    #expect(fades == ["0.8 0.3", "1.1 0.2"])
    let corner = result.scene.events.first { event in
      if case .setValue(let v) = event.change { return v.keyPath == "cornerRadius" } else { return false }
    }
    #expect(corner?.time == 1.1)
  }

  /// C's dispatch groups, as Objective-C writes them.
  @Test func cDispatchGroupsNotifyWhenEmpty() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "steps.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)go {
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                [self.view addSubview:box];
                dispatch_group_t group = dispatch_group_create();
                dispatch_group_enter(group);
                [UIView animateWithDuration:0.4 animations:^{ box.alpha = 0.5; } completion:^(BOOL finished) {
                    dispatch_group_leave(group);
                }];
                dispatch_group_notify(group, dispatch_get_main_queue(), ^{
                    [UIView animateWithDuration:0.2 animations:^{ box.alpha = 1; }];
                });
            }
            @end
            """)
      ], name: "steps", options: CodeImport.Options(entry: "Host.go"))
    let later = result.scene.events.compactMap { event -> Double? in
      if case .add(let a) = event.change, a.keyPath == "opacity" { return event.time } else { return nil }
    }
    #expect(later == [0.4])
  }
}
