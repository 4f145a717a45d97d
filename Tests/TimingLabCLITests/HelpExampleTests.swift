import Foundation
import TestSupport
import Testing
import TimingLabCLI

/// Every example a command's `--help` gives runs as written, from a folder holding the files the
/// examples name (a loader in Objective-C, a spinner's sources, a scene with a mistake, all ours),
/// and succeeds: the help a newcomer copies from works.
@Suite struct HelpExampleTests {
  static let commands = [
    "explore", "eval", "curve", "solve", "keyframes", "render", "cheatsheet", "list", "notation", "code", "import",
    "explain", "record",
  ]

  /// The examples of `help` (after `Example:` or `Examples:`, up to `USAGE:`, separated by `; `),
  /// each split into words as a shell would (single quotes keep spaces).
  static func examples(in help: String) -> [[String]] {
    let text = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard let start = text.range(of: "Example: ") ?? text.range(of: "Examples: ") else { return [] }
    var rest = text[start.upperBound...]
    if let end = rest.range(of: " USAGE:") { rest = rest[..<end.lowerBound] }
    return rest.components(separatedBy: "; ").map { line in
      var words: [String] = []
      var word = ""
      var quoted = false
      var started = false
      for c in line.trimmingCharacters(in: .whitespaces) {
        if c == "'" {
          quoted.toggle()
          started = true
        } else if c == " " && !quoted {
          if started { words.append(word) }
          word = ""
          started = false
        } else {
          word.append(c)
          started = true
        }
      }
      if started { words.append(word) }
      return words
    }
  }

  @Test func theExamplesParse() {
    let parsed = Self.examples(
      in: "Text. Examples: timinglab explain\n      'a=1 b=2'; timinglab x --y z\n\nUSAGE: timinglab")
    #expect(parsed == [["timinglab", "explain", "a=1 b=2"], ["timinglab", "x", "--y", "z"]])
  }

  @Test func everyHelpExampleRuns() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-help-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/Spinner"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in Self.files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    var count = 0
    for command in Self.commands {
      let help = try runTimingLab([command, "--help"]).stdout
      for example in Self.examples(in: help) {
        count += 1
        #expect(example.first == "timinglab", "\(command): \(example)")
        let ending = try ChildProcess.run(timingLabBinary().path, Array(example.dropFirst()), directory: folder.path)
        let output = String(decoding: ending.standardError, as: UTF8.self)
        #expect(ending.status == 0, "\(example.joined(separator: " ")): \(output)")
      }
    }
    // The commands that give examples: notation (2), code, import (2), explain (2), record.
    #expect(count >= 8)
    // What the examples write is there.
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fill.svg").path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fixed.json").path))
  }

  /// The files the examples name, written for this test.
  static let files: [(String, String)] = [
    (
      "Loader.m",
      """
      #import <UIKit/UIKit.h>

      @interface Loader : NSObject
      @end

      @implementation Loader
      - (void)startAnimatingInLayer:(CALayer *)layer {
          CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
          spin.toValue = @(2 * M_PI);
          spin.duration = 1.0;
          spin.repeatCount = HUGE_VALF;
          [layer addAnimation:spin forKey:@"spin"];
      }
      @end
      """
    ),
    (
      "Sources/Spinner/Spinner.swift",
      """
      import UIKit

      final class Spinner {
        func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
          for i in 0..<3 {
            let dot = CALayer()
            dot.frame = CGRect(x: CGFloat(i) * size.width / 3, y: 0, width: size.width / 4, height: size.width / 4)
            dot.backgroundColor = color.cgColor
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0.2
            pulse.duration = 0.6
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            pulse.beginTime = CACurrentMediaTime() + Double(i) * 0.2
            dot.add(pulse, forKey: "pulse")
            layer.addSublayer(dot)
          }
        }
      }
      """
    ),
    (
      "my.json",
      """
      {"name": "my", "layer": {"id": "root", "animations": [
        {"id": "fade", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}]}}
      """
    ),
  ]
}
