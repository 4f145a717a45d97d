import Foundation
import MediaTiming
import Scenes
import Testing
import TimingLabCapture

/// What real apps hold that a scene cannot: numbers that are not finite, names with slashes and
/// control characters, keys equal to sublayers' names, huge trees. The capture still writes a
/// file `timinglab` reads, and says what it left out; a hand-made hostile file gets a clear error.
@Suite struct HostileCaptureTests {
  static let now = 100.0

  @Test func numbersThatAreNotFiniteAreLeftAtTheirDefaultsAndNamed() throws {
    let root = FakeLayer("root")
    var broken = Make.basic("opacity", from: .number(.nan), to: .number(1), begin: Self.now, duration: .infinity)
    broken.timing.speed = .nan
    broken.timing.repeatCount = -3
    broken.timing.timeOffset = -.infinity
    broken.timingFunction = .controlPoints(.nan, 0, 1, 1)
    root.animations = [("broken", broken)]
    let infinite = FakeLayer("infinite", speed: .infinity)
    infinite.model["position"] = .point(x: .infinity, y: 0)
    root.sublayers = [infinite]
    let text = TimingLabCapture.snapshot(of: root, atHostTime: Self.now)
    let scene = try Scene.decode(text)
    let notes = try #require(scene.capture?.notes)
    for fragment in ["duration", "speed", "repeatCount", "timeOffset", "control point", "from", "infinite"] {
      #expect(notes.contains { $0.contains(fragment) }, "\(fragment) in \(notes)")
    }
    #expect(scene.root.sublayers.first?.speed == 1)
  }

  @Test func oddNamesBecomeIdsAScenePathCanHold() throws {
    let root = FakeLayer("root")
    let slashed = FakeLayer("a/b")
    let controls = FakeLayer("bell\u{7}\u{1B}[31mred")
    let empty = FakeLayer("   ")
    let long = FakeLayer(String(repeating: "x", count: 500))
    // A key equal to a sublayer's name: ids are shared between sublayers and animations.
    let twin = FakeLayer("position")
    root.animations = [("position", Make.basic("position", to: .point(x: 1, y: 1), begin: Self.now, duration: 1))]
    root.sublayers = [slashed, controls, empty, long, twin]
    let scene = try Scene.decode(TimingLabCapture.snapshot(of: root, atHostTime: Self.now))
    let ids = scene.root.sublayers.map(\.id)
    #expect(ids[0] == "a∕b")
    #expect(ids[1] == "bell[31mred")
    #expect(ids[2] == "CALayer-3")
    #expect(ids[3].count == 64)
    #expect(ids[4] == "position-2" && scene.root.animations.first?.id == "position")
  }

  @Test func aTreeOfTenThousandLayersReadsBack() throws {
    // 100 rows of 100 layers, each with one animation: the file reads back whole.
    let root = FakeLayer("root")
    for row in 0..<100 {
      let rowLayer = FakeLayer("row\(row)")
      for column in 0..<100 {
        let cell = FakeLayer()
        cell.animations = [("pulse", Make.basic("opacity", to: .number(0), begin: Self.now - 0.1, duration: 1))]
        rowLayer.sublayers.append(cell)
        _ = column
      }
      root.sublayers.append(rowLayer)
    }
    let scene = try Scene.decode(TimingLabCapture.snapshot(of: root, atHostTime: Self.now))
    #expect(scene.root.sublayers.count == 100)
    #expect(scene.root.sublayers.allSatisfy { $0.sublayers.count == 100 })
    #expect(scene.title?.contains("10101 layers, 10000 animations") == true)
  }

  @Test func aHandEditedCaptureWithBadFieldsSaysWhichAndWhy() {
    let text = """
      {"name": "capture", "capture": {"hostTime": "soon", "notes": [3], "when": 1},
       "layer": {"id": "root", "captured": {"localTime": 1e999, "presentation": {"opacity": "half"}, "colour": 1}}}
      """
    do {
      _ = try Scene.decode(text)
      Issue.record("a broken capture was read")
    } catch {
      let paths = error.problems.compactMap(\.path)
      for path in [
        "capture.hostTime", "capture.notes[0]", "capture.when", "layer.captured.localTime",
        "layer.captured.presentation.opacity", "layer.captured.colour",
      ] {
        #expect(paths.contains(path), "\(path) in \(paths)")
      }
    }
  }
}

/// What real apps animate that a scene refuses is named, and the file still reads.
@Suite struct RefusedKeyPathCaptureTests {
  @Test func aSublayerTransformIsNamedNotWrittenAndAShadowPathIsKept() throws {
    let now = 50.0
    let root = FakeLayer("root")
    let card = FakeLayer("card")
    // A shadow path morph (CALayer's `shadowPath`, a CGPath as a shape's `path` is: part of a
    // scene) and a 3D flip of the sublayers (not part of a scene: named), beside an opacity.
    let square = svgPathData([.move(0, 0), .line(10, 0), .line(10, 10), .close])!
    card.animations = [
      ("shadowPath", Make.basic("shadowPath", from: .path(square), to: .path(square), begin: now, duration: 1)),
      (
        "flip",
        Make.basic("sublayerTransform", to: .transform(SnapshotBuilderIdentity.matrix), begin: now, duration: 1)
      ),
      ("fade", Make.basic("opacity", from: .number(1), to: .number(0), begin: now - 0.5, duration: 1)),
    ]
    card.model["shadowPath"] = .path(square)
    card.model["sublayerTransform"] = .transform(SnapshotBuilderIdentity.matrix)
    card.presentation["shadowPath"] = .path(square)
    card.presentation["opacity"] = .number(0.5)
    root.sublayers = [card]
    let scene = try Scene.decode(TimingLabCapture.snapshot(of: root, atHostTime: now))
    let layer = try #require(scene.root.sublayers.first)
    #expect(layer.animations.map(\.id) == ["shadowPath", "fade"])
    let notes = try #require(scene.capture?.notes)
    #expect(!notes.contains { $0.contains("shadowPath") })
    #expect(notes.contains { $0.contains("sublayerTransform is not part of TimingLab's model") })
    // The model and presentation are the same square: what was captured and what the scene
    // evaluates to agree, for the path as for the opacity.
    #expect(scene.captureComparisons().map(\.keyPath) == ["shadowPath", "opacity"])
    #expect(scene.captureComparisons().allSatisfy { $0.agrees })
  }
}

/// The identity transform's sixteen numbers.
enum SnapshotBuilderIdentity {
  static let matrix: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
}
