import Explorer
import MediaTiming
import Scenes
import TermGrid

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Plays the explorer's run loop for N frames on a terminal that builds each frame's bytes as the
// live one does (`ScreenUpdate`, 256 colours) but writes them nowhere, with a clock that moves
// 1/60 s per wait: the loop's work per frame without system calls and without timing noise. Run
// under callgrind for exact instruction counts (scripts/frame-instructions.sh subtracts two runs).
//
//   FrameCount FRAMES [COLSxROWS] [SCENE]   (defaults: 120x40, the bundled default scene;
//                                            SCENE is a bundled name or a scene file's path)

/// A terminal that hands out a key, then `frames` timeouts, then an interrupt; it builds each
/// frame's bytes and keeps only a checksum.
final class NullTerminal: TerminalSurface {
  let size: (width: Int, height: Int)
  var remaining: Int
  let clock: ManualMediaClock
  var started = false
  var checksum = 0

  init(width: Int, height: Int, frames: Int, clock: ManualMediaClock) {
    size = (width, height)
    remaining = frames
    self.clock = clock
  }

  var update = ScreenUpdate(depth: .ansi256)
  var bytes: [UInt8] = []

  func draw(_ grid: CellGrid) {
    bytes.removeAll(keepingCapacity: true)
    update.update(to: grid, into: &bytes)
    checksum &+= bytes.count
  }

  func nextEvent(timeout: Double?) -> TerminalEvent? {
    if !started {
      started = true
      return .key(.char(" "))
    }
    guard remaining > 0 else { return .interrupted }
    remaining -= 1
    clock.advance(by: timeout ?? 0)
    return nil
  }

  func suspend() -> (width: Int, height: Int) { size }
  func copyToClipboard(_ text: String) {}
}

let arguments = CommandLine.arguments.dropFirst()
let frames = arguments.first.flatMap { Int($0) } ?? 60
let size = arguments.dropFirst().first.map { $0.split(separator: "x").compactMap { Int($0) } } ?? [120, 40]
let sceneName = arguments.dropFirst(2).first ?? BundledScenes.defaultName
/// The bytes of the file at `path`, nil when it cannot be read.
func contents(of path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[..<count] }
  return bytes
}

guard size.count == 2,
  let scene = BundledScenes.scene(named: sceneName) ?? contents(of: sceneName).flatMap({ try? Scene.decode($0) })
else {
  fatalError("usage: FrameCount FRAMES [COLSxROWS] [BUNDLED-SCENE | SCENE-FILE]")
}
let clock = ManualMediaClock(mediaTime: 1)
let terminal = NullTerminal(width: size[0], height: size[1], frames: frames, clock: clock)
let loop = ExplorerLoop(
  state: ExplorerState(scene: scene), surface: terminal, clock: clock,
  theme: Theme(unicode: true, color: true, gradients: true), fps: 60)
loop.run()
print("\(loop.framesDrawn) frames, checksum \(terminal.checksum)")
