import Scenes
import TermGrid

/// The cheat-sheet gallery: every bundled case stacked on the shared 0…4 s axis with one playhead,
/// scrolled so that the selected case shows. The case being explored is drawn with its edits.
enum GalleryView {
  static func draw(
    _ gallery: GalleryScreen, _ state: ExplorerState, into grid: inout CellGrid, area: Rect, theme: Theme,
    cache: ViewCache?
  ) {
    let bundled = cache?.cheatSheetScenes() ?? ViewCache.decodeCheatSheetScenes()
    let scenes = bundled.map { $0.name == state.scene.name ? state.scene : $0 }
    let heights = scenes.map { CheatSheet.height(of: $0, width: area.width) }
    // Scroll: the first case shown is the one that keeps the selection in view.
    var first = 0
    while first < gallery.selection && heights[first...gallery.selection].reduce(0, +) > area.height {
      first += 1
    }
    var y = area.y
    for index in first..<scenes.count {
      let block = Rect(x: area.x, y: y, width: area.width, height: min(heights[index] - 1, area.maxY - y))
      guard block.height > 0 else { break }
      let selected = index == gallery.selection
      CheatSheet.draw(
        scenes[index], into: &grid, area: block, theme: theme, span: state.span, playhead: state.sceneTime)
      if selected {
        grid.put(theme.unicode ? "▶" : ">", x: block.x, y: block.y, style: theme.accent, clip: block)
        grid.restyle(Rect(x: block.x + 1, y: block.y, width: block.width - 1, height: 1)) { $0 = theme.accent }
      }
      y += heights[index]
    }
  }
}
