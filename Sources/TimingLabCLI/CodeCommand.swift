import ArgumentParser
import SceneCode
import Scenes

/// `timinglab code SCENE [--lang swift|objc] [--style function|playground] [--comments
/// none|brief|full] [--platform ios|macos] [--output FILE]`: Core Animation code that builds the
/// scene.
struct CodeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "code",
    abstract: "Print Swift or Objective-C Core Animation code that builds a scene.",
    discussion: """
      Every field that differs from Core Animation's default, with Apple's names and types; begin \
      times relative to the moment the code runs. Curves Core Animation has no timing function for \
      become sampled keyframe values (six significant digits). iOS 17 APIs (perceptual springs, \
      allowsOverdamping) are guarded by #available with an iOS 15 equivalent. Read back with \
      'timinglab import' (exactly with --comments full). \
      Example: timinglab code position-fill --lang objc --comments brief
      """)

  @OptionGroup var choice: SceneChoice

  @Option(help: "Language: swift or objc.")
  var lang: CodeLanguage = .swift

  @Option(help: "function (a function that takes the layer) or playground (Swift only).")
  var style: CodeStyle = .function

  @Option(
    help: """
      full (the marker comments 'timinglab import' reads the exact scene back from), brief (notes \
      only, for pasting into an app) or none.
      """)
  var comments: CodeComments = .full

  @Option(help: "ios (UIKit: UIColor, UIBezierPath) or macos (AppKit: NSColor, CGMutablePath, a layer-backed NSView).")
  var platform: CodePlatform = .ios

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to FILE (atomically; replaces it).", valueName: "file"))
  var output: String?

  func run() throws {
    let scene = try choice.load().scene
    let text: String
    do {
      text = try CodeExport.code(scene, language: lang, style: style, comments: comments, platform: platform)
    } catch {
      throw CLIFailure.badInput(error.description)
    }
    guard let output else { return printOut(text, terminator: "") }
    try FileOutput.write(text, to: output)
  }
}

extension CodeLanguage: NamedValues {}
extension CodeStyle: NamedValues {}
extension CodeComments: NamedValues {}
extension CodePlatform: NamedValues {}
