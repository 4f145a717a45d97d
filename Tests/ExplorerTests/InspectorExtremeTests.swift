import Explorer
import MediaTiming
import PropertyBased
import Scenes
import TermGrid
import Testing

/// Extreme numbers typed into the inspector (±0, subnormals, past `Int.max`, ±1e300, the largest
/// double, NaN and infinities as text) and stepped with Shift+→, in every numeric field of every
/// kind of animation and of the layer, then the scene drawn scrubbing and playing: an edit is
/// either applied or refused with the field's name, and nothing traps (a trap would end the run,
/// losing a user's unsaved edits in the real program).
@Suite("Extreme values in the inspector")
struct InspectorExtremeTests {
  static let kinds = [
    "keyPath=position.x from=0 to=100 duration=1", "keyPath=opacity values=[0,1,0.5] duration=1",
    "keyPath=position.x to=100 spring=smooth", "group { duration=1 keyPath=opacity to=0 }",
  ]

  /// The texts a person could type for a number, extreme ones weighted up.
  static let numberText = Gen.oneOf(
    Gen.element(of: [
      "0", "-0", "5e-324", "2.2250738585072014e-308", "1e19", "-1e19", "9.3e18", "1e300", "-1e300",
      "1.7976931348623157e308", "-1.7976931348623157e308", "inf", "-inf", "nan", "1e999",
    ]).map { $0 ?? "0" },
    Gen.double(in: -1...1).map { "\($0 * 1e308)" }
  )

  /// How many typed edits were applied and refused (both must happen, or nothing was tested).
  final class Outcomes: @unchecked Sendable {
    var applied = 0
    var refused = 0
  }
  let outcomes = Outcomes()

  func key(_ k: KeyEvent, _ time: Double = 0) -> ExplorerEvent { .terminal(.key(k), mediaTime: time) }

  /// Opens the inspector on the first animation (or on the layer when `layer`), types `text` into
  /// field number `index` (wrapping), then steps it up ten times with Shift+→.
  func edit(_ notation: String, layer: Bool, field index: Int, text: String) throws -> ExplorerState {
    var s = ExplorerState(scene: try Scene.parseNotation(notation), width: 100, height: 30)
    if layer { s.show(.layerTree) }  // the layer tree selects the root layer first
    _ = s.update(key(.char("e")))
    let numeric = s.inspectorFields.indices.filter {
      if case .number = s.inspectorFields[$0].kind { return true }
      return false
    }
    guard !numeric.isEmpty else { return s }
    let target = numeric[index % numeric.count]
    while s.overlay(InspectorOverlay.self)!.field < target { _ = s.update(key(KeyEvent(.down))) }
    let name = s.inspectorFields[target].name
    let before = s.scene
    _ = s.update(key(KeyEvent(.enter)))
    for _ in 0..<40 { _ = s.update(key(KeyEvent(.backspace))) }
    for scalar in text.unicodeScalars { _ = s.update(key(.char(scalar))) }
    _ = s.update(key(KeyEvent(.enter)))
    if s.scene == before, let message = s.message, message.hasPrefix("refused") {
      #expect(message.contains(name), "a refusal names the field: \(message)")
      outcomes.refused += 1
    } else if s.scene != before {
      outcomes.applied += 1
    }
    for _ in 0..<10 { _ = s.update(key(KeyEvent(.right, .shift))) }
    return s
  }

  @Test func typedAndSteppedExtremesNeverTrap() async {
    await propertyCheck(
      count: 300, input: Gen.element(of: Self.kinds).map { $0 ?? Self.kinds[0] }, Gen.bool, Gen.int(in: 0...40),
      Self.numberText
    ) { notation, layer, field, text in
      var s = try! edit(notation, layer: layer, field: field, text: text)
      _ = s.update(key(KeyEvent(.escape)))  // close the inspector: the whole screen is drawn
      for k in [KeyEvent(.home), KeyEvent(.right), .char("5"), KeyEvent(.end)] {
        _ = s.update(key(k))
        #expect(!ExplorerView.render(s, theme: Theme()).text.isEmpty)
      }
      _ = s.update(key(.char(" ")))
      for tick in 1...3 {
        let t = Double(tick) / 60
        _ = s.update(.tick(timestamp: t, targetTimestamp: t, generation: s.tickGeneration))
      }
      #expect(!ExplorerView.render(s, theme: Theme()).text.isEmpty)
    }
    #expect(outcomes.applied > 20 && outcomes.refused > 20, "applied \(outcomes.applied), refused \(outcomes.refused)")
  }
}
