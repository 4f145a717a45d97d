import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// Scene events in the explorer: an animation an event adds has its own row, absent before the
/// event; a removed one stops there; each event is marked `◆` on its layer's rows; what the state
/// evaluates (and the stage draws) is the tree the events have left at the playhead.
@Suite("Events on the timeline")
struct EventTimelineTests {
  /// A 2 s `move` on `box` from 0 s, removed at 1 s; a `fade` added at 2 s lasting 1 s.
  static func scene() throws -> Scene {
    try Scene.decode(
      #"""
      {"name": "e", "timeline": {"start": 0, "end": 4}, "layer": {"id": "root", "sublayers": [{"id": "box",
        "properties": {"bounds": [0, 0, 20, 20], "backgroundColor": "#FF9500"},
        "animations": [{"id": "move", "keyPath": "position.x", "from": 0, "to": 100, "duration": 2}]}]},
       "events": [{"at": 1, "layer": "root/box", "remove": "move"},
                  {"at": 2, "layer": "root/box", "add": {"id": "fade", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}}]}
      """#)
  }

  // 8 columns over 4 s: samples every 0.25 s at 0.125 + k/4. move is active until its removal
  // at 1 s (4 samples); fade from 2 s to 3 s (samples 8 to 11).
  @Test func rowsShowWhenEachAnimationIsThere() throws {
    let scene = try Self.scene()
    #expect(scene.rows.map(\.path) == ["root/box/move", "root/box/fade"])
    let rows = TimelineModel.rows(
      root: scene.root, events: scene.events, rows: scene.rows, visible: 0..<2, selected: nil,
      times: Timeline.sampleTimes(span: 0...4, columns: 8))
    #expect(sampleKinds(rows[0].samples) == "AAAA............")
    #expect(sampleKinds(rows[1].samples) == "........AAAA....")
  }

  // The event-added row's animation is as its layer holds it: beginTime 2 (the box's local
  // time at the event), not the 0 written.
  @Test func theAddedRowHoldsTheAnimationAsAdded() throws {
    #expect(try Self.scene().rows[1].animation.beginTime == 2)
  }

  // Each event on the rows it concerns: the removal of `move` on move's row, the add of `fade`
  // on fade's.
  @Test func eventsAreMarkedOnTheRowsTheyConcern() throws {
    let state = ExplorerState(scene: try Self.scene(), width: 100, height: 30, sceneTime: 0.5)
    let text = ExplorerView.render(state, theme: Theme(color: false)).text
    let marked = text.split(separator: "\n").filter { $0.contains("◆") }
    #expect(marked.count == 2)
    #expect(marked.allSatisfy { $0.filter { $0 == "◆" }.count == 1 })
    #expect(marked.first?.contains("move") == true && marked.last?.contains("fade") == true)
  }

  @Test func theStateEvaluatesTheTreeTheEventsLeave() throws {
    let before = ExplorerState(scene: try Self.scene(), width: 100, height: 30, sceneTime: 0.5)
    #expect(before.evaluation.animation("root/box/move")?.isActive == true)
    let after = ExplorerState(scene: try Self.scene(), width: 100, height: 30, sceneTime: 2.5)
    #expect(after.evaluation.animation("root/box/move") == nil)
    #expect(after.evaluation.animation("root/box/fade")?.value == .number(0.5))
  }

  // The default span reaches past the last event's animation: fade ends at 3 s → 3.25 → 4.
  @Test func theSpanHoldsWhatEventsAdd() throws {
    var scene = try Self.scene()
    scene.timeline = nil
    #expect(scene.span == 0...4)
  }
  /// A scene of model values set by events alone (a display link's frames): no row, and the
  /// readout says how many values change, when, and on what, instead of "no animations".
  @Test func aSceneOfSetEventsSaysWhatTheyChange() throws {
    let scene = try Scene.decode(
      #"""
      {"name": "frames", "timeline": {"start": 0, "end": 2}, "layer": {"id": "root", "sublayers": [{"id": "dot",
        "properties": {"bounds": [0, 0, 10, 10], "position": [5, 5], "backgroundColor": "#FF9500"}}]},
       "events": [{"at": 0.5, "layer": "root/dot", "set": {"position": [15, 5]}},
                  {"at": 0.75, "layer": "root/dot", "set": {"position": [25, 5]}}]}
      """#)
    #expect(scene.rows.isEmpty)
    let state = ExplorerState(scene: scene, width: 100, height: 30, sceneTime: 1)
    let text = ExplorerView.render(state, theme: Theme(color: false)).text
    #expect(text.contains("No animations: 2 model values set by events from 0.500s to 0.750s (dot.position)."))
    #expect(!text.contains("This scene has no animations."))
  }
}
