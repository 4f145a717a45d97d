import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// The safe area, as real code reads it (round 40's GSMessages sizes its banner by
/// `vc.view.safeAreaInsets.top`; apps pin to `view.safeAreaLayoutGuide`). The screen assumed is
/// an iPhone 14's, 390 × 844 pt, whose safe area insets are 47 at the top and 34 at the bottom
/// (Apple's Human Interface Guidelines, "Layout": iPhone 14, portrait); UIKit's default layout
/// margins are 8 pt, a controller's view's 16 left and right on that width
/// (`systemMinimumLayoutMargins`), added to the safe area (`insetsLayoutMarginsFromSafeArea`).
@Suite("Library idioms, round 41")
struct LibraryIdiomsRound41Tests {
  static func read(_ code: String, entry: String? = nil) throws -> CodeImport.Result {
    try importIdiom("import UIKit\n" + code, entry: entry)
  }

  /// True when layer `id`'s `key` is `expected` (JSON, numbers to 1e-9).
  static func property(_ result: CodeImport.Result, _ id: String, _ key: String, is expected: String) -> Bool {
    CodeShapesTests.same(LibraryIdiomsTests.property(result, id, key), expected)
  }

  /// A banner as tall as a bar plus the status bar's area, made once the screen shows: 44 + 47
  /// = 91 pt, centred at 45.5; the same read in `viewDidLoad` is zero (the view is in no window
  /// yet), so the one made there is 44 tall.
  @Test func aShownControllersViewHasTheNotchAndHomeIndicatorInsets() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let early = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 44 + view.safeAreaInsets.top))
              view.addSubview(early)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let insets = view.safeAreaInsets
              let banner = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44 + insets.top))
              view.addSubview(banner)
              let footer = UIView(frame: CGRect(x: 0, y: 844 - insets.bottom - 20, width: 390, height: 20))
              view.addSubview(footer)
              let drop = CABasicAnimation(keyPath: "position.y")
              drop.fromValue = -banner.bounds.height / 2
              drop.toValue = banner.bounds.height / 2
              banner.layer.add(drop, forKey: "drop")
          }
      }
      """)
    #expect(Self.property(result, "banner", "bounds", is: "[0,0,390,91]"))
    #expect(Self.property(result, "early", "bounds", is: "[0,0,100,44]"))
    #expect(Self.property(result, "footer", "position", is: "[195,800]"))
    let banner = try #require(LibraryIdiomsTests.layer(result, "banner"))
    let drop = try #require(CodeShapesTests.animations(banner).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(drop, "from"), "-45.5"))
    #expect(result.notes.contains { $0.contains("the safe area: an iPhone 14's, 47 pt at the top") })
    #expect(result.notes.contains { $0.contains("safeAreaInsets read while a view controller loads its view") })
  }

  /// Pinned 8 below the safe area's top: y 47 + 8 = 55 (centre 55 + 20 = 75); between the
  /// margins guide's edges: x 16 to 374, 358 wide. A footer on the safe area's bottom ends at
  /// 844 − 34 = 810 (50 tall: centre 785). The guides are not layers of the scene.
  @Test func constraintsToTheSafeAreaAndMarginsGuidesKeepClearOfTheEdges() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          let box = UIView()
          let footer = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              box.translatesAutoresizingMaskIntoConstraints = false
              footer.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(box)
              view.addSubview(footer)
              NSLayoutConstraint.activate([
                  box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                  box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                  box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                  box.heightAnchor.constraint(equalToConstant: 40),
                  view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: footer.bottomAnchor),
                  footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                  footer.heightAnchor.constraint(equalToConstant: 50),
              ])
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.3) { self.box.alpha = 0 }
          }
      }
      """)
    #expect(Self.property(result, "box", "position", is: "[195,75]"))
    #expect(Self.property(result, "box", "bounds", is: "[0,0,358,40]"))
    #expect(Self.property(result, "footer", "position", is: "[195,785]"))
    #expect(LibraryIdiomsTests.layer(result, "safeAreaLayoutGuide") == nil)
    #expect(LibraryIdiomsTests.layer(result, "layoutMarginsGuide") == nil)
  }

  /// A card's own margins: UIKit's 8 pt until the code sets `layoutMargins` (24 left, 20 top),
  /// then those: a label pinned to its margins guide sits at (24, 20) in it; another card left
  /// at the default puts its label at (8, 8), a third with `.zero` margins at (0, 0). No card
  /// reaches the unsafe edges (y 300).
  @Test func aViewsLayoutMarginsGuideFollowsItsMargins() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              for (name, margins) in [("set", 1), ("plain", 0), ("zero", 2)] {
                  let card = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
                  view.addSubview(card)
                  if margins == 1 { card.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24) }
                  if margins == 2 { card.layoutMargins = .zero }
                  let label = UIView()
                  label.accessibilityLabel = name
                  label.translatesAutoresizingMaskIntoConstraints = false
                  card.addSubview(label)
                  NSLayoutConstraint.activate([
                      label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                      label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                      label.widthAnchor.constraint(equalToConstant: 10),
                      label.heightAnchor.constraint(equalToConstant: 10),
                  ])
                  card.layoutIfNeeded()
                  UIView.animate(withDuration: 0.3) { label.alpha = 0 }
              }
          }
      }
      """)
    let labels = LibraryIdiomsTests.layer(result, "view").map(CodeShapesTests.layers)?.filter {
      $0.key.contains("label")
    }
    let positions = (labels ?? []).compactMap { entry in
      CodeShapesTests.member(entry.value, "properties").flatMap { CodeShapesTests.member($0, "position") }
    }
    #expect(positions.count == 3)
    #expect(positions.first.map { CodeShapesTests.same($0, "[29,25]") } == true)
    #expect(positions.dropFirst().first.map { CodeShapesTests.same($0, "[13,13]") } == true)
    #expect(positions.last.map { CodeShapesTests.same($0, "[5,5]") } == true)
  }

  /// A controller's `additionalSafeAreaInsets` add to its view's: 47 + 20 = 67. A subview's
  /// insets are only the part of it that is outside that: a 30-tall strip at the top is covered
  /// all through (30), a header from y 20 down by 67 − 20 = 47 (its guide's layout frame starts
  /// there: 47, and is 100 − 47 = 53 tall); a body at y 100 not at all, nor a view in no window.
  @Test func aSubviewsInsetsAreWhatTheEdgesCover() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let strip = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 30))
              let header = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
              let body = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
              let loose = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
              view.addSubview(strip)
              view.addSubview(header)
              view.addSubview(body)
              let frame = header.safeAreaLayoutGuide.layoutFrame
              let marks = [strip.safeAreaInsets.top, header.safeAreaInsets.top, body.safeAreaInsets.top,
                           loose.safeAreaInsets.top, view.safeAreaInsets.top, frame.minY, frame.height]
              for (k, mark) in marks.enumerated() {
                  let dot = CALayer()
                  dot.frame = CGRect(x: CGFloat(k) * 10, y: mark, width: 4, height: 4)
                  body.layer.addSublayer(dot)
              }
              UIView.animate(withDuration: 0.3) { body.alpha = 0 }
          }
      }
      """)
    let dots = (LibraryIdiomsTests.layer(result, "body").map(CodeShapesTests.layers) ?? []).filter {
      $0.key.hasPrefix("dot")
    }
    let ys = dots.compactMap { LibraryIdiomsTests.component($0.value, "position", 1).map { $0 - 2 } }
    #expect(ys == [30, 47, 0, 0, 67, 47, 53])
  }

  /// FaveButton's sparks: views with `anchorPoint = (0.5, 1)` centred on the button by
  /// constraints. UIKit's layout engine sets a view's `center` and bounds size whatever its
  /// anchor point, so the layer's position is the button's centre (200 + 22, 222) and the spark
  /// turns about it; growing taller (30 → 50) keeps that position and animates only its size.
  @Test func autoLayoutSetsTheCentreWhateverTheAnchorPoint() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          let button = UIView(frame: CGRect(x: 200, y: 200, width: 44, height: 44))
          let spark = UIView()
          var height: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(button)
              spark.translatesAutoresizingMaskIntoConstraints = false
              spark.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
              view.insertSubview(spark, belowSubview: button)
              height = spark.heightAnchor.constraint(equalToConstant: 30)
              NSLayoutConstraint.activate([
                  spark.centerXAnchor.constraint(equalTo: button.centerXAnchor),
                  spark.centerYAnchor.constraint(equalTo: button.centerYAnchor),
                  spark.widthAnchor.constraint(equalToConstant: 10), height,
              ])
              spark.transform = CGAffineTransform(rotationAngle: .pi / 4)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              view.layoutIfNeeded()
              height.constant = 50
              UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
          }
      }
      """)
    #expect(Self.property(result, "spark", "position", is: "[222,222]"))
    #expect(Self.property(result, "spark", "bounds", is: "[0,0,10,50]"))
    let spark = try #require(LibraryIdiomsTests.layer(result, "spark"))
    let keys = CodeShapesTests.animations(spark).compactMap { CodeShapesTests.member($0.value, "keyPath") }
    #expect(keys.map(CodeShapesTests.text) == ["\"bounds.size\""])
  }

  /// An app's own launch (Ramotion's animated tab bar, driven as an app does): the app
  /// delegate's `application(_:didFinishLaunchingWithOptions:)` runs first and makes a tab bar
  /// controller of its own the window's root, so the window holds its view. The tab bar is UIKit's, 390 × 83 at
  /// the bottom (49 pt above the home indicator's 34: centre y 844 − 83 / 2 = 802.5); its items
  /// are the controllers' `tabBarItem`s; an image view takes its image's size (30 × 30 assumed,
  /// said); the controller's `override var selectedIndex { didSet }` runs when the code sets it.
  @Test func anAppDelegateLaunchesItsTabBarController() throws {
    let result = try Self.read(
      """
      final class Tabs: UITabBarController {
          var slots: [UIView] = []
          var chosen = 0
          override var selectedIndex: Int { didSet { chosen = selectedIndex } }
          override var viewControllers: [UIViewController]? { didSet { build() } }
          func build() {
              slots.forEach { $0.removeFromSuperview() }
              slots = []
              guard let items = tabBar.items else { return }
              let width = tabBar.bounds.width / CGFloat(items.count)
              for (index, item) in items.enumerated() {
                  let slot = UIView(frame: CGRect(x: width * CGFloat(index), y: 0, width: width, height: 49))
                  let icon = UIImageView(image: item.image?.withRenderingMode(.alwaysTemplate))
                  icon.center = CGPoint(x: width / 2, y: 20)
                  slot.addSubview(icon)
                  tabBar.addSubview(slot)
                  slots.append(slot)
              }
          }
          func select(_ index: Int) {
              selectedIndex = index
              let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
              bounce.values = [1, 1.4, 1]
              bounce.duration = 0.5
              slots[chosen].subviews[0].layer.add(bounce, forKey: nil)
          }
      }
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              let tabs = Tabs()
              let a = UIViewController()
              a.tabBarItem = UITabBarItem(title: "A", image: UIImage(named: "a"), tag: 0)
              let b = UIViewController()
              b.tabBarItem = UITabBarItem(title: "B", image: UIImage(named: "b"), tag: 1)
              tabs.viewControllers = [a, b]
              window?.rootViewController = tabs
              window?.makeKeyAndVisible()
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tabs.select(1) }
              return true
          }
      }
      """)
    #expect(Self.property(result, "tabBar", "bounds", is: "[0,0,390,83]"))
    #expect(Self.property(result, "tabBar", "position", is: "[195,802.5]"))
    #expect(Self.property(result, "slot2", "position", is: "[292.5,24.5]"))
    #expect(Self.property(result, "icon2", "bounds", is: "[0,0,30,30]"))
    #expect(Self.property(result, "icon2", "position", is: "[97.5,20]"))
    let adds = result.scene.events.compactMap { event -> String? in
      guard case .add(let a) = event.change else { return nil }
      return "\(event.time) \(event.layer.ids.joined(separator: "/")) \(a.keyPath ?? "")"
    }
    #expect(adds == ["1.0 window/view/tabBar/slot2/icon2 transform.scale"])
    #expect(result.notes.contains { $0.contains("an image's size is not known here") })
  }

  /// A label's `sizeThatFits(.zero)` (how a tab bar centres its titles): its text's size with no
  /// width limit, from TimingLab's stated metrics (0.55 em a character, 1.2 em a line): "Home"
  /// at 10 pt is 4 × 5.5 = 22 wide and 12 tall; given 15 pt of width it wraps to ⌈22 / 15⌉ = 2
  /// lines when it may (`numberOfLines = 0`), taken as wide as the room: 15 × 24.
  @Test func aLabelsSizeThatFitsIsItsTextsSize() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let label = UILabel()
              label.text = "Home"
              label.font = UIFont.systemFont(ofSize: 10)
              label.numberOfLines = 0
              let size = label.sizeThatFits(.zero)
              let narrow = label.sizeThatFits(CGSize(width: 15, height: 100))
              let box = CALayer()
              box.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
              let tall = CALayer()
              tall.frame = CGRect(x: 0, y: 0, width: narrow.width, height: narrow.height)
              view.layer.addSublayer(box)
              view.layer.addSublayer(tall)
              box.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
          }
      }
      """)
    #expect(Self.property(result, "box", "bounds", is: "[0,0,22,12]"))
    #expect(Self.property(result, "tall", "bounds", is: "[0,0,15,24]"))
  }

  /// A library's folder often holds its example app, delegate and all, beside the user's own
  /// driver: a controller nothing constructs (`Demo`, as a storyboard would show it) is the
  /// screen, so the example's launch does not run (said), and its controller does not either.
  @Test func aDriversControllerWinsOverAnExampleAppsLaunch() throws {
    let result = try Self.read(
      """
      final class ExampleViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let example = CALayer()
              view.layer.addSublayer(example)
              example.add(CABasicAnimation(keyPath: "opacity"), forKey: "example")
          }
      }
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = ExampleViewController()
              return true
          }
      }
      final class Demo: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let mine = CALayer()
              view.layer.addSublayer(mine)
              mine.add(CABasicAnimation(keyPath: "opacity"), forKey: "mine")
          }
      }
      """)
    #expect(LibraryIdiomsTests.layer(result, "mine") != nil)
    #expect(LibraryIdiomsTests.layer(result, "example") == nil)
    #expect(result.notes.contains { $0.contains("AppDelegate.application did not run: Demo starts on its own") })
  }

  /// UIWindowTransitions' shape: a `UIWindow` extension swaps the key window's root controller a
  /// second in, under a `CATransition` it adds to the window's own layer. The key window is the
  /// one the app delegate made key (`makeKeyAndVisible()`), not another; the swap is events at
  /// 1 s: the push transition (0.4 s, easeOut) on the window, the old root's view hidden, the
  /// new one's (loaded once: one badge) shown; `rootViewController` reads back the old root first.
  @Test func aWindowsRootControllerIsSwappedUnderATransition() throws {
    let result = try Self.read(
      """
      extension UIWindow {
          func swapRoot(to controller: UIViewController) {
              let transition = CATransition()
              transition.type = .push
              transition.subtype = .fromTop
              transition.duration = 0.4
              transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
              let previous = rootViewController
              layer.add(transition, forKey: kCATransition)
              rootViewController = controller
              previous?.view.removeFromSuperview()
          }
      }
      final class Intro: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let badge = UIView(frame: CGRect(x: 145, y: 372, width: 100, height: 100))
              view.addSubview(badge)
          }
      }
      final class Home: UIViewController {}
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = Intro()
              window?.makeKeyAndVisible()
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                  UIApplication.shared.keyWindow?.swapRoot(to: Home())
              }
              return true
          }
      }
      """)
    let events = result.scene.events.map { event -> String in
      let layer = event.layer.ids.joined(separator: "/")
      switch event.change {
      case .add(let a): return "\(event.time) \(layer) add \(a.transition.map { "\($0)" } ?? a.keyPath ?? "")"
      default: return "\(event.time) \(layer) \(event.change)"
      }
    }
    #expect(events.count == 3)
    #expect(events.first?.hasPrefix("1.0 window add ") == true)
    #expect(events.contains { $0.hasPrefix("1.0 window/view ") && $0.contains("hidden") })
    #expect(events.contains { $0.hasPrefix("1.0 window/homeView ") && $0.contains("hidden") })
    let badges = (LibraryIdiomsTests.layer(result, "view").map(CodeShapesTests.layers) ?? []).filter {
      $0.key.hasPrefix("badge")
    }
    #expect(badges.count == 1)
    #expect(Self.property(result, "homeView", "bounds", is: "[0,0,390,844]"))
  }

  /// What DeckTransition's presentation controller asks before it builds its deck: a controller
  /// nothing presented has no `transitioningDelegate` and no `presentingViewController` (nil),
  /// so `isPresentedWithDeck` is false; a view made in code has
  /// `translatesAutoresizingMaskIntoConstraints` true until the code turns it off; a view inside
  /// another `isDescendant(of:)` it, not the other way; a controller's view can be snapshotted
  /// (a view as large as it). Each answer picks a frame of its own: 10, 20, 30 and 40 wide.
  @Test func aControllersUnsetPropertiesAndAViewsQuestionsAnswerAsUIKit() throws {
    let result = try Self.read(
      """
      extension UIViewController {
          var isPresentedWithDeck: Bool {
              return transitioningDelegate is NSObject && modalPresentationStyle == .custom && presentingViewController != nil
          }
      }
      class Host: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
              let inner = UIView()
              box.addSubview(inner)
              view.addSubview(box)
              let deck = isPresentedWithDeck ? 1.0 : 10.0
              let manual = box.translatesAutoresizingMaskIntoConstraints ? 20.0 : 2.0
              inner.translatesAutoresizingMaskIntoConstraints = false
              let auto = inner.translatesAutoresizingMaskIntoConstraints ? 3.0 : 30.0
              let nested = inner.isDescendant(of: box) && !box.isDescendant(of: inner) ? 40.0 : 4.0
              for (k, width) in [deck, manual, auto, nested].enumerated() {
                  let mark = CALayer()
                  mark.frame = CGRect(x: 0, y: CGFloat(k) * 10, width: width, height: 5)
                  view.layer.addSublayer(mark)
              }
              let snapshot = view.snapshotView(afterScreenUpdates: false)!
              view.addSubview(snapshot)
              UIView.animate(withDuration: 0.3) { snapshot.alpha = 0 }
          }
      }
      """)
    let marks = (LibraryIdiomsTests.layer(result, "view").map(CodeShapesTests.layers) ?? []).filter {
      $0.key.hasPrefix("mark")
    }
    let widths = marks.compactMap { LibraryIdiomsTests.component($0.value, "bounds", 2) }
    #expect(widths == [10, 20, 30, 40])
    #expect(Self.property(result, "snapshot", "bounds", is: "[0,0,390,844]"))
  }

  /// EasyAnimation's shape: UIKit's `animate(withDuration:animations:)` and the layers'
  /// `action(forKey:)` exchanged for the program's (`method_exchangeImplementations`). The
  /// block call runs the program's `tl_animate`, whose call of itself runs UIKit's block (the
  /// view moves with UIKit's additive 0.6 s position animation); inside it the standalone
  /// layer's `position` set asks the program's `tl_action` first, with the old value still the
  /// model's, which records it and answers no action; afterwards the program adds its own basic
  /// animation from the recorded (20, 20) to the new (100, 20) over the block's 0.6 s.
  @Test func exchangedUIKitMethodsRunTheProgramsAndTheirSelfCallsUIKits() throws {
    let result = try Self.read(
      """
      final class Recording {
          static var current: [(CALayer, String, Any)]?
      }
      extension UIView {
          static func enableLayerBlocks() {
              if let system = class_getClassMethod(self, #selector(UIView.animate(withDuration:animations:))),
                 let mine = class_getClassMethod(self, #selector(UIView.tl_animate(withDuration:animations:))) {
                  method_exchangeImplementations(system, mine)
              }
          }
          @objc class func tl_animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
              Recording.current = []
              tl_animate(withDuration: duration, animations: animations)
              let recorded = Recording.current ?? []
              Recording.current = nil
              for (layer, key, from) in recorded {
                  let move = CABasicAnimation(keyPath: key)
                  move.fromValue = from
                  move.toValue = layer.value(forKey: key)
                  move.duration = duration
                  layer.add(move, forKey: nil)
              }
          }
      }
      extension CALayer {
          static func enableActions() {
              if let system = class_getInstanceMethod(self, #selector(CALayer.action(forKey:))),
                 let mine = class_getInstanceMethod(self, #selector(CALayer.tl_action(forKey:))) {
                  method_exchangeImplementations(system, mine)
              }
          }
          @objc func tl_action(forKey key: String!) -> CAAction! {
              if delegate is UIView { return tl_action(forKey: key) }
              if Recording.current != nil {
                  Recording.current?.append((self, key, value(forKey: key)!))
                  return nil
              }
              return tl_action(forKey: key)
          }
      }
      class Host: UIViewController {
          let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
          let dot = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.enableLayerBlocks()
              CALayer.enableActions()
              view.addSubview(card)
              dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
              card.layer.addSublayer(dot)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.6) {
                  self.card.center.x += 50
                  self.dot.position.x = 100
              }
          }
      }
      """)
    let dot = try #require(LibraryIdiomsTests.layer(result, "dot"))
    let moves = CodeShapesTests.animations(dot).map(\.value)
    #expect(moves.count == 1)
    let move = try #require(moves.first)
    #expect(CodeShapesTests.same(CodeShapesTests.member(move, "keyPath"), "position"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(move, "from"), "[20,20]"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(move, "to"), "[100,20]"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(move, "duration"), "0.6"))
    let card = try #require(LibraryIdiomsTests.layer(result, "card"))
    let slide = try #require(CodeShapesTests.animations(card).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(slide, "from"), "[-50,0]"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(slide, "additive"), "true"))
    #expect(result.notes.contains { $0.contains("exchanged with the program's tl_animate") })
  }
}
