import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 44 of unseen code: blink effects kept in
/// a helper class, a floating-label text field, loading buttons, a progress ring). Values worked
/// out by hand from Swift's rules and Apple's documentation.
@Suite("Library idioms, round 44")
struct LibraryIdiomsRound44Tests {
  /// `lazy var helper: Helper = .init(layer: self.layer)`: Swift reads `.init(…)` as the declared
  /// type's initializer, so the helper exists and the fade it adds (through a protocol
  /// extension) is on the view's layer: opacity 1 → 0 over 2 s.
  @Test func anImplicitInitOfADeclaredTypeMakesIt() throws {
    let result = try importUIKitIdiom(
      """
      protocol Blinking { var target: CALayer { get set } }
      extension Blinking {
          func blink() {
              let fade = CABasicAnimation(keyPath: "opacity")
              fade.fromValue = 1
              fade.toValue = 0
              fade.duration = 2
              target.add(fade, forKey: nil)
          }
      }
      final class Helper: Blinking {
          var target: CALayer = .init()
          init(layer: CALayer) { target = layer }
      }
      class Box: UIView {
          fileprivate lazy var helper: Helper = .init(layer: self.layer)
          func go() { helper.blink() }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let box = Box(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
              view.addSubview(box)
              box.go()
          }
      }
      """)
    let fade = try #require(idiomAnimation(result, on: "box"))
    #expect(CodeShapesTests.member(fade, "keyPath") == .string("opacity"))
    #expect(CodeShapesTests.member(fade, "duration") == .number(2, text: "2"))
  }

  /// A ternary written as a statement runs the branch its condition picks, with its effects:
  /// the plain border type adds the group to the layer itself; the shadow branch is not taken.
  @Test func aTernaryStatementRunsTheBranchItPicks() throws {
    let result = try importUIKitIdiom(
      """
      class Box: UIView {
          var withShadow = false
          func addShadow(_ group: CAAnimationGroup) {
              let shadow = CABasicAnimation(keyPath: "shadowOpacity")
              group.animations?.append(shadow)
              layer.add(group, forKey: "shadowed")
          }
          func startAnimating() {
              let width = CABasicAnimation(keyPath: "borderWidth")
              width.toValue = 1
              let group = CAAnimationGroup()
              group.animations = [width]
              group.duration = 1.5
              withShadow ? addShadow(group) : layer.add(group, forKey: "plain")
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let box = Box(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
              view.addSubview(box)
              box.startAnimating()
          }
      }
      """)
    let box = try #require(LibraryIdiomsTests.layer(result, "box"))
    let keys = CodeShapesTests.animations(box).map(\.key)
    #expect(keys.contains("plain") && !keys.contains("shadowed"))
  }

  /// `foregroundColor` and `fontSize` are a text layer's animatable properties (CATextLayer.h;
  /// defaults opaque white and 36): known key paths whose values interpolate, black → white
  /// being mid grey (0.5) half way through a linear second.
  @Test func aTextLayersColourAndSizeAreKnownKeyPaths() throws {
    let result = try importUIKitIdiom(
      """
      func start(_ host: CALayer) {
          let text = CATextLayer()
          text.fontSize = 20
          host.addSublayer(text)
          let colour = CABasicAnimation(keyPath: "foregroundColor")
          colour.fromValue = UIColor.black.cgColor
          colour.toValue = UIColor.white.cgColor
          colour.duration = 1
          colour.timingFunction = CAMediaTimingFunction(name: .linear)
          text.add(colour, forKey: "colour")
      }
      """)
    #expect(!result.notes.contains { $0.contains("not a key path") })
    #expect(LibraryIdiomsRound41Tests.property(result, "text", "fontSize", is: "20"))
    let t = 0.5
    let root = result.scene.root(atMediaTime: t)
    let text = root.presentation(in: root.evaluate(atMediaTime: t)).first { $0.path.hasSuffix("/text") }
    let grey = try #require(text?.presentedValue("foregroundColor")?.components)
    #expect(UIKitBlockTests.close(grey, [0.5, 0.5, 0.5, 1]))
    #expect(LayerProperty.named("foregroundColor")?.defaultComponents == [1, 1, 1, 1])
    #expect(LayerProperty.named("fontSize")?.defaultComponents == [36])
  }

  /// Once an app's screen has run (a controller nothing makes), a library's other control that
  /// nothing makes is not on it: not started (no stray root beside the screen's view), and its
  /// methods are listed as not run.
  @Test func aLibrarysOtherControlIsNotStartedBesideTheScreen() throws {
    let result = try importUIKitIdiom(
      """
      class Blinker: UIView {
          override init(frame: CGRect) {
              super.init(frame: frame)
              let dot = CALayer()
              layer.addSublayer(dot)
          }
          required init?(coder: NSCoder) { fatalError() }
          func startAnimating() {
              let fade = CABasicAnimation(keyPath: "opacity")
              layer.add(fade, forKey: "fade")
          }
      }
      class Field: UITextField {
          override init(frame: CGRect) {
              super.init(frame: frame)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() {
              super.layoutSubviews()
              let pulse = CABasicAnimation(keyPath: "opacity")
              layer.add(pulse, forKey: "pulse")
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let blinker = Blinker(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
              view.addSubview(blinker)
              blinker.startAnimating()
          }
      }
      """)
    let root = try #require(LibraryIdiomsTests.root(result))
    #expect(CodeShapesTests.member(root, "id") == .string("view"))
    #expect(
      !CodeShapesTests.layers(root).contains { layer in
        CodeShapesTests.animations(layer.value).contains { $0.key == "pulse" }
      })
    #expect(result.notes.contains { $0.contains("Field.layoutSubviews did not run") })
  }

  /// `super.setTitle(_:for:)` in a button's override is UIKit's: the title is kept, so
  /// `currentTitle` reads it back (5 characters at 15 pt: 42 × 18 pt assumed, 0.55 em and 1.2 em
  /// rounded up), in Swift and in Objective-C.
  @Test func aButtonsSuperSetTitleKeepsTheTitle() throws {
    let swift = try importUIKitIdiom(
      """
      class Titled: UIButton {
          let text = CATextLayer()
          override func setTitle(_ title: String?, for state: UIControl.State) {
              super.setTitle(title, for: state)
              guard let title = currentTitle, let font = titleLabel?.font else { return }
              text.frame = CGRect(origin: .zero, size: title.size(withAttributes: [.font: font]))
              layer.addSublayer(text)
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let button = Titled(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
              button.setTitle("Hello", for: .normal)
              view.addSubview(button)
              button.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
          }
      }
      """)
    #expect(LibraryIdiomsRound41Tests.property(swift, "text", "bounds", is: "[0, 0, 42, 18]"))
    let objc = try importUIKitIdiom(
      """
      @interface Titled : UIButton
      @property (nonatomic, strong) CALayer *mark;
      @end
      @implementation Titled
      - (void)setTitle:(NSString *)title forState:(UIControlState)state
      {
          [super setTitle:title forState:state];
          if ([self currentTitle] != nil) {
              self.mark = [CALayer layer];
              [self.layer addSublayer:self.mark];
          }
      }
      @end
      @interface Host : UIViewController
      @end
      @implementation Host
      - (void)viewDidLoad
      {
          [super viewDidLoad];
          Titled *button = [[Titled alloc] initWithFrame:CGRectMake(0, 0, 100, 50)];
          [button setTitle:@"Hello" forState:UIControlStateNormal];
          [self.view addSubview:button];
          [button.layer addAnimation:[CABasicAnimation animationWithKeyPath:@"opacity"] forKey:@"fade"];
      }
      @end
      """, file: "idiom.m")
    #expect(LibraryIdiomsTests.layer(objc, "mark") != nil)
  }

  /// A text field's UIKit state as a floating label reads it: no placeholder until set (then
  /// both spellings read it back), natural alignment (`NSTextAlignmentCenter` is another case),
  /// the 17 pt font resized by `fontWithSize:` (11.9 → 12 pt, a 14.4 pt line at 1.2 em) — the
  /// label's rise when the field is typed into is 14.4 pt, not 17 pt's 20.4.
  @Test func aTextFieldsPlaceholderAlignmentAndResizedFont() throws {
    let result = try importUIKitIdiom(
      """
      @interface Field : UITextField
      @property (nonatomic, strong) UILabel *floating;
      @end
      @implementation Field
      - (instancetype)initWithFrame:(CGRect)frame
      {
          self = [super initWithFrame:frame];
          if (self) {
              _floating = [UILabel new];
              _floating.alpha = 0;
              UIFont *font = self.font;
              if (self.attributedPlaceholder && self.attributedPlaceholder.length > 0) {
                  font = [UIFont systemFontOfSize:30];
              }
              _floating.font = [font fontWithSize:roundf(font.pointSize * 0.7)];
              if (self.textAlignment == NSTextAlignmentCenter) {
                  _floating.font = [UIFont systemFontOfSize:40];
              }
              [self addSubview:_floating];
          }
          return self;
      }
      - (void)setPlaceholder:(NSString *)placeholder
      {
          [super setPlaceholder:placeholder];
          _floating.text = self.placeholder;
      }
      - (void)layoutSubviews
      {
          [super layoutSubviews];
          CGSize size = [_floating sizeThatFits:self.bounds.size];
          if (self.text.length > 0) {
              [UIView animateWithDuration:0.3 animations:^{
                  self->_floating.alpha = 1;
                  self->_floating.frame = CGRectMake(0, 0, size.width, size.height);
              }];
          } else {
              _floating.frame = CGRectMake(0, self->_floating.font.lineHeight, size.width, size.height);
          }
      }
      @end
      @interface Host : UIViewController
      @property (nonatomic, strong) Field *field;
      @end
      @implementation Host
      - (void)viewDidLoad
      {
          [super viewDidLoad];
          self.field = [[Field alloc] initWithFrame:CGRectMake(20, 100, 300, 44)];
          self.field.placeholder = @"Email";
          [self.view addSubview:self.field];
          [self performSelector:@selector(type) withObject:nil afterDelay:1.0];
      }
      - (void)type
      {
          [self.field becomeFirstResponder];
          [self.field insertText:@"a"];
      }
      @end
      """, file: "idiom.m")
    // "Email" at 12 pt: 5 × 6.6 = 33 wide, 14.4 → 15 tall; centred at 16.5, 14.4 + 7.5 = 21.9.
    #expect(LibraryIdiomsRound41Tests.property(result, "floating", "bounds", is: "[0, 0, 33, 15]"))
    #expect(LibraryIdiomsRound41Tests.property(result, "floating", "position", is: "[16.5, 21.9]"))
    let rise = result.scene.events.compactMap { event -> Double? in
      guard event.time == 1, case .add(let a) = event.change, a.keyPath == "position",
        case .basic(let values) = a.content
      else { return nil }
      return values.from?.components[1]
    }
    // (21.9 − 7.5 is 14.399999999999999 in doubles: the offset is written without that noise.)
    #expect(rise == [14.4])
  }

  /// A mirror set in a UIKit block (`CGAffineTransform(scaleX: -1, y: 1)`, held as a whole
  /// matrix) is animated as UIKit animates it: one `transform` animation from the old matrix (the
  /// identity) to the model's, with the block's 0.5 s and default curve.
  @Test func aMirrorInABlockAnimatesTheWholeTransform() throws {
    let result = try importUIKitIdiom(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
              view.addSubview(card)
              card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
              UIView.animate(withDuration: 0.5) {
                  card.transform = CGAffineTransform(scaleX: -1, y: 1)
              }
          }
      }
      """)
    let card = try #require(LibraryIdiomsTests.layer(result, "card"))
    let animations = CodeShapesTests.animations(card)
    #expect(animations.map(\.key) == ["transform"])
    let from = try #require(animations.first.flatMap { CodeShapesTests.member($0.value, "from") })
    // From the half scale it had: m11 = m22 = 0.5, m33 = 1.
    #expect(CodeShapesTests.same(from, "[0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"))
    #expect(CodeShapesTests.member(animations[0].value, "duration") == .number(0.5, text: "0.5"))
  }

  /// A view held in a property but given a value the code cannot know (a copy made by archiving)
  /// is not a root beside the screen's view when only a layer property of it is set.
  @Test func anUnknownCopyIsNotARootBesideTheScreen() throws {
    let result = try importUIKitIdiom(
      """
      class Loading: UIButton {
          private var cached: UIButton?
          func start() {
              guard let data = try? NSKeyedArchiver.archivedData(withRootObject: self, requiringSecureCoding: false),
                  let copy = try? NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UIButton else { return }
              cached = copy
              cached?.layer.cornerRadius = layer.cornerRadius
              UIView.animate(withDuration: 0.5) { self.layer.cornerRadius = 25 }
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let button = Loading(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
              view.addSubview(button)
              button.start()
          }
      }
      """)
    let root = try #require(LibraryIdiomsTests.root(result))
    #expect(CodeShapesTests.member(root, "id") == .string("view"))
    #expect(LibraryIdiomsTests.layer(result, "button") != nil)
  }

  /// `[path applyTransform:]` moves every point of a `UIBezierPath`, as Swift's `apply(_:)`
  /// does: (0, 30) turned −45° is (21.21, 21.21), then moved by (23, 51).
  @Test func anObjectiveCPathTransformIsApplied() throws {
    let result = try importUIKitIdiom(
      """
      void Start(CALayer *host)
      {
          CAShapeLayer *icon = [CAShapeLayer layer];
          UIBezierPath *path = [UIBezierPath bezierPath];
          [path moveToPoint:CGPointMake(0, 30)];
          [path addLineToPoint:CGPointMake(10, 30)];
          [path applyTransform:CGAffineTransformMakeRotation(-M_PI_4)];
          [path applyTransform:CGAffineTransformMakeTranslation(23, 51)];
          icon.path = path.CGPath;
          [host addSublayer:icon];
          CABasicAnimation *show = [CABasicAnimation animationWithKeyPath:@"opacity"];
          [icon addAnimation:show forKey:@"show"];
      }
      """, file: "idiom.m")
    guard case .string(let path)? = LibraryIdiomsTests.property(result, "icon", "path") else {
      Issue.record("no path")
      return
    }
    let numbers = path.split(whereSeparator: { $0 == " " }).compactMap { Double($0) }
    let r = 30 * 0.5.squareRoot()
    #expect(UIKitBlockTests.close(Array(numbers.prefix(2)), [23 + r, 51 + r], 1e-9))
  }

  /// `layer.speed = .zero` is a number type's zero: the layer is paused (speed 0) from the
  /// set-up, and setting 1 a second later is a raw speed change (an event), the jump `explain`
  /// names — not a statement ignored.
  @Test func aZeroSpeedPausesTheLayer() throws {
    let result = try importUIKitIdiom(
      """
      class Ticker: UIView {
          let inner = UILabel()
          override init(frame: CGRect) {
              super.init(frame: frame)
              inner.frame = bounds
              addSubview(inner)
              let scroll = CABasicAnimation(keyPath: "position.x")
              scroll.fromValue = 100
              scroll.toValue = -100
              scroll.duration = 10
              inner.layer.speed = .zero
              inner.layer.add(scroll, forKey: "scroll")
          }
          required init?(coder: NSCoder) { fatalError() }
          func start() { inner.layer.speed = 1.0 }
      }
      class Host: UIViewController {
          let ticker = Ticker(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(ticker)
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.ticker.start() }
          }
      }
      """)
    let inner = try #require(LibraryIdiomsTests.layer(result, "inner"))
    #expect(CodeShapesTests.member(inner, "speed") == .number(0, text: "0"))
    let speeds = result.scene.events.filter { event in
      if case .setTiming(.speed, let x, anchored: false) = event.change { return x == 1 }
      return false
    }
    #expect(speeds.map(\.time) == [1])
    #expect(!result.notes.contains { $0.contains("speed = .zero") })
  }

  /// A repeating timer fires until its code invalidates it: the countdown's timer (0.25 s, 3
  /// ticks) stops after its fourth firing at 1 s, when `elapsed` (1.0) passes 0.75 — not through
  /// the scene's span; a scheduled timer held in a property is invalidated through it, and a
  /// block timer through the timer its block is given.
  @Test func aRepeatingTimerStopsWhenItsCodeInvalidatesIt() throws {
    let result = try importUIKitIdiom(
      """
      class Countdown: UIView {
          var timer: Timer?
          var elapsed = 0.0
          let dot = CALayer()
          func start() {
              layer.addSublayer(dot)
              timer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
              Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                  self.dot.cornerRadius += 1
                  if self.dot.cornerRadius >= 2 { timer.invalidate() }
              }
          }
          @objc func tick() {
              elapsed += 0.25
              if elapsed > 0.75 {
                  timer?.invalidate()
                  return
              }
              dot.opacity = Float(1 - elapsed)
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let countdown = Countdown(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
              view.addSubview(countdown)
              countdown.start()
          }
      }
      """)
    let opacities = result.scene.events.compactMap { event -> Double? in
      guard case .setValue(let value) = event.change, value.keyPath == "opacity" else { return nil }
      return event.time
    }
    #expect(opacities == [0.25, 0.5, 0.75])
    let radii = result.scene.events.compactMap { event -> Double? in
      guard case .setValue(let value) = event.change, value.keyPath == "cornerRadius" else { return nil }
      return event.time
    }
    #expect(radii == [0.5, 1])
    #expect(result.notes.contains { $0.contains("run 4 times, until its code invalidated it at 1 s") })
  }

  /// Case changes of strings (`localizedUppercase`, `uppercased()`, `[s uppercaseString]`,
  /// `capitalized`): a title formatter's text, so conditions on it are known.
  @Test func stringsChangeCase() throws {
    let result = try importUIKitIdiom(
      """
      func start(_ host: CALayer) {
          let title = "your name"
          let dot = CALayer()
          host.addSublayer(dot)
          if title.localizedUppercase == "YOUR NAME" && title.capitalized == "Your Name" && title.uppercased().lowercased() == title {
              dot.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
          }
      }
      """)
    let dot = try #require(LibraryIdiomsTests.layer(result, "dot"))
    #expect(CodeShapesTests.animations(dot).map(\.key) == ["fade"])
    #expect(!result.notes.contains { $0.contains("not known") })
  }

  /// `UIView.setAnimationsEnabled(false)` until `true` again, and `performWithoutAnimation`
  /// inside a block: the changes are made without animating them (UIView.h); the block after
  /// animates.
  @Test func animationsTurnedOffAnimateNothing() throws {
    let result = try importUIKitIdiom(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
              view.addSubview(box)
              UIView.setAnimationsEnabled(false)
              UIView.animate(withDuration: 0.3) { box.alpha = 0.5 }
              UIView.setAnimationsEnabled(UIView.areAnimationsEnabled == false)
              UIView.animate(withDuration: 0.3) {
                  box.center.y = 100
                  UIView.performWithoutAnimation { box.layer.cornerRadius = 4 }
              }
          }
      }
      """)
    let box = try #require(LibraryIdiomsTests.layer(result, "box"))
    #expect(CodeShapesTests.animations(box).map(\.key) == ["position"])
    #expect(LibraryIdiomsRound41Tests.property(result, "box", "opacity", is: "0.5"))
    #expect(LibraryIdiomsRound41Tests.property(result, "box", "cornerRadius", is: "4"))
  }

  /// `UIView.transition(from:to:duration:options:)`: the flip runs on the container, `from` is
  /// taken out and `to` put in its place (UIView.h); with `.showHideTransitionViews` both stay,
  /// `from` hidden and `to` shown.
  @Test func aViewToViewTransitionSwapsTheViews() throws {
    let result = try importUIKitIdiom(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
              view.addSubview(card)
              let front = UIView(frame: card.bounds)
              let back = UIView(frame: card.bounds)
              card.addSubview(front)
              let pane = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
              view.addSubview(pane)
              let shown = UIView(frame: pane.bounds)
              let hidden = UIView(frame: pane.bounds)
              pane.addSubview(shown)
              pane.addSubview(hidden)
              hidden.isHidden = true
              UIView.transition(from: front, to: back, duration: 0.6, options: .transitionFlipFromLeft, completion: nil)
              UIView.transition(
                  from: shown, to: hidden, duration: 0.4, options: [.transitionCrossDissolve, .showHideTransitionViews])
          }
      }
      """)
    let card = try #require(LibraryIdiomsTests.layer(result, "card"))
    #expect(CodeShapesTests.layers(card).map(\.key).dropFirst() == ["back"])
    let flip = try #require(CodeShapesTests.animations(card).first?.value)
    #expect(CodeShapesTests.member(flip, "subtype") == .string("fromLeft"))
    #expect(CodeShapesTests.member(flip, "duration") == .number(0.6, text: "0.6"))
    let pane = try #require(LibraryIdiomsTests.layer(result, "pane"))
    #expect(
      CodeShapesTests.animations(pane).first.map { CodeShapesTests.member($0.value, "transition") } == .string("fade"))
    #expect(LibraryIdiomsRound41Tests.property(result, "shown", "hidden", is: "1"))
    #expect(LibraryIdiomsRound41Tests.property(result, "hidden", "hidden", is: "0"))
  }

  /// Swift 2's names of UIKit's callbacks and of the standard library's: `willMoveToSuperview
  /// (newSuperview:)` runs on `addSubview` (its dots made there, 12 pt apart), and
  /// `enumerate()` is `enumerated()` — each dot's group begun 0.2 s after the one before.
  @Test func swift2NamesRun() throws {
    let result = try importUIKitIdiom(
      """
      public class Dots: UIView {
          override public func willMoveToSuperview(newSuperview: UIView?) {
              if newSuperview != nil {
                  self.frame = CGRectMake(0, 0, 36, 12)
                  for index in 0..<3 {
                      let dot = CALayer()
                      dot.frame = CGRectMake(CGFloat(index) * 12, 0, 12, 12)
                      self.layer.addSublayer(dot)
                  }
              }
          }
          public func startAnimation() {
              for (index, dot) in self.layer.sublayers!.enumerate() {
                  let pulse = CABasicAnimation(keyPath: "opacity")
                  pulse.beginTime = CACurrentMediaTime() + Double(index) * 0.2
                  dot.addAnimation(pulse, forKey: "pulse")
              }
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let dots = Dots()
              view.addSubview(dots)
              dots.startAnimation()
          }
      }
      """)
    let dots = try #require(LibraryIdiomsTests.layer(result, "dots"))
    let begins = CodeShapesTests.layers(dots).dropFirst().compactMap { layer in
      CodeShapesTests.animations(layer.value).first.flatMap { CodeShapesTests.member($0.value, "beginTime") }
    }
    #expect(begins == [.number(0.2, text: "0.2"), .number(0.4, text: "0.4")])
    #expect(LibraryIdiomsRound41Tests.property(result, "dot3", "position", is: "[30, 6]"))
  }
}
