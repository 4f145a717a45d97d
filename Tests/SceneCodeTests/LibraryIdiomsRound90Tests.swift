import Foundation
import MediaTiming
import Scenes
import Testing

@testable import SceneCode

/// Idioms of app code the importer follows (round 90 of unseen code): a xib view that starts
/// its spinner in `awakeFromNib`, an angle helper from a library not given, views placed by hand
/// in `viewDidLayoutSubviews`.
@Suite("Library idioms, round 90")
struct LibraryIdiomsRound90Tests {
  /// UIKit connects every outlet of a nib before it sends `awakeFromNib`: the loading view's
  /// `indicator` outlet is the xib's 50-point subview when `awakeFromNib` spins it — one
  /// indicator, turned 0 → 2π (`degreesToRadians` of a library not given, taken by its name,
  /// said) every 0.9 s.
  @Test func awakeFromNibRunsWithItsOutletsConnected() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
              <view contentMode="scaleToFill" id="top" customClass="LoadingView">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                  <subviews>
                      <view contentMode="scaleToFill" id="spin">
                          <rect key="frame" x="75" y="75" width="50" height="50"/>
                      </view>
                  </subviews>
                  <connections>
                      <outlet property="indicator" destination="spin" id="o1"/>
                  </connections>
              </view>
          </objects>
      </document>
      """
    let code = """
      import UIKit
      class LoadingView: UIView {
          @IBOutlet weak var indicator: UIView!
          override func awakeFromNib() {
              let spin = CABasicAnimation(keyPath: "transform.rotation.z")
              spin.fromValue = degreesToRadians(degrees: 0)
              spin.toValue = degreesToRadians(degrees: 360)
              spin.duration = 0.9
              spin.repeatCount = HUGE
              indicator.layer.add(spin, forKey: "spin")
          }
      }
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let card = Bundle.main.loadNibNamed("LoadingView", owner: self, options: nil)?[0] as! LoadingView
              view.addSubview(card)
          }
      }
      """
    let result = try CodeImport.read(
      [CodeImport.Source(file: "Screen.swift", text: code), CodeImport.Source(file: "LoadingView.xib", text: xib)],
      name: "idiom", options: CodeImport.Options())
    let spin = try #require(idiomAnimation(result, on: "indicator", key: "spin"))
    #expect(CodeShapesTests.member(spin, "to") == .number(2 * Double.pi))
    #expect(CodeShapesTests.member(spin, "from") == .number(0))
    #expect(LibraryIdiomsTests.layer(result, "indicator2") == nil)
    #expect(result.notes.contains { $0.contains("degreesToRadians is not in the given files: taken by its name") })
  }

  /// Angle helpers by their names, in the spellings apps use.
  @Test func angleHelpersByName() {
    #expect(CodeInterpreter.angleConversion("degreesToRadians") == Double.pi / 180)
    #expect(CodeInterpreter.angleConversion("DEGREES_TO_RADIANS") == Double.pi / 180)
    #expect(CodeInterpreter.angleConversion("deg2rad") == Double.pi / 180)
    #expect(CodeInterpreter.angleConversion("radiansToDegrees") == 180 / Double.pi)
    #expect(CodeInterpreter.angleConversion("rotate") == nil)
  }

  /// `viewDidLayoutSubviews` that only moves views (centres 400 to the left, labels hidden)
  /// keeps them there — UIKit's engine, unchanged, sets no frame again — so `viewDidAppear`'s
  /// block brings the box back from x = 60 − 400 to 60: additive from (−400, 0).
  @Test func viewsMovedByHandAfterLayoutStayMoved() throws {
    let result = try importUIKitIdiom(
      """
      class Intro: UIViewController {
          let box = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              box.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(box)
              NSLayoutConstraint.activate([
                  box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                  box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                  box.widthAnchor.constraint(equalToConstant: 100),
                  box.heightAnchor.constraint(equalToConstant: 100),
              ])
          }
          override func viewDidLayoutSubviews() {
              box.center = CGPoint(x: box.center.x - 400, y: box.center.y)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 2) { self.box.center = CGPoint(x: self.box.center.x + 400, y: self.box.center.y) }
          }
      }
      """)
    #expect(LibraryIdiomsRound83Tests.text(result, "box", "position") == "[60,150]")
    let move = try #require(idiomAnimation(result, on: "box", key: "position"))
    #expect(LibraryIdiomsRound86Tests.from(move) == "[-400,0]")
  }
}
