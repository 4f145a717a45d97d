import MediaTiming
import Scenes
import Testing

@Suite("One-line notation")
struct NotationTests {
  func scene(_ text: String) throws -> Scene { try Scene.parseNotation(text) }

  func error(_ text: String) -> NotationError? {
    do {
      _ = try Scene.parseNotation(text)
      return nil
    } catch {
      return error
    }
  }

  // interfaces.md's first example: an orange → blue backgroundColor animation with those fields.
  @Test func cheatSheetCaption() throws {
    let s = try scene("duration=1.5, beginTime=1.0, fillMode=backwards")
    let a = try #require(s.root.animations.first)
    #expect(s.root.id == "root" && s.root.animations.count == 1)
    #expect(a.id == "color" && a.keyPath == "backgroundColor")
    #expect(a.duration == 1.5 && a.beginTime == 1 && a.fillMode == .backwards)
    #expect(a.content == .basic(BasicValues(from: .color(.cheatSheetOrange), to: .color(.cheatSheetBlue))))
  }

  @Test func flagsAndSeparators() throws {
    let a = try #require(try scene("duration=0.5 repeatCount=2.5 autoreverses").root.animations.first)
    #expect(a.duration == 0.5 && a.repeatCount == 2.5 && a.autoreverses)
    // The cheat sheet's short fill modes and inf.
    let b = try #require(try scene("fillMode=back repeatCount=inf; fillMode=forward").root.animations.last)
    #expect(b.fillMode == .forwards)
    #expect(try scene("repeatCount=inf").root.animations[0].repeatCount == .infinity)
  }

  // `layer …` sets the root layer's fields; items are separated by `;` or new lines.
  @Test func layerItem() throws {
    let s = try scene("layer speed=0.5; duration=1.5 speed=3")
    #expect(s.root.speed == 0.5 && s.root.animations[0].speed == 3)
    let lines = try scene("layer speed=0.5 position=[20, 40]\nduration=1.5")
    #expect(lines.root.properties == [PropertyValue("position", .point(20, 40))])
    #expect(lines.root.animations[0].duration == 1.5)
  }

  @Test func groups() throws {
    let s = try scene("group speed=2 { duration=3 speed=1.5 }")
    let group = try #require(s.root.animations.first)
    #expect(group.id == "group" && group.speed == 2 && group.children.count == 1)
    #expect(group.children[0].speed == 1.5 && group.children[0].duration == 3)
  }

  @Test func sublayers() throws {
    let s = try scene(
      "sublayer dot speed=2 position=[1, 2] { keyPath=opacity from=0 to=1; layer timeOffset=0.5 }; duration=2")
    let dot = try #require(s.root.sublayers.first)
    #expect(dot.id == "dot" && dot.speed == 2 && dot.timeOffset == 0.5)
    #expect(dot.properties == [PropertyValue("position", .point(1, 2))])
    #expect(dot.animations[0].id == "opacity" && s.root.animations[0].duration == 2)
  }

  @Test func keyPathsValuesAndLists() throws {
    let a = try #require(
      try scene("keyPath=position.y from=0 to=100 duration=1 timingFunction=easeInEaseOut").root.animations.first)
    #expect(a.id == "positionY" && a.timingFunction == .easeInEaseOut)
    #expect(a.content == .basic(BasicValues(from: .number(0), to: .number(100))))
    let k = try #require(
      try scene("keyPath=opacity values=[0,1,0.5] keyTimes=[0,0.2,1] calculationMode=paced duration=2").root.animations
        .first)
    guard case .keyframe(let keyframes) = k.content else {
      Issue.record("not keyframes")
      return
    }
    #expect(keyframes.values == [.number(0), .number(1), .number(0.5)] && keyframes.calculationMode == .paced)
    #expect(keyframes.keyTimes == [0, 0.2, 1])
    // Fractions, points, colours and cubic-bezier texts.
    let p = try scene(
      "keyPath=position values=[[0,0],[30,40]] keyTimes=[0, 1] timingFunction=cubic-bezier(0.1, 0.7, 1, 0.1); keyPath=position.x values=[0, 10] keyTimes=[0, 1/1]; from=#FF000080 to=#00FF00"
    )
    guard case .keyframe(let points) = p.root.animations[0].content else {
      Issue.record("not keyframes")
      return
    }
    #expect(points.values == [.point(0, 0), .point(30, 40)])
    #expect(p.root.animations[0].timingFunction?.cssText == "cubic-bezier(0.1, 0.7, 1, 0.1)")
    // Two animations on backgroundColor get color and color2.
    #expect(p.root.animations.map(\.id) == ["position", "positionX", "color"])
  }

  @Test func springs() throws {
    let a = try #require(
      try scene("keyPath=transform.scale from=1 to=2 spring=(response: 0.5, dampingFraction: 0.6)").root.animations
        .first)
    guard case .spring(let spring, _) = a.content else {
      Issue.record("not a spring")
      return
    }
    #expect(spring.parameters == .response(response: 0.5, dampingRatio: 0.6))
    let b = try #require(try scene("keyPath=position.x from=0 to=200 spring=bouncy").root.animations.first)
    guard case .spring(let bouncy, _) = b.content else {
      Issue.record("not a spring")
      return
    }
    #expect(bouncy.parameters == .preset(.bouncy, duration: 0.5, extraBounce: 0))
    #expect(
      try scene("keyPath=opacity to=1 spring=.snappy(duration: 0.4)").root.animations[0].content
        == .spring(Spring(.preset(.snappy, duration: 0.4, extraBounce: 0)), BasicValues(to: .number(1))))
  }

  @Test func pathsAndQuotes() throws {
    let s = try scene(
      #"scene name=probe title="a \"quoted\" title" timeline=[0, 3]; keyPath=position path=(M0,0 L10,0) duration=1"#)
    #expect(s.name == "probe" && s.title == #"a "quoted" title"# && s.timeline == 0...3)
    guard case .keyframe(let keyframes) = s.root.animations[0].content else {
      Issue.record("not keyframes")
      return
    }
    #expect(keyframes.path?.data == "M0,0 L10,0")
  }

  // Every class of mistake names its column.
  @Test(arguments: [
    ("durtion=1", 1, #"unknown field "durtion" (did you mean "duration"?)"#),
    (
      "duration=1 fillMode=forwad", 12,
      #"fillMode: must be one of removed, forwards, backwards, both (did you mean "forwards"?)"#
    ),
    ("duration=-1", 1, "duration: must not be negative"),
    ("duration=", 10, "duration= needs a value"),
    ("duration=1 speed=NaN", 12, "speed: must be a finite number"),
    ("grop speed=2 { duration=1 }", 14, #"did you mean "group""#),
    ("group { duration=1", 7, #"missing "}""#),
    ("duration=1 }", 12, #""}" without an opening"#),
    ("values=[0, 1", 8, #"missing "]""#),
    ("keyPath=opacity values=[0, #FF0000]", 28, "values[1]: must be a number"),
    ("layer sped=2", 7, #"unknown field "sped" of a layer (did you mean "speed"?)"#),
    ("sublayer speed=2 { }", 10, "a sublayer needs an id"),
    ("timingFunction=easeInOut", 1, #"did you mean "easeInEaseOut""#),
    ("keyPath=position from=1 to=2", 18, "a point [x, y]"),
    ("spring=(respons: 1) keyPath=opacity from=0 to=1", 1, #"did you mean "response""#),
    ("group { layer speed=2 }", 9, "a group holds animations, not a layer"),
    ("scene nam=x", 7, #"unknown field "nam" of a scene (did you mean "name"?)"#),
  ])
  func errorsNameTheColumn(text: String, column: Int, message: String) throws {
    let found = try #require(error(text), "\(text) was accepted")
    #expect(found.problems.contains { $0.location?.column == column && $0.message.contains(message) }, "\(found)")
    #expect(found.description.hasPrefix("notation: column "))
  }

  // Several lines: problems name the line too.
  @Test func multilineErrors() throws {
    let found = try #require(error("duration=1\nspeed=2 fillMode=sideways"))
    #expect(found.problems.first?.location == TextLocation(line: 2, column: 9))
    #expect(found.description.hasPrefix("notation: line 2, column 9: "))
  }

  // Every bundled scene round-trips: its notation opened again is the same tree and evaluates
  // exactly as the scene at every sample time of its span.
  @Test(arguments: BundledScenes.names)
  func bundledRoundTrip(name: String) throws {
    let original = try #require(BundledScenes.scene(named: name))
    let line = original.notation
    let again = try Scene.parseNotation(line)
    #expect(again.root == original.root, "\(line)")
    let span = original.span
    let times = stride(from: span.lowerBound - 0.5, through: span.upperBound + 0.5, by: 0.05).map { $0 }
    // Notation carries the tree, not what a capture recorded about the app.
    var expected = original
    expected.capture = nil
    #expect(
      EvalReport.json(for: again, at: times).serialized() == EvalReport.json(for: expected, at: times).serialized())
    #expect(!line.contains("\n") && !line.contains("fillMode=removed") && !line.contains("speed=1 "))
  }

  // Printing leaves defaults out: the cheat sheet's case prints as its caption does.
  @Test func shortestLine() throws {
    #expect(
      try scene("duration=1.5, beginTime=1.0, fillMode=backwards").notation
        == "beginTime=1 duration=1.5 fillMode=backwards")
    #expect(try scene("layer speed=0.5; duration=1.5 speed=3").notation == "layer speed=0.5; duration=1.5 speed=3")
    #expect(try scene("group speed=2 { duration=3 speed=1.5 }").notation == "group speed=2 { duration=3 speed=1.5 }")
  }
}

/// Found by the notation fuzz test's round-trip property: an animation with every field at
/// notation's default (what `,` alone makes) printed as nothing, and read back as no animation.
@Suite struct NotationDefaultsTests {
  @Test func anAllDefaultAnimationPrintsAsAnItem() throws {
    let scene = try Scene.parseNotation(",")
    #expect(scene.root.animations.count == 1)
    #expect(scene.notation == "keyPath=backgroundColor")
    #expect(try Scene.parseNotation(scene.notation).root == scene.root)
  }
}
