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
    public var description: String { (line.map { "line \($0): " } ?? "") + message }
  }

  /// Reads `text`; `name` (a file name without extension) names the scene when the code has no
  /// TimingLab marker for it.
  public static func read(_ text: String, name: String = "imported") throws(Failure) -> Result {
    let lexed: (tokens: [CodeToken], comments: [CodeComment])
    do {
      lexed = try CodeLexer.tokenize(text)
    } catch {
      throw Failure(line: error.line, message: error.message)
    }
    let language = recognise(lexed.tokens)
    let statements: [CodeStatementTokens]
    do {
      statements = try CodeStatementSplitter.split(lexed.tokens, objectiveC: language == .objectiveC)
    } catch {
      throw Failure(line: error.line, message: error.message)
    }
    var interpreter = CodeInterpreter(markers: CodeMarkers(lexed.comments))
    for statement in statements { interpreter.run(statement) }
    guard let document = interpreter.document(defaultName: name) else {
      let hint =
        statements.isEmpty
        ? "no statements at all"
        : "no CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup is created (is this Swift or Objective-C set-up code?)"
      throw Failure(line: nil, message: "sets up no animation: \(hint)")
    }
    do {
      let scene = try Scene.decode(document)
      return Result(
        scene: scene, document: document, language: language, diagnostics: interpreter.notes + scene.warnings)
    } catch {
      throw Failure(line: nil, message: "the code reads as a scene Core Animation would reject:\n\(error)")
    }
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
