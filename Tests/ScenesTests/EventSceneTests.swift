import MediaTiming
import Scenes
import Testing

/// Scene events in scene files (interfaces.md, "Scene events"; docs/scene-format.md "Events"):
/// each event is read into the engine's `LayerEvent`, written back the same, and every mistake
/// names the event's field.
@Suite("Events in scene files")
struct EventSceneTests {
  func text(_ events: String) -> String {
    #"{"name": "e", "layer": {"id": "root", "sublayers": [{"id": "box", "animations": [{"id": "move", "keyPath": "opacity", "from": 0, "to": 1, "duration": 2}]}]}, "events": ["#
      + events + "]}"
  }

  func problems(_ events: String) -> [String] {
    do {
      _ = try Scene.decode(text(events))
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  @Test func everyActionIsReadAsTheEngineEvent() throws {
    let scene = try Scene.decode(
      text(
        #"""
        {"at": 1, "layer": "root/box", "set": {"opacity": 0.5, "position.x": 3}},
        {"at": 1.5, "layer": "root/box", "add": {"id": "fade", "keyPath": "opacity", "to": 0}},
        {"at": 2, "layer": "root/box", "remove": "move"},
        {"at": 2, "layer": "root/box", "removeAll": true},
        {"at": 3, "speed": 2},
        {"at": 3, "speed": 0.5, "anchored": true},
        {"at": 4, "layer": "root/box", "timeOffset": 0.25, "anchored": true},
        {"at": 4, "layer": "root/box", "beginTime": 1},
        {"at": 5, "pause": true},
        {"at": 6, "resume": true}
        """#))
    let box: NodePath = "root/box"
    let root: NodePath = "root"
    var fade = Animation(id: "fade", keyPath: "opacity", to: .number(0))
    fade.duration = 0
    #expect(
      scene.events == [
        LayerEvent(time: 1, layer: box, change: .setValue(PropertyValue("opacity", .number(0.5)))),
        LayerEvent(time: 1, layer: box, change: .setValue(PropertyValue("position.x", .number(3)))),
        LayerEvent(time: 1.5, layer: box, change: .add(fade)),
        LayerEvent(time: 2, layer: box, change: .remove(key: "move")),
        LayerEvent(time: 2, layer: box, change: .removeAll),
        LayerEvent(time: 3, layer: root, change: .setTiming(.speed, 2, anchored: false)),
        LayerEvent(time: 3, layer: root, change: .setTiming(.speed, 0.5, anchored: true)),
        LayerEvent(time: 4, layer: box, change: .setTiming(.timeOffset, 0.25, anchored: true)),
        LayerEvent(time: 4, layer: box, change: .setTiming(.beginTime, 1, anchored: false)),
        LayerEvent(time: 5, layer: root, change: .pause),
        LayerEvent(time: 6, layer: root, change: .resume),
      ])
    // Written and read again: the same scene.
    #expect(try Scene.decode(scene.fileText) == scene)
  }

  @Test(arguments: [
    (#"{"layer": "root", "pause": true}"#, "events[0]", "needs \"at\""),
    (#"{"at": -1, "pause": true}"#, "events[0].at", "must not be negative"),
    (#"{"at": 1, "layer": "root/boxx", "pause": true}"#, "events[0].layer", "names no layer"),
    (#"{"at": 1}"#, "events[0]", "must say what happens"),
    (#"{"at": 1, "pause": true, "removeAll": true}"#, "events[0]", "does 2 things"),
    (#"{"at": 1, "pause": true, "anchored": true}"#, "events[0].anchored", "only qualifies"),
    (#"{"at": 1, "puase": true}"#, "events[0].puase", "did you mean \"pause\""),
    (#"{"at": 1, "speed": "fast"}"#, "events[0].speed", "must be a number"),
    (#"{"at": 1, "remove": ""}"#, "events[0].remove", "key of an animation"),
    (##"{"at": 1, "set": {"opacity": "#FF0000"}}"##, "events[0].set.opacity", "must be"),
    (#"{"at": 1, "add": {"keyPath": "opacity"}}"#, "events[0].add.id", "is required"),
    (
      #"{"at": 1, "add": {"id": "a", "keyPath": "opacity", "to": 1, "addedAt": 2}}"#, "events[0].add.addedAt",
      "not used"
    ),
  ])
  func mistakesNameTheField(events: String, path: String, message: String) {
    let found = problems(events)
    #expect(found.contains { $0.hasPrefix(path + ":") && $0.contains(message) }, "\(found)")
  }

  @Test func removingAKeyNoAnimationHasIsAWarning() throws {
    let scene = try Scene.decode(
      text(#"{"at": 1, "layer": "root/box", "remove": "fade"}, {"at": 1, "layer": "root/box", "remove": "move"}"#))
    #expect(scene.warnings.map(\.path) == ["events[0].remove"])
  }

  // The scene's tree at a time: the commit before the first event, then the events applied.
  @Test func theSceneEvaluatesItsEvents() throws {
    let scene = try Scene.decode(text(#"{"at": 1, "layer": "root/box", "removeAll": true}"#))
    #expect(scene.root(atMediaTime: 0.5).layer(at: "root/box")?.animations.count == 1)
    #expect(scene.root(atMediaTime: 1).layer(at: "root/box")?.animations.isEmpty == true)
  }
}

/// Events in notation: `at SECONDS …` items, written back the same way.
@Suite("Events in notation")
struct EventNotationTests {
  @Test func everyEventReadsAsTheSceneFileWouldSayIt() throws {
    let scene = try Scene.parseNotation(
      "keyPath=position.x from=0 to=100 duration=2; at 1 pause; at 1.5 resume; at 1.5 opacity=0.5 position.y=3; "
        + "at 2 speed=2 anchored; at 2.5 remove=positionX; at 3 { keyPath=opacity to=0 duration=1 }; at 4 removeAll")
    let root: NodePath = "root"
    var fade = Animation(id: "opacity", keyPath: "opacity", to: .number(0))
    fade.duration = 1
    #expect(
      scene.events == [
        LayerEvent(time: 1, layer: root, change: .pause),
        LayerEvent(time: 1.5, layer: root, change: .resume),
        LayerEvent(time: 1.5, layer: root, change: .setValue(PropertyValue("opacity", .number(0.5)))),
        LayerEvent(time: 1.5, layer: root, change: .setValue(PropertyValue("position.y", .number(3)))),
        LayerEvent(time: 2, layer: root, change: .setTiming(.speed, 2, anchored: true)),
        LayerEvent(time: 2.5, layer: root, change: .remove(key: "positionX")),
        LayerEvent(time: 3, layer: root, change: .add(fade)),
        LayerEvent(time: 4, layer: root, change: .removeAll),
      ])
    // Printed and read again: the same scene.
    #expect(try Scene.parseNotation(scene.notation).events == scene.events)
  }

  @Test func eventsOnASublayer() throws {
    let scene = try Scene.parseNotation("sublayer box { keyPath=opacity from=0 to=1 }; at 0.5 layer=root/box removeAll")
    #expect(scene.events == [LayerEvent(time: 0.5, layer: "root/box", change: .removeAll)])
    #expect(scene.notation.contains("at 0.5 layer=root/box removeAll"))
  }

  @Test(arguments: [
    ("keyPath=opacity; at soon pause", "\"at\" needs a time"),
    ("keyPath=opacity; at 1 puase", "unknown field \"puase\" of an event (did you mean \"pause\"?)"),
    ("keyPath=opacity; at 1 layer=root/nothing pause", "names no layer"),
    ("keyPath=opacity; at", "an event needs its time"),
  ])
  func mistakesHaveAColumn(text: String, message: String) {
    do {
      _ = try Scene.parseNotation(text)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
  }
}

/// Hostile event lists: too many is a clear error naming the field; a thousand still evaluate.
@Suite("Events: limits")
struct EventLimitTests {
  static func document(count: Int) -> String {
    let events = (0..<count).map {
      #"{"at": \#(Double($0) * 0.004), "add": {"id": "a\#($0)", "keyPath": "opacity", "from": 0, "to": 1}}"#
    }
    return #"{"name": "many", "layer": {"id": "root"}, "events": ["# + events.joined(separator: ",") + "]}"
  }

  @Test func moreThanTheLimitIsRefused() {
    do {
      _ = try Scene.decode(Self.document(count: SceneLimits.events + 1))
      Issue.record("accepted")
    } catch {
      #expect(error.problems.map(\.path) == ["events"])
      #expect(error.description.contains("at most \(SceneLimits.events)"))
    }
  }

  // At 2 s, a400 … (added at 1.6 s, 0.25 s long) have ended; a500 (2.0 s) has just begun.
  @Test func theLimitEvaluates() throws {
    let scene = try Scene.decode(Self.document(count: SceneLimits.events))
    let evaluation = scene.root(atMediaTime: 2).evaluate(atMediaTime: 2)
    #expect(evaluation.animation("root/a500")?.progress == 0)
    #expect(evaluation.animation("root/a400")?.isApplied == false)
  }
}
