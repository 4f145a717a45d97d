import Explain
import MediaTiming
import Scenes
import Testing

/// `explain` on scenes with events: `speed-jump` (a raw speed, seed 004's pitfall) found by
/// comparing with the same event anchored; animations' ends follow the layer timing the events
/// leave; an animation an event takes away before its end has no end to snap back from.
@Suite("explain with scene events")
struct EventExplainTests {
  /// A root with a 4 s linear 0 → 100 `position.x` move (model 100: no snap-back) and `events`.
  static func scene(_ events: String, model: Double = 100) throws -> Scene {
    try Scene.decode(
      #"{"name": "e", "layer": {"id": "root", "properties": {"position.x": "# + "\(model)"
        + #"}, "animations": [{"id": "move", "keyPath": "position.x", "from": 0, "to": 100, "duration": 4, "timingFunction": "linear"}]}, "events": ["#
        + events + "]}")
  }

  // A raw speed 2 at 1 s: local time leaps from 1 to H × 1 + 2, far past the 4 s move, which
  // is removed: position.x jumps from 25 (where the move was) to the model 100.
  @Test func rawSpeedIsASpeedJump() throws {
    let findings = Explain.diagnose(try Self.scene(#"{"at": 1, "speed": 2}"#))
    #expect(findings.map(\.code) == ["speed-jump"])
    #expect(findings.first?.time == 1)
    #expect(findings.first?.message.contains("jumps from 25") == true)
    #expect(findings.first?.message.contains("to 100") == true)
  }

  // The recipe is continuous: nothing to say. The fix makes the event anchored, which keeps the
  // motion (the move at 25 at 1 s, then twice as fast: 50 at 1.5 s) and explains clean.
  @Test func theFixAnchorsTheEvent() throws {
    #expect(Explain.diagnose(try Self.scene(#"{"at": 1, "speed": 2, "anchored": true}"#)).isEmpty)
    let scene = try Self.scene(#"{"at": 1, "speed": 2}"#)
    let fixed = try Explain.fixed(scene, by: Explain.diagnose(scene))
    #expect(fixed.events.first?.change == .setTiming(.speed, 2, anchored: true))
    #expect(Explain.diagnose(fixed).isEmpty)
    let value = fixed.root(atMediaTime: 1.5).evaluate(atMediaTime: 1.5).animation("root/move")?.value
    #expect(value == .number(50))
  }

  // A layer hidden until 1 s (one code adds then) whose stroke starts at 1 s without a backwards
  // fill: before then nothing of it is seen, so no start flash; the same layer shown from the
  // start flashes its model stroke (1) before the draw begins at 0. Hidden again at 3 s, before
  // its 2 s draw ends, it has no snap-back to show either.
  @Test func hiddenLayersShowNoJump() throws {
    func scene(hidden: Bool) throws -> Scene {
      try Scene.decode(
        #"{"name": "h", "layer": {"id": "root", "sublayers": [{"id": "mark", "properties": {"hidden": "#
          + (hidden ? "1" : "0")
          + #"}, "animations": [{"id": "draw", "keyPath": "strokeEnd", "from": 0, "to": 0.5, "beginTime": 1, "duration": 3}]}]}, "events": [{"at": 1, "layer": "root/mark", "set": {"hidden": 0}}, {"at": 3, "layer": "root/mark", "set": {"hidden": 1}}]}"#
      )
    }
    #expect(Explain.diagnose(try scene(hidden: true)).isEmpty)
    #expect(Explain.diagnose(try scene(hidden: false)).map(\.code) == ["start-flash"])
  }

  // Paused from 2 s to 2.5 s: the move's local end (4) is reached at 4.5 s, where it snaps
  // back to the model 0.
  @Test func endsFollowTheEventsTiming() throws {
    let findings = Explain.diagnose(try Self.scene(#"{"at": 2, "pause": true}, {"at": 2.5, "resume": true}"#, model: 0))
    #expect(findings.map(\.code) == ["snap-back"])
    #expect(findings.first?.time == 4.5)
  }

  // Removed at 1 s: the move never reaches its end; nothing snaps back there (the removal
  // itself is what code asked for).
  @Test func anAnimationTakenAwayEarlyHasNoEnd() throws {
    #expect(Explain.diagnose(try Self.scene(#"{"at": 1, "remove": "move"}"#, model: 0)).isEmpty)
  }
}

/// `explain` on animations events add: their ends, through the tree the events leave, with
/// fixes that edit the event (a model value set by an event of its own right after it).
@Suite("explain: animations events add")
struct EventAddedExplainTests {
  // A fade added at 2 s (1 → 0.2 over 0.5 s, the model 1): removed at 2.5 s, the opacity snaps
  // back from 0.2 to 1. The fix sets the model to 0.2 by an event right after the add and writes
  // the ends out; the fade then looks the same while it runs and nothing jumps.
  @Test func aSnapBackOfAnAddedAnimation() throws {
    let scene = try Scene.decode(
      #"""
      {"name": "e", "layer": {"id": "root", "sublayers": [{"id": "box"}]},
       "events": [{"at": 2, "layer": "root/box", "add": {"id": "fade", "keyPath": "opacity", "from": 1, "to": 0.2, "duration": 0.5}}]}
      """#)
    let findings = Explain.diagnose(scene)
    #expect(findings.map(\.code) == ["snap-back"])
    #expect(findings.first?.animation == "root/box/fade")
    #expect(findings.first?.time == 2.5)
    let fixed = try Explain.fixed(scene, by: findings)
    #expect(Explain.diagnose(fixed).isEmpty)
    #expect(fixed.events.count == 2)
    for t in [2.1, 2.25, 2.4, 3.0] {
      let value = { (s: Scene) in
        s.root(atMediaTime: t).presentation(atMediaTime: t).first { $0.path == "root/box" }?.presentedValue("opacity")
      }
      if t < 2.5 { #expect(value(fixed) == value(scene), "at \(t)") }
    }
    let end = fixed.root(atMediaTime: 3).presentation(atMediaTime: 3).first { $0.path == "root/box" }
    #expect(end?.presentedValue("opacity") == .number(0.2))
  }

  // Replaced under its key before its end, an animation has no end to snap back from; the one
  // that replaces it (from where it was, 50, to the model value) ends on it: nothing to say. A
  // replacement to the model value alone goes from the model value to itself: no visible change.
  @Test func aReplacedAnimationIsNotFlagged() throws {
    func scene(_ values: String) throws -> Scene {
      try Scene.decode(
        #"{"name": "e", "layer": {"id": "root", "properties": {"position.x": 0}, "animations": [{"id": "move", "keyPath": "position.x", "from": 0, "to": 100, "duration": 2, "timingFunction": "linear"}]}, "events": [{"at": 1, "add": {"id": "move", "keyPath": "position.x", "#
          + values + #", "duration": 0.5}}]}"#)
    }
    #expect(Explain.diagnose(try scene(#""from": 50, "to": 0"#)).isEmpty)
    #expect(Explain.diagnose(try scene(#""to": 0"#)).map(\.code) == ["no-visible-change"])
  }
}
