import Scenes
import TextFormats

/// Variable and function names for generated code: identifiers made from scene ids
/// (`fill-backwards` → `fillBackwards`), never a keyword of either language, each used once.
struct CodeNames {
  private var names = UniqueNames(["layer", "view", "path", "scene"])

  /// Words either language reserves, or that generated code already uses.
  static let reserved: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
    "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "is", "let", "nil",
    "operator", "private", "protocol", "public", "repeat", "return", "self", "Self", "static", "struct", "super",
    "switch", "throw", "throws", "true", "try", "var", "where", "while", "auto", "char", "const", "double", "extern",
    "float", "goto", "id", "int", "long", "register", "short", "signed", "sizeof", "typedef", "union", "unsigned",
    "void", "volatile", "YES", "NO", "BOOL", "SEL", "IMP", "Class", "bool", "new", "delete", "any", "some",
  ]

  /// A fresh identifier from `id`: lower camel case, `suffix` added when it would be a keyword or
  /// start with a digit, a number added when already used.
  /// `context` (the layer's variable) is put in front before resorting to a number:
  /// `pacedMove` rather than `move2`.
  mutating func unique(_ id: String, suffix: String, context: String? = nil) -> String {
    var base = Self.camelCase(id)
    let lowerSuffix = suffix.prefix(1).lowercased() + suffix.dropFirst()
    if base.isEmpty {
      base = lowerSuffix
    } else if base.first!.isNumber {
      base = lowerSuffix + base
    } else if Self.reserved.contains(base) {
      base += suffix
    }
    if names.contains(base), let context, context != "layer" { base = context + base.capitalizedFirst }
    return names.fresh(base)
  }

  /// `fill-backwards` → `fillBackwards`; only ASCII letters and digits survive.
  static func camelCase(_ text: String) -> String {
    var words: [String] = []
    var word = ""
    for character in text {
      if character.isASCII && (character.isLetter || character.isNumber) {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    guard let first = words.first else { return "" }
    let head = first.prefix(1).lowercased() + first.dropFirst()
    return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `position-fill` → `PositionFill`.
  static func upperCamelCase(_ text: String) -> String {
    let lower = camelCase(text)
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }
}
