import MediaTiming
import Scenes
import Testing

@Suite("Scene files")
struct SceneDecoderTests {
  func problems(_ text: String) -> [SceneProblem] {
    do {
      _ = try Scene.decode(text)
      return []
    } catch {
      return error.problems
    }
  }

  /// A scene whose root layer holds one animation with the given extra JSON fields.
  func withAnimation(_ fields: String) -> String {
    #"{"name": "t", "layer": {"id": "root", "animations": [{"id": "a", "keyPath": "opacity", "from": 0, "to": 1, "#
      + fields + "}]}}"
  }

  // Every timing field is optional with Core Animation's defaults (docs/interfaces.md).
  @Test func defaults() throws {
    let scene = try Scene.decode(withAnimation(#""duration": 2"#))
    #expect(scene.name == "t")
    #expect(scene.timeline == nil)
    let root = scene.root
    #expect(root.speed == 1 && root.beginTime == 0 && root.timeOffset == 0)
    let a = root.animations[0]
    #expect(a.beginTime == 0 && a.speed == 1 && a.timeOffset == 0 && a.repeatCount == 0 && a.repeatDuration == 0)
    #expect(a.autoreverses == false && a.fillMode == .removed && a.removedOnCompletion && a.timingFunction == nil)
    #expect(a.content == .basic(BasicValues(from: .number(0), to: .number(1))))
    #expect(a.isAdditive == false && a.isCumulative == false)
  }

  @Test func everyField() throws {
    let scene = try Scene.decode(
      withAnimation(
        #""duration": 1.5, "beginTime": 1, "speed": 2, "timeOffset": 0.5, "repeatCount": "infinity", "autoreverses": true, "fillMode": "both", "removedOnCompletion": false, "timingFunction": [0.68, -0.55, 0.265, 1.55]"#
      ))
    let a = scene.root.animations[0]
    #expect(a.duration == 1.5 && a.beginTime == 1 && a.speed == 2 && a.timeOffset == 0.5)
    #expect(a.repeatCount == .infinity && a.autoreverses && a.fillMode == .both && !a.removedOnCompletion)
    #expect(a.timingFunction == (try TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)))
  }

  @Test(arguments: ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
  func namedTimingFunctions(name: String) throws {
    let scene = try Scene.decode(withAnimation(#""timingFunction": "\#(name)""#))
    #expect(scene.root.animations[0].timingFunction?.name == name)
  }

  // Each invalid field is reported with its path, the problem, and the value.
  @Test(
    arguments: [
      (#""speed": NaN"#, "layer.animations[0].speed", "finite", "NaN"),
      (#""beginTime": Infinity"#, "layer.animations[0].beginTime", "finite", "Infinity"),
      (#""timeOffset": -Infinity"#, "layer.animations[0].timeOffset", "finite", "-Infinity"),
      (#""duration": -1"#, "layer.animations[0].duration", "negative", "-1"),
      (#""duration": "2""#, "layer.animations[0].duration", "must be a number", "\"2\""),
      (#""repeatCount": -1"#, "layer.animations[0].repeatCount", "negative", "-1"),
      (#""repeatCount": 1e999"#, "layer.animations[0].repeatCount", "infinity", "1e999"),
      (#""repeatCount": "forever""#, "layer.animations[0].repeatCount", "infinity", "\"forever\""),
      (#""repeatDuration": -0.5"#, "layer.animations[0].repeatDuration", "negative", "-0.5"),
      (#""fillMode": "sideways""#, "layer.animations[0].fillMode", "one of removed", "\"sideways\""),
      (#""timingFunction": "wobbly""#, "layer.animations[0].timingFunction", "unknown timing function", "\"wobbly\""),
      (#""timingFunction": [0, 1]"#, "layer.animations[0].timingFunction", "four numbers", "[0, 1]"),
      (#""timingFunction": [-0.1, 0, 1, 1]"#, "layer.animations[0].timingFunction", "outside 0...1", "[-0.1, 0, 1, 1]"),
      (#""autoreverses": 1"#, "layer.animations[0].autoreverses", "true or false", "1"),
      (#""addedAt": NaN"#, "layer.animations[0].addedAt", "finite", "NaN"),
      (#""durration": 1"#, "layer.animations[0].durration", "did you mean \"duration\"", nil),
    ] as [(String, String, String, String?)])
  func invalidField(fields: String, path: String, message: String, value: String?) {
    let found = problems(withAnimation(fields))
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.path == path)
    #expect(found.first?.message.contains(message) == true, "\(found)")
    #expect(found.first?.value == value)
  }

  // Validation lists every problem, not only the first.
  @Test func listsEveryProblem() {
    let found = problems(
      ##"{"name": 3, "layer": {"id": "root", "speed": NaN, "sublayers": [{"id": "s", "timeOffset": true}, {"id": "s"}], "animations": [{"id": "a", "keyPath": "k", "from": 0, "to": "#00FF00", "fillMode": "x"}]}}"##
    )
    #expect(
      Set(found.map(\.path)) == [
        "name", "layer.speed", "layer.sublayers[0].timeOffset", "layer", "layer.animations[0].to",
        "layer.animations[0].fillMode",
      ])
    #expect(found.contains { $0.message.contains("\"s\" is used twice") })
  }

  @Test func structuralProblems() {
    #expect(problems("[]").first?.message == "must be an object")
    #expect(problems(#"{"name": "x"}"#).first?.path == "layer")
    #expect(problems(#"{"layer": {"id": "r"}}"#).first?.path == "name")
    #expect(problems(#"{"name": "x", "layer": {"speed": 1}}"#).first?.path == "layer.id")
    #expect(problems(#"{"name": "x", "layer": {"id": "a/b"}}"#).first?.message.contains("'/'") == true)
    #expect(problems(#"{"name": "x", "layer": {"id": "r", "id": "s"}}"#).first?.message == "appears more than once")
    #expect(problems(#"{"name": "x", "layer": {"id": "r", "sublayers": {}}}"#).first?.path == "layer.sublayers")
    #expect(
      problems(#"{"name": "x", "timeline": {"start": 2, "end": 1}, "layer": {"id": "r"}}"#).first?.path
        == "timeline.end")
    #expect(problems(#"{"name": "x", "layer": {"id": "r",}}"#).first?.path == "(document)")
    #expect(problems(withAnimation(#""animations": []"#)).contains { $0.path?.hasSuffix(".from") == true })
  }

  // A basic animation keeps from/to/by as given (presentation model §8); values are of the key
  // path's kind.
  @Test func values() throws {
    let byScene = try Scene.decode(
      #"{"name": "t", "layer": {"id": "r", "animations": [{"id": "move", "keyPath": "position.y", "by": -22, "to": 0}]}}"#
    )
    // CABasicAnimation: byValue and toValue interpolate from toValue − byValue = 0 − (−22) = 22 to 0
    // (seed 002's pull-to-refresh `move`).
    #expect(byScene.root.animations[0].content == .basic(BasicValues(to: .number(0), by: .number(-22))))
    let start = byScene.root.evaluate(atMediaTime: 0).animation("r/move")?.value
    #expect(start == .number(22))
    let colors = try Scene.decode(
      ##"{"name": "t", "layer": {"id": "r", "animations": [{"id": "c", "keyPath": "k", "from": "#ff9500", "to": "#0000FF"}]}}"##
    )
    #expect(
      colors.root.animations[0].content
        == .basic(BasicValues(from: .color(.cheatSheetOrange), to: .color(.cheatSheetBlue))))
    // One end alone is Core Animation's row 4: from 1 to the model value (0 for an unknown key path).
    #expect(
      problems(#"{"name": "t", "layer": {"id": "r", "animations": [{"id": "c", "keyPath": "k", "from": 1}]}}"#) == [])
    #expect(
      problems(
        ##"{"name": "t", "layer": {"id": "r", "animations": [{"id": "c", "keyPath": "k", "from": "#12345", "to": 1}]}}"##
      )
      .first?.path == "layer.animations[0].from")
  }

  // Groups: children in `animations`, ids unique among them, no addedAt inside.
  @Test func groups() throws {
    let scene = try Scene.decode(
      #"{"name": "g", "layer": {"id": "r", "animations": [{"id": "g", "duration": 1, "animations": [{"id": "a", "keyPath": "strokeEnd", "from": 0, "to": 1}, {"id": "b", "keyPath": "position.y", "by": -22, "to": 0}]}]}}"#
    )
    #expect(scene.root.animations[0].children.map(\.id) == ["a", "b"])
    let dup = problems(
      #"{"name": "g", "layer": {"id": "r", "animations": [{"id": "g", "animations": [{"id": "a", "keyPath": "k"}, {"id": "a", "keyPath": "k"}]}]}}"#
    )
    #expect(dup.map(\.path) == ["layer.animations[0]"])
  }

  // addedAt (L3): with beginTime 0 the begin becomes the layer's local time at addedAt. The sublayer
  // has beginTime 1 and speed 2 under a root of speed 0.5: at global 4 the root's local time is 2,
  // the sublayer's (2 − 1) × 2 = 2 → beginTime 2. With a non-zero beginTime, addedAt changes nothing.
  @Test func addedAt() throws {
    let scene = try Scene.decode(
      #"{"name": "t", "layer": {"id": "r", "speed": 0.5, "sublayers": [{"id": "s", "beginTime": 1, "speed": 2, "animations": [{"id": "a", "keyPath": "k", "from": 0, "to": 1, "addedAt": 4}, {"id": "b", "keyPath": "k", "from": 0, "to": 1, "addedAt": 4, "beginTime": 0.5}]}]}}"#
    )
    #expect(scene.root.animation(at: "r/s/a")?.beginTime == 2)
    #expect(scene.root.animation(at: "r/s/b")?.beginTime == 0.5)
  }

  @Test func warnsWhenBothRepeatPropertiesAreSet() throws {
    let scene = try Scene.decode(withAnimation(#""repeatCount": 2, "repeatDuration": 3"#))
    #expect(scene.warnings.map(\.path) == ["layer.animations[0].repeatDuration"])
  }

  @Test func hugeStringsAreExcerpted() {
    let huge = String(repeating: "x", count: 1_000_000)
    let found = problems(withAnimation(#""fillMode": "\#(huge)""#))
    #expect(found.count == 1)
    #expect((found.first?.value?.count ?? .max) < 60)
  }
}

@Suite("Keyframe and spring scenes")
struct KeyframeAndSpringSceneTests {
  func problems(_ text: String) -> [SceneProblem] {
    do {
      _ = try Scene.decode(text)
      return []
    } catch {
      return error.problems
    }
  }

  func scene(_ animation: String) -> String {
    #"{"name": "k", "layer": {"id": "root", "animations": ["# + animation + "]}}"
  }

  @Test func keyframes() throws {
    let decoded = try Scene.decode(
      scene(
        #"{"id": "k", "keyPath": "opacity", "values": [0, 1, 0.5], "keyTimes": [0, 0.25, 1], "timingFunctions": ["easeIn", [0, 0, 1, 1]], "duration": 1}"#
      ))
    guard case .keyframe(let keyframes) = decoded.root.animations[0].content else {
      Issue.record("not keyframes")
      return
    }
    #expect(keyframes.values == [.number(0), .number(1), .number(0.5)])
    #expect(keyframes.keyTimes == [0, 0.25, 1])
    #expect(keyframes.timingFunctions?.first?.name == "easeIn")
    // Evaluated: at t = 0.125 the first segment is half done through easeIn.
    let value = decoded.root.evaluate(atMediaTime: 0.125).animation("root/k")?.value
    #expect(value == .number(TimingFunction.easeIn.progress(at: 0.5)))
  }

  @Test(arguments: [
    (#""values": []"#, "layer.animations[0].values", "at least one"),
    (##""values": [0, "#FF0000"]"##, "layer.animations[0].values[1]", "must be a number"),
    (#""values": [0, 1], "keyTimes": [0, "a"]"#, "layer.animations[0].keyTimes[1]", "finite number"),
    (#""values": [0, 1], "calculationMode": "cubik""#, "layer.animations[0].calculationMode", "did you mean \"cubic\""),
    (#""values": [0, 1], "tensionValues": [0, null]"#, "layer.animations[0].tensionValues[1]", "finite number"),
    (#""values": [0, 1], "rotationMode": "spin""#, "layer.animations[0].rotationMode", "one of auto, autoReverse"),
    (#""path": "M0,0 L10,0""#, "layer.animations[0].path", "animates a point"),
    (#""values": [[0, 1], [2, 3]]"#, "layer.animations[0].values[0]", "must be a number for this key path"),
    (
      #""values": [0, 1], "timingFunctions": ["wobble"]"#, "layer.animations[0].timingFunctions[0]",
      "unknown timing function"
    ),
    (#""values": [0, 1], "from": 0"#, "layer.animations[0].from", "not a field of a keyframe animation"),
  ])
  func keyframeProblems(fields: String, path: String, message: String) {
    let found = problems(scene(#"{"id": "k", "keyPath": "opacity", "# + fields + "}"))
    #expect(found.contains { $0.path == path && $0.message.contains(message) }, "\(found)")
  }

  // A spring in a scene: the spring's progress at basic local time in seconds (section 8).
  @Test func spring() throws {
    let decoded = try Scene.decode(
      scene(#"{"id": "s", "keyPath": "position.y", "from": 0, "to": 100, "duration": 2, "spring": {"damping": 10}}"#))
    let record = try #require(decoded.root.evaluate(atMediaTime: 0.1).animation("root/s"))
    #expect(abs((record.easedProgress ?? 0) - 0.340300) < 5e-7)
    if case .number(let v)? = record.value { #expect(abs(v - 34.0300) < 5e-5) } else { Issue.record("no value") }
  }

  // What Core Animation silently ignores is accepted with a warning naming the field (presentation
  // model §11), and the defaults are used.
  @Test(arguments: [
    (#""values": [0, 1], "keyTimes": [0]"#, "layer.animations[0].keyTimes", "one per keyframe (2), have 1"),
    (#""values": [0, 1], "keyTimes": [0.2, 1]"#, "layer.animations[0].keyTimes", "start at 0"),
    (#""values": [0, 1, 2], "keyTimes": [0, 0.6, 0.5]"#, "layer.animations[0].keyTimes", "must not decrease"),
    (#""values": [0, 1], "keyTimes": [0, 1.5]"#, "layer.animations[0].keyTimes", "0...1"),
    (
      #""values": [0, 1], "keyTimes": [0, 1], "calculationMode": "discrete""#, "layer.animations[0].keyTimes",
      "one more than the values (3)"
    ),
    (#""values": [0, 1], "keyTimes": [0, 1], "calculationMode": "paced""#, "layer.animations[0].keyTimes", "ignored"),
    (
      #""values": [0, 1], "timingFunctions": ["easeIn", "easeOut"]"#, "layer.animations[0].timingFunctions",
      "one function per segment"
    ),
    (
      #""values": [0, 1], "tensionValues": [2, 0], "calculationMode": "cubic""#, "layer.animations[0].tensionValues",
      "-1...1"
    ),
    (#""values": [0, 1], "tensionValues": [0, 0]"#, "layer.animations[0].tensionValues", "cubic"),
    (#""values": [0, 1], "rotationMode": "auto""#, "layer.animations[0].rotationMode", "without a path"),
    (
      #""values": [0, 1], "calculationMode": "paced", "timingFunction": "easeIn""#,
      "layer.animations[0].timingFunction", "ignored"
    ),
  ])
  func keyframeWarnings(fields: String, path: String, message: String) throws {
    let decoded = try Scene.decode(scene(#"{"id": "k", "keyPath": "opacity", "# + fields + "}"))
    #expect(decoded.warnings.contains { $0.path == path && $0.message.contains(message) }, "\(decoded.warnings)")
  }

  @Test func springProblems() {
    let found = problems(
      scene(
        #"{"id": "s", "keyPath": "k", "from": 0, "to": 1, "spring": {"mass": 0, "stiffness": -1, "damping": -2, "bounce": -1}}"#
      ))
    #expect(
      Set(found.map(\.path)) == [
        "layer.animations[0].spring.mass", "layer.animations[0].spring.stiffness", "layer.animations[0].spring.damping",
        "layer.animations[0].spring.bounce",
      ])
  }

  // Named functions beyond Core Animation's are accepted in scene files.
  @Test(arguments: ["smoothstep", "easeOutBounce", "spring", "cubic-bezier(0.1, 0.7, 1, 0.1)", "spring(1, 200, 15, 0)"])
  func otherFunctionNames(name: String) throws {
    let decoded = try Scene.decode(
      scene(#"{"id": "a", "keyPath": "k", "from": 0, "to": 1, "timingFunction": "\#(name)"}"#))
    #expect(decoded.root.animations[0].timingFunction != nil)
  }
}

@Suite("Why a curve text is invalid")
struct CurveTextProblemTests {
  @Test(arguments: [
    ("cubic-bezier(2, 0, 1, 1)", "control point x 2 is outside 0...1"),
    ("cubic-bezier(0.1, 0, -0.5, 1)", "control point x -0.5 is outside 0...1"),
    ("cubic-bezier(0.1, 0, 1)", "takes four numbers"),
    ("cubic-bezier(NaN, 0, 1, 1)", "finite"),
    ("spring(0, 100, 10, 0)", "mass must be greater than 0"),
    ("spring(1, 100, -1, 0)", "damping must not be negative"),
    ("spring(response: 0.5, dampingFraction: -1)", "dampingFraction must not be negative"),
  ])
  func namesTheReason(text: String, reason: String) throws {
    let json =
      #"{"name": "k", "layer": {"id": "root", "animations": [{"id": "a", "keyPath": "opacity", "timingFunction": "\#(text)"}]}}"#
    do {
      _ = try Scene.decode(json)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.problems.map(\.path) == ["layer.animations[0].timingFunction"])
      #expect(error.problems.first?.message.contains(reason) == true, "\(error.problems)")
    }
  }
}

@Suite("Scene files: model values, value types, springs")
struct PresentationFieldTests {
  func decode(_ layerFields: String) throws(SceneError) -> Scene {
    try Scene.decode(#"{"name": "p", "layer": {"id": "root", "# + layerFields + "}}")
  }

  func problems(_ layerFields: String) -> [SceneProblem] {
    do {
      _ = try decode(layerFields)
      return []
    } catch {
      return error.problems
    }
  }

  // Model values by key path, typed by the key path: [a, b] is a point for position, a size for
  // bounds.size; colours may carry alpha.
  @Test func properties() throws {
    let scene = try decode(
      ##""properties": {"position": [20, 40], "bounds.size": [40, 30], "opacity": 0.5, "backgroundColor": "#FF000080", "transform.rotation.z": 1}"##
    )
    #expect(
      scene.root.properties == [
        PropertyValue("position", .point(20, 40)), PropertyValue("bounds.size", .size(40, 30)),
        PropertyValue("opacity", .number(0.5)),
        PropertyValue("backgroundColor", .color(RGBColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))),
        PropertyValue("transform.rotation.z", .number(1)),
      ])
  }

  @Test(arguments: [
    (#""properties": {"position": 5}"#, "layer.properties.position", "a point [x, y]"),
    (#""properties": {"opacity": [1, 2]}"#, "layer.properties.opacity", "a number"),
    (#""properties": {"backgroundColor": 3}"#, "layer.properties.backgroundColor", "colour"),
    (#""properties": {"transform": [1, 0, 0, 1]}"#, "layer.properties.transform", "sixteen numbers"),
    (#""properties": [1]"#, "layer.properties", "object"),
    (
      #""animations": [{"id": "a", "keyPath": "position", "from": 1, "to": 2}]"#, "layer.animations[0].from",
      "a point [x, y] for this key path"
    ),
    (
      #""animations": [{"id": "a", "keyPath": "opacity", "from": 0, "to": 1, "spring": {"duration": 0.5, "bounce": -1}}]"#,
      "layer.animations[0].spring.bounce", "greater than -1"
    ),
    (
      #""animations": [{"id": "a", "keyPath": "opacity", "to": 1, "spring": {"mass": 1, "response": 0.5}}]"#,
      "layer.animations[0].spring", "mixes parameter sets"
    ),
    (
      #""animations": [{"id": "a", "keyPath": "opacity", "to": 1, "spring": {"preset": "wobbly"}}]"#,
      "layer.animations[0].spring.preset", "one of smooth, snappy, bouncy"
    ),
    (
      #""animations": [{"id": "g", "additive": true, "animations": []}]"#, "layer.animations[0].additive",
      "not to a group"
    ),
  ])
  func problemsNameTheField(fields: String, path: String, message: String) {
    let found = problems(fields)
    #expect(found.contains { $0.path == path && $0.message.contains(message) }, "\(found)")
  }

  // An unknown key path is kept (an opaque value of its own kind) with a warning and a hint.
  @Test func unknownKeyPathIsKept() throws {
    let scene = try decode(#""properties": {"opacty": 0.5}"#)
    #expect(scene.root.properties == [PropertyValue("opacty", .number(0.5))])
    #expect(scene.warnings.contains { $0.path == "layer.properties.opacty" && $0.message.contains("\"opacity\"") })
  }

  // A misspelled animation key path is read (it may be a custom property) but warned about, with
  // the nearest one a layer animates; notation and import go through the same decoder.
  @Test func unknownAnimationKeyPathIsWarned() throws {
    let scene = try Scene.parseNotation("keyPath=positon.x from=0 to=100 duration=1")
    #expect(scene.root.animations.first?.keyPath == "positon.x")
    // (Notation says where in the line: the item's column.)
    #expect(scene.warnings.contains { $0.message.contains("did you mean \"position.x\"") }, "\(scene.warnings)")
    let file = try decode(#""animations": [{"id": "a", "keyPath": "opacty", "to": 0}]"#)
    #expect(file.warnings.contains { $0.path == "layer.animations[0].keyPath" && $0.message.contains("\"opacity\"") })
    #expect(try Scene.parseNotation("keyPath=position.x from=0 to=100 duration=1").warnings.isEmpty)
  }

  // Every parameter set of springs.md in a scene file, each the spring its formulas give.
  @Test(arguments: [
    (
      #"{"mass": 2, "stiffness": 300, "damping": 5}"#,
      SpringParameters.physical(mass: 2, stiffness: 300, damping: 5, allowsOverdamping: false)
    ),
    (#"{"perceptualDuration": 1, "bounce": 0.5}"#, .perceptual(duration: 1, bounce: 0.5)),
    (#"{"duration": 0.5, "bounce": 0.3}"#, .durationBounce(duration: 0.5, bounce: 0.3)),
    (#"{"response": 0.5, "dampingFraction": 0.6}"#, .response(response: 0.5, dampingRatio: 0.6)),
    (#"{"dampingRatio": 0.7, "duration": 0.5, "initialVelocity": 0}"#, .uikit(dampingRatio: 0.7, duration: 0.5)),
    (#"{"preset": "snappy", "duration": 0.4, "extraBounce": 0.1}"#, .preset(.snappy, duration: 0.4, extraBounce: 0.1)),
    (#""bouncy""#, .preset(.bouncy, duration: 0.5, extraBounce: 0)),
    (#""spring(response: 0.5, dampingFraction: 0.8)""#, .response(response: 0.5, dampingRatio: 0.8)),
  ])
  func springParameterSets(spring: String, parameters: SpringParameters) throws {
    let scene = try decode(
      #""animations": [{"id": "s", "keyPath": "position.x", "from": 0, "to": 100, "spring": "# + spring + "}]")
    guard case .spring(let decoded, _) = scene.root.animations[0].content else {
      Issue.record("not a spring")
      return
    }
    #expect(decoded.parameters == parameters)
  }

  // A spring's timing function is ignored (with a warning): its time is the spring's own.
  @Test func springIgnoresTimingFunction() throws {
    let scene = try decode(
      #""animations": [{"id": "s", "keyPath": "opacity", "from": 0, "to": 1, "duration": 2, "timingFunction": "easeIn", "spring": {}}]"#
    )
    #expect(scene.warnings.map(\.path) == ["layer.animations[0].timingFunction"])
    let record = scene.root.evaluate(atMediaTime: 0.1).animation("root/s")
    #expect(record?.easedProgress == Spring().progress(atTime: 0.1))
  }

  // A duration-based spring without a duration runs for its settling duration (CA's); a physical
  // one keeps Core Animation's 0.25 s.
  @Test func springDurations() throws {
    let scene = try decode(
      #""animations": [{"id": "p", "keyPath": "opacity", "to": 1, "spring": {"perceptualDuration": 1, "bounce": 0.5}}, {"id": "m", "keyPath": "opacity", "to": 1, "spring": {}}]"#
    )
    #expect(scene.root.animations[0].effectiveDuration() == 2.3438753795710707)
    #expect(scene.root.animations[1].effectiveDuration() == 0.25)
  }
}
