import Explorer
import Scenes
import TermGrid
import Testing

/// The `?` list at 80×24 (a newcomer's terminal): complete to its end by scrolling, help wrapped
/// between words, never cut.
@Suite("Key list")
struct HelpOverlayTests {
  func key(_ k: KeyEvent) -> ExplorerEvent { .terminal(.key(k), mediaTime: 0) }

  @Test func scrollsToEveryKeyAt80x24() throws {
    var s = ExplorerState(scene: try BundledScenes.scene(named: "overview").unwrap(), width: 80, height: 24)
    _ = s.update(key(.char("?")))
    var screen = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(screen.contains("frame") && screen.contains("scroll · 1–"))
    #expect(!screen.contains("quit (asks"))
    _ = s.update(key(KeyEvent(.end)))
    screen = ExplorerView.render(s, theme: Theme(color: false)).text
    let footer = try #require(screen.split(separator: "\n").first { $0.contains("scroll · ") })
    // "… · 19–37 of 37 · …": the last row shown is the last of all.
    let numbers = footer.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    #expect(numbers.count >= 3 && numbers[1] == numbers[2], "\(footer)")
    #expect(s.isOpen(HelpOverlay.self))
    _ = s.update(key(KeyEvent(.home)))
    #expect(ExplorerView.render(s, theme: Theme(color: false)).text.contains("scroll · 1–"))
    // ↓ scrolls the list; it no longer moves the selection under it.
    let selected = s.selectedRow
    _ = s.update(key(KeyEvent(.down)))
    #expect(s.selectedRow == selected)
    #expect(ExplorerView.render(s, theme: Theme(color: false)).text.contains("scroll · 2–"))
  }

  @Test func longHelpWrapsBetweenWords() throws {
    var s = ExplorerState(scene: try BundledScenes.scene(named: "overview").unwrap(), width: 80, height: 24)
    _ = s.update(key(.char("?")))
    for _ in 0..<40 {
      let screen = ExplorerView.render(s, theme: Theme(color: false)).text
      // The V entry's help is longer than the box: its second part is on the next line, whole.
      if screen.contains("jumps), its velocity, the curve") {
        #expect(screen.contains("the value over the whole span (presented, model dotted,"))
        return
      }
      _ = s.update(key(KeyEvent(.down)))
    }
    Issue.record("the V entry was never shown wrapped")
  }
}

extension Optional {
  struct Missing: Error {}
  func unwrap() throws -> Wrapped {
    guard let self else { throw Missing() }
    return self
  }
}

/// `s` on a scene whose layers have no size says why the stage is empty (it used to change
/// nothing visible, silently).
@Suite("Stage without geometry")
struct EmptyStageTests {
  @Test func sSaysWhyTheStageIsEmpty() throws {
    var s = ExplorerState(scene: try BundledScenes.scene(named: "overview").unwrap(), width: 100, height: 30)
    _ = s.update(.terminal(.key(.char("s")), mediaTime: 0))
    #expect(s.message?.hasPrefix("the stage is empty: no layer here has a size") == true)
    _ = s.update(.terminal(.key(.char("s")), mediaTime: 0))
    #expect(s.message == nil || s.message?.hasPrefix("the stage is empty") == false)
  }
}
