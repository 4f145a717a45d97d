import Explain
import MediaTiming
import Scenes
import Testing

/// `explain` on planted mistakes and on clean scenes that must not be flagged. Expectations are
/// worked out by hand from the timing model: an animation with the default fill is removed at the
/// end of its active duration (T8, T9), a layer shows its model value when nothing is applied, a
/// later animation on the same key path replaces an earlier one (presentation model, composition),
/// a spring's settling duration is Apple's (springs.md §2.5).
@Suite("explain")
struct ExplainTests {
  static func findings(_ notation: String) throws -> [Diagnostic] {
    Explain.diagnose(try Scene.parseNotation(notation))
  }

  /// A planted mistake: the notation, the code expected, its scene time and words its message has.
  @Test(arguments: [
    // From 1 to 0, removed at 1 s: the model value 1 shows again.
    ("keyPath=opacity from=1 to=0 duration=1", "snap-back", 1.0, ["snaps back from 0 to its model value 1"]),
    // A delay of 2 s, removed at 2.5 s, model 0 (default position): 0 → 280 → back to 0.
    ("keyPath=position.x from=0 to=280 duration=0.5 beginTime=2", "snap-back", 2.5, ["from 280 to its model value 0"]),
    // Starts at 1 s without a backwards fill: model 1 until 1 s, then its from value 0.
    (
      "keyPath=opacity from=0 to=1 duration=1 beginTime=1", "start-flash", 1.0,
      ["shows its model value 1", "jumps to 0"]
    ),
    // Forwards fill kept: 0 is held after 1 s, the model says 1.
    (
      "keyPath=opacity to=0 duration=1 fillMode=forwards removedOnCompletion=false", "zombie-fill", 1.0,
      ["keeps opacity at 0 while the model value is 1"]
    ),
    // 1 → 0.2 → back to 1 at 2 s, then the model 0.2 shows.
    (
      "layer opacity=0.2; keyPath=opacity from=1 to=0.2 duration=1 autoreverses=true", "autoreverse-end", 2.0,
      ["autoreverses back to 1", "model value 0.2"]
    ),
    // The second (added later) replaces the first from 1 s to 2 s.
    (
      "keyPath=position.x from=0 to=100 duration=2 fillMode=both removedOnCompletion=false; layer position.x=100; "
        + "keyPath=position.x from=100 to=50 duration=1 beginTime=1",
      "key-path-conflict", 1.0, ["from 1 s until 2 s"]
    ),
    // .smooth settles in 0.8 s (perceptual duration 0.5: springs.md), cut at 0.2 s.
    ("keyPath=position.x from=0 to=100 spring=smooth duration=0.2", "spring-cut", 0.2, ["needs 0.8 s to settle"]),
    ("keyPath=opacity from=0.5 to=0.5 duration=1", "no-visible-change", 0.0, ["from 0.5 to 0.5"]),
    // A one-sided to equal to the model value (1).
    ("keyPath=opacity to=1 duration=1", "no-visible-change", 0.0, ["the model value too"]),
    // A full turn repeated with ease-in-ease-out: it stalls at each loop's end (1 s).
    (
      "keyPath=transform.rotation.z from=0 to=6.283185307179586 repeatCount=inf timingFunction=easeInEaseOut duration=1",
      "eased-repeat", 1.0, ["stalls at the end of every loop"]
    ),
    ("keyPath=positon.x from=0 to=100 duration=1", "unknown-key-path", 0.0, ["did you mean position.x?"]),
    ("keyPath=shadowOpcity from=0 to=0.4 duration=0.3", "unknown-key-path", 0.0, ["did you mean shadowOpacity?"]),
    // A group removed at 1 s takes both children's values: opacity 0 → model 1, x 100 → model 0.
    (
      "group duration=1 { keyPath=opacity to=0; keyPath=position.x from=0 to=100 }", "snap-back", 1.0,
      ["group group ends at 1 s", "opacity from 0 to 1 and position.x from 100 to 0"]
    ),
    // A group delayed 0.3 s without a backwards fill: opacity shows the model's 1, then the
    // child's first value 0.
    (
      "group duration=0.5 beginTime=0.3 { keyPath=opacity from=0 to=1 }", "start-flash", 0.3,
      ["group group starts at 0.3 s", "opacity shows its model value 1, then jumps to 0"]
    ),
  ])
  func findsThePlantedMistake(notation: String, code: String, time: Double, words: [String]) throws {
    let found = try Self.findings(notation)
    // One finding per mistake: a key path typo is not also "nothing moves".
    if code == "unknown-key-path" { #expect(found.map(\.code) == [code]) }
    let finding = try #require(found.first { $0.code == code }, "\(code) not found in \(found.map(\.code))")
    #expect(abs((finding.time ?? .nan) - time) < 1e-6, "\(finding.time as Any)")
    for word in words { #expect(finding.message.contains(word), "\(finding.message)") }
    #expect(finding.fix != nil)
  }

  /// Clean scenes: the same motions written as Core Animation wants them.
  @Test(arguments: [
    // The model value set first.
    "layer opacity=0; keyPath=opacity from=1 to=0 duration=1",
    // A delay with a backwards fill, ending on the model value.
    "keyPath=opacity from=0 to=1 duration=1 beginTime=1 fillMode=backwards",
    // A delay filled backwards, ending on the model value.
    "keyPath=position.x from=0 to=280 duration=0.5 beginTime=2 fillMode=backwards; layer position.x=280",
    // A delay whose first value is the model value: nothing to flash (and it ends there too).
    "keyPath=position.x values=[0,280,0] duration=0.5 beginTime=2",
    // The same key path, one after the other.
    "layer opacity=0; keyPath=opacity from=1 to=0.5 duration=1; keyPath=opacity from=0.5 to=0 duration=1 beginTime=1",
    // An additive shake over the model value.
    "keyPath=position.x values=[0,10,-10,0] duration=0.4 additive=true",
    // Three linear full turns onto the model's 0: it ends at 2π, the same orientation as 0.
    "keyPath=transform.rotation.z from=0 to=6.283185307179586 repeatCount=3 duration=1",
    // A linear full turn, forever.
    "keyPath=transform.rotation.z from=0 to=6.283185307179586 repeatCount=inf duration=1",
    // An eased turn that autoreverses is no seamless loop.
    "keyPath=transform.rotation.z from=0 to=6.283185307179586 repeatCount=inf autoreverses=true "
      + "timingFunction=easeInEaseOut duration=1",
    // None of from, to, by: Core Animation runs it from the previous presentation value, which a
    // scene does not hold (the decoder warns); not "nothing moves".
    "keyPath=opacity duration=1",
    // A spring run to its settling duration (0.8 s for .smooth), landing on the model value.
    "layer position.x=100; keyPath=position.x from=0 to=100 spring=smooth duration=0.8",
    // A whole-transform scale from 1 to 1.5 onto the model's 1.5: it moves (its entries change by
    // 0.5, unitless: no "nothing moves") and ends where the model is.
    "layer transform=[1.5,0,0,0,0,1.5,0,0,0,0,1,0,0,0,0,1]; keyPath=transform "
      + "from=[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1] to=[1.5,0,0,0,0,1.5,0,0,0,0,1,0,0,0,0,1] duration=0.3",
    // A delayed group filled backwards.
    "group duration=0.5 beginTime=0.3 fillMode=backwards { keyPath=opacity from=0 to=1 }",
    // A fill that hides the end: the second animation holds what the first ends on.
    "keyPath=opacity from=1 to=0.5 duration=1; keyPath=opacity from=0.5 to=0.5 duration=1 beginTime=1 "
      + "fillMode=both removedOnCompletion=false additive=false; layer opacity=0.5",
  ])
  func cleanScenesAreNotFlagged(notation: String) throws {
    let found = try Self.findings(notation).filter {
      $0.code != "no-visible-change" || !notation.contains("0.5 to=0.5")
    }
    #expect(found.isEmpty, "\(found.map { "\($0.code ?? ""): \($0.message)" })")
  }

  /// Each jump's fix removes the jump and keeps the motion: the animation contributes the same
  /// values at the same times, and the fixed scene explains clean.
  @Test(arguments: [
    "keyPath=opacity from=1 to=0 duration=1",
    "keyPath=position.x from=0 to=280 duration=0.5 beginTime=2",
    "keyPath=opacity from=0 to=1 duration=1 beginTime=1",
    "keyPath=opacity to=0 duration=1 fillMode=forwards removedOnCompletion=false",
    "layer opacity=0.2; keyPath=opacity from=1 to=0.2 duration=1 autoreverses=true",
    "keyPath=position.y by=50 duration=1 beginTime=0.5",
    "keyPath=backgroundColor from=#FF8000 to=#0000FF duration=1",
    "keyPath=position.x values=[0,40,100] duration=1 beginTime=0.5",
    "layer opacity=1; group duration=0.5 beginTime=0.3 { keyPath=opacity from=0 to=1 }",
  ])
  func fixesRemoveTheJumpAndKeepTheMotion(notation: String) throws {
    let scene = try Scene.parseNotation(notation)
    let found = Explain.diagnose(scene)
    #expect(!found.isEmpty)
    let fixed = try Explain.fixed(scene, by: found)
    #expect(Explain.diagnose(fixed).isEmpty, "\(Explain.diagnose(fixed).map(\.message))")
    let path = try #require(scene.root.animations.first.map { "\(scene.root.id)/\($0.id)" })
    let duration = scene.root.animations[0].effectiveDuration()
    let begin = scene.root.animations[0].beginTime
    for step in 0...10 {
      let t = begin + duration * (0.001 + 0.998 * Double(step) / 10)
      let before = scene.root.evaluate(atMediaTime: t).animation(path)?.value
      let after = fixed.root.evaluate(atMediaTime: t).animation(path)?.value
      #expect(
        before == after || distance(before, after) < 1e-9,
        "at \(t): \(String(describing: before)) → \(String(describing: after))")
    }
  }

  /// UIKit's spring (damping 0.7 in 0.5 s) stops at its duration a thousandth of the distance
  /// short (springs.md §5.1), before CA's settlingDuration (0.551 s): no cut a person sees.
  @Test func uikitsSpringIsNotCut() throws {
    let scene = try #require(BundledScenes.scene(named: "spring-presets"))
    #expect(!Explain.diagnose(scene).contains { $0.code == "spring-cut" })
  }

  /// A group's fix keeps its children's motion: the one-sided child gets its ends written out
  /// before the model value changes under it.
  @Test func aGroupsFixKeepsItsChildrensMotion() throws {
    let scene = try Scene.parseNotation("group duration=1 { keyPath=opacity to=0; keyPath=position.x from=0 to=100 }")
    let fixed = try Explain.fixed(scene, by: Explain.diagnose(scene))
    #expect(Explain.diagnose(fixed).isEmpty)
    let children = scene.root.animations[0].children.map { "root/group/\($0.id)" }
    for t in stride(from: 0.05, through: 0.95, by: 0.1) {
      for path in children {
        #expect(
          scene.root.evaluate(atMediaTime: t).animation(path)?.value
            == fixed.root.evaluate(atMediaTime: t).animation(path)?.value, "\(path) at \(t)")
      }
    }
  }

  /// The other fixes change what they say: the key path, the duration, the curve, the begin time.
  @Test func otherFixesDoWhatTheySay() throws {
    func fixed(_ notation: String) throws -> Animation {
      let scene = try Scene.parseNotation(notation)
      return try Explain.fixed(scene, by: Explain.diagnose(scene)).root.animations[0]
    }
    #expect(try fixed("keyPath=positon.x from=0 to=100 duration=1").keyPath == "position.x")
    let spring = try fixed("keyPath=position.x from=0 to=100 spring=smooth duration=0.2")
    #expect(abs(spring.duration - 0.8) < 1e-3)
    let turn = try fixed(
      "keyPath=transform.rotation.z from=0 to=6.283185307179586 repeatCount=inf timingFunction=easeInEaseOut duration=1"
    )
    #expect(turn.timingFunction == nil)
    let scene = try Scene.parseNotation(
      "keyPath=opacity from=1 to=0 duration=2 fillMode=both removedOnCompletion=false; layer opacity=0; "
        + "keyPath=opacity from=0 to=0.5 duration=1 beginTime=1")
    let moved = try Explain.fixed(scene, by: Explain.diagnose(scene)).root.animations[1]
    #expect(moved.beginTime == 2)
  }

  /// Six animations of one key path at once: the last hides five, named three and a count.
  @Test func manyHiddenAnimationsAreCounted() throws {
    let notation = (0..<6).map { "keyPath=opacity from=1 to=0.\($0) duration=1" }.joined(separator: "; ")
    let last = try #require(try Self.findings(notation).last { $0.code == "key-path-conflict" })
    #expect(last.message.contains("opacity, opacity2, opacity3 and 2 others"), "\(last.message)")
  }

  @Test func jsonHasTheContractsFields() throws {
    let json = Explain.json(try Self.findings("keyPath=opacity from=1 to=0 duration=1"))
    guard case .array(let items)? = json[member: "diagnostics"], case .object(let members)? = items.first else {
      Issue.record("no diagnostics array: \(json)")
      return
    }
    #expect(members.map(\.key) == ["code", "animation", "time", "message", "fix"])
    #expect(items.first?[member: "code"] == .string("snap-back"))
    #expect(items.first?[member: "animation"] == .string("root/opacity"))
  }

  func distance(_ a: AnimatedValue?, _ b: AnimatedValue?) -> Double {
    guard let a, let b else { return .infinity }
    return zip(a.components, b.components).map { abs($0 - $1) }.max() ?? 0
  }
}
