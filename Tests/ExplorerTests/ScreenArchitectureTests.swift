import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// Screens as modules, overlays as a stack, the mouse from what was drawn.
@Suite("Screens and overlays")
struct ScreenArchitectureTests {
  func state(_ name: String = "overview", screen: ScreenID = .scrub) throws -> ExplorerState {
    var s = ExplorerState(scene: try bundled(name), width: 100, height: 30)
    s.show(screen)
    return s
  }

  func key(_ k: KeyEvent) -> ExplorerEvent { .terminal(.key(k), mediaTime: 0) }
  func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> ExplorerEvent {
    .terminal(.mouse(MouseEvent(kind, x: x, y: y)), mediaTime: 0)
  }

  @Test func theRegistryNamesEachScreenOnce() {
    let ids = ScreenRegistry.ids
    #expect(Set(ids).count == ids.count)
    #expect(ids.first == .scrub)
    #expect(ids.count == 9)
  }

  // The wheel does what ↑/↓ do on every screen: in the curve lab it nudges the picked handle's y
  // by 0.01 (P2 of a copy of easeInEaseOut, y2 1 → 1.01 → 1), on the bisection screen it moves
  // the target by 5 points (30 → 25).
  @Test func theWheelIsUpAndDown() throws {
    var lab = try state(screen: .curveLab)
    _ = lab.update(key(.char("2")))
    _ = lab.update(mouse(.scrollUp, 10, 10))
    #expect(lab.lab.custom[3] == 1.01)
    _ = lab.update(mouse(.scrollDown, 10, 10))
    #expect(lab.lab.custom[3] == 1)
    var bisection = try state(screen: .bisection)
    _ = bisection.update(mouse(.scrollDown, 10, 10))
    #expect(bisection[BisectionScreen.self].demo.move == 25)
    // A screen without ↑/↓ ignores the wheel (the selected row is not changed behind its back).
    var scroll = try state(screen: .displayLink)
    _ = scroll.update(mouse(.scrollDown, 10, 10))
    #expect(scroll.selectedRow == 0 && scroll.message == nil)
  }

  // Every screen with a slider scrubs when it is clicked: the track's last column is the span's
  // end (within a column's worth of time).
  @Test(arguments: [ScreenID.gallery, .layerTree, .displayLink, .keyframeCurves, .bisection])
  func everySliderScrubs(screen: ScreenID) throws {
    var s = try state(screen: screen)
    let hits = ExplorerView.hitMap(s)
    let slider = try #require(
      hits.regions.first { if case .slider = $0.target { true } else { false } })
    guard case .slider(let track) = slider.target else { return }
    _ = s.update(mouse(.press, track.maxX - 1, track.y), drawn: hits)
    let length = s.span.upperBound - s.span.lowerBound
    #expect(abs(s.sceneTime - s.span.upperBound) <= length / Double(track.width), "\(screen)")
  }

  // The map the run loop passes is the one drawing makes: the same event gives the same state
  // with and without it.
  @Test func theDrawnMapAnswersTheMouse() throws {
    let s = try state()
    var grid = CellGrid(width: s.width, height: s.height)
    let drawn = ExplorerView.draw(s, into: &grid, theme: Theme())
    #expect(drawn == ExplorerView.hitMap(s))
    for (x, y) in [(40, 5), (60, 8), (50, 28), (5, 15)] {
      var a = s
      var b = s
      _ = a.update(mouse(.press, x, y), drawn: drawn)
      _ = b.update(mouse(.press, x, y))
      #expect(a == b, "\(x), \(y)")
    }
  }

  // Esc closes the inspector (as its help says); `e` too.
  @Test func escapeClosesTheInspector() throws {
    var s = try state()
    _ = s.update(key(.char("e")))
    #expect(s.isOpen(InspectorOverlay.self))
    _ = s.update(key(KeyEvent(.escape)))
    #expect(!s.isOpen(InspectorOverlay.self))
  }

  // Overlays stack by layer: the key list stays above the inspector, a prompt above both; keys go
  // to the top one first, and the key list passes what is not its own.
  @Test func overlaysStackByLayer() throws {
    var s = try state()
    _ = s.update(key(.char("?")))
    _ = s.update(key(.char("e")))  // passed down by the key list: opens the inspector under it
    #expect(s.isOpen(HelpOverlay.self) && s.isOpen(InspectorOverlay.self))
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("╭ Keys") && text.contains("╭ Inspector"))
    // The key list shows the inspector's keys while it is open.
    #expect(text.contains("change × 10"))
    _ = s.update(key(KeyEvent(.down)))  // to the inspector, through the key list
    #expect(s.overlay(InspectorOverlay.self)?.field == 1)
    _ = s.update(key(KeyEvent(.escape)))  // the key list's
    #expect(!s.isOpen(HelpOverlay.self) && s.isOpen(InspectorOverlay.self))
    _ = s.update(key(KeyEvent(.enter)))  // type a value: a prompt over the inspector
    #expect(s.isOpen(FieldValuePrompt.self))
    _ = s.update(key(.char("?")))  // typed, not the key list
    #expect(!s.isOpen(HelpOverlay.self) && s.overlay(FieldValuePrompt.self)?.text.hasSuffix("?") == true)
  }

  // A screen's own state survives switching away and back, and each screen's keys are its own.
  @Test func screensKeepTheirState() throws {
    var s = try state(screen: .curveLab)
    _ = s.update(key(.char("]")))
    let function = s.lab.functionIndex
    _ = s.update(key(KeyEvent(.tab)))
    #expect(s.screenID == .layerTree)
    _ = s.update(key(KeyEvent(.backTab)))
    #expect(s.screenID == .curveLab && s.lab.functionIndex == function)
    // `]` is the next boundary on the scrub screen, the next function in the lab: the lab's
    // state does not move when `]` is pressed on the scrub screen.
    s.show(.scrub)
    _ = s.update(key(.char("]")))
    #expect(s.lab.functionIndex == function)
  }

  // The gallery decodes its scenes once per cache, and the code panel exports again only when
  // what it shows changes.
  @Test func slowDerivedDataIsCached() throws {
    var s = try state(screen: .gallery)
    let cache = ViewCache()
    var grid = CellGrid(width: s.width, height: s.height)
    ExplorerView.draw(s, into: &grid, theme: Theme(), cache: cache)
    let first = grid
    grid.clear()
    ExplorerView.draw(s, into: &grid, theme: Theme(), cache: cache)
    #expect(grid == first && cache.decodes == 1)
    s.show(.scrub)
    _ = s.update(key(.char("C")))
    for _ in 0..<3 {
      grid.clear()
      ExplorerView.draw(s, into: &grid, theme: Theme(), cache: cache)
    }
    #expect(cache.exports == 1)
    _ = s.update(key(.char("l")))  // Objective-C
    grid.clear()
    ExplorerView.draw(s, into: &grid, theme: Theme(), cache: cache)
    #expect(cache.exports == 2)
    #expect(grid == ExplorerView.render(s, theme: Theme()))
  }
}
