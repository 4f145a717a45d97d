import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 40 of unseen code: a loading button
/// whose README stands in for a network call with `sleep(3)` on a background queue, reverts a
/// second after its completion, and ships a fade transition the app may not use). Values worked
/// out by hand.
@Suite("Library idioms, round 40")
struct LibraryIdiomsRound40Tests {
  static func read(
    _ code: String, file: String = "idiom.swift", entry: String? = "Host.viewDidLoad"
  ) throws
    -> CodeImport.Result
  {
    try importIdiom(code, file: file, entry: entry)
  }

  static func adds(_ result: CodeImport.Result) -> [String] {
    result.scene.events.compactMap { event in
      guard case .add(let a) = event.change else { return nil }
      return "\(event.time) \(event.layer.ids.last ?? "") \(a.keyPath ?? "")"
    }
  }

  /// Tapped at 1 s: the shrink starts at once; the background block sleeps 3 s before handing
  /// the stop back to the main queue, so the expand is added at 1 + 3 = 4 s (not at 1 s); its
  /// 0.4 s ends at 4.4 s, and the revert its completion schedules 1 s later runs at 5.4 s,
  /// though that is past the animations' span: it is scheduled once, not by itself again.
  @Test func aBackgroundSleepDelaysWhatTheMainQueueIsHandedBack() throws {
    let result = try Self.read(
      """
      import UIKit
      class Button: UIButton {
          func start() {
              let shrink = CABasicAnimation(keyPath: "bounds.size.width")
              shrink.fromValue = 100
              shrink.toValue = 40
              shrink.duration = 0.1
              layer.add(shrink, forKey: "shrink")
          }
          func stop(completion: (() -> Void)?) {
              let expand = CABasicAnimation(keyPath: "transform.scale")
              expand.fromValue = 1
              expand.toValue = 26
              expand.duration = 0.4
              CATransaction.setCompletionBlock {
                  completion?()
                  DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                      let back = CABasicAnimation(keyPath: "opacity")
                      back.fromValue = 0
                      back.toValue = 1
                      self.layer.add(back, forKey: "back")
                  }
              }
              layer.add(expand, forKey: "expand")
              CATransaction.commit()
          }
      }
      class Host: UIViewController {
          let button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
          override func viewDidLoad() {
              view.addSubview(button)
              button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.button.sendActions(for: .touchUpInside) }
          }
          @objc func tapped(_ button: Button) {
              button.start()
              let backgroundQueue = DispatchQueue.global(qos: .background)
              backgroundQueue.async(execute: {
                  sleep(3)
                  DispatchQueue.main.async(execute: { () -> Void in
                      button.stop(completion: nil)
                  })
              })
          }
      }
      """)
    #expect(Self.adds(result) == ["1.0 button bounds.size.width", "4.0 button transform.scale", "5.4 button opacity"])
  }

  /// Objective-C's spellings: `dispatch_async` to a global queue, `[NSThread
  /// sleepForTimeInterval:0.5]` and `usleep(250000)` in it: the fade handed back after both is
  /// added 0.75 s in; one sent to the main queue runs at once.
  @Test func objectiveCSleepsOnAGlobalQueue() throws {
    let result = try Self.read(
      """
      #import <UIKit/UIKit.h>
      @interface Host : UIViewController
      @property (nonatomic, strong) UIView *box;
      @end
      @implementation Host
      - (void)viewDidLoad
      {
          self.box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 50, 50)];
          [self.view addSubview:self.box];
          dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
              [NSThread sleepForTimeInterval:0.5];
              usleep(250000);
              dispatch_async(dispatch_get_main_queue(), ^{
                  [UIView animateWithDuration:0.3 animations:^{ self.box.alpha = 0; }];
              });
          });
      }
      @end
      """, file: "idiom.m")
    #expect(Self.adds(result) == ["0.75 box opacity"])
  }

  /// A library's fade animator, handed to UIKit by its own transitioning delegate (a controller
  /// class the app may subclass), does not run when the app presents nothing with it; a plain
  /// animated present is said to be shown at once.
  @Test func anAnimatorItsDelegateHoldsRunsOnlyWhenPresented() throws {
    let result = try Self.read(
      """
      import UIKit
      class Fade: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
              let toView = transitionContext.view(forKey: .to)!
              transitionContext.containerView.addSubview(toView)
              toView.alpha = 0
              UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }) { _ in
                  transitionContext.completeTransition(true)
              }
          }
      }
      class FadingController: UIViewController, UIViewControllerTransitioningDelegate {
          override func viewDidLoad() {
              super.viewDidLoad()
              transitioningDelegate = self
          }
          func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
              Fade()
          }
      }
      class Host: UIViewController {
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
          override func viewDidLoad() {
              view.addSubview(box)
              UIView.animate(withDuration: 0.2) { self.box.alpha = 0.5 }
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                  self.present(UIViewController(), animated: true)
              }
          }
      }
      """)
    #expect(result.scene.root.layer(at: "containerView") == nil)
    #expect(result.notes.contains { $0.contains("is not modelled; the view is shown at once") })
    #expect(!result.notes.contains { $0.contains("animateTransition(using:) runs") })
  }

  /// A HUD's square view lays out with `CGFloat(ceilf(CFloat(height / 2)))` (C's float type by
  /// its C name): 156 pt tall gives an image 78 pt tall 39 pt down; and once the app's screen
  /// has run, a view type only a helper that did not run constructs (a system-activity content)
  /// is not made on an instance of its own beside it.
  @Test func cFloatLayoutAndNoStrayInstanceBesideAScreen() throws {
    let result = try Self.read(
      """
      import UIKit
      class Square: UIView {
          let imageView = UIView()
          init() {
              super.init(frame: CGRect(x: 0, y: 0, width: 156, height: 156))
              addSubview(imageView)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() {
              super.layoutSubviews()
              let halfHeight = CGFloat(ceilf(CFloat(bounds.size.height / 2.0)))
              let quarterHeight = CGFloat(ceilf(CFloat(bounds.size.height / 4.0)))
              imageView.frame = CGRect(x: 0, y: quarterHeight, width: bounds.size.width, height: halfHeight)
          }
      }
      class Activity: UIView {
          override init(frame: CGRect) {
              super.init(frame: frame)
              backgroundColor = .red
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      enum Content { case square, activity }
      func contentView(_ content: Content) -> UIView {
          switch content {
          case .square: return Square()
          case .activity: return Activity(frame: .zero)
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              let square = contentView(.square)
              view.addSubview(square)
              UIView.animate(withDuration: 0.5) { square.alpha = 0 }
          }
      }
      """, entry: nil)
    let image = try #require(result.scene.root.layer(at: "view/square/imageView"))
    #expect(AutoLayoutTests.frame(image) == [0, 39, 156, 78])
    #expect(result.scene.root.id == "view")
    #expect(result.scene.root.sublayers.map { $0.id } == ["square"])
  }

  /// A finger down on a control at 1 s and up at 1.3 s, delivered as UIKit does
  /// (`touchesBegan`/`touchesEnded`): the class's `beginTracking(_:with:)` runs (the ripple
  /// grows over 0.7 s, and `isTracking` reads true there), then `endTracking` (the ripple's
  /// background fades out over 0.6 s), and the `.touchUpInside` target runs after it.
  @Test func aTouchIsTrackedByTheControlsOwnMethods() throws {
    let result = try Self.read(
      """
      import UIKit
      class Ripple: UIButton {
          let ripple = UIView(frame: CGRect(x: 20, y: -55, width: 160, height: 160))
          var sawTracking = false
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(ripple)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
              ripple.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
              UIView.animate(withDuration: isTracking ? 0.7 : 0.1, delay: 0, options: [.curveEaseOut], animations: {
                  self.ripple.transform = .identity
              }, completion: nil)
              return super.beginTracking(touch, with: event)
          }
          override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
              super.endTracking(touch, with: event)
              UIView.animate(withDuration: 0.6) { self.ripple.alpha = 0 }
          }
      }
      class Host: UIViewController {
          let button = Ripple(frame: CGRect(x: 95, y: 300, width: 200, height: 50))
          override func viewDidLoad() {
              view.addSubview(button)
              button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.button.touchesBegan([UITouch()], with: nil) }
              DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) { self.button.touchesEnded([UITouch()], with: nil) }
          }
          @objc func tapped() {
              UIView.animate(withDuration: 0.2) { self.button.backgroundColor = .red }
          }
      }
      """)
    let timeline = result.scene.events.compactMap { event -> String? in
      guard case .add(let a) = event.change else { return nil }
      return "\(event.time) \(event.layer.ids.last ?? "") \(a.keyPath ?? "") \(a.duration)"
    }
    #expect(
      timeline == [
        "1.0 ripple transform.scale.x 0.7", "1.0 ripple transform.scale.y 0.7", "1.3 ripple opacity 0.6",
        "1.3 button backgroundColor 0.2",
      ])
  }

  /// Two associated-object keys declared `= ""` are two addresses: the message installed under
  /// one is not what the other reads, so the hide 1 s later passes its guard (installed, nothing
  /// uninstalling) and the banner fades.
  @Test func associatedKeysWithEqualEmptyValuesAreApart() throws {
    let result = try Self.read(
      """
      import UIKit
      private var installedKey = ""
      private var uninstallKey = ""
      extension UIView {
          var installed: Banner? {
              get { return objc_getAssociatedObject(self, &installedKey) as? Banner }
              set { objc_setAssociatedObject(self, &installedKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
          }
          var uninstalling: Banner? {
              get { return objc_getAssociatedObject(self, &uninstallKey) as? Banner }
              set { objc_setAssociatedObject(self, &uninstallKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
          }
      }
      class Banner: NSObject {
          weak var inView: UIView!
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
          init(inView: UIView) {
              super.init()
              self.inView = inView
          }
          func show() {
              inView?.installed = self
              inView?.addSubview(box)
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.hide() }
          }
          func hide() {
              guard inView.installed === self && inView?.uninstalling == nil else { return }
              inView?.uninstalling = self
              UIView.animate(withDuration: 0.25) { self.box.alpha = 0 }
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              Banner(inView: view).show()
          }
      }
      """)
    #expect(Self.adds(result) == ["1.0 box opacity"])
  }
}
