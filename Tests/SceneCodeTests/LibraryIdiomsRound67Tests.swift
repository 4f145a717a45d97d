import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 67 of unseen code): constraints written in
/// SnapKit's DSL, and a view of an app class whose file was not given.
@Suite("Library idioms, round 67")
struct LibraryIdiomsRound67Tests {
  static let controller = """
    class Demo: UIViewController {
        let card = UIView()
        let badge = UIView()
        let below = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            card.addSubview(badge)
            view.addSubview(below)
            card.snp.makeConstraints { make in
                let gap: CGFloat = 10
                make.top.equalTo(view.safeAreaLayoutGuide).offset(gap * 2)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(100)
            }
            badge.snp.makeConstraints {
                $0.center.equalToSuperview()
                $0.size.equalTo(CGSize(width: 40, height: 30))
            }
            below.snp.makeConstraints { make in
                make.top.equalTo(card.snp.bottom).offset(8)
                make.left.right.equalTo(card)
                make.height.equalTo(card).multipliedBy(0.5)
            }
            badge.alpha = 0
            UIView.animate(withDuration: 0.5) { self.badge.alpha = 1 }
        }
        func grow() {
            card.snp.updateConstraints { make in
                make.height.equalTo(200)
            }
            UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        }
    }
    """

  /// Frame of layer `id` as (x, y, width, height) from its position and bounds (anchor centred).
  static func frame(_ result: CodeImport.Result, _ id: String) throws -> [Double] {
    let layer = try #require(LibraryIdiomsTests.layer(result, id))
    let x = try #require(LibraryIdiomsTests.component(layer, "position", 0))
    let y = try #require(LibraryIdiomsTests.component(layer, "position", 1))
    let w = try #require(LibraryIdiomsTests.component(layer, "bounds", 2))
    let h = try #require(LibraryIdiomsTests.component(layer, "bounds", 3))
    return [x - w / 2, y - h / 2, w, h]
  }

  /// The view is an iPhone's 390 × 844 with a 47 pt safe area at the top: the card's top is
  /// 47 + 2 × 10 (the closure's own `let`), inset 20 from both sides, 100 tall; the badge 40 × 30
  /// centred in it; the view below 8 under the card, as wide, half as tall.
  @Test func snapKitConstraintsPlaceTheViews() throws {
    let result = try importUIKitIdiom(Self.controller)
    #expect(try Self.frame(result, "card") == [20, 67, 350, 100])
    #expect(try Self.frame(result, "badge") == [155, 35, 40, 30])
    #expect(try Self.frame(result, "below") == [20, 175, 350, 50])
    #expect(!result.notes.contains { $0.contains("SnapKit line") })
  }

  /// `updateConstraints` gives the height constraint its new constant and the block lays out
  /// again: the card ends 200 tall (its centre 100 lower), the view below follows it, and
  /// the card's size animates over 0.3 s from 100 less (UIKit's additive `bounds.size`).
  @Test func updateConstraintsChangesTheConstant() throws {
    let result = try importUIKitIdiom(Self.controller, entry: "grow")
    #expect(try Self.frame(result, "card") == [20, 67, 350, 200])
    #expect(try Self.frame(result, "below") == [20, 275, 350, 100])
    let grow = try #require(idiomAnimation(result, on: "card", key: "bounds.size"))
    #expect(CodeShapesTests.member(grow, "duration") == .number(0.3))
    #expect(CodeShapesTests.member(grow, "from") == .array([.number(0), .number(-100)]))
  }

  /// `remakeConstraints` throws the view's earlier constraints away: the card is placed by the
  /// new ones alone (had the old stayed, its top would still be 67).
  @Test func remakeConstraintsReplacesThem() throws {
    let code = Self.controller.replacingOccurrences(
      of: "func grow() {",
      with: """
        func move() {
                card.snp.remakeConstraints { make in
                    make.bottom.equalToSuperview().inset(30)
                    make.centerX.equalToSuperview()
                    make.width.height.equalTo(60)
                }
                view.layoutIfNeeded()
            }
            func grow() {
        """)
    let result = try importUIKitIdiom(code, entry: "move")
    #expect(try Self.frame(result, "card") == [165, 754, 60, 60])
  }

  /// `SmartLabel()` of an app class not in the given files: by its name a label, so the toast
  /// around it takes the label's width plus the 20 pt insets on both sides, said so.
  @Test func anAppLabelClassNotGivenIsALabel() throws {
    let result = try importUIKitIdiom(
      """
      class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let toast = UIView()
              view.addSubview(toast)
              let label = SmartLabel()
              label.text = "Copied"
              toast.addSubview(label)
              toast.snp.makeConstraints { make in
                  make.center.equalToSuperview()
                  make.height.equalTo(48)
              }
              label.snp.makeConstraints { make in
                  make.leading.trailing.equalTo(toast).inset(20)
                  make.centerY.equalTo(toast)
              }
              toast.alpha = 0
              UIView.animate(withDuration: 0.3) { toast.alpha = 1 }
          }
      }
      """)
    let label = try Self.frame(result, "label")
    let toast = try Self.frame(result, "toast")
    #expect(label[2] > 0)
    #expect(toast[2] == label[2] + 40)
    #expect(toast[3] == 48)
    #expect(result.notes.contains { $0.contains("SmartLabel, taken for a UILabel") })
  }

  /// `asyncAfter` whose delay is a constant from a file not given: its code is left out, and
  /// the note says why (the delay), not that timed code is never run.
  @Test func aDelayNotKnownIsSaid() throws {
    let result = try importUIKitIdiom(
      """
      class Host: UIViewController {
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(box)
              UIView.animate(withDuration: 0.3) { self.box.alpha = 0.5 }
              DispatchQueue.main.asyncAfter(deadline: .now() + Constants.toastDuration) {
                  self.box.alpha = 0
              }
          }
      }
      """)
    #expect(result.notes.contains { $0.contains("asyncAfter runs its code later, but its delay is not known here") })
    #expect(result.scene.events.isEmpty)
  }
}
