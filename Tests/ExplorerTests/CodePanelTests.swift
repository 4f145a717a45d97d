import Explorer
import MediaTiming
import Scenes
import TermGrid
import Testing

/// `C` shows the code of the selected animation (only it and the layers leading to it), `l`
/// switches language, `a` the whole scene, `y` copies (an effect the loop turns into OSC 52).
@Suite struct CodePanelTests {
  @Test func showsCopiesAndCloses() {
    var state = ExplorerState(scene: BundledScenes.scene(named: "position-fill")!, width: 100, height: 30)
    _ = state.update(.terminal(.key(.char("j")), mediaTime: 0))
    state.selectedRow = 1
    _ = state.update(.terminal(.key(.char("C")), mediaTime: 0))
    #expect(state.isOpen(CodePanel.self))
    let swift = state.overlay(CodePanel.self)!.code(state)
    #expect(swift.contains("let forwardsRemoved = CALayer()"))
    #expect(!swift.contains("let removed = CALayer()"))
    #expect(ExplorerView.render(state, theme: Theme(color: false)).text.contains("Swift · root/forwardsRemoved/move"))
    let effects = state.update(.terminal(.key(.char("y")), mediaTime: 0))
    #expect(effects == [.copy(swift)])
    _ = state.update(.terminal(.key(.char("l")), mediaTime: 0))
    #expect(state.overlay(CodePanel.self)!.code(state).contains("[CALayer layer]"))
    _ = state.update(.terminal(.key(.char("a")), mediaTime: 0))
    #expect(state.overlay(CodePanel.self)!.code(state).contains("CALayer *removed = [CALayer layer];"))
    _ = state.update(.terminal(.key(KeyEvent(.escape)), mediaTime: 0))
    #expect(!state.isOpen(CodePanel.self))
  }

  @Test func keepingOnlyLeavesTheRowsAnimation() {
    let scene = BundledScenes.scene(named: "pull-to-refresh")!
    let child = scene.rows.first { $0.path.hasSuffix("/move") }!
    let kept = scene.keepingOnly(child)
    // A group's child keeps its whole group, which is what Core Animation adds.
    #expect(kept.root.animations.map(\.id) == ["group"])
    #expect(kept.rows.count == scene.rows.count)
  }
}
