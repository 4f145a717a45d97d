import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// The timeline rows of the cheat-sheet cases match seed 002's descriptions.
@Suite("Timeline model")
struct TimelineModelTests {
  /// Samples of `scene`'s first row at the middle of each of `columns` strip columns of 0...4 s.
  func strip(_ name: String, columns: Int = 16) throws -> [Timeline.Sample] {
    let scene = try bundled(name)
    let times = Timeline.sampleTimes(span: scene.span, columns: columns)
    return TimelineModel.rows(root: scene.root, rows: scene.rows, visible: 0..<1, selected: 0, times: times)[0].samples
  }

  /// "F" filling, "A" active, "." absent, per sample.
  func kinds(_ samples: [Timeline.Sample]) -> String { sampleKinds(samples) }

  // 16 columns over 4 s = 32 samples of 0.125 s, at 0.0625 + k/8 s.
  // duration=1.5, beginTime=1.0, fillMode=backwards: the from-colour (fill) from 0 s to 1 s
  // (samples 0–7), the ramp from 1 s to 2.5 s (samples 8–19), blank after (20–31).
  @Test func fillBackwards() throws {
    let samples = try strip("fill-backwards")
    #expect(
      kinds(samples) == String(repeating: "F", count: 8) + String(repeating: "A", count: 12)
        + String(repeating: ".", count: 12))
    if case .filling(let color, let progress) = samples[0] {
      #expect(color == ValueColors.from)
      #expect(progress == 0)
    } else {
      Issue.record("not filling")
    }
  }

  // duration=1.5: the ramp from 0 to 1.5 s (12 samples), then blank ("white again").
  @Test func duration() throws {
    #expect(kinds(try strip("duration")) == String(repeating: "A", count: 12) + String(repeating: ".", count: 20))
  }

  // repeatCount=2 runs 0–3 s; repeatDuration=2 runs 0–2 s; speed=2 (duration 3) runs 0–1.5 s;
  // timeOffset=1 (duration 3) runs 0–3 s.
  @Test func activeLengths() throws {
    #expect(try kinds(strip("repeat-count")).filter { $0 == "A" }.count == 24)
    #expect(try kinds(strip("repeat-duration")).filter { $0 == "A" }.count == 16)
    #expect(try kinds(strip("speed")).filter { $0 == "A" }.count == 12)
    #expect(try kinds(strip("time-offset")).filter { $0 == "A" }.count == 24)
  }

  // timeOffset=1: starts a third of the way to blue, is blue just before 2 s, orange right after.
  @Test func timeOffsetWrap() throws {
    let samples = try strip("time-offset", columns: 32)  // samples of 1/16 s at (k + 0.5)/16
    guard case .active(_, let first) = samples[0], case .active(_, let beforeWrap) = samples[31],
      case .active(_, let afterWrap) = samples[32]
    else {
      Issue.record("not active")
      return
    }
    #expect(abs(first - (1 + 1.0 / 32) / 3) < 1e-12)
    #expect(beforeWrap > 0.98)
    #expect(afterWrap < 0.02)
  }

  // Marks: repeatCount=2 has edges at 0 and 3 s, one repeat boundary at 1.5 s, two forward legs;
  // autoreverses has a forward and a backward leg; negative speed runs backward.
  @Test func marks() throws {
    func marks(_ name: String) throws -> [Timeline.Mark] {
      let scene = try bundled(name)
      let times = Timeline.sampleTimes(span: scene.span, columns: 32)
      return TimelineModel.rows(root: scene.root, rows: scene.rows, visible: 0..<1, selected: 0, times: times)[0].marks
    }
    let repeats = try marks("repeat-count")
    #expect(repeats.filter { $0.kind == .edge }.count == 2)
    #expect(repeats.filter { $0.kind == .repeatBoundary }.map(\.time) == [1.5 + 1.0 / 32])
    #expect(repeats.filter { $0.kind == .forward }.count == 2)
    let reverses = try marks("autoreverses")
    #expect(reverses.filter { $0.kind == .forward }.count == 1)
    #expect(reverses.filter { $0.kind == .backward }.count == 1)
    #expect(reverses.filter { $0.kind == .repeatBoundary }.isEmpty)
    let negative = try marks("negative-speed")
    #expect(negative.filter { $0.kind == .backward }.count == 1)
    #expect(negative.filter { $0.kind == .forward }.isEmpty)
  }

  // Rows list every animation, groups before children, with their paths.
  @Test func rows() throws {
    #expect(try bundled("hierarchical-speed").rows.map(\.path) == ["root/reference", "root/group", "root/group/color"])
    #expect(try bundled("layer-speed").rows.map(\.layerPath) == ["root", "root/slow"])
    // The overview: eight cases, each on a layer of its own (so the value panel shows the row's
    // own colour, not another case's), each named once.
    let overview = try bundled("overview").rows
    #expect(overview.count == 8 && Set(overview.map(\.layerPath)).count == 8)
    #expect(overview.map(\.label).prefix(3) == [" duration", " beginTime", " fillBackwards"])  // indented: sublayers
    #expect(overview[1].animation.fillMode == .removed && overview[2].animation.fillMode == .backwards)
  }
}

/// Rows are sampled one by one when few are on screen and from whole-tree evaluations when most
/// are: both must give the same rows.
@Suite("Timeline model, rows on screen")
struct TimelineVisibleRowsTests {
  @Test(arguments: ["overview", "hierarchical-speed", "keyframed-bounce", "spring-presets", "paced-path"])
  func aFewRowsEqualTheSameRowsOfAll(name: String) throws {
    let scene = try bundled(name)
    let times = Timeline.sampleTimes(span: scene.span, columns: 40)
    let all = TimelineModel.rows(
      root: scene.root, rows: scene.rows, visible: 0..<scene.rows.count, selected: nil, times: times)
    for index in scene.rows.indices {
      let one = TimelineModel.rows(
        root: scene.root, rows: scene.rows, visible: index..<index + 1, selected: nil, times: times)
      #expect(one == [all[index]], "\(name) row \(index)")
    }
  }
}
