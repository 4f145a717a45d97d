import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Names, ids and key paths holding control characters (ESC sequences, NUL, CR, C1's CSI, a new
/// line followed by code, a directional override) reach no sink raw: standard output and error
/// carry none of them, generated code keeps them inside its comments and literals, notation stays
/// one line, SVG stays XML.
@Suite("Hostile text")
struct HostileTextTests {
  static let evil = "evil\nfatalError()\r\n\u{1B}[31mred\u{9B}2J\u{0}nul\u{202E}txt"

  static var scene: String {
    let name = jsonLiteral(evil)
    return
      #"{"name": \#(name), "title": \#(name), "caption": \#(name), "layer": {"id": \#(jsonLiteral("root\u{1B}[5m")), "animations": [{"id": \#(jsonLiteral("a\r\nb\u{1B}]0;x\u{7}")), "keyPath": \#(jsonLiteral("opacity\u{1B}[2J")), "from": 0, "to": 1, "duration": 1}]}}"#
  }

  static func jsonLiteral(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  /// Raw control characters in `text`, other than new lines and tabs.
  static func hidden(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
  }

  @Test(arguments: [
    ["render", "-", "--size", "80x24"], ["render", "-", "--format", "svg"], ["notation", "-"],
    ["notation", "-", "--json"], ["code", "-"], ["code", "-", "--lang", "objc"],
    ["code", "-", "--style", "playground"],
    ["eval", "-", "--at", "0,0.5"], ["record", "-", "--fps", "2", "--format", "cast"],
    ["record", "-", "--fps", "2", "--format", "svg"],
  ])
  func noSinkCarriesControls(command: [String]) throws {
    let run = try runTimingLab(command, stdin: Self.scene)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Self.hidden(run.stdout).isEmpty, "timinglab \(command) printed \(Self.hidden(run.stdout))")
    #expect(Self.hidden(run.stderr).isEmpty)
    // Nothing from the input became a line of its own (code after a comment, a second notation line).
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("fatalError") || $0.hasPrefix("nul") })
    if command.contains("svg") {
      #expect(throws: Never.self) { _ = try XMLDocumentCheck.parse(run.stdout) }
    }
  }

  @Test func notationIsOneLineAndReadsBackExactly() throws {
    let line = try runTimingLab(["notation", "-"], stdin: Self.scene).stdout
    #expect(line.filter { $0 == "\n" }.count == 1 && line.hasSuffix("\n"))
    let again = try runTimingLab(["notation", "-", "--json"], stdin: line).stdout
    let original = try runTimingLab(["notation", "-", "--json"], stdin: Self.scene).stdout
    #expect(jsonValue(again, ["layer", "animations", 0, "id"]) as? String == "a\r\nb\u{1B}]0;x\u{7}")
    #expect(jsonValue(original, ["name"]) as? String == Self.evil)
  }

  // Errors that repeat input (a file name, an option's value, a notation field) show its controls
  // as escapes.
  @Test(arguments: [
    ["eval", "missing-\u{1B}[31m.json", "--at", "0"], ["eval", "overview", "--at", "1\u{1B}[2J"],
    ["nosuch\u{9B}command"], ["eval", "durtion\u{1B}]0;owned\u{7}=1", "--at", "0"],
    ["curve", "cubic-bezier(\u{0}", "--at", "0"], ["list", "--show", "a\u{1B}b"],
  ])
  func errorsShowControlsAsEscapes(arguments: [String]) throws {
    let run = try runTimingLab(arguments)
    #expect(run.status == 2)
    #expect(!run.stderr.isEmpty)
    #expect(Self.hidden(run.stderr).isEmpty, "\(arguments): \(run.stderr.debugDescription)")
  }
}

/// A well-formedness check of XML text with Foundation's parser.
enum XMLDocumentCheck {
  struct Failure: Error {}

  static func parse(_ text: String) throws -> Bool {
    let parser = XMLParser(data: Data(text.utf8))
    guard parser.parse() else { throw Failure() }
    return true
  }
}
