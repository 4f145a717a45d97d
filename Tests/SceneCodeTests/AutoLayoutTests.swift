import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Auto Layout in animation code: constraints made with anchors, a constant changed, then
/// `layoutIfNeeded()` in a UIKit block, which UIKit animates as a frame change (uikit.md §1–2:
/// position additive from old − new to zero). Frames worked out by hand from the constraints.
@Suite("Auto Layout")
struct AutoLayoutTests {
  /// A 320 × 480 view; a sheet 10 pt in from each side, 200 tall, its bottom 200 below the
  /// view's (hidden); a badge centred in it at half its width, 20 from its top, 40 tall; a label
  /// placed by its top and leading only (its size is its text's).
  static let sheet = """
    import UIKit
    final class Sheet: UIViewController {
        let sheet = UIView()
        let badge = UIView()
        let label = UILabel()
        var bottom = NSLayoutConstraint()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            sheet.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sheet)
            sheet.addSubview(badge)
            sheet.addSubview(label)
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                sheet.heightAnchor.constraint(equalToConstant: 200),
                badge.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
                badge.widthAnchor.constraint(equalTo: sheet.widthAnchor, multiplier: 0.5),
                badge.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 20),
                badge.heightAnchor.constraint(equalToConstant: 40),
                label.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 16),
            ])
            bottom = sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 200)
            bottom.isActive = true
        }
        func open() {
            bottom.constant = 0
            UIView.animate(withDuration: 0.4) { self.view.layoutIfNeeded() }
        }
    }
    """

  static func frame(_ layer: Layer?) -> [Double] {
    guard let layer else { return [] }
    var position: [Double] = []
    var bounds: [Double] = []
    for p in layer.properties {
      if p.keyPath == "position" { position = p.value.components }
      if p.keyPath == "bounds" { bounds = p.value.components }
    }
    guard position.count == 2, bounds.count == 4 else { return [] }
    return [position[0] - bounds[2] / 2, position[1] - bounds[3] / 2, bounds[2], bounds[3]]
  }

  // Opened: the sheet's frame (10, 280, 300, 200) (bottom at 480), its position animated from
  // 200 lower (additive (0, 200) → 0, 0.4 s, easeInEaseOut); the badge keeps its place in the
  // sheet (75, 20, 150, 40), so it does not animate; the label's height is its text's, said.
  /// Constraints that contradict one another (a box centred in a 300 pt column as tall as its
  /// 40 pt content plus 10 and 10, and also 100 pt tall): no edge is trusted from the system they
  /// make together; the import goes on, the box keeps what it can and says so.
  @Test func contradictingConstraintsAreNotSolvedTogether() throws {
    let result = try CodeImport.read(
      """
      let column = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let box = UIView()
      let content = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      content.translatesAutoresizingMaskIntoConstraints = false
      column.addSubview(box)
      box.addSubview(content)
      NSLayoutConstraint.activate([
        box.centerYAnchor.constraint(equalTo: column.centerYAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.leadingAnchor.constraint(equalTo: column.leadingAnchor),
        content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
        content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        content.heightAnchor.constraint(equalToConstant: 40),
        box.heightAnchor.constraint(equalToConstant: 100),
        content.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        content.widthAnchor.constraint(equalToConstant: 20),
      ])
      column.layoutIfNeeded()
      let fade = CABasicAnimation(keyPath: "opacity")
      box.layer.add(fade, forKey: "fade")
      """)
    let box = try #require(result.scene.root.sublayers.first { $0.id == "box" })
    #expect(box.animations.count == 1)
  }

  @Test func layoutIfNeededInABlockAnimatesTheFrame() throws {
    let result = try CodeImport.read(Self.sheet, options: .init(entry: "open"))
    let root = result.scene.root
    let sheet = root.layer(at: "view/sheet")
    #expect(Self.frame(sheet) == [10, 280, 300, 200])
    #expect(Self.frame(root.layer(at: "view/sheet/badge")) == [75, 20, 150, 40])
    #expect(root.layer(at: "view/sheet/badge")?.animations.isEmpty == true)
    let move = try #require(sheet?.animations.first)
    #expect(move.keyPath == "position" && move.isAdditive && move.duration == 0.4)
    #expect(move.timingFunction == .easeInEaseOut)
    guard case .basic(let values) = move.content else {
      Issue.record("not a basic animation")
      return
    }
    #expect(values.from == .point(0, 200) && values.to == .point(0, 0))
    // The label has no text: UIKit sizes it from its content, which is nothing (an empty
    // label's intrinsicContentSize is zero), 8 below the badge (20 + 40 + 8) and 16 in.
    #expect(Self.frame(root.layer(at: "view/sheet/label")) == [16, 68, 0, 0])
  }

  // Without the entry, the set-up is laid out when the view has loaded (the sheet below the
  // view), without animation: a block in viewDidLoad that does not lay out moves nothing.
  @Test func theSetUpIsLaidOutWithoutAnimation() throws {
    let code = Self.sheet.replacingOccurrences(
      of: "bottom.isActive = true\n",
      with: "bottom.isActive = true\n        UIView.animate(withDuration: 0.2) { self.badge.alpha = 0.5 }\n")
    let scene = try CodeImport.read(code).scene
    let sheet = scene.root.layer(at: "view/sheet")
    #expect(Self.frame(sheet) == [10, 480, 300, 200])
    #expect(sheet?.animations.isEmpty == true)
    #expect(scene.root.layer(at: "view/sheet/badge")?.animations.first?.keyPath == "opacity")
  }

  // The older spelling, in Swift and in Objective-C: a drawer 240 wide, its leading edge 240 to
  // the left of the view's (hidden), slid in by setting the constant to 0: frame
  // (0, 0, 240, 480), position animated from 240 to the left (additive (−240, 0) → 0, 0.3 s).
  @Test(arguments: [
    (
      "Drawer.swift",
      """
      import UIKit
      final class Drawer: UIViewController {
          let panel = UIView()
          var left: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
              view.addSubview(panel)
              left = NSLayoutConstraint(item: panel, attribute: .leading, relatedBy: .equal, toItem: view,
                                        attribute: .leading, multiplier: 1, constant: -240)
              view.addConstraint(left)
              NSLayoutConstraint.activate([
                  panel.widthAnchor.constraint(equalToConstant: 240),
                  panel.topAnchor.constraint(equalTo: view.topAnchor),
                  panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
              ])
          }
          func openDrawer() {
              left.constant = 0
              UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
          }
      }
      """
    ),
    (
      "Drawer.m",
      """
      #import <UIKit/UIKit.h>
      @interface Drawer : UIViewController
      @property (nonatomic, strong) UIView *panel;
      @property (nonatomic, strong) NSLayoutConstraint *left;
      @end
      @implementation Drawer
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.view.frame = CGRectMake(0, 0, 320, 480);
          self.panel = [[UIView alloc] init];
          [self.view addSubview:self.panel];
          self.left = [NSLayoutConstraint constraintWithItem:self.panel attribute:NSLayoutAttributeLeading
              relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeLeading
              multiplier:1 constant:-240];
          [self.view addConstraint:self.left];
          [NSLayoutConstraint activateConstraints:@[
              [self.panel.widthAnchor constraintEqualToConstant:240],
              [self.panel.topAnchor constraintEqualToAnchor:self.view.topAnchor],
              [self.panel.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor]
          ]];
      }
      - (void)openDrawer {
          self.left.constant = 0;
          [UIView animateWithDuration:0.3 animations:^{ [self.view layoutIfNeeded]; }];
      }
      @end
      """
    ),
  ])
  func itemConstraintsAndObjectiveC(file: String, code: String) throws {
    let result = try CodeImport.read([.init(file: file, text: code)], options: .init(entry: "openDrawer"))
    let panel = result.scene.root.layer(at: "view/panel")
    #expect(Self.frame(panel) == [0, 0, 240, 480])
    let move = try #require(panel?.animations.first)
    #expect(move.keyPath == "position" && move.isAdditive && move.duration == 0.3)
    guard case .basic(let values) = move.content else {
      Issue.record("not a basic animation")
      return
    }
    #expect(values.from == .point(-240, 0) && values.to == .point(0, 0))
  }

  // A banner as wide as the screen slides down its own height: UIScreen.main.bounds is taken as
  // an iPhone's, 390 × 844 (as the view a constraint hangs from), said once.
  @Test func theScreenIsAnIPhones() throws {
    let result = try CodeImport.read(
      """
      import UIKit
      final class Banner: UIViewController {
          let banner = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(banner)
              banner.frame = CGRect(x: 0, y: -60, width: UIScreen.main.bounds.width, height: 60)
              UIView.animate(withDuration: 0.25) { self.banner.frame.origin.y = 0 }
          }
      }
      """)
    #expect(Self.frame(result.scene.root.layer(at: "view/banner")) == [0, 0, 390, 60])
    #expect(result.diagnostics.filter { $0.message.contains("UIScreen.main.bounds: assumed") }.count == 1)
  }
}
