import MediaTiming
import Testing

/// Animation groups (G1–G4): children timed in the group's basic local time, clipped to it.
@Suite("Groups")
struct GroupTests {
  func tree(group configure: (inout Animation) -> Void, child configureChild: (inout Animation) -> Void) -> Layer {
    var child = colorAnimation(configureChild)
    child.id = "child"
    var group = Animation(groupID: "group", animations: [child])
    configure(&group)
    return Layer(id: "root", animations: [group])
  }

  func child(_ root: Layer, at t: Double) -> AnimationEvaluation {
    root.evaluate(atMediaTime: t).animation("root/group/child")!
  }

  // Records know their paths: built from the parent's path and the id, and looked up without
  // building them; a near miss (a prefix, a different separator or id) is not a match.
  @Test func recordPaths() {
    let root = tree(group: { $0.duration = 5 }, child: { $0.duration = 10 })
    let evaluation = root.evaluate(atMediaTime: 1)
    #expect(evaluation.animations.map(\.path) == ["root/group", "root/group/child"])
    let record = evaluation.animations[1]
    #expect(record.parentPath == "root/group" && record.id == "child")
    #expect(record.hasPath("root/group/child"))
    for miss in ["root/group/chil", "root/group/childx", "root/groupXchild", "root/group", "", "group/child"] {
      #expect(!record.hasPath(miss), "\(miss)")
    }
    #expect(evaluation.animation("root/group/chil") == nil)
  }

  // Clipping (G4, Apple's example): a 10 s child in a 5 s group shows only its first 5 s:
  // t = 5 → 0.5; t = 6 → group after, removed → child not applied.
  @Test func clipping() {
    let root = tree(group: { $0.duration = 5 }, child: { $0.duration = 10 })
    #expect(matches(child(root, at: 2.5).progress, 0.25))
    #expect(matches(child(root, at: 5).progress, 0.5))
    #expect(child(root, at: 6).isApplied == false)
    #expect(child(root, at: 6).phase == .after)
  }

  // Child duration 0 takes the group's (G3): group 1 s → child 1 s, t = 0.5 → 0.5.
  @Test func childDurationFromGroup() {
    let root = tree(group: { $0.duration = 1 }, child: { $0.duration = 0 })
    #expect(matches(child(root, at: 0.5).progress, 0.5))
    #expect(child(root, at: 0.5).timing?.duration == 1)
  }

  // A group with duration 0 on a layer is 0.25 s (T1) and its duration-0 child inherits 0.25 s.
  @Test func defaultGroupDurationInherited() {
    let root = tree(group: { _ in }, child: { $0.duration = 0 })
    #expect(matches(child(root, at: 0.125).progress, 0.5))
  }

  // The child's removedOnCompletion is ignored (G2), its fill applies: child 0.5 s with fill
  // forwards in a 1 s group → after its end (t = 0.75) it holds 1 even though removedOnCompletion is
  // true; without fill it is not applied.
  @Test func childFillInsideGroup() {
    let filled = tree(
      group: { $0.duration = 1 },
      child: {
        $0.duration = 0.5; $0.fillMode = .forwards
      })
    #expect(matches(child(filled, at: 0.75).progress, 1))
    let removed = tree(group: { $0.duration = 1 }, child: { $0.duration = 0.5 })
    #expect(child(removed, at: 0.75).isApplied == false)
  }

  // The group fills (G4): group 1 s, fill both, not removed; after the end the child is evaluated
  // at the group's clamped time (1 s) → 1, but is not `active` because the group is not.
  @Test func groupFill() {
    let root = tree(
      group: {
        $0.duration = 1; $0.fillMode = .both; $0.removedOnCompletion = false; $0.beginTime = 1
      }, child: { $0.duration = 1 })
    #expect(matches(child(root, at: 3).progress, 1))
    #expect(child(root, at: 3).isActive == false)
    #expect(matches(child(root, at: 0).progress, 0))
    #expect(child(root, at: 1.5).isActive == true)
  }

  // The group's timing function re-times its children (G1): group easeIn, duration 1, child linear
  // duration 1 → child progress = easeIn(t).
  @Test func groupTimingFunction() {
    let root = tree(
      group: {
        $0.duration = 1; $0.timingFunction = .easeIn
      }, child: { $0.duration = 1 })
    #expect(matches(child(root, at: 0.4).progress, TimingFunction.easeIn.progress(at: 0.4)))
  }

  // Group repeat and autoreverse carry the children: group 1 s autoreverses, child 1 s: t = 1.25 →
  // group local 0.75 → child 0.75.
  @Test func groupAutoreverse() {
    let root = tree(
      group: {
        $0.duration = 1; $0.autoreverses = true
      }, child: { $0.duration = 1 })
    #expect(matches(child(root, at: 1.25).progress, 0.75))
  }

  // A child before its own begin inside an active group: group 2 s, child beginTime 1 (in group
  // time): t = 0.5 → child before, not applied; its phase is its own.
  @Test func childBeginInGroupTime() {
    let root = tree(
      group: { $0.duration = 2 },
      child: {
        $0.duration = 1; $0.beginTime = 1
      })
    #expect(child(root, at: 0.5).phase == .before)
    #expect(child(root, at: 0.5).isApplied == false)
    #expect(matches(child(root, at: 1.5).progress, 0.5))
  }

  // The group itself is listed before its children, and `path` joins ids.
  @Test func recordsOrder() {
    let root = tree(group: { $0.duration = 1 }, child: { $0.duration = 1 })
    #expect(root.evaluate(atMediaTime: 0).animations.map(\.path) == ["root/group", "root/group/child"])
    #expect(root.evaluate(atMediaTime: 0).animations[0].isGroup)
  }
}
