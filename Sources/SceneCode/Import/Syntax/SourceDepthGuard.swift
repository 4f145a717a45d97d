/// Keeps code that nests or chains far past any real program away from the parsers, which (like
/// every recursive reader, swift-syntax's included) would run out of stack on it: a line whose
/// brackets open more than `maximumNesting` levels, or that chains more than `maximumOperators`
/// operators, is blanked (with the lines its brackets hold open) and reported; a file nesting
/// more than `maximumFileNesting` levels in all is refused.
enum SourceDepthGuard {
  static let maximumNesting = 100
  static let maximumOperators = 1_000
  static let maximumFileNesting = 160

  struct Screened {
    var text: String
    /// The first line of each blanked statement, and why.
    var blanked: [(line: Int, text: String, reason: String)]
    /// A line where the whole file nests too deep (then nothing can be read).
    var tooDeep: Int?
  }

  static func screen(_ text: String) -> Screened {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    var blanked: [(line: Int, text: String, reason: String)] = []
    var depth = 0
    var tooDeep: Int?
    var i = 0
    while i < lines.count {
      let base = depth
      var highest = depth
      // Operators chained at each bracket level since its last `,` or `;` (elements of a list
      // are side by side, not chained).
      var runs = [0]
      var operators = 0
      for c in lines[i] {
        switch c {
        case "(", "[", "{":
          depth += 1
          runs.append(0)
        case ")", "]", "}":
          depth = max(0, depth - 1)
          if runs.count > 1 { runs.removeLast() }
        case ",", ";": runs[runs.count - 1] = 0
        case ".", "+", "-", "*", "/", "?", ":", "!", "&", "|", "<", ">", "=", "%", "^", "~":
          runs[runs.count - 1] += 1
          operators = max(operators, runs[runs.count - 1])
        default: break
        }
        highest = max(highest, depth)
      }
      let nests = highest - base > maximumNesting
      let chains = operators > maximumOperators
      guard nests || chains else {
        if depth > maximumFileNesting, tooDeep == nil { tooDeep = i + 1 }
        i += 1
        continue
      }
      let reason =
        nests
        ? "nested more than \(maximumNesting) levels deep" : "chains more than \(maximumOperators) operators"
      blanked.append((i + 1, String(String.UnicodeScalarView(lines[i].prefix(40))) + "…", reason))
      // Blank this line and those its brackets hold open, so what follows reads as before.
      lines[i] = []
      var j = i + 1
      while depth > base, j < lines.count {
        for c in lines[j] {
          if c == "(" || c == "[" || c == "{" { depth += 1 }
          if c == ")" || c == "]" || c == "}" { depth -= 1 }
          if depth <= base { break }
        }
        lines[j] = []
        j += 1
      }
      depth = base
      i = j
    }
    guard !blanked.isEmpty else { return Screened(text: text, blanked: [], tooDeep: tooDeep) }
    let screened = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    return Screened(text: screened, blanked: blanked, tooDeep: tooDeep)
  }
}
