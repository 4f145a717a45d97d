import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 31 of unseen code: a toast and a
/// notification on blurred views, a countdown ring drawn in `draw(_:)`, a floating action
/// button). Values worked out by hand.
@Suite("Library idioms, round 31")
struct LibraryIdiomsRound31Tests {
  /// An item view of the program's sizes its circle from its parent's `itemSize` through
  /// `superview as! Menu` (the program's object, not only its layer): 42 pt about x = 21.
  @Test func aSuperviewCastToTheProgramsClassReadsItsProperties() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "menu.swift",
          text: """
            final class Item: UIView {
              let circle = CAShapeLayer()
              func build() {
                let parent: Menu = superview as! Menu
                circle.frame = CGRect(x: parent.itemSize / 2 - 21, y: 0, width: 42, height: 42)
                layer.addSublayer(circle)
              }
            }
            final class Menu: UIView {
              var itemSize: CGFloat = 42
              func add() {
                let item = Item(frame: CGRect(x: 0, y: 0, width: 42, height: 42))
                addSubview(item)
                item.build()
              }
            }
            final class Host: UIViewController {
              func go() {
                let menu = Menu(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
                view.addSubview(menu)
                menu.add()
                UIView.animate(withDuration: 1) { menu.alpha = 0 }
              }
            }
            """)
      ], name: "menu", options: CodeImport.Options(entry: "Host.go"))
    let circle = try #require(result.scene.root.layer(at: "view/menu/item/circle"))
    #expect(AutoLayoutTests.frame(circle) == [0, 0, 42, 42])
  }

  /// Objective-C: `image ? (a) : (b)` with a space before `?` is a conditional (no optional call
  /// in Objective-C); `Float.ulpOfOne` is single precision's (2⁻²³); an effect view subclass's
  /// `self.contentView` is its content view, inside it.
  @Test func objectiveCConditionalsAndEffectViewSubclasses() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "toast.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface Toast : UIVisualEffectView
            @property (strong, nonatomic) UILabel *label;
            @end
            @implementation Toast
            - (void)build {
                UIImage *image = nil;
                CGFloat width = image ? (300 - 30) : (300 - 20);
                self.frame = CGRectMake(0, 0, width, 40);
                self.label = [[UILabel alloc] initWithFrame:CGRectMake(10, 10, 100, 20)];
                [self.contentView addSubview:self.label];
            }
            @end
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)go {
                Toast *toast = [[Toast alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                [toast build];
                [self.view addSubview:toast];
                [UIView animateWithDuration:1 animations:^{ toast.alpha = 0; }];
            }
            @end
            """)
      ], name: "toast", options: CodeImport.Options(entry: "Host.go"))
    #expect(!result.notes.contains { $0.contains("not understood") })
    let label = try #require(result.scene.root.layer(at: "view/toast/contentView/label"))
    #expect(AutoLayoutTests.frame(label) == [10, 10, 100, 20])
    // No image: 300 − 20 wide.
    #expect(AutoLayoutTests.frame(result.scene.root.layer(at: "view/toast")) == [0, 0, 280, 40])

    let swift = try CodeImport.read(
      """
      let layer = CALayer()
      layer.opacity = Float(1 - Float.ulpOfOne * 4)
      layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      """)
    let opacity = swift.scene.root.properties.first { $0.keyPath == "opacity" }?.value
    #expect(opacity == .number(Double(Float(1) - Float.ulpOfOne * 4)))
  }

  /// A driver whose class has the name of a class in the library (both Swift): the compiler
  /// refuses it; the import runs the file read first's method and says so, with the second file.
  @Test func aClassDeclaredInTwoSwiftFilesIsNamed() throws {
    let library = """
      class DemoController: UIViewController {
        override func viewDidLoad() {
          let dot = CALayer()
          view.layer.addSublayer(dot)
          dot.add(CABasicAnimation(keyPath: "opacity"), forKey: "library")
        }
      }
      """
    let driver = """
      class DemoController: UIViewController {
        override func viewDidLoad() {
          let mine = CALayer()
          view.layer.addSublayer(mine)
          mine.add(CABasicAnimation(keyPath: "opacity"), forKey: "driver")
        }
      }
      """
    let result = try CodeImport.read(
      [CodeImport.Source(file: "Library.swift", text: library), CodeImport.Source(file: "Driver.swift", text: driver)],
      name: "clash", options: CodeImport.Options(entry: "DemoController.viewDidLoad"))
    #expect(
      result.notes.contains { $0.contains("DemoController is declared again in Driver.swift (first in Library.swift") },
      "\(result.notes)")
  }

  /// Objective-C compound literals with nested designators: `(CGRect){ .origin.x = 1,
  /// .origin.y = 2, .size.width = 30 }` (the height left out: zero, as C sets it) and
  /// `(CGPoint){ .y = 5 }`.
  @Test func compoundLiteralsWithNestedDesignators() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "literal.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)go {
                CGRect r = (CGRect){ .origin.x = 1, .origin.y = 2, .size.width = 30 };
                CGPoint p = (CGPoint){ .y = 5 };
                CALayer *box = [CALayer layer];
                box.frame = CGRectMake(r.origin.x, r.origin.y, r.size.width, r.size.height + 10);
                box.position = CGPointMake(box.position.x, box.position.y + p.y);
                [self.view.layer addSublayer:box];
                [box addAnimation:[CABasicAnimation animationWithKeyPath:@"opacity"] forKey:@"fade"];
            }
            @end
            """)
      ], name: "literal", options: CodeImport.Options(entry: "Host.go"))
    #expect(!result.notes.contains { $0.contains("not understood") })
    // Frame (1, 2, 30, 10): centre (16, 7), moved down 5.
    let box = try #require(result.scene.root.layer(at: "view/box"))
    #expect(box.properties.last { $0.keyPath == "position" }?.value == .point(16, 12))
  }
}
