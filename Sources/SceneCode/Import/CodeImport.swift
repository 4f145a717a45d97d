import MediaTiming
import Scenes

/// `timinglab import`: Core Animation set-up code (Swift or Objective-C) read into a scene.
///
/// The code runs in the importer's model with "now" at scene time 0: `CACurrentMediaTime()` is 0,
/// `layer.convertTime(CACurrentMediaTime(), from: nil)` is the layer's time then, an animation
/// added without a begin time starts then. Statements it does not understand are listed with
/// their line; nothing is dropped silently.
public enum CodeImport {
  /// The source language, recognised by content.
  public enum Language: String, Hashable, Sendable {
    case swift, objectiveC = "Objective-C"
  }

  public struct Result: Sendable {
    public var scene: Scene
    /// The scene file the code became.
    public var document: JSONValue
    public var language: Language
    /// Every statement not understood, every liberty taken (`line 14: … ignored (why)`), and the
    /// scene's warnings.
    public var diagnostics: [Diagnostic]

    /// The diagnostics as the command line prints them (`warning: ` before warnings).
    public var notes: [String] { diagnostics.map(\.printed) }
  }

  /// Why code could not become a scene: the line (when one is to blame) and the reason.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int?
    public var message: String
    /// What the importer noted before it gave up (statements not understood, values assumed).
    public var notes: [Diagnostic] = []
    public var description: String { (line.map { "line \($0): " } ?? "") + message }
  }

  /// One file of code: its name (for messages and the language) and its text.
  public struct Source: Sendable {
    public var file: String?
    public var text: String
    public init(file: String? = nil, text: String) {
      self.file = file
      self.text = text
    }
  }

  /// What to run: `entry` (a function, method or selector) with `arguments` for its parameters
  /// (`name=value` text); nil runs the conventional start.
  public struct Options: Hashable, Sendable {
    public var entry: String?
    public var arguments: [String: String]
    public init(entry: String? = nil, arguments: [String: String] = [:]) {
      self.entry = entry
      self.arguments = arguments
    }
  }

  /// Reads `text`; `name` (a file name without extension) names the scene when the code has no
  /// TimingLab marker for it.
  public static func read(
    _ text: String, name: String = "imported", options: Options = Options()
  ) throws(Failure)
    -> Result
  {
    try read([Source(text: text)], name: name, options: options)
  }

  /// True when `text` holds `TimingLab:` (a marker comment may be there). A byte search: the
  /// generic `String.contains` took 40 million instructions on a 5,000-line file.
  static func mentionsMarkers(_ text: String) -> Bool { contains(text, "TimingLab:") }

  /// True when unnamed source is plainly Swift (declares with `let`/`var`/`func` and has none of
  /// Objective-C's `@implementation`, `@interface`, `#import`, `@"…"` or `];`): then our lexer
  /// (only needed to tell the languages apart) is not run.
  static func plainlySwift(_ text: String) -> Bool {
    let objc = ["@implementation", "@interface", "#import", "@\"", "];"]
    guard !objc.contains(where: { contains(text, $0) }) else { return false }
    return ["let ", "var ", "func "].contains { contains(text, $0) }
  }

  /// A byte search for `needle` in `text`.
  static func contains(_ text: String, _ needle: String) -> Bool {
    let needle = Array(needle.utf8)
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      var i = 0
      let last = bytes.count - needle.count
      while i <= last {
        if bytes[i] == needle[0] {
          var j = 1
          while j < needle.count && bytes[i + j] == needle[j] { j += 1 }
          if j == needle.count { return true }
        }
        i += 1
      }
      return false
    }
  }

  /// Reads several files as one program (a helper in a sibling file is followed), on a thread
  /// whose stack holds the deep recursion real code can cause (`onLargeStack`). `assets` are the
  /// images and colours the app's folder holds, for the calls that name them.
  public static func read(
    _ sources: [Source], assets: AssetCatalog = AssetCatalog(), name: String = "imported", options: Options = Options()
  )
    throws(Failure) -> Result
  {
    let outcome = onLargeStack { () -> Swift.Result<Result, Failure> in
      do throws(Failure) {
        return .success(try readHere(sources, assets: assets, name: name, options: options))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// `read(_:name:options:)` on the current thread.
  /// True for a file Interface Builder writes (`.storyboard`, `.xib`): read for the views it
  /// gives the code's outlets, not as code.
  public static func isInterfaceFile(_ file: String?) -> Bool {
    guard let file = file?.lowercased() else { return false }
    return file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
  }

  static func readHere(
    _ sources: [Source], assets: AssetCatalog = AssetCatalog(), name: String, options: Options
  ) throws(Failure) -> Result {
    var program = CodeProgram()
    program.assets = assets
    let interfaceSources = sources.filter { isInterfaceFile($0.file) }
    let sources = sources.filter { !isInterfaceFile($0.file) }
    var unreadableInterfaces: [(CodeSite, String)] = []
    for source in interfaceSources {
      switch InterfaceDocument.read(source.text, file: source.file ?? "storyboard") {
      case .success(let document): program.interfaces.append(document)
      case .failure(let failure):
        unreadableInterfaces.append(
          (
            CodeSite(file: source.file, line: failure.line, text: ""),
            "not readable as Interface Builder's XML (\(failure.message)): its views are not used"
          ))
      }
    }
    var comments: [CodeComment] = []
    var languages: [Language] = []
    var lexedSources: [CodeLexer?] = []
    func isSwift(_ source: Source) -> Bool {
      source.file?.hasSuffix(".swift") == true || (source.file == nil && Self.plainlySwift(source.text))
    }
    // `#define` switches of every Objective-C file and header, for the `#if`s of the others (not
    // its own: a header's include guard, `#ifndef X_h` `#define X_h`, would hide the header).
    let definitions = sources.map { isSwift($0) ? [:] : PreprocessorConditions.definitions(in: $0.text) }
    for (index, source) in sources.enumerated() {
      // Swift named by its extension needs our lexer only for `// TimingLab:` markers.
      let isSwift = isSwift(source)
      var predefined: [String: String] = [:]
      for (other, found) in definitions.enumerated() where other != index && !isSwift {
        predefined.merge(found) { first, _ in first }
      }
      let lexed =
        isSwift && !Self.mentionsMarkers(source.text) ? nil : try? CodeLexer.lexer(source.text, predefined: predefined)
      lexedSources.append(lexed)
      languages.append(isSwift ? .swift : language(of: source, tokens: lexed?.tokens))
    }
    // Function-like macros of every Objective-C file (a header's are used in its implementation).
    var macros: [String: FunctionMacro] = [:]
    for (index, lexed) in lexedSources.enumerated() where languages[index] == .objectiveC {
      macros.merge(lexed?.macros ?? [:]) { first, _ in first }
    }
    var swiftDeclared: [String: String] = [:]  // class → the file that declared it first
    var redeclarations: [(site: CodeSite, message: String)] = []
    for (source, (lexed, language)) in zip(sources, zip(lexedSources, languages)) {
      if let lexed { comments += lexed.comments }
      switch language {
      case .swift:
        var read = SwiftProgramReader.read(source.text, file: source.file)
        // A class declared in two Swift files (a driver named like a class of the library): the
        // compiler refuses it; here the first file's methods are the ones called, said.
        // (Classes with a superclass only: a nested `enum GradientProgressBar` in an extension of
        // another type shares the name without clashing.)
        for name in read.typeOrder where read.types[name]?.isDeclared == true && read.types[name]?.superclass != nil {
          guard let first = swiftDeclared[name] else {
            swiftDeclared[name] = source.file ?? "the code given first"
            continue
          }
          let at = read.types[name]?.methods.first?.site ?? CodeSite(file: source.file, line: 1, column: 1, text: "")
          redeclarations.append(
            (
              at,
              "\(name) is declared again in \(source.file ?? "this code") (first in \(first); an invalid redeclaration, as two app targets' files are): the declaration in \(first) is the one used"
            ))
          // (Wholly: its properties too, `static let num = 2` of one target and `= 1` of another.)
          read.types[name] = nil
          read.typeOrder.removeAll { $0 == name }
        }
        program.merge(read)
      case .objectiveC:
        guard let lexed else {
          do {
            _ = try CodeLexer.lexer(source.text)
          } catch {
            throw Failure(line: error.line, message: error.message)
          }
          continue
        }
        if let file = source.file { program.objectiveCFiles.insert(file) }
        // A header beside Swift code is a framework's umbrella header, not Objective-C code.
        let isHeader = (source.file ?? "").hasSuffix(".h") || (source.file ?? "").hasSuffix(".pch")
        if !isHeader || !languages.contains(.swift) { program.isObjectiveC = true }
        program.merge(ObjCProgramReader.read(lexed, file: source.file, macros: macros))
      }
    }
    let language = languages.first { $0 == .objectiveC } ?? .swift
    program.foldAliasedExtensions()
    var interpreter = CodeInterpreter(program: program, markers: CodeMarkers(comments))
    for skipped in program.skipped { interpreter.ignored(skipped.site, skipped.reason) }
    // Libraries imported and not given: what their classes do cannot run here.
    let missingModules = ImportedModules.missing(in: sources)
    let libraries = missingModules.map { missing in
      (
        CodeSite(file: missing.file, line: missing.line, column: 1, text: ""),
        "imports \(missing.module), a library whose code is not given: its classes' methods (and the animations they make) do not run here; give its sources beside the app's (a CocoaPods app's Pods folder, a package's Sources)"
      )
    }
    for (at, message) in redeclarations + unreadableInterfaces + libraries {
      interpreter.site = at
      interpreter.note(message)
    }
    let syntax = program.syntaxErrors.map { error in
      Diagnostic(
        .warning, at: TextLocation(file: error.site.file, line: error.site.line, column: error.site.column),
        "\(error.message) (the compiler would refuse this; TimingLab reads what it can)")
    }
    let ran = interpreter.runProgram(
      .init(name: options.entry, arguments: options.arguments))
    // The run loop's turn ends with a layout pass (views lay themselves out, `drawRect:` runs),
    // then what is due later runs in time order; what that layout pass queued runs too.
    interpreter.settleLayout()
    interpreter.runCompletions()
    interpreter.settleLayout()
    if !interpreter.completions.isEmpty { interpreter.runCompletions() }
    if !interpreter.halted { interpreter.noteNotRun() }
    guard let document = interpreter.document(defaultName: name) else {
      if let first = program.syntaxErrors.first {
        throw Failure(
          line: first.site.line,
          message:
            "\(first.message) (column \(first.site.column)); the code does not compile, and sets up no animation",
          notes: syntax + interpreter.notes)
      }
      var what: String
      if program.statements.isEmpty && program.functions.isEmpty && program.types.isEmpty {
        what = "no statements at all"
      } else if interpreter.leftOut > 0 {
        what = "every animation it adds was left out (the notes above say why)"
      } else if !ran.isEmpty, !interpreter.animations.isEmpty {
        what =
          "ran \(ran.prefix(6).joined(separator: ", "))\(ran.count > 6 ? ", …" : ""), and the animations it made have no key path: they animate nothing"
      } else if let idle = interpreter.animators.first(where: { $0.state == .inactive && !$0.blocks.isEmpty }) {
        // An animator given animations but never started (a scrubber drives it from a control).
        // (The methods that would: those that start it or set its fraction.)
        var drivers: [String] = []
        for type in program.typeOrder {
          for f in program.types[type]?.methods ?? [] where !interpreter.ran.contains(f.site) {
            var names: Set<String> = []
            f.body.forEach { CodeProgram.collect($0, into: &names) }
            if names.contains("setFractionComplete:") || names.contains("startAnimation") { drivers.append(f.name) }
          }
        }
        // (Else the actions the code registered on its controls: a slider's.)
        if drivers.isEmpty { drivers = interpreter.controlTargets.map(\.action) }
        let how =
          drivers.isEmpty ? "--entry ACTION" : drivers.prefix(3).map { "--entry \($0)" }.joined(separator: " or ")
        what =
          "\(idle.origin) has animations but is never started or scrubbed in what ran; its animations run when code calls startAnimation() or sets fractionComplete (\(how))"
      } else if ran.isEmpty, !program.statements.contains(where: { if case .declare = $0 { false } else { true } }) {
        what =
          "no entry point ran (no viewDidLoad, startAnimating, set-up method or top-level code; name one with --entry)"
      } else if ran.isEmpty {
        what =
          "ran the top-level code, and no CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup was created"
      } else {
        what =
          "ran \(ran.prefix(6).joined(separator: ", "))\(ran.count > 6 ? ", …" : ""), and no CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup was created"
        // The methods that would make animations, had they run (a gesture's or a button's action).
        let entries = program.animatingEntries(notIn: interpreter.ran)
        if !entries.isEmpty, interpreter.unchangedBlockSet == nil {
          let names = entries.prefix(3).joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
          what +=
            "; the code that animates is in \(names), which nothing it ran calls: run it with --entry \(entries[0])"
        }
        // A block that set values to what they were: nothing for UIKit to animate.
        if let same = interpreter.unchangedBlockSet {
          what +=
            "; \(same.origin) sets \(same.layer)'s \(same.key) (line \(same.site.line)) to the value it already has, so UIKit makes no animation for it"
        }
        // The plain-words reason a change the code makes does not move: a view's own layer.
        if let still = interpreter.stillViewChange {
          what +=
            "; it sets \(still.layer).layer.\(still.key) (line \(still.site.line)) outside a UIKit block, and a view's own layer does not animate then (UIKit answers its actions with NSNull: the value is set at once)"
        }
      }
      if let flipbook = interpreter.flipbook {
        what +=
          "; its motion is \(flipbook.layer)'s pictures changed by timed code (line \(flipbook.site.line)), a flipbook of images, not Core Animation: pictures are not drawn here"
      }
      // Motion Core Animation does not make: UIKit Dynamics' physics, a display link's frames.
      if sources.contains(where: { $0.text.contains("UIDynamicAnimator") }) {
        what +=
          "; its views move by UIKit Dynamics (UIDynamicAnimator: gravity, collisions, pushes), a physics simulation that sets their frames frame by frame, not Core Animation, which TimingLab does not simulate"
      }
      // AppKit's animator proxies: a Mac app's implicit animations, not modelled here.
      if sources.contains(where: { $0.text.contains(".animator()") || $0.text.contains("NSAnimationContext") }) {
        what +=
          "; it animates through AppKit's animator proxies (view.animator(), NSAnimationContext), which TimingLab does not read: only Core Animation objects and UIKit's blocks are"
      }
      // An animation described in a file of its own: Lottie's (After Effects exported to JSON).
      if sources.contains(where: { source in
        ["import Lottie", "LottieAnimationView", "LOTAnimationView", "<Lottie/"].contains { source.text.contains($0) }
      }) {
        what +=
          "; its motion is a Lottie animation (After Effects exported to a JSON file, played by Lottie's own layers), not Core Animation code: TimingLab does not read those files"
      }
      // (Lottie's motion is said below, as what it is.)
      if case let names = missingModules.map(\.module).filter({ $0 != "Lottie" }), !names.isEmpty {
        what +=
          "; it imports \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : ""), whose code is not given: an animation made by \(names.count == 1 ? "that library" : "those libraries") does not run here (give its sources too)"
      }
      if sources.contains(where: { $0.text.contains("CAEmitterLayer") }) {
        what +=
          "; its motion is a CAEmitterLayer's particles (birth rates, velocities, lifetimes of its cells), a particle system Core Animation renders without animation objects, which TimingLab does not simulate"
      }
      throw Failure(line: nil, message: "sets up no animation: \(what)", notes: interpreter.notes)
    }
    do {
      var document = document
      var scene = try Scene.decode(document)
      // Seed 004's recipes written out (`pausedTime = convertTime…; speed = 0; timeOffset = …`)
      // become the events they amount to: pause, resume, an anchored speed.
      let recipes = LayerEvent.recipes(scene.events, commit: scene.root)
      if recipes != scene.history.events {
        document[member: "events"] = .array(recipes.map { Scene.document($0, root: scene.root) })
        scene = try Scene.decode(document)
      }
      return Result(
        scene: scene, document: document, language: language,
        diagnostics: syntax + Self.folded(interpreter.notes) + scene.warnings)
    } catch {
      throw Failure(
        line: nil, message: "the code reads as a scene Core Animation would reject:\n\(error)", notes: interpreter.notes
      )
    }
  }

  /// Notes a loop repeats at one place (`frame set as position 5, 5`, then 20, 5, …): the first,
  /// with how many more there were.
  static func folded(_ notes: [Diagnostic]) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var index: [String: Int] = [:]
    var extra: [Int: Int] = [:]
    for note in notes {
      guard let location = note.location else {
        out.append(note)
        continue
      }
      // The same message but for its numbers.
      let key =
        "\(location)|"
        + String(note.message.unicodeScalars.filter { !("0"..."9").contains($0) && $0 != "." && $0 != "-" })
      if let first = index[key] {
        extra[first, default: 0] += 1
      } else {
        index[key] = out.count
        out.append(note)
      }
    }
    for (i, n) in extra { out[i].message += " (and \(n) more like it here)" }
    return out
  }

  /// By extension (`.swift`; `.m`, `.mm`, `.h`, `.c` as Objective-C, C's superset), else by content.
  static func language(of source: Source, tokens: [CodeToken]?) -> Language {
    if let file = source.file {
      if file.hasSuffix(".swift") { return .swift }
      if [".m", ".mm", ".h", ".pch", ".c"].contains(where: { file.hasSuffix($0) }) { return .objectiveC }
    }
    guard let tokens else { return .swift }
    return recognise(tokens)
  }

  /// Objective-C when it has `@"…"`, `#import`-era tokens, messages or `;`-terminated declarations
  /// with `*`; Swift otherwise.
  static func recognise(_ tokens: [CodeToken]) -> Language {
    var score = 0
    for (i, token) in tokens.enumerated() {
      if token.kind == .symbol && token.text == "@" { score += 2 }
      if token.kind == .symbol && token.text == "[", i + 2 < tokens.count, tokens[i + 1].kind == .identifier,
        tokens[i + 2].kind == .identifier
      {
        score += 2
      }
      if token.kind == .identifier && ["let", "var", "func", "guard"].contains(token.text) { score -= 2 }
      if token.kind == .symbol && token.text == "->" { score -= 1 }
    }
    return score > 0 ? .objectiveC : .swift
  }
}

/// The `// TimingLab: name = {…}` comments `timinglab code` writes for what code cannot say.
struct CodeMarkers {
  var byName: [String: [(key: String, value: JSONValue)]] = [:]

  init(_ comments: [CodeComment]) {
    for comment in comments {
      let text = comment.text.drop { $0 == " " }
      guard text.hasPrefix("TimingLab:"), let equals = text.firstIndex(of: "=") else { continue }
      let name = text[text.index(text.startIndex, offsetBy: 10)..<equals].trimmingSpaces
      guard case .object(let members)? = try? JSONParser.parse(String(text[text.index(after: equals)...])) else {
        continue
      }
      byName[name, default: []] += members
    }
  }
}

extension Substring {
  var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
