import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 42 of unseen code: a group of loading
/// views configured through protocol extensions, shown in a view or else the key window).
/// Values worked out by hand.
@Suite("Library idioms, round 42")
struct LibraryIdiomsRound42Tests {
  static func read(_ code: String, entry: String? = nil) throws -> CodeImport.Result {
    try importIdiom("import UIKit\n" + code, entry: entry)
  }

  /// A computed property's implicit member is read as its declared type, as Swift does: the
  /// tint `var loadingTintColor: UIColor { return .white }` is white (#FFFFFF), and a
  /// one-expression getter `var trackColor: UIColor { .red }` red; the stroke is not an
  /// unknown colour drawn as a stand-in.
  @Test func aGettersImplicitMemberIsItsDeclaredType() throws {
    let result = try Self.read(
      """
      protocol LoadingConfig {
          var loadingTintColor: UIColor { get }
      }
      final class Spinner: UIView {
          let ring = CAShapeLayer()
          let track = CAShapeLayer()
          override init(frame: CGRect) {
              super.init(frame: frame)
              ring.strokeColor = loadingTintColor.cgColor
              track.strokeColor = trackColor.cgColor
              layer.addSublayer(track)
              layer.addSublayer(ring)
          }
          required init?(coder: NSCoder) { fatalError() }
          var trackColor: UIColor { .red }
          func startLoading() {
              let spin = CABasicAnimation(keyPath: "transform.rotation")
              spin.toValue = Double.pi * 2
              ring.add(spin, forKey: "spin")
          }
      }
      extension Spinner: LoadingConfig {
          var loadingTintColor: UIColor {
              return .white
          }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
              view.addSubview(spinner)
              spinner.startLoading()
          }
      }
      """)
    #expect(LibraryIdiomsRound41Tests.property(result, "ring", "strokeColor", is: "#FFFFFF"))
    #expect(LibraryIdiomsRound41Tests.property(result, "track", "strokeColor", is: "#FF0000"))
    #expect(!result.notes.contains { $0.contains("the colour is not known here") })
  }

  /// `UIApplication.shared.keyWindow ?? UIView()` read for a fallback the code does not take
  /// (it shows in the view it was given) leaves the app's window empty: it is not a second
  /// root of the scene beside the screen's view.
  @Test func anEmptyKeyWindowAskedForIsNotARoot() throws {
    let result = try Self.read(
      """
      final class Group {
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
          func show(_ inView: UIView?) {
              var host = UIApplication.shared.keyWindow ?? UIView()
              if let inView = inView { host = inView }
              box.center = CGPoint(x: host.frame.width / 2, y: host.frame.height / 2)
              host.addSubview(box)
              UIView.animate(withDuration: 0.3) { self.box.alpha = 0 }
          }
      }
      class Host: UIViewController {
          let group = Group()
          override func viewDidLoad() {
              super.viewDidLoad()
              group.show(view)
          }
      }
      """)
    let root = try #require(LibraryIdiomsTests.root(result))
    #expect(CodeShapesTests.member(root, "id").map(CodeShapesTests.text) == "\"view\"")
    #expect(LibraryIdiomsRound41Tests.property(result, "box", "position", is: "[195,422]"))
  }

  /// MultiProgressView's shape: a bar whose `layoutSubviews()` sizes its sections by progress
  /// and centres a title with constraints it activates there; each section's own
  /// `layoutSubviews()` sizes its image view to itself. UIKit repeats a layout pass until
  /// nothing needs layout, so the title is centred before the screen shows (not moved by the
  /// later block), and `layoutIfNeeded()` inside `UIView.animate` lays the resized section out
  /// too: its image view grows with it (0 → 70 wide over 0.3 s), at set-up and a second in.
  @Test func aLayoutPassLaysOutWhatItChangedInTheSamePass() throws {
    let result = try Self.read(
      """
      final class Section: UIView {
          let imageView = UIView()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(imageView)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() {
              super.layoutSubviews()
              imageView.frame = bounds
          }
      }
      final class Bar: UIView {
          let title = UILabel()
          let first = Section()
          let second = Section()
          var progress: [CGFloat] = [0, 0]
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(title)
              addSubview(first)
              addSubview(second)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() {
              super.layoutSubviews()
              if title.translatesAutoresizingMaskIntoConstraints {
                  title.translatesAutoresizingMaskIntoConstraints = false
                  title.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                  title.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
              }
              first.frame = CGRect(x: 0, y: 0, width: bounds.width * progress[0], height: bounds.height)
              second.frame = CGRect(x: first.frame.maxX, y: 0, width: bounds.width * progress[1], height: bounds.height)
          }
          func setProgress(_ section: Int, _ value: CGFloat) {
              progress[section] = value
              setNeedsLayout()
              layoutIfNeeded()
          }
      }
      class Host: UIViewController {
          let bar = Bar(frame: CGRect(x: 20, y: 300, width: 350, height: 20))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(bar)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.3) { self.bar.setProgress(0, 0.2) }
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                  UIView.animate(withDuration: 0.3) { self.bar.setProgress(1, 0.2) }
              }
          }
      }
      """)
    let title = try #require(LibraryIdiomsTests.layer(result, "title"))
    #expect(CodeShapesTests.animations(title).isEmpty)
    #expect(LibraryIdiomsRound41Tests.property(result, "title", "position", is: "[175,10]"))
    let image = try #require(LibraryIdiomsTests.layer(result, "imageView"))
    let grow = CodeShapesTests.animations(image).first { $0.key == "bounds.size" }?.value
    #expect(grow.flatMap { CodeShapesTests.member($0, "from") }.map { CodeShapesTests.same($0, "[-70,0]") } == true)
    let later = result.scene.events.compactMap { event -> String? in
      guard case .add(let a) = event.change else { return nil }
      return "\(event.time) \(event.layer.ids.last ?? "") \(a.keyPath ?? "")"
    }
    #expect(later.contains("1.0 imageView2 bounds.size"))
  }
}

/// Round 43: two files from apps (a call screen's progress ring, a storyboard timer's
/// indicator). Values worked out by hand.
@Suite("Library idioms, round 43")
struct LibraryIdiomsRound43Tests {
  /// A ring drawn around `arcCenter: .zero` (the origin: radius 20 gives a path from (20, 0))
  /// with `fillColor = .none` (Swift's `Optional.none`: no fill, drawn clear, not a stand-in).
  @Test func anOriginCentreAndANoneFill() throws {
    let result = try importIdiom(
      """
      import UIKit
      class Ring: UIView {
          lazy var track: CAShapeLayer = {
              let track = CAShapeLayer()
              track.fillColor = .none
              track.strokeColor = UIColor.black.cgColor
              track.path = UIBezierPath(arcCenter: .zero, radius: 20, startAngle: 0, endAngle: 2 * CGFloat.pi, clockwise: true).cgPath
              let spin = CABasicAnimation(keyPath: "strokeEnd")
              spin.fromValue = 0
              spin.toValue = 1
              track.add(spin, forKey: "line")
              return track
          }()
          override init(frame: CGRect) {
              super.init(frame: frame)
              layer.addSublayer(track)
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(Ring(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
          }
      }
      """, entry: nil)
    #expect(LibraryIdiomsRound41Tests.property(result, "track", "fillColor", is: "#00000000"))
    let path = LibraryIdiomsTests.property(result, "track", "path").map(CodeShapesTests.text) ?? ""
    #expect(path.hasPrefix("\"M 20 0 "))
    #expect(!result.notes.contains { $0.contains("the colour is not known here") })
  }

  /// `@IBOutlet weak var indicator: Indicator!` of a view class of the program: the storyboard
  /// makes one in the controller's view and runs its `awakeFromNib()` (which builds its ring),
  /// and the controller's `indicator.start()` animates that one; no second, standalone
  /// instance is made.
  @Test func anOutletOfTheProgramsViewClassIsAnInstanceOfIt() throws {
    let result = try importIdiom(
      """
      import UIKit
      class Indicator: UIView {
          let ring = CAShapeLayer()
          override func awakeFromNib() {
              super.awakeFromNib()
              ring.strokeEnd = 0
              layer.addSublayer(ring)
          }
          func start() {
              let fill = CABasicAnimation(keyPath: "strokeEnd")
              fill.toValue = 1
              fill.duration = 60
              ring.add(fill, forKey: "fill")
          }
      }
      class TimerViewController: UIViewController {
          @IBOutlet weak var indicator: Indicator!
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              indicator.start()
          }
      }
      """, entry: nil)
    let root = try #require(LibraryIdiomsTests.root(result))
    let ids = CodeShapesTests.layers(root).map(\.key)
    #expect(ids.filter { $0.hasPrefix("ring") }.count == 1)
    #expect(CodeShapesTests.member(root, "id").map(CodeShapesTests.text) == "\"view\"")
    let ring = try #require(LibraryIdiomsTests.layer(result, "ring"))
    #expect(CodeShapesTests.animations(ring).map(\.key) == ["fill"])
  }

  /// A scene delegate's launch (`scene(_:willConnectTo:options:)`) making a window for its scene
  /// and a navigation controller its root: the window fills the screen, the controller at the
  /// top of the stack is shown in the navigation controller's view (its `viewDidLoad` and
  /// `viewDidAppear` run: the card fades over 0.5 s), and the window assumed for the scene
  /// beforehand is not left in the scene.
  @Test func aSceneDelegatesNavigationControllerShowsItsTopController() throws {
    let result = try importIdiom(
      """
      import UIKit
      final class Notes: UIViewController {
          let card = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.5) { self.card.alpha = 0 }
          }
      }
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
              guard let windowScene = (scene as? UIWindowScene) else { return }
              window = UIWindow(windowScene: windowScene)
              window?.makeKeyAndVisible()
              window?.rootViewController = UINavigationController(rootViewController: Notes())
          }
      }
      """, entry: nil)
    let root = try #require(LibraryIdiomsTests.root(result))
    #expect(CodeShapesTests.member(root, "id").map(CodeShapesTests.text) == "\"window\"")
    #expect(LibraryIdiomsRound41Tests.property(result, "window", "bounds", is: "[0,0,390,844]"))
    #expect(LibraryIdiomsRound41Tests.property(result, "notesView", "bounds", is: "[0,0,390,844]"))
    let card = try #require(LibraryIdiomsTests.layer(result, "card"))
    #expect(CodeShapesTests.animations(card).map(\.key) == ["opacity"])
    #expect(!result.notes.contains { $0.contains("never added to a layer tree") })
  }

  /// The tab bar bounce many apps share: `tabBar(_:didSelect:)` reaches the item's button with
  /// `item.value(forKey: "view")` and bounces it with a property animator. The button is the
  /// item's even slot of the bar (two items: 195 × 49, the second centred at 292.5); the
  /// animation `addAnimations(_:delayFactor: 0.3)` adds starts 0.3 × 0.3 = 0.09 s in and runs
  /// the remaining 0.21 s (uikit.md §5), selected a second in.
  @Test func aTabBarItemsViewIsItsSlotOfTheBar() throws {
    let result = try importIdiom(
      """
      import UIKit
      final class Tabs: UITabBarController {
          override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
              guard let barItemView = item.value(forKey: "view") as? UIView else { return }
              let timeInterval: TimeInterval = 0.3
              let propertyAnimator = UIViewPropertyAnimator(duration: timeInterval, dampingRatio: 0.5) {
                  barItemView.transform = CGAffineTransform.identity.scaledBy(x: 0.9, y: 0.9)
              }
              propertyAnimator.addAnimations({ barItemView.transform = .identity }, delayFactor: CGFloat(timeInterval))
              propertyAnimator.startAnimation()
          }
      }
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              let tabs = Tabs()
              let a = UIViewController()
              a.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
              let b = UIViewController()
              b.tabBarItem = UITabBarItem(title: "Cart", image: nil, tag: 1)
              tabs.viewControllers = [a, b]
              window?.rootViewController = tabs
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                  tabs.tabBar(tabs.tabBar, didSelect: b.tabBarItem)
              }
              return true
          }
      }
      """, entry: nil)
    #expect(LibraryIdiomsRound41Tests.property(result, "tabBarButton", "bounds", is: "[0,0,195,49]"))
    #expect(LibraryIdiomsRound41Tests.property(result, "tabBarButton", "position", is: "[292.5,24.5]"))
    let button = try #require(LibraryIdiomsTests.layer(result, "tabBarButton"))
    let back = try #require(CodeShapesTests.animations(button).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(back, "beginTime"), "1.09"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(back, "duration"), "0.21"))
  }
}
