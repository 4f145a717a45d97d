import Scenes
import TermGrid
import Testing

@testable import Explorer

/// `N`: the notes from reading the file, in a panel that wraps and scrolls.
@Suite struct NotesPanelTests {
  static func state(notes: Int) throws -> ExplorerState {
    let diagnostics = (1...notes).map {
      Diagnostic(.note, at: TextLocation(file: "Loader.swift", line: $0, column: 3), "statement \($0) ignored (why)")
    }
    return ExplorerState(
      scene: try Scene.parseNotation("duration=1"), width: 60, height: 20, origin: .code("Loader.swift"),
      notes: diagnostics)
  }

  @Test func nOpensTheNotesAndEscapeClosesThem() throws {
    var s = try Self.state(notes: 3)
    _ = s.update(.terminal(.key(.char("N")), mediaTime: 0))
    #expect(s.isOpen(NotesPanel.self))
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("notes · 3 from reading Loader.swift"))
    #expect(text.contains("Loader.swift:2:3: note: statement 2"))
    _ = s.update(.terminal(.key(KeyEvent(.escape)), mediaTime: 0))
    #expect(!s.isOpen(NotesPanel.self))
  }

  @Test func longNotesWrapWithAnIndentAndManyScroll() throws {
    let pieces = NotesPanel.wrap("one two three four five six seven eight nine ten", width: 20)
    #expect(pieces.allSatisfy { $0.count <= 20 })
    #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(
      pieces.joined(separator: " ").split(separator: " ").joined(separator: " ")
        == "one two three four five six seven eight nine ten")
    var s = try Self.state(notes: 40)
    _ = s.update(.terminal(.key(.char("N")), mediaTime: 0))
    _ = s.update(.terminal(.key(KeyEvent(.pageDown)), mediaTime: 0))
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(!text.contains("Loader.swift:1:3:"))
    #expect(text.contains("Loader.swift:1"))  // a later note (10–19) is on screen
  }
}
