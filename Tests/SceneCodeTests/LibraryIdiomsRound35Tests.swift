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
    try importIdiom(code, file: "idiom.swift", entry: entry)
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

  /// An animation builder in the shape of a library's: static factories on an enum namespace
  /// returning a struct that holds a copied `CAAnimation` (so the argument `Builder.fade(…)` is
  /// the struct, not the namespace's own type), a sequence of steps given begin times as their
  /// durations add up, a `wait` made as `CABasicAnimation()` (no key path: nothing to show),
  /// repeats forever as `repeatDuration = TimeInterval.infinity` inside a group of
  /// `.greatestFiniteMagnitude` seconds (finite: kept as that duration), options whose `fillMode`
  /// default `= .both` is read as the option set and turned into `kCAFillModeBoth` by a
  /// `switch`, durations folded with `reduce` and a `switch (lhs, rhs)` on tuples with
  /// `Swift.max`, and a nil delegate copied across in silence.
  @Test func anAnimationBuilderOfCopiesAndSequences() throws {
    let result = try Self.read(
      """
      public struct Options {
        public static let `default` = Options()
        public struct FillMode: OptionSet {
          public static let forwards = FillMode(rawValue: 1)
          public static let backwards = FillMode(rawValue: 2)
          public static let both: FillMode = [.forwards, .backwards]
          public init(rawValue: Int) { self.rawValue = rawValue }
          public let rawValue: Int
        }
        public init(fillMode: FillMode = .both) {
          switch fillMode {
          case FillMode.forwards: self.fillMode = kCAFillModeForwards
          case FillMode.both: self.fillMode = kCAFillModeBoth
          default: self.fillMode = kCAFillModeRemoved
          }
        }
        let fillMode: String
      }
      private func longer(_ a: TimeInterval, _ b: TimeInterval) -> TimeInterval {
        switch (a, b) {
        case (TimeInterval.infinity, _), (_, TimeInterval.infinity): return TimeInterval.infinity
        case (let a, let b): return Swift.max(a, b)
        }
      }
      public struct Step {
        let duration: TimeInterval
        fileprivate let object: CAAnimation
        func copyObject() -> CAAnimation {
          let copy = object.copy() as! CAAnimation
          copy.delegate = object.delegate
          return copy
        }
      }
      private extension Sequence where Self.Iterator.Element == Step {
        var total: TimeInterval { return self.reduce(0) { $0 + $1.duration } }
        var longest: TimeInterval { return self.reduce(0) { longer($0, $1.duration) } }
      }
      public enum Builder {
        public static func fade(to value: CGFloat, duration: TimeInterval, options: Options = .default) -> Step {
          let object = CABasicAnimation(keyPath: "opacity")
          object.toValue = value
          object.duration = duration
          object.fillMode = options.fillMode
          return Step(duration: duration, object: object)
        }
        public static func wait(_ duration: TimeInterval) -> Step {
          let object = CABasicAnimation()
          object.duration = duration
          return Step(duration: duration, object: object)
        }
        public static func sequence(_ steps: Step...) -> Step {
          let group = CAAnimationGroup()
          var begin = TimeInterval(0)
          group.animations = steps.map {
            let object = $0.copyObject()
            object.beginTime = begin
            begin += $0.duration
            return object
          }
          group.duration = steps.total
          return Step(duration: steps.total, object: group)
        }
        public static func forever(_ step: Step) -> Step {
          let group = CAAnimationGroup()
          let copy = step.copyObject()
          copy.repeatDuration = TimeInterval.infinity
          group.animations = [copy]
          group.duration = .greatestFiniteMagnitude
          return Step(duration: [step, step].longest, object: group)
        }
      }
      class Host: UIViewController {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func viewDidLoad() {
          view.addSubview(box)
          box.layer.add(
            Builder.forever(Builder.sequence(Builder.fade(to: 0, duration: 1), Builder.wait(0.5), Builder.fade(to: 1, duration: 2))).copyObject(),
            forKey: "pulse")
        }
      }
      """)
    #expect(!result.notes.contains { $0.contains("never added") || $0.contains("delegate") })
    let box = try #require(result.scene.root.layer(at: "view/box"))
    let outer = try #require(box.animations.first)
    #expect(outer.duration == .greatestFiniteMagnitude)
    guard case .group(let repeated) = outer.content, case .group(let steps)? = repeated.first?.content else {
      Issue.record("no groups")
      return
    }
    #expect(repeated.first?.duration == 3.5)
    #expect(repeated.first?.repeatDuration ?? 0 >= 1e300)
    #expect(steps.map(\.beginTime) == [0, 1.5])
    #expect(steps.map(\.fillMode) == [.both, .both])
  }

  /// A stagger library's order: subviews paired with their distance from the top (`map` to
  /// labelled tuples), `sorted` by a closure, each given a delay that grows by 0.1 s whenever the
  /// distance changes (`floor`); also `sorted(by: >)`, `min()`, `max(by:)` and `sort()`.
  @Test func subviewsSortedByDistanceAreStaggered() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
        let grid = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        override func viewDidLoad() {
          view.addSubview(grid)
          for (x, y) in [(150.0, 200.0), (50.0, 20.0), (250.0, 20.0)] {
            grid.addSubview(UIView(frame: CGRect(x: x, y: y, width: 40, height: 40)))
          }
          let distanced = grid.subviews.map { (view: $0, distance: Double($0.center.y)) }
            .sorted { (left, right) -> Bool in left.distance < right.distance }
          var delay = 0.0
          var last = distanced[0].distance
          for item in distanced {
            if floor(last) != floor(item.distance) {
              last = item.distance
              delay += 0.1
            }
            UIView.animate(withDuration: 0.3, delay: delay, options: [], animations: { item.view.alpha = 0 })
          }
          var numbers = [3.0, 1.0, 2.0]
          numbers.sort()
          grid.layer.cornerRadius = CGFloat(numbers[0] + [3.0, 1.0, 2.0].sorted(by: >)[0])
          grid.layer.borderWidth = CGFloat([4.0, 2.0].min()! + [1.0, 5.0].max(by: { $0 < $1 })!)
        }
      }
      """)
    let grid = try #require(result.scene.root.layer(at: "view/grid"))
    #expect(grid.properties.last { $0.keyPath == "cornerRadius" }?.value == .number(4))
    #expect(grid.properties.last { $0.keyPath == "borderWidth" }?.value == .number(7))
    // The view at y 200 (centre 220) is the last to fade, 0.1 s after the two at the top.
    let begins = grid.sublayers.map { $0.animations.first?.beginTime ?? -1 }
    #expect(begins == [0.1, 0, 0])
  }
}
