import Foundation
import SceneCode
import Scenes
import Testing

/// The shapes corpus: code written the way real libraries write it (helpers with parameters,
/// loops of begin offsets, view controllers, layer subclasses, categories, macros), each fixture
/// stating in its own comments what it must become. The expectations are worked out by hand
/// from Apple's documented semantics, never copied from the importer's output:
///
///     // expect: dot2/scale keyPath=transform.scale duration=0.75 beginTime=-0.12 repeatCount=inf
///     // expect-layer: dot2 position=[20,5]
///     // expect-animations: 3          (every animation in the scene, groups' children and those
///                                      events add included)
///     // expect-event: at=1 layer=root/box add=shake keyPath=position.x   (a scene event: its time,
///                                      layer path and action; `set.opacity=0.5`, `remove=pulse`,
///                                      `speed=2 anchored=true`; other fields are the added animation's)
///     // expect-note: fragment         (a note that must be listed)
///     // expect-no-note: fragment      (a note that must not be)
///     // expect-fails: fragment       (the import must fail, saying this)
///     // entry: name   arg: name=value (what to run)
///
/// A field left out of an animation in the scene file has its default (`beginTime=0`,
/// `repeatCount=0`, `autoreverses=false`, …). A folder is one program of several files.
@Suite struct CodeShapesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/Shapes")

  static var fixtures: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()) ?? []
  }

  @Test func theCorpusHasSixtyShapes() {
    #expect(Self.fixtures.count >= 60, "\(Self.fixtures.count) fixtures")
  }

  @Test(arguments: fixtures)
  func shapeImportsAsItsCommentsSay(name: String) throws {
    let url = Self.folder.appendingPathComponent(name)
    var isFolder: ObjCBool = false
    FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    let files =
      isFolder.boolValue
      ? try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map { url.appendingPathComponent($0) }
      : [url]
    let sources = try files.map {
      CodeImport.Source(file: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8))
    }
    let spec = Expectations(sources.map(\.text).joined(separator: "\n"))
    #expect(
      !spec.animations.isEmpty || spec.count != nil || spec.fails != nil || !spec.events.isEmpty,
      "\(name) states no expectation")
    if let fragment = spec.fails {
      #expect {
        _ = try CodeImport.read(sources, name: "shape")
      } throws: { error in
        (error as? CodeImport.Failure)?.message.contains(fragment) == true
      }
      return
    }
    let result = try CodeImport.read(
      sources, name: "shape", options: CodeImport.Options(entry: spec.entry, arguments: spec.arguments))
    let notes = result.notes.joined(separator: "\n")
    guard case .object(let scene) = result.document, let root = scene.first(where: { $0.key == "layer" })?.value else {
      Issue.record("\(name): no layer")
      return
    }
    let layers = Self.layers(root)
    let events: [JSONValue]
    if case .array(let list)? = scene.first(where: { $0.key == "events" })?.value { events = list } else { events = [] }
    let added = events.compactMap { Self.member($0, "add") }.flatMap { a -> [(key: String, value: JSONValue)] in
      guard case .string(let id)? = Self.member(a, "id") else { return [] }
      return [(id, a)] + Self.animations(a).map { ("\(id)/\($0.key)", $0.value) }
    }
    if let count = spec.count {
      let all = layers.flatMap { Self.animations($0.value) } + added
      #expect(all.count == count, "\(name): \(all.count) animations: \(all.map(\.key))\n\(notes)")
    }
    for (path, fields) in spec.animations {
      let parts = path.split(separator: "/").map(String.init)
      guard let layer = layers.first(where: { $0.key == parts[0] })?.value else {
        Issue.record("\(name): no layer \(parts[0]) among \(layers.map(\.key))\n\(notes)")
        continue
      }
      guard
        let animation = Self.animations(layer).first(where: { $0.key == parts.dropFirst().joined(separator: "/") })?
          .value
      else {
        Issue.record("\(name): no animation \(path) among \(Self.animations(layer).map(\.key))\n\(notes)")
        continue
      }
      for (key, expected) in fields {
        let actual = Self.member(animation, key) ?? Self.defaults[key]
        #expect(
          Self.same(actual, expected),
          "\(name): \(path).\(key) is \(actual.map(Self.text) ?? "missing"), expected \(expected)\n\(notes)")
      }
    }
    for (id, fields) in spec.layers {
      guard let layer = layers.first(where: { $0.key == id })?.value else {
        Issue.record("\(name): no layer \(id)")
        continue
      }
      for (key, expected) in fields {
        let actual = Self.member(layer, key) ?? Self.member(Self.member(layer, "properties") ?? .null, key)
        #expect(
          Self.same(actual, expected),
          "\(name): layer \(id).\(key) is \(actual.map(Self.text) ?? "missing"), expected \(expected)")
      }
    }
    for fields in spec.events {
      #expect(
        events.contains { Self.matches($0, fields, root: layers.first?.key ?? "") },
        "\(name): no event with \(fields) among\n\(events.map(Self.text).joined(separator: "\n"))\n\(notes)")
    }
    for fragment in spec.notes {
      #expect(result.notes.contains { $0.contains(fragment) }, "\(name): no note with \"\(fragment)\" in\n\(notes)")
    }
    for fragment in spec.absentNotes {
      #expect(!result.notes.contains { $0.contains(fragment) }, "\(name): a note with \"\(fragment)\" in\n\(notes)")
    }
  }

  // MARK: Reading the scene file

  static let defaults: [String: JSONValue] = [
    "beginTime": .number(0), "timeOffset": .number(0), "repeatCount": .number(0), "repeatDuration": .number(0),
    "autoreverses": .bool(false), "speed": .number(1), "fillMode": .string("removed"),
    "removedOnCompletion": .bool(true), "additive": .bool(false), "cumulative": .bool(false),
  ]

  /// Every layer by id, depth first.
  static func layers(_ layer: JSONValue) -> [(key: String, value: JSONValue)] {
    guard case .string(let id)? = member(layer, "id") else { return [] }
    var out = [(key: id, value: layer)]
    if case .array(let sublayers)? = member(layer, "sublayers") { out += sublayers.flatMap { layers($0) } }
    return out
  }

  /// A layer's animations by id, groups' children as `group/child`.
  static func animations(_ layer: JSONValue) -> [(key: String, value: JSONValue)] {
    guard case .array(let list)? = member(layer, "animations") else { return [] }
    return list.flatMap { a -> [(key: String, value: JSONValue)] in
      guard case .string(let id)? = member(a, "id") else { return [] }
      return [(id, a)] + animations(a).map { ("\(id)/\($0.key)", $0.value) }
    }
  }

  /// True when `event` has every field: `at`, `layer`, its action (`add=id` names the added
  /// animation, `set.key=value` a model value, `speed=2`), and an added animation's own fields.
  static func matches(_ event: JSONValue, _ fields: [(String, String)], root: String) -> Bool {
    let added = member(event, "add")
    // A scene file leaves out the layer of an event on the root.
    let event = member(event, "layer") == nil ? event.withMember("layer", .string(root)) : event
    return fields.allSatisfy { key, expected in
      if key == "add" { return added.flatMap { member($0, "id") }.map { same($0, expected) } ?? false }
      if key.hasPrefix("set.") {
        return member(event, "set").flatMap { member($0, String(key.dropFirst(4))) }.map { same($0, expected) } ?? false
      }
      // With `add`, the other fields are the animation's (its own `beginTime`, `speed`).
      if ["at", "layer"].contains(key) || added == nil {
        return same(member(event, key), expected)
      }
      return same(added.flatMap { member($0, key) } ?? defaults[key], expected)
    }
  }

  static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  static func same(_ actual: JSONValue?, _ expected: String) -> Bool {
    guard let actual else { return false }
    switch actual {
    case .number(let x, _):
      if expected == "inf" { return x.isInfinite }
      guard let y = Double(expected) else { return false }
      return abs(x - y) <= 1e-9 * max(1, abs(y))
    case .string(let s): return s == expected || "\"\(s)\"" == expected || (s == "infinity" && expected == "inf")
    case .bool(let b): return String(b) == expected
    case .array:
      guard let parsed = try? JSONParser.parse(expected) else { return false }
      return close(actual, parsed)
    default: return false
    }
  }

  /// Equal, numbers to 1e-9 relative.
  static func close(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.number(let x, _), .number(let y, _)): return abs(x - y) <= 1e-9 * max(1, abs(y))
    case (.array(let xs), .array(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { close($0, $1) }
    default: return a == b
    }
  }

  static func text(_ value: JSONValue) -> String { value.serialized() }
}

extension JSONValue {
  /// The object with member `key` set to `value`.
  func withMember(_ key: String, _ value: JSONValue) -> JSONValue {
    var copy = self
    copy[member: key] = value
    return copy
  }
}

/// The expectations a fixture states in its comments.
struct Expectations {
  var animations: [(path: String, fields: [(String, String)])] = []
  var layers: [(id: String, fields: [(String, String)])] = []
  var events: [[(String, String)]] = []
  var count: Int?
  var notes: [String] = []
  var absentNotes: [String] = []
  var entry: String?
  var arguments: [String: String] = [:]
  /// `expect-fails: fragment`: the import must fail with a message holding it.
  var fails: String?

  init(_ text: String) {
    for raw in text.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("//") else { continue }
      let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
      func rest(_ prefix: String) -> String? {
        body.hasPrefix(prefix) ? body.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil
      }
      if let r = rest("expect-fails:") {
        fails = r
      } else if let r = rest("expect-animations:") {
        count = Int(r)
      } else if let r = rest("expect-note:") {
        notes.append(r)
      } else if let r = rest("expect-no-note:") {
        absentNotes.append(r)
      } else if let r = rest("expect-layer:") {
        let words = Self.words(r)
        layers.append((words[0], Self.fields(words.dropFirst())))
      } else if let r = rest("expect-event:") {
        events.append(Self.fields(Self.words(r)[...]))
      } else if let r = rest("expect:") {
        let words = Self.words(r)
        animations.append((words[0], Self.fields(words.dropFirst())))
      } else if let r = rest("entry:") {
        entry = r
      } else if let r = rest("arg:") {
        let parts = r.split(separator: "=", maxSplits: 1).map(String.init)
        arguments[parts[0]] = parts.count > 1 ? parts[1] : ""
      }
    }
  }

  /// Words split at spaces outside brackets and quotes (`values=[0, 1]`, `path="M 0 0 L 1 0"`).
  static func words(_ text: String) -> [String] {
    var out: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    for c in text {
      if c == "\"" { quoted.toggle() }
      if c == "[" && !quoted { depth += 1 }
      if c == "]" && !quoted { depth -= 1 }
      if c == " " && depth == 0 && !quoted {
        if !current.isEmpty { out.append(current) }
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { out.append(current) }
    return out
  }

  static func fields(_ words: ArraySlice<String>) -> [(String, String)] {
    words.map { word in
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }
  }
}

/// The loading indicator README opens in the explorer: what it must become, worked out by hand
/// (three dots 10 pt wide 16 pt apart, each a 1.2 s group repeated forever, begun 0, 0.16 and
/// 0.32 s after now; teardown listed, not run).
@Suite struct ReadmeExampleTests {
  @Test func theLoadingDotsImportAsTheirCodeSays() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/examples/LoadingDots.swift")
    let result = try CodeImport.read(
      [CodeImport.Source(file: "LoadingDots.swift", text: try String(contentsOf: url, encoding: .utf8))])
    let dots = result.scene.root.sublayers
    #expect(dots.map(\.id) == ["dot", "dot2", "dot3"])
    #expect(dots.map { $0.animations.first?.beginTime } == [0, 0.16, 0.32])
    for dot in dots {
      let pulse = try #require(dot.animations.first)
      #expect(pulse.duration == 1.2 && pulse.repeatCount == .infinity)
      #expect(pulse.children.map(\.keyPath) == ["transform.scale", "opacity"])
    }
    #expect(result.notes.contains { $0.contains("LoadingDotsView.stopAnimating did not run") })
    #expect(!result.notes.contains { $0.contains("ignored") }, "\(result.notes)")
  }
}
