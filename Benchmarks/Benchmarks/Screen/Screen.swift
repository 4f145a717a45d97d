import Benchmark
import Explorer
import Scenes
import TermGrid

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 20_000)

  let overview = BundledScenes.scene(named: BundledScenes.defaultName)!
  let theme = Theme(unicode: true, color: true, gradients: true)

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

  // `timinglab cheatsheet --format svg`: every cheat-sheet case drawn and written as SVG.
  Benchmark("cheat sheet as SVG") { benchmark in
    let scenes = BundledScenes.cheatSheetNames.compactMap(BundledScenes.scene(named:))
    for _ in benchmark.scaledIterations {
      blackHole(CheatSheet.render(scenes, width: 100, theme: theme).svg())
    }
  }
}
