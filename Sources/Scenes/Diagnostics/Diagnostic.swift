/// Something a reader or a check says about a source (as the Swift compiler's and rustc's
/// diagnostics): how serious it is, a stable code, where (a line and column of the text, or the
/// scene-file path of a field), what it says, the value found, and a fix that is itself data.
/// The scene decoder, notation, code import and `explain` all produce these; the command line
/// prints them, the explorer shows them, tests compare them.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    /// The source cannot be used as it is.
    case error
    /// Allowed, but probably not meant, or read with a liberty taken.
    case warning
    /// Said for information (what a reader assumed or left out).
    case note
  }

  public var severity: Severity
  /// A stable name for the kind of finding (`unknown-field`, `snap-back`), when it has one.
  public var code: String?
  /// The line and column in the text the source was read from, when known.
  public var location: TextLocation?
  /// The scene-file path of the field (`layer.sublayers[0].animations[1].speed`; `(document)` for
  /// the whole file), when the finding is about one.
  public var path: String?
  /// What is wrong or worth knowing, in plain words.
  public var message: String
  /// A short rendering of the value found, if there was one.
  public var value: String?
  /// How to make it right, as an edit that can be applied and undone.
  public var fix: Fix?
  /// For a finding about an animation (`explain`): its path (`root/card/fade`).
  public var animation: String?
  /// For a finding about a moment (`explain`): the scene time of the visible effect, seconds.
  public var time: Double?

  public init(
    _ severity: Severity, code: String? = nil, at location: TextLocation? = nil, path: String? = nil,
    _ message: String, value: String? = nil, fix: Fix? = nil
  ) {
    self.severity = severity
    self.code = code
    self.location = location
    self.path = path
    self.message = message
    self.value = value
    self.fix = fix
  }

  /// As the command line prints it: `warning: ` before a warning, then the description.
  public var printed: String { (severity == .warning ? "warning: " : "") + description }

  /// As compilers print them, so editors and terminals can jump there:
  /// `Dots.swift:3:7: note: …` (`file` when the location names none).
  public func compilerStyle(file: String) -> String {
    let where_ = location?.file ?? file
    var prefix = where_
    if let line = location?.line {
      prefix += ":\(line)"
      if let column = location?.column { prefix += ":\(column)" }
    }
    return "\(prefix): \(severity.rawValue): " + (path.map { "\($0): " } ?? "") + message
      + (value.map { " (got \($0))" } ?? "")
  }

  /// `line 3, column 7: …`, `layer.speed: … (got NaN)`, or the message alone.
  public var description: String {
    var prefix = location.map { "\($0): " } ?? ""
    if let path { prefix += "\(path): " }
    return prefix + message + (value.map { " (got \($0))" } ?? "")
  }
}

/// A place in a text: 1-based line and column (in Unicode scalars). A single-line text's
/// locations have no line.
public struct TextLocation: Hashable, Sendable, CustomStringConvertible {
  public var line: Int?
  public var column: Int?
  /// The file, when a reader reads several (code import follows helpers into sibling files).
  public var file: String?

  public init(file: String? = nil, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `line 3, column 7`, `column 7` or `line 3`.
  public var description: String {
    switch (line, column) {
    case (let line?, let column?): "line \(line), column \(column)"
    case (nil, let column?): "column \(column)"
    case (let line?, nil): "line \(line)"
    case (nil, nil): "somewhere"
    }
  }
}

/// A fix as data: what it does, in words, and the edits that do it.
public struct Fix: Hashable, Sendable {
  /// What the fix does (`set the model value first`).
  public var summary: String
  public var edits: [SceneEdit]

  public init(_ summary: String, edits: [SceneEdit] = []) {
    self.summary = summary
    self.edits = edits
  }
}

/// One change to a scene file's document: field `field` of the node with `ids` (root layer down)
/// set to `value`, or removed when nil.
public struct SceneEdit: Hashable, Sendable {
  public var ids: [String]
  public var field: String
  public var value: JSONValue?

  public init(ids: [String], field: String, value: JSONValue?) {
    self.ids = ids
    self.field = field
    self.value = value
  }

  /// An edit of the scene's event `index` (its place in `events`) instead of a node.
  public init(event index: Int, field: String, value: JSONValue?) {
    self.init(ids: [Self.eventsMarker, String(index)], field: field, value: value)
  }

  /// The first id of an edit of an event: no node has it, since ids never hold `/`. After it,
  /// the event's place in `events`, then `add` for the animation it adds (and children's ids).
  public static let eventsMarker = "/events"
  /// The field of an event edit that inserts, right after that event, one that sets these model
  /// values on the same layer at the same time (`value` is the `set` object).
  public static let setAfter = "+set"
}

/// A problem in a scene file (the decoder's errors and warnings): a diagnostic about a field.
public typealias SceneProblem = Diagnostic

extension Diagnostic {
  /// A problem with the field at scene-file `path`: `message`, and the value found.
  public init(path: String, message: String, value: String? = nil, severity: Severity = .error) {
    self.init(severity, path: path, message, value: value)
  }
}
