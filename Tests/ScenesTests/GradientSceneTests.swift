import MediaTiming
import Scenes
import Testing

/// A gradient layer's `colors`, `locations`, `startPoint` and `endPoint` in scene files: read,
/// presented, written back, carried through notation, and refused with the field named when a
/// value is of the wrong type. Values by hand.
@Suite("Gradient layers in scene files")
struct GradientSceneTests {
  static let document = #"""
    {"name": "g", "layer": {"id": "sheen", "class": "CAGradientLayer",
      "properties": {"bounds": [0, 0, 100, 20], "colors": ["#FF0000", "#0000FF"], "locations": [0.25, 0.75],
        "startPoint": [0, 0.5], "endPoint": [1, 0.5]},
      "animations": [{"id": "sweep", "keyPath": "locations", "from": [0, 0.5], "to": [0.5, 1], "duration": 2}]}}
    """#

  @Test func readPresentedAndWrittenBack() throws {
    let scene = try Scene.decode(Self.document)
    let at = scene.root.presentation(atMediaTime: 1)[0]
    #expect(at.presentedValue("locations") == .numbers([0.25, 0.75]))
    #expect(
      at.presentedValue("colors")
        == .colors([RGBColor(red: 1, green: 0, blue: 0), RGBColor(red: 0, green: 0, blue: 1)]))
    #expect(at.presentedValue("startPoint") == .point(0, 0.5))
    #expect(try Scene.decode(scene.fileText) == scene)
    #expect(try Scene.parseNotation(scene.notation).root == scene.root)
  }

  // Core Animation's defaults: no colours (nothing drawn), locations spread evenly (none), the
  // axis from the top's middle (0.5, 0) to the bottom's (0.5, 1).
  @Test func defaults() throws {
    let scene = try Scene.decode(#"{"name": "d", "layer": {"id": "g", "class": "CAGradientLayer"}}"#)
    let at = scene.root.presentation(atMediaTime: 0)[0]
    #expect(at.presentedValue("colors") == nil && at.presentedValue("locations") == nil)
    #expect(at.presentedValue("startPoint") == .point(0.5, 0) && at.presentedValue("endPoint") == .point(0.5, 1))
  }

  @Test(arguments: [
    (##""colors": ["#FF0000", 3]"##, "layer.properties.colors", "must be an array of colours"),
    (##""colors": "#FF0000""##, "layer.properties.colors", "must be an array of colours"),
    (#""locations": [0, "half"]"#, "layer.properties.locations", "must hold finite numbers only"),
  ])
  func wrongValuesNameTheField(field: String, path: String, message: String) {
    let text = #"{"name": "w", "layer": {"id": "g", "class": "CAGradientLayer", "properties": {"# + field + "}}}"
    #expect {
      _ = try Scene.decode(text)
    } throws: { error in
      let description = String(describing: error)
      return description.contains(path) && description.contains(message)
    }
  }
}
