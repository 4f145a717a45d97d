import MediaTiming
import Saturating
import Scenes
import TermGrid

/// `timinglab record`: the main screen playing from one scene time to another, frame by frame at
/// exact times (`from + k / fps`), drawn by the same view code as the explorer. Deterministic.
package enum Recording {
  /// The scene times of the frames: `from`, `from + 1/fps`, … up to and including `to` (within a
  /// millionth of a frame); at most `limit` frames.
  package static func times(from: Double, to: Double, fps: Double, limit: Int = 100_000) -> [Double] {
    guard fps > 0, to >= from else { return [from] }
    let count = min(limit, Int(saturating: ((to - from) * fps + 1e-6).rounded(.down)) &+ 1)
    return (0..<count).map { from + Double($0) / fps }
  }

  /// The main screen at each of `times`, playing (the header shows ▶), selection on the first row.
  package static func frames(
    _ scene: Scene, width: Int, height: Int, times: [Double], theme: Theme, origin: SceneOrigin? = nil
  ) -> [CellGrid] {
    var frames: [CellGrid] = []
    play(scene, width: width, height: height, times: times, theme: theme, origin: origin) {
      frames.append($0)
      return true
    }
    return frames
  }

  /// The same frames handed to `each` one at a time as they are drawn (false from it stops), so a
  /// recording of any length needs the memory of one frame.
  package static func play(
    _ scene: Scene, width: Int, height: Int, times: [Double], theme: Theme, origin: SceneOrigin? = nil,
    each: (CellGrid) -> Bool
  ) {
    var state = ExplorerState(scene: scene, width: width, height: height, origin: origin)
    state.viewer.speed = 1
    state.viewer.beginTime = 0
    state.mediaTime = 0
    for time in times {
      // Local time (0 − 0)·1 + time = time exactly.
      state.viewer.timeOffset = time
      guard each(ExplorerView.render(state, theme: theme)) else { return }
    }
  }
}
