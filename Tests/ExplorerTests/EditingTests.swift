import Explorer
import FileStore
import MediaTiming
import SceneReading
import Scenes
import TermGrid
import TestSupport
import Testing

/// Editing, undo, saving and reloading, driven by scripted events (no terminal, no disk).
@Suite("Editing in the explorer")
struct EditingTests {
  func key(_ k: KeyEvent) -> ExplorerEvent { .terminal(.key(k), mediaTime: 0) }

  /// A state on `notation`'s scene at 100×30, as if opened from `origin`.
  func state(_ notation: String, origin: SceneOrigin? = nil, stamp: FileStamp? = nil) throws -> ExplorerState {
    ExplorerState(scene: try Scene.parseNotation(notation), width: 100, height: 30, origin: origin, fileStamp: stamp)
  }

  @discardableResult
  func press(_ s: inout ExplorerState, _ keys: KeyEvent...) -> [ExplorerEffect] {
    var effects: [ExplorerEffect] = []
    for k in keys { effects += s.update(key(k)) }
    return effects
  }

  func type(_ s: inout ExplorerState, _ text: String) {
    for scalar in text.unicodeScalars { press(&s, .char(scalar)) }
  }

  /// Moves the inspector to the field called `name`.
  func select(_ s: inout ExplorerState, field name: String) throws {
    let index = try #require(s.inspectorFields.firstIndex { $0.name == name })
    while s.overlay(InspectorOverlay.self)!.field < index { press(&s, KeyEvent(.down)) }
    while s.overlay(InspectorOverlay.self)!.field > index { press(&s, KeyEvent(.up)) }
  }

  /// The number of strip columns of the selected row that show the animation (active or filling).
  func shownColumns(_ s: ExplorerState) -> Int {
    let grid = ExplorerView.render(s, theme: Theme(color: false))
    let geometry = timelineGeometry(s, visible: 0..<s.rows.count)
    return (geometry.strip.x..<geometry.strip.maxX).filter { x in
      let glyph = grid[x, geometry.strip.y].glyph
      return glyph != " " && glyph != "┃"
    }.count
  }

  // e, select duration, → three times: 1.5 → 1.8 s. The strip of a 4 s span at 86 columns: from
  // 1 s to 2.5 s is 1.5/4 of them, then to 2.8 s: 0.3/4 × 86 ≈ 6.5 more columns (±1 for the
  // half-cell at each end). u undoes to the exact previous scene; Ctrl-R redoes.
  @Test func inspectorStepsDurationAndUndoRestoresIt() throws {
    var s = try state("scene timeline=[0, 4]; duration=1.5 beginTime=1")
    let before = s.scene
    let columnsBefore = shownColumns(s)
    press(&s, .char("e"))
    try select(&s, field: "duration")
    press(&s, KeyEvent(.right), KeyEvent(.right), KeyEvent(.right))
    #expect(s.scene.root.animations[0].duration == 1.8)
    #expect(s.hasUnsavedEdits)
    let strip = timelineGeometry(s, visible: 0..<1).strip.width
    let grown = shownColumns(s) - columnsBefore
    #expect(abs(Double(grown) - 0.3 / 4 * Double(strip)) <= 1.5, "grew \(grown) of \(strip)")
    press(&s, .char("u"), .char("u"), .char("u"))
    #expect(s.scene == before && !s.hasUnsavedEdits)
    #expect(s.message?.contains("no more to undo") == true)
    press(&s, .ctrl("r"))
    #expect(s.scene.root.animations[0].duration == 1.6)
    // A new edit drops what could be redone.
    press(&s, KeyEvent(.left))
    press(&s, .ctrl("r"))
    #expect(s.message == "nothing to redo")
  }

  // Flags toggle, choices cycle, Shift steps by ten, Delete goes back to the default.
  @Test func flagsChoicesAndDefaults() throws {
    var s = try state("duration=1")
    press(&s, .char("e"))
    try select(&s, field: "autoreverses")
    press(&s, KeyEvent(.right))
    #expect(s.scene.root.animations[0].autoreverses)
    try select(&s, field: "fillMode")
    press(&s, KeyEvent(.right))
    #expect(s.scene.root.animations[0].fillMode == .forwards)
    press(&s, KeyEvent(.left), KeyEvent(.left))
    #expect(s.scene.root.animations[0].fillMode == .both)
    try select(&s, field: "beginTime")
    press(&s, KeyEvent(.right, .shift))
    #expect(s.scene.root.animations[0].beginTime == 1)
    press(&s, KeyEvent(.delete))
    #expect(s.scene.root.animations[0].beginTime == 0)
    try select(&s, field: "timingFunction")
    press(&s, KeyEvent(.right), KeyEvent(.right))
    #expect(s.scene.root.animations[0].timingFunction == .easeIn)
  }

  // A key path typed in the inspector that no layer animates is kept, with the decoder's warning
  // and the nearest real one in the message.
  @Test func aMisspelledKeyPathIsWarnedAbout() throws {
    var s = try state("keyPath=opacity to=0 duration=1")
    press(&s, .char("e"))
    try select(&s, field: "keyPath")
    press(&s, KeyEvent(.enter))
    for _ in 0..<20 { press(&s, KeyEvent(.backspace)) }
    type(&s, "positon.x")
    press(&s, KeyEvent(.enter))
    #expect(s.scene.root.animations[0].keyPath == "positon.x")
    #expect(
      s.message?.contains("warning: \"positon.x\" is not a key path a layer animates") == true, "\(s.message ?? "")")
    #expect(s.message?.contains("did you mean \"position.x\"") == true)
  }

  // Typed values are notation; what the decoder rejects is refused with its message and the
  // scene stays as it was.
  @Test func typedValuesAndRefusals() throws {
    var s = try state("duration=1")
    press(&s, .char("e"))
    try select(&s, field: "repeatCount")
    press(&s, KeyEvent(.enter))
    type(&s, "inf")
    press(&s, KeyEvent(.enter))
    #expect(s.scene.root.animations[0].repeatCount == .infinity)
    try select(&s, field: "duration")
    let before = s.scene
    press(&s, KeyEvent(.enter))
    for _ in 0..<3 { press(&s, KeyEvent(.backspace)) }
    type(&s, "-1")
    press(&s, KeyEvent(.enter))
    #expect(s.scene == before)
    #expect(s.message == "refused: duration: must not be negative (got -1)")
    try select(&s, field: "to")
    press(&s, KeyEvent(.enter))
    for _ in 0..<10 { press(&s, KeyEvent(.backspace)) }
    type(&s, "5")
    press(&s, KeyEvent(.enter))
    #expect(s.scene == before)
    #expect(s.message?.contains("to: must be a colour") == true)
    // Esc leaves typing without a change.
    press(&s, KeyEvent(.enter))
    type(&s, "#FFFFFF")
    press(&s, KeyEvent(.escape))
    #expect(s.scene == before && !s.isOpen(FieldValuePrompt.self))
  }

  // A layer's scene events in the inspector: listed in time order; one typed in notation is
  // added on this layer in time order (a speed change at 0.5 s: the layer's time runs half as
  // fast after it, 0.5 + 0.25 = 0.75 s at scene time 1); one retyped replaces it; Delete removes
  // it; u undoes each; the file written keeps them (decoded again, the same events).
  @Test func layerEvents() throws {
    var s = try state("at 1 remove=move; keyPath=position.x id=move to=100 duration=2")
    s.show(.layerTree)
    press(&s, .char("e"))
    #expect(s.inspectorFields.map(\.name).filter { $0.hasPrefix("event") } == ["event at 1 s"])
    try select(&s, field: "+ event")
    press(&s, KeyEvent(.enter))
    type(&s, "at 0.5 speed=0.5 anchored")
    press(&s, KeyEvent(.enter))
    #expect(s.scene.events.map(\.time) == [0.5, 1])
    #expect(abs(s.scene.root(atMediaTime: 1).localTime(atParentTime: 1) - 0.75) < 1e-9)
    try select(&s, field: "event at 1 s")
    press(&s, KeyEvent(.enter))
    for _ in 0..<40 { press(&s, KeyEvent(.backspace)) }
    type(&s, "at 1.5 remove=move")
    press(&s, KeyEvent(.enter))
    #expect(s.scene.events.map(\.time) == [0.5, 1.5])
    try select(&s, field: "event at 0.5 s")
    press(&s, KeyEvent(.delete))
    #expect(s.scene.events.map(\.time) == [1.5])
    press(&s, .char("u"))
    #expect(s.scene.events.map(\.time) == [0.5, 1.5])
    press(&s, .char("u"))
    #expect(s.scene.events.map(\.time) == [0.5, 1])
    // A mistake is said, and nothing changes.
    try select(&s, field: "+ event")
    press(&s, KeyEvent(.enter))
    type(&s, "at 2 sped=3")
    press(&s, KeyEvent(.enter))
    #expect(s.scene.events.count == 2 && s.message?.contains("sped") == true)
    #expect(try Scene.decode(s.scene.document).events == s.scene.events)
  }

  // A layer's model values: change one, add one, remove one.
  @Test func layerModelValues() throws {
    var s = try state("layer position=[20, 40]; keyPath=position.x to=100 duration=1")
    s.show(.layerTree)
    press(&s, .char("e"))
    #expect(s.inspectorFields.map(\.name).contains("position"))
    try select(&s, field: "+ model value")
    press(&s, KeyEvent(.enter))
    type(&s, "opacity=0.5")
    press(&s, KeyEvent(.enter))
    #expect(s.scene.root.properties.contains(PropertyValue("opacity", .number(0.5))))
    try select(&s, field: "opacity")
    press(&s, KeyEvent(.right))
    #expect(s.scene.root.properties.contains(PropertyValue("opacity", .number(0.55))))
    try select(&s, field: "position")
    press(&s, KeyEvent(.delete))
    #expect(!s.scene.root.properties.contains { $0.keyPath == "position" })
  }

  // A gradient layer's colours in the inspector: typed as notation writes them, kept in the
  // document (three colours now, in the order typed), and read back the same from it.
  @Test func gradientColorsTypedInTheInspector() throws {
    var s = try state("layer class=CAGradientLayer bounds=[0, 0, 200, 100] colors=[#FF0000, #0000FF]")
    s.show(.layerTree)
    press(&s, .char("e"))
    try select(&s, field: "colors")
    press(&s, KeyEvent(.enter))
    for _ in 0..<30 { press(&s, KeyEvent(.backspace)) }
    type(&s, "[#00FF00, #0000FF, #FF00FF]")
    press(&s, KeyEvent(.enter))
    let typed = AnimatedValue.colors([
      RGBColor(red: 0, green: 1, blue: 0), RGBColor(red: 0, green: 0, blue: 1), RGBColor(red: 1, green: 0, blue: 1),
    ])
    #expect(s.scene.root.properties.contains(PropertyValue("colors", typed)))
    #expect(try Scene.decode(s.scene.document).root == s.scene.root)
  }

  // a copies the selected node after itself (a new id), x removes it; both undo.
  @Test func copyAndRemove() throws {
    var s = try state("duration=1; group { keyPath=opacity from=0 to=1 }")
    press(&s, .char("a"))
    #expect(s.scene.root.animations.map(\.id) == ["color", "color2", "group"])
    #expect(s.selected?.path == "root/color2")
    press(&s, .char("x"))
    #expect(s.scene.root.animations.map(\.id) == ["color", "group"])
    press(&s, KeyEvent(.down), KeyEvent(.down), .char("x"))
    #expect(s.scene.root.animations[1].children.isEmpty)  // the group keeps its (empty) list
    press(&s, .char("u"), .char("u"), .char("u"))
    #expect(s.scene.root.animations.map(\.id) == ["color", "group"] && s.scene.root.animations[1].children.count == 1)
  }

  /// On a bundled scene `+` and `-` explore the layer's speed: no unsaved mark, and quitting asks
  /// nothing; a real edit still asks. On a scene given as notation (or a file) the speed is an
  /// edit like any other.
  @Test func liveSpeedOnABundledSceneIsNotAnEdit() throws {
    var s = ExplorerState(scene: try #require(BundledScenes.scene(named: "overview")), width: 100, height: 30)
    press(&s, .char("+"))
    #expect(s.scene.root.speed == 2 && !s.hasUnsavedEdits)
    let header = ExplorerView.render(s, theme: Theme(color: false)).text.split(separator: "\n").first ?? ""
    #expect(!header.contains("●"), "\(header)")
    #expect(press(&s, .char("q")) == [.quit])
    s.show(.curveLab)
    press(&s, .char("]"), .char("a"))  // a curve applied: an edit
    #expect(s.hasUnsavedEdits)
    #expect(press(&s, .char("q")).isEmpty && s.isOpen(DiscardPrompt.self))
    var notation = try state("duration=2", origin: .notation("duration=2"))
    press(&notation, .char("+"))
    #expect(notation.hasUnsavedEdits)
  }

  // Layer-tree speed edits and the curve lab's curve applied to an animation are edits too.
  @Test func otherScreensEditUndoably() throws {
    var s = try state("duration=2")
    s.show(.layerTree)
    press(&s, .char("+"))
    #expect(s.scene.root.speed == 2)
    s.show(.curveLab)  // on the animation's own curve: linear, Core Animation's when none is set
    press(&s, .char("]"), .char("]"), .char("]"), .char("a"))  // linear → easeIn → easeOut → easeInEaseOut
    #expect(s.scene.root.animations[0].timingFunction == .easeInEaseOut)
    press(&s, .char("u"))
    #expect(s.scene.root.animations[0].timingFunction == nil && s.scene.root.speed == 2)
    press(&s, .char("u"))
    #expect(s.scene.root.speed == 1 && !s.hasUnsavedEdits)
  }

  // w on a file writes JSON that reads back as the same scene; the result makes the scene saved.
  @Test func saveWritesTheSceneBack() throws {
    let stamp = FileStamp(size: 1, modified: 1, inode: 1, hash: 1)
    var s = try state("duration=1", origin: .file("scene.json"), stamp: stamp)
    press(&s, .char("e"))
    try select(&s, field: "speed")
    press(&s, KeyEvent(.right, .shift))
    let effects = press(&s, .char("w"))
    guard case .save(let path, let bytes, let replacing)? = effects.first else {
      Issue.record("no save effect: \(effects)")
      return
    }
    #expect(path == "scene.json" && replacing == stamp)
    #expect(try Scene.decode(bytes) == s.scene)
    let times = [0.0, 0.05, 0.1, 0.5, 1]
    #expect(
      EvalReport.json(for: try Scene.decode(bytes), at: times).serialized()
        == EvalReport.json(for: s.scene, at: times).serialized())
    let newStamp = FileStamp(size: 2, modified: 2, inode: 2, hash: 2)
    _ = s.update(.saved(path: path, .success(newStamp)))
    #expect(!s.hasUnsavedEdits && s.editing.fileStamp == newStamp && s.message == "saved scene.json")
  }

  // A file of notation stays notation: w writes one line that reads back as the edited scene,
  // and the file keeps its format after the save; W to another path writes JSON there.
  @Test func aNotationFileIsSavedAsNotation() throws {
    let stamp = FileStamp(size: 1, modified: 1, inode: 1, hash: 1)
    var s = try state("duration=1", origin: .file("scene.tl", format: .notation), stamp: stamp)
    press(&s, .char("e"))
    try select(&s, field: "speed")
    press(&s, KeyEvent(.right, .shift))
    guard case .save(_, let bytes, _)? = press(&s, .char("w")).first else {
      Issue.record("no save effect")
      return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasSuffix("\n") && !text.dropLast().contains("\n") && !text.hasPrefix("{"), "\(text)")
    #expect(try Scene.parseNotation(String(text.dropLast())) == s.scene)
    _ = s.update(.saved(path: "scene.tl", .success(FileStamp(size: 2, modified: 2, inode: 2, hash: 2))))
    #expect(s.editing.origin == .file("scene.tl", format: .notation))
    press(&s, .char("W"))
    for _ in 0..<20 { press(&s, KeyEvent(.backspace)) }
    for c in "copy.json".unicodeScalars { press(&s, .char(c)) }
    guard case .save(_, let other, _)? = press(&s, KeyEvent(.enter)).first else {
      Issue.record("no save effect")
      return
    }
    #expect(try Scene.decode(other) == s.scene)
  }

  // A scene without a file asks for a path (./NAME.json to start with); a refused or failed
  // write keeps the edits and says why.
  @Test func saveAsAndFailures() throws {
    var s = try state("scene name=mine; duration=1")
    press(&s, .char("e"), KeyEvent(.down), KeyEvent(.down), KeyEvent(.right))
    #expect(press(&s, .char("w")).isEmpty)
    #expect(s.overlay(SavePathPrompt.self)?.text == "./mine.json")
    let effects = press(&s, KeyEvent(.enter))
    #expect(effects.first.map { if case .save(let p, _, nil) = $0 { p == "./mine.json" } else { false } } == true)
    for failure in [
      FileError.changed("./mine.json"), .exists("./mine.json"),
      .system("./mine.json", operation: "write", reason: "No space left on device"),
    ] {
      _ = s.update(.saved(path: "./mine.json", .failure(failure)))
      #expect(s.hasUnsavedEdits && s.message?.hasPrefix("not saved: \(failure)") == true)
    }
    let result = s.update(.saved(path: "./mine.json", .success(FileStamp(size: 1, modified: 1, inode: 1, hash: 1))))
    #expect(result == [.watch("./mine.json")] && s.editing.origin == .file("./mine.json"))
  }

  // Quitting (or switching scenes) with unsaved edits asks first.
  @Test func quitAsksWithUnsavedEdits() throws {
    var s = try state("duration=1")
    #expect(press(&s, .char("q")) == [.quit])
    press(&s, .char("e"), KeyEvent(.down), KeyEvent(.down), KeyEvent(.right), .char("e"))
    #expect(press(&s, .char("q")).isEmpty)
    #expect(s.overlay(DiscardPrompt.self)?.action == .quit)
    #expect(press(&s, .char("n")).isEmpty && s.message == "kept the edits")
    press(&s, .char("q"))
    #expect(press(&s, .char("y")) == [.quit])
    var switching = try state("duration=1", origin: .notation("duration=1"))
    press(&switching, .char("+"))
    press(&switching, .char("n"))
    #expect(switching.overlay(DiscardPrompt.self)?.action == .nextScene && switching.scene.name == "notation")
    press(&switching, .char("n"))
    #expect(switching.scene.name != "notation")
  }

  // The file changes on disk: reloaded in place (time and selection kept); invalid content (half
  // written, not UTF-8, deleted) keeps the last good scene and says what is wrong; with unsaved
  // edits the change is announced and Ctrl-L applies it. (A file that is neither `.json` nor code
  // is read as its content says, JSON or notation, as on the command line.)
  @Test func reloading() throws {
    let stamp = FileStamp(size: 1, modified: 1, inode: 1, hash: 1)
    var s = try state("duration=1; duration=2", origin: .file("s.txt"), stamp: stamp)
    press(&s, KeyEvent(.down), .char("5"))
    let time = s.sceneTime
    func contents(_ text: String, _ n: Int64) -> Result<FileContents, FileError> {
      .success(
        FileContents(
          bytes: Array(text.utf8), stamp: FileStamp(size: text.utf8.count, modified: n, inode: 1, hash: UInt64(n))))
    }
    _ = s.update(.fileChanged(contents("duration=1; duration=3 speed=2", 2)))
    #expect(s.scene.root.animations[1].speed == 2 && s.selectedRow == 1 && s.sceneTime == time)
    #expect(s.message == "reloaded s.txt" && !s.hasUnsavedEdits)
    let good = s.scene
    _ = s.update(.fileChanged(contents(#"{"name": "x", "layer": {"id": "r", "animations": [{"id": "a", "dur"#, 3)))
    #expect(s.scene == good && s.editing.reloadProblem?.hasPrefix("s.txt: ") == true)
    _ = s.update(
      .fileChanged(
        .success(FileContents(bytes: [0xFF, 0xFE, 0x7B], stamp: FileStamp(size: 3, modified: 4, inode: 1, hash: 4)))))
    #expect(s.scene == good && s.editing.reloadProblem != nil)
    // A deleted file: said as such (not as a bad version), over the earlier "reloaded".
    _ = s.update(.fileChanged(contents("duration=1; duration=3 speed=3", 7)))
    #expect(s.message == "reloaded s.txt")
    _ = s.update(.fileChanged(.failure(.missing("s.txt"))))
    #expect(s.editing.reloadProblem == "s.txt was deleted or moved away; showing its last scene (w writes it again)")
    #expect(ExplorerView.render(s, theme: Theme()).text.contains("s.txt was deleted or moved away"))
    // A problem stays on the status line after keys, until a good version arrives.
    press(&s, KeyEvent(.right))
    #expect(ExplorerView.render(s, theme: Theme()).text.contains("was deleted or moved away"))
    _ = s.update(.fileChanged(contents("duration=4", 5)))
    #expect(s.scene.root.animations.count == 1 && s.editing.reloadProblem == nil)
    // Two problems: the first and the count.
    _ = s.update(.fileChanged(contents(#"{"name": "x", "layer": {"id": "r", "speed": "a", "timeOffset": "b"}}"#, 6)))
    #expect(s.editing.reloadProblem?.contains("(and 1 more)") == true)
    // Unsaved edits: announced, not applied; Ctrl-L (then y) applies it, u brings the edits back.
    press(&s, .char("+"))
    let edited = s.scene
    _ = s.update(.fileChanged(contents("duration=9", 7)))
    #expect(s.scene == edited && s.message?.contains("not reloaded") == true)
    press(&s, .ctrl("l"), .char("y"))
    #expect(s.scene.root.animations[0].duration == 9 && !s.hasUnsavedEdits)
    press(&s, .char("u"))
    #expect(s.scene == edited)
  }

  // Code opened with --entry is read again the same way when it changes: the entry's animation
  // (a 0.4 s fade, then 0.8 s after the edit) is there after the reload.
  @Test func codeReloadsWithItsEntry() throws {
    func code(_ duration: Double) -> [UInt8] {
      Array(
        """
        import UIKit
        final class Fader: UIViewController {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(card) }
            func fade() { UIView.animate(withDuration: \(duration)) { self.card.alpha = 0 } }
        }
        """.utf8)
    }
    var s = try state("duration=1", origin: .code("f.swift"), stamp: FileStamp(size: 1, modified: 1, inode: 1, hash: 1))
    s.editing.codeOptions = .init(entry: "fade")
    _ = s.update(
      .fileChanged(.success(FileContents(bytes: code(0.8), stamp: FileStamp(size: 2, modified: 2, inode: 1, hash: 2)))))
    #expect(s.editing.reloadProblem == nil)
    #expect(s.scene.root.layer(at: "view/card")?.animations.first?.duration == 0.8)
  }

  // A 10 MB file that is not a scene: no crash, the last good scene stays.
  @Test func hugeInvalidFile() throws {
    var s = try state("duration=1", origin: .file("s.json"), stamp: FileStamp(size: 1, modified: 1, inode: 1, hash: 1))
    let good = s.scene
    let huge = "{\"name\": \"" + String(repeating: "x", count: 10_000_000) + "\", \"layer\": 3}"
    _ = s.update(
      .fileChanged(
        .success(
          FileContents(bytes: Array(huge.utf8), stamp: FileStamp(size: huge.utf8.count, modified: 2, inode: 1, hash: 2))
        )))
    #expect(s.scene == good && s.editing.reloadProblem?.contains("layer") == true)
  }

  // I and O set the loop's in and out points at the playhead; playing wraps inside them; X
  // clears. Both are drawn on the timeline ruler and the slider.
  @Test func loopRange() throws {
    var s = try state("scene timeline=[0, 4]; duration=3")
    press(&s, .char("1"), .char("I"), .char("3"), .char("O"))
    #expect(s.loopRange == 0.4...1.2)
    _ = s.update(.terminal(.key(.char(" ")), mediaTime: 10))
    _ = s.update(.tick(timestamp: 10.9, targetTimestamp: 10.9, generation: s.tickGeneration))
    // 1.2 + 0.9 − 1.2 → wraps: 0.4 + (2.1 − 1.2) mod 0.8 = 0.5.
    #expect(abs(s.sceneTime - 0.5) < 1e-9)
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("[") && text.contains("]"))
    press(&s, .char("X"))
    #expect(s.loopRange == nil)
  }

  // The run loop performs the effects against a store: a change on disk wakes the loop (no timer)
  // and, with unsaved edits, is announced; w then refuses (the file changed since it was read);
  // Ctrl-L applies the file; Ctrl-Z suspends and redraws.
  @Test func runLoopWithFiles() throws {
    let files = MemoryFileStore(files: ["s.json": try Scene.parseNotation("duration=1").fileText])
    let contents = try files.read("s.json").get()
    var state = ExplorerState(
      scene: try Scene.decode(contents.bytes), origin: .file("s.json"), fileStamp: contents.stamp)
    state.width = 100
    let terminal = RecordingTerminal(width: 100, height: 30)
    let events = ScriptedEvents(
      terminal,
      steps: [
        .event(.key(.char("+"))), .timeout, .fileChanged, .event(.key(.char("w"))), .event(.key(.ctrl("l"))),
        .event(.key(.char("y"))), .event(.key(.ctrl("z"))), .event(.key(.char("q"))),
      ])
    let rewritten = try Scene.parseNotation("duration=5").fileText
    events.onTimeout = { _ in files.changeOnDisk("s.json", to: rewritten) }
    let loop = ExplorerLoop(
      state: state, surface: terminal, events: events, clock: ManualMediaClock(), theme: Theme(), files: files)
    loop.run()
    #expect(events.watched == "s.json")
    #expect(events.waits.allSatisfy { $0 == nil })  // idle waits have no timeout
    #expect(terminal.suspensions == 1)
    #expect(loop.state.scene.root.animations[0].duration == 5 && loop.state.scene.root.speed == 1)
    #expect(files.files["s.json"] == Array(rewritten.utf8))  // the refused w wrote nothing
    let shown = terminal.frames.map(\.text)
    #expect(shown.contains { $0.contains("not saved: s.json changed on disk") })
    #expect(shown.contains { $0.contains("changed on disk; your edits are unsaved") })
  }

  // Every screen follows an edit: the gallery draws the explored case with its edits (duration
  // 1.5 → 3 makes its strip twice as long).
  @Test func galleryFollowsEdits() throws {
    var s = ExplorerState(scene: try bundled("duration"), width: 100, height: 30)
    s.show(.gallery)
    func strip(_ s: ExplorerState) -> Int {
      let text = ExplorerView.render(s, theme: Theme(color: false)).text.split(separator: "\n")
      let row = text.first { $0.contains("color") } ?? ""
      return row.filter { "░▒▓█".contains($0) }.count
    }
    let before = strip(s)
    s.show(.scrub)
    press(&s, .char("e"))
    try select(&s, field: "duration")
    press(&s, KeyEvent(.enter))
    for _ in 0..<4 { press(&s, KeyEvent(.backspace)) }
    type(&s, "3")
    press(&s, KeyEvent(.enter), .char("e"))
    s.show(.gallery)
    #expect(abs(strip(s) - 2 * before) <= 2, "\(before) → \(strip(s))")
  }
}

/// The explorer reloads a file with the command line's reader: the same bytes give the same scene,
/// and what the reader said reaches the status line.
@Suite("Reloading with the one reader")
struct ReloadReaderTests {
  @Test func codeReloadsAsTheCommandLineReadsIt() throws {
    let code = """
      let layer = CALayer()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0
      fade.duration = 3
      fade.delegate = self
      layer.add(fade, forKey: "fade")
      """
    let bytes = Array(code.utf8)
    var s = ExplorerState(scene: try Scene.parseNotation("duration=1"), origin: .code("Fade.swift"))
    _ = s.update(
      .fileChanged(.success(FileContents(bytes: bytes, stamp: FileStamp(size: 1, modified: 2, inode: 3, hash: 4)))))
    let read = try SceneReader.read(bytes, path: "Fade.swift")
    #expect(s.scene == read.scene)
    #expect(s.message == "reloaded Fade.swift · 1 note: \(read.diagnostics[0].printed)")
    #expect(read.diagnostics[0].description.hasPrefix("line 5, column 1: fade.delegate = self ignored"))
  }
}

/// Scene events through the explorer's edits and saving: the inspector edits the tree and keeps
/// the events; undo gives back the exact scene; what `w` writes reads back with the same events
/// (JSON, and notation for a notation file).
@Suite("Editing keeps events")
struct EditingEventsTests {
  static let notation = "scene timeline=[0, 4]; duration=1.5 beginTime=1; at 2 pause; at 3 resume; at 2.5 opacity=0.5"
  static let stamp = FileStamp(size: 1, modified: 1, inode: 1, hash: 1)

  /// What `w` writes for `s`.
  static func saved(_ s: inout ExplorerState) -> String? {
    guard case .save(_, let bytes, _)? = s.update(.terminal(.key(.char("w")), mediaTime: 0)).first else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func inspectorEditsKeepEventsAndSavingWritesThem() throws {
    let editing = EditingTests()
    var s = try editing.state(Self.notation, origin: .file("a.json"), stamp: Self.stamp)
    let before = s.scene
    #expect(before.events.count == 3)
    editing.press(&s, .char("e"))
    try editing.select(&s, field: "duration")
    editing.press(&s, KeyEvent(.right))
    #expect(s.scene.root.animations[0].duration == 1.6)
    #expect(s.scene.events == before.events)
    editing.press(&s, KeyEvent(.escape))
    let json = try #require(Self.saved(&s))
    #expect(try Scene.decode(json).events == before.events)
    editing.press(&s, .char("u"))
    #expect(s.scene == before)
    var file = try editing.state(Self.notation, origin: .file("a.tl", format: .notation), stamp: Self.stamp)
    let line = try #require(Self.saved(&file))
    #expect(try Scene.parseNotation(String(line.dropLast())).events == before.events)
  }
}
