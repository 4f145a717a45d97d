import Benchmark
import Explorer
import MediaTiming
import Scenes
import TermGrid

/// A scene of `count` animations, the shape `scripts/large-scene.py` writes (for cpu-usage.sh): a
/// 400×300 root with 10 sublayers of `count / 10` animations each (opacity, position.x and
/// backgroundColor; staggered begins and durations; some repeat, autoreverse or fill).
func largeScene(_ count: Int) -> Scene {
  let functions: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
  let layers = (0..<10).map { l in
    let animations = (l * count / 10..<(l + 1) * count / 10).map { i in
      var a: Animation
      switch i % 3 {
      case 0: a = Animation(id: "a\(i)", keyPath: "opacity", from: .number(0), to: .number(1))
      case 1: a = Animation(id: "a\(i)", keyPath: "position.x", from: .number(20), to: .number(380))
      default:
        a = Animation(
          id: "a\(i)", keyPath: "backgroundColor", from: .color(RGBColor(red: 1, green: 149 / 255, blue: 0)),
          to: .color(RGBColor(red: 0, green: 0, blue: 1)))
      }
      a.beginTime = Double(i % 40) / 10
      a.duration = 0.5 + Double(i % 7) / 4
      a.timingFunction = functions[i % 5]
      if i % 4 == 1 { a.repeatCount = 2 }
      if i % 5 == 2 { a.autoreverses = true }
      if i % 6 == 3 {
        a.fillMode = .both
        a.removedOnCompletion = false
      }
      return a
    }
    return Layer(
      id: "layer\(l)", animations: animations,
      properties: [
        PropertyValue("position", .point(200, 15 + 30 * Double(l))), PropertyValue("bounds", .rect(0, 0, 40, 20)),
      ])
  }
  let root = Layer(
    id: "root", sublayers: layers,
    properties: [PropertyValue("bounds", .rect(0, 0, 400, 300)), PropertyValue("position", .point(200, 150))])
  return Scene(name: "large-\(count)", title: "\(count) animations on 10 layers", timeline: 0...6, root: root)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 20_000)
  let theme = Theme(unicode: true, color: true, gradients: true)

  let overview = BundledScenes.scene(named: BundledScenes.defaultName)!

  // One iteration draws the explorer's whole screen into a grid that is reused, as the frame loop
  // does: the steady state. At 200x50 (10,000 cells) and 100x30 (3,000): allocations that grew
  // with the cell count would show as the difference.
  for (width, height) in [(200, 50), (100, 30)] {
    Benchmark("draw the explorer's screen at \(width)x\(height)") { benchmark in
      let state = ExplorerState(scene: overview, width: width, height: height, sceneTime: 1.6)
      var grid = CellGrid(width: width, height: height)
      for _ in benchmark.scaledIterations {
        grid.clear()
        ExplorerView.draw(state, into: &grid, theme: theme)
        blackHole(grid)
      }
    }
  }

  // A whole frame while scrubbing: the key's update (one frame to the right), then the draw.
  Benchmark("scrub one frame and draw, 200x50") { benchmark in
    var state = ExplorerState(scene: overview, width: 200, height: 50, sceneTime: 0)
    var grid = CellGrid(width: 200, height: 50)
    for _ in benchmark.scaledIterations {
      if state.sceneTime > 3.9 { _ = state.perform(.home) }
      _ = state.perform(.stepFrames(1))
      grid.clear()
      ExplorerView.draw(state, into: &grid, theme: theme)
      blackHole(grid)
    }
  }

  // What playing costs per frame, as the run loop draws it: the playhead moved one frame, the view
  // cache holds the strips and the stage's extent (they did not change), and the changed cells
  // become the terminal's bytes. Issue 15's targets:
  // ≤ 0.1 ms for the overview at 200x50; ≤ 2 ms and ≤ 20 ms for 1,000 and 10,000 animations.
  for (name, scene) in [
    ("the overview", overview), ("1,000 animations", largeScene(1000)), ("10,000 animations", largeScene(10000)),
  ] {
    Benchmark("a playing frame (playhead moved, cache warm) of \(name) at 200x50") { benchmark in
      var state = ExplorerState(scene: scene, width: 200, height: 50, sceneTime: 0)
      let cache = ViewCache()
      var grid = CellGrid(width: 200, height: 50)
      var update = ScreenUpdate(depth: .ansi256)
      var bytes: [UInt8] = []
      ExplorerView.draw(state, into: &grid, theme: theme, cache: cache)
      update.update(to: grid, into: &bytes)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        if state.sceneTime > 3.9 { _ = state.perform(.stepFrames(-234)) }
        _ = state.perform(.stepFrames(1))
        grid.clear()
        ExplorerView.draw(state, into: &grid, theme: theme, cache: cache)
        bytes.removeAll(keepingCapacity: true)
        update.update(to: grid, into: &bytes)  // the bytes the terminal is sent, as the live one
        blackHole(bytes)
      }
    }
  }

  // The first frame of a large scene, or one after an edit: the strips are sampled (only the rows
  // on screen, so 10,000 animations cost about what 1,000 do).
  for count in [1000, 10000] {
    let scene = largeScene(count)
    Benchmark("a frame that samples the strips (cache cold), \(count) animations at 200x50") { benchmark in
      let state = ExplorerState(scene: scene, width: 200, height: 50, sceneTime: 1.3)
      var grid = CellGrid(width: 200, height: 50)
      for _ in benchmark.scaledIterations {
        grid.clear()
        ExplorerView.draw(state, into: &grid, theme: theme, cache: ViewCache())
        blackHole(grid)
      }
    }
  }

  // `timinglab cheatsheet --format svg`: every cheat-sheet case drawn and written as SVG.
  Benchmark("cheat sheet as SVG") { benchmark in
    let scenes = BundledScenes.cheatSheetNames.compactMap(BundledScenes.scene(named:))
    for _ in benchmark.scaledIterations {
      blackHole(CheatSheet.render(scenes, width: 100, theme: theme).svg())
    }
  }
}
