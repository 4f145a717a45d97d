import MediaTiming
import TextFormats

/// The one-line notation (docs/interfaces.md): the cheat sheet's captions as a language.
///
/// ```
/// duration=1.5, beginTime=1.0, fillMode=backwards
/// layer speed=0.5; duration=1.5 speed=3
/// group speed=2 { duration=3 speed=1.5 }
/// keyPath=transform.scale from=1 to=2 spring=(response: 0.5, dampingFraction: 0.6)
/// ```
///
/// Notation is read into a scene file's document and validated by the scene decoder, so it
/// accepts exactly what scene files accept; the decoder's problems come back with the column of
/// the field they are about.
extension Scene {
  /// The scene `text` describes.
  /// - Throws: `NotationError` listing every problem with its column (and line, when the text
  ///   has several).
  public static func parseNotation(_ text: String) throws(NotationError) -> Scene {
    let reader = NotationReader(text)
    var builder = NotationBuilder()
    let document: JSONValue
    do {
      var reader = reader
      document = builder.document(try reader.items())
    } catch {
      throw NotationError(text: text, problems: [(error.offset, error.message)])
    }
    if !builder.problems.isEmpty {
      throw NotationError(text: text, problems: builder.problems.map { ($0.offset, $0.message) })
    }
    do {
      var scene = try Scene.decode(document)
      // Warnings name columns too.
      scene.warnings =
        NotationError(text: text, problems: scene.warnings.map { builder.locate($0) }, severity: .warning)
        .problems
      return scene
    } catch {
      throw NotationError(text: text, problems: error.problems.map { builder.locate($0) })
    }
  }
}

/// Notation that does not describe a scene: every problem, each at a column (and a line, when
/// the text has several).
public struct NotationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every problem: an error at its location (columns and lines in Unicode scalars, 1-based).
  public var problems: [Diagnostic]
  /// True when the text has more than one line (problems then name the line too).
  public var multiline: Bool

  init(text: String, problems: [(offset: Int, message: String)], severity: Diagnostic.Severity = .error) {
    // Where each line starts (in scalars), once: locating a problem is then a binary search, so
    // 20,000 problems in a long text cost no more than reading it.
    var lineStarts = [0]
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      if scalar == "\n" { lineStarts.append(count) }
    }
    let multiline = lineStarts.count > 1
    self.multiline = multiline
    self.problems = problems.map { offset, message in
      let offset = min(max(0, offset), count)
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      let location = TextLocation(line: multiline ? low + 1 : nil, column: offset - lineStarts[low] + 1)
      return Diagnostic(severity, at: location, message)
    }
  }

  public var description: String {
    DiagnosticListing.capped(problems.map { "notation: \($0)" }).joined(separator: "\n")
  }
}

/// Builds a scene file's document from notation items, remembering where each field came from.
struct NotationBuilder {
  /// Where each document path (`layer.animations[0].duration`) was written.
  var offsets: [String: Int] = ["(document)": 0, "layer": 0, "": 0]
  var problems: [NotationSyntaxError] = []

  /// A layer's own fields (`layer …`, `sublayer ID …`): its id, class, timing and copies (not
  /// its model values, animations and sublayers, which notation writes its own way).
  static let layerTimingFields = AnimationSchema.layer.filter {
    ![.modelValues, .animations, .sublayers].contains($0.type)
  }.map(\.name)
  /// The scene's fields (`scene …`): all but the root layer.
  static let sceneFields = AnimationSchema.scene.filter { $0.type != .layer }.map(\.name)
  static let orange = JSONValue.string("#FF9500")
  static let blue = JSONValue.string("#0000FF")

  mutating func document(_ items: [NotationItem]) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("name", .string("notation"))]
    for item in items where item.keyword == "scene" {
      for field in item.fields {
        guard Self.sceneFields.contains(field.name) else {
          unknown(field, among: Self.sceneFields, what: "scene")
          continue
        }
        offsets[field.name] = field.offset
        var value = convert(field, path: field.name)
        if field.name == "timeline", case .array(let bounds) = value, bounds.count == 2 {
          value = .object([("start", bounds[0]), ("end", bounds[1])])
        }
        members.removeAll { $0.key == field.name }
        members.append((field.name, value))
      }
    }
    members.append(
      ("layer", layer(items.filter { $0.keyword != "scene" && $0.keyword != "at" }, id: "root", path: "layer")))
    let events = items.filter { $0.keyword == "at" }.enumerated().map { event($1, path: "events[\($0)]") }
    if !events.isEmpty { members.append(("events", .array(events))) }
    return .object(members)
  }

  /// The event fields notation reads by name; any other name that is a key path is a model
  /// value set (`at 1 opacity=0.5`).
  static let eventFields = AnimationSchema.event.map(\.name).filter { $0 != "at" && $0 != "set" && $0 != "add" }

  /// An event: `at SECONDS [layer=PATH] action` (`remove=move`, `speed=2 anchored`, `pause`,
  /// `opacity=0.5` for a model value) or `at SECONDS … { animation }` to add one.
  mutating func event(_ item: NotationItem, path: String) -> JSONValue {
    offsets[path] = item.offset
    offsets["\(path).at"] = item.offset
    let time = item.name.flatMap(Self.number)
    if time == nil {
      problems.append(NotationSyntaxError(offset: item.offset, message: "\"at\" needs a time in seconds: at 1.5 …"))
    }
    var members: [(key: String, value: JSONValue)] = [("at", .number(time ?? 0, text: item.name ?? "0"))]
    var set: [(key: String, value: JSONValue)] = []
    for field in item.fields {
      if Self.eventFields.contains(field.name) {
        offsets["\(path).\(field.name)"] = field.offset
        members.append((field.name, convert(field, path: "\(path).\(field.name)")))
      } else if KeyPathAddress.of(field.name) != nil || field.name == "transform" {
        offsets["\(path).set.\(field.name)"] = field.offset
        offsets["\(path).set"] = field.offset
        set.append((field.name, convert(field, path: "\(path).set.\(field.name)")))
      } else {
        unknown(field, among: Self.eventFields + KeyPathAddress.knownKeyPaths, what: "event")
      }
    }
    if !set.isEmpty { members.append(("set", .object(set))) }
    if let child = item.children.first {
      var ids = UniqueNames()
      members.append(("add", animation(child, path: "\(path).add", ids: &ids)))
      for extra in item.children.dropFirst() {
        problems.append(
          NotationSyntaxError(offset: extra.offset, message: "an event adds one animation: give each its own at"))
      }
    }
    return .object(members)
  }

  /// A layer from the items inside it: `layer …` items set its fields and model values,
  /// `sublayer` items are its sublayers, the rest its animations.
  mutating func layer(_ items: [NotationItem], id: String, path: String, own: [NotationField] = []) -> JSONValue {
    var fields: [(key: String, value: JSONValue)] = [("id", .string(id))]
    var properties: [(key: String, value: JSONValue)] = []
    for field in own + items.filter({ $0.keyword == "layer" }).flatMap(\.fields) {
      if Self.layerTimingFields.contains(field.name) {
        offsets["\(path).\(field.name)"] = field.offset
        fields.removeAll { $0.key == field.name }
        fields.append((field.name, convert(field, path: "\(path).\(field.name)")))
      } else if KeyPathAddress.of(field.name) != nil || field.name == "transform" {
        offsets["\(path).properties.\(field.name)"] = field.offset
        offsets["\(path).properties"] = field.offset
        properties.append((field.name, convert(field, path: "\(path).properties.\(field.name)")))
      } else {
        unknown(field, among: Self.layerTimingFields + KeyPathAddress.knownKeyPaths, what: "layer")
      }
    }
    if !properties.isEmpty { fields.append(("properties", .object(properties))) }
    var ids = UniqueNames()
    var animations: [JSONValue] = []
    var sublayers: [JSONValue] = []
    for item in items where item.keyword == "sublayer" { ids.insert(item.name ?? "") }
    for item in items where item.keyword == nil || item.keyword == "group" {
      let itemPath = "\(path).animations[\(animations.count)]"
      animations.append(animation(item, path: itemPath, ids: &ids))
    }
    for item in items where item.keyword == "sublayer" {
      let itemPath = "\(path).sublayers[\(sublayers.count)]"
      offsets[itemPath] = item.offset
      sublayers.append(layer(item.children, id: item.name ?? "", path: itemPath, own: item.fields))
    }
    if !animations.isEmpty { fields.append(("animations", .array(animations))) }
    if !sublayers.isEmpty { fields.append(("sublayers", .array(sublayers))) }
    return .object(fields)
  }

  /// An animation (or a group and its children). Without a key path it is the cheat sheet's
  /// orange → blue `backgroundColor`; without an id, one made from the key path.
  mutating func animation(_ item: NotationItem, path: String, ids: inout UniqueNames) -> JSONValue {
    offsets[path] = item.offset
    var members: [(key: String, value: JSONValue)] = []
    for field in item.fields {
      offsets["\(path).\(field.name)"] = field.offset
      members.append((field.name, convert(field, path: "\(path).\(field.name)")))
    }
    let names = Set(members.map(\.key))
    if item.keyword == "group" {
      var childIDs = UniqueNames()
      var children: [JSONValue] = []
      for child in item.children {
        guard child.keyword == nil || child.keyword == "group" else {
          problems.append(
            NotationSyntaxError(offset: child.offset, message: "a group holds animations, not a \(child.keyword ?? "")")
          )
          continue
        }
        children.append(animation(child, path: "\(path).animations[\(children.count)]", ids: &childIDs))
      }
      members.append(("animations", .array(children)))
    } else if names.contains("transition") {
      // A transition (`transition=push`) has no key path.
    } else {
      let keyPath = members.first { $0.key == "keyPath" }?.value.stringValue
      if keyPath == nil && !names.contains("keyPath") { members.insert(("keyPath", .string("backgroundColor")), at: 0) }
      let hasValues = !names.isDisjoint(with: ["from", "to", "by", "values", "path"])
      if (keyPath ?? "backgroundColor") == "backgroundColor" && !hasValues {
        members += [("from", Self.orange), ("to", Self.blue)]
      }
    }
    if !names.contains("id") {
      let base =
        item.keyword == "group"
        ? "group"
        : names.contains("transition")
          ? "transition" : Self.id(forKeyPath: members.first { $0.key == "keyPath" }?.value.stringValue)
      let id = ids.fresh(base)
      members.insert(("id", .string(id)), at: 0)
    } else if let id = members.first(where: { $0.key == "id" })?.value.stringValue {
      ids.insert(id)
    }
    return .object(members)
  }

  /// The id notation gives an animation of `keyPath`: `color` for `backgroundColor` (the cheat
  /// sheet's), else the key path in camel case (`positionY`, `transformScale`).
  static func id(forKeyPath keyPath: String?) -> String {
    guard let keyPath, keyPath != "backgroundColor" else { return "color" }
    let parts = keyPath.split(separator: ".").map(String.init)
    return (parts.first ?? "animation") + parts.dropFirst().map(\.capitalizedFirst).joined()
  }

  /// A field's value as the scene file writes it.
  mutating func convert(_ field: NotationField, path: String) -> JSONValue {
    guard let value = field.value else { return .bool(true) }
    return convert(value, field: field.name, path: path)
  }

  mutating func convert(_ value: NotationValue, field: String, path: String) -> JSONValue {
    switch value {
    case .atom(let text, _):
      if let alias = AnimationSchema.notationAlias(text, field: field) { return alias }
      if text == "true" { return .bool(true) }
      if text == "false" { return .bool(false) }
      if let number = Self.number(text) { return .number(number, text: text) }
      return .string(text)
    case .list(let elements, _):
      return .array(
        elements.enumerated().map { index, element in
          offsets["\(path)[\(index)]"] = element.offset
          return convert(element, field: field, path: "\(path)[\(index)]")
        })
    case .parenthesised(let text, _):
      return .string(AnimationSchema.isSpring(field) ? "spring(\(text))" : text)
    case .quoted(let text, _):
      return .string(text)
    }
  }

  /// A number atom: a decimal (`1.5`, `-2e-3`, `1e999`, `NaN`) or a fraction `a/b`.
  static func number(_ text: String) -> Double? {
    if let value = Double(text), text.first.map({ $0.isNumber || "-+.".contains($0) }) ?? false { return value }
    if text == "NaN" || text == "Infinity" || text == "-Infinity" { return Double(text.lowercased()) }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2, let a = Double(String(parts[0])), let b = Double(String(parts[1])), b != 0 { return a / b }
    return nil
  }

  mutating func unknown(_ field: NotationField, among names: [String], what: String) {
    let hint = closestMatch(to: field.name, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
    problems.append(
      NotationSyntaxError(
        offset: field.offset,
        message: "unknown field \"\(field.name)\" of \(what == "event" ? "an" : "a") \(what)\(hint)"))
  }

  /// A decoder problem at the column of the field it names (or of the nearest enclosing one).
  func locate(_ problem: SceneProblem) -> (offset: Int, message: String) {
    var path = problem.path ?? ""
    while offsets[path] == nil, let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) {
      path = String(path[..<cut])
    }
    let offset = offsets[path] ?? 0
    let full = problem.path ?? ""
    let field = full.split(separator: ".").last.map(String.init) ?? full
    let got = problem.value.map { " (got \($0))" } ?? ""
    if problem.message.hasPrefix("is not a field") {
      // The decoder's hint is the message's only parenthesis: " (did you mean \"x\"?)".
      let hint = problem.message.firstIndex(of: "(").map { " " + problem.message[$0...] } ?? ""
      return (offset, "unknown field \"\(field)\"\(hint)")
    }
    return (offset, "\(field): \(problem.message)\(got)")
  }
}

extension Scene {
  /// A value for scene-file field `field`, written as notation writes it (`1.5`, `inf`, `back`,
  /// `[0, 10, 30]`, `(response: 0.5, dampingFraction: 0.8)`, `#FF9500`), as the document holds it.
  /// - Throws: `NotationError` with the column of the mistake.
  public static func notationValue(_ text: String, field: String) throws(NotationError) -> JSONValue {
    var reader = NotationReader(text)
    var builder = NotationBuilder()
    do throws(NotationSyntaxError) {
      reader.skip(newlines: true)
      let value = try reader.value()
      reader.skip(newlines: true)
      guard reader.offset == reader.scalars.count else {
        throw NotationSyntaxError(
          offset: reader.offset, message: "one value only (put text with spaces in parentheses)")
      }
      return builder.convert(value, field: field, path: field)
    } catch {
      throw NotationError(text: text, problems: [(error.offset, error.message)])
    }
  }

  /// `name=value` for a model value or another field, as notation writes it.
  public static func notationField(_ text: String) throws(NotationError) -> (name: String, value: JSONValue) {
    var reader = NotationReader(text)
    var builder = NotationBuilder()
    do throws(NotationSyntaxError) {
      reader.skip(newlines: true)
      let field = try reader.field()
      reader.skip(newlines: true)
      guard field.value != nil, reader.offset == reader.scalars.count else {
        throw NotationSyntaxError(offset: reader.offset, message: "write one name=value")
      }
      return (field.name, builder.convert(field, path: field.name))
    } catch {
      throw NotationError(text: text, problems: [(error.offset, error.message)])
    }
  }

  /// One event as notation writes it (`at 1 layer=root/box speed=2 anchored`, `at 1 { … }`), as a
  /// scene file holds it (not yet checked against a scene: the decoder does that).
  /// - Throws: `NotationError` with the column of the mistake.
  public static func notationEvent(_ text: String) throws(NotationError) -> JSONValue {
    var reader = NotationReader(text)
    var builder = NotationBuilder()
    let items: [NotationItem]
    do {
      items = try reader.items()
    } catch {
      throw NotationError(text: text, problems: [(error.offset, error.message)])
    }
    guard items.count == 1, items[0].keyword == "at" else {
      throw NotationError(text: text, problems: [(0, "write one event: at SECONDS [layer=PATH] action")])
    }
    let event = builder.event(items[0], path: "event")
    if !builder.problems.isEmpty {
      throw NotationError(text: text, problems: builder.problems.map { ($0.offset, $0.message) })
    }
    return event
  }

  /// An event as notation writes it (what `notationEvent` reads back).
  public static func notationEventText(_ event: JSONValue) -> String { NotationPrinter.event(event) }

  /// A document value as notation writes it for field `field` (what `notationValue` reads back).
  public static func notationText(_ value: JSONValue, field: String) -> String {
    if AnimationSchema.isSpring(field) { return NotationPrinter.springText(value) }
    return AnimationSchema.notationShortForm(value, field: field) ?? NotationPrinter.text(value)
  }
}
