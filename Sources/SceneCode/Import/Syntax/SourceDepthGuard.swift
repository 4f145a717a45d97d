/// Keeps code that nests or chains far past any real program away from the parsers, which (like
/// every recursive reader, swift-syntax's included) would run out of stack on it: a line whose
/// brackets open more than `maximumNesting` levels, or that chains more than `maximumOperators`
/// operators at one level (a list's elements are side by side, not chained), is blanked (with
/// the lines its brackets hold open) and reported; a file nesting more than `maximumFileNesting`
/// levels in all is refused. One pass over the bytes; a new text only when something is blanked.
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

  static func screen(_ original: String) -> Screened {
    var bytes = Array(original.utf8)
    var blanked: [(line: Int, text: String, reason: String)] = []
    var depth = 0
    var tooDeep: Int?
    var line = 1
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 10 { end += 1 }
      let base = depth
      var highest = depth
      var runs = [0]
      var operators = 0
      for i in start..<end {
        switch bytes[i] {
        case 40, 91, 123:  // ( [ {
          depth += 1
          runs.append(0)
        case 41, 93, 125:  // ) ] }
          depth = max(0, depth - 1)
          if runs.count > 1 { runs.removeLast() }
        case 44, 59: runs[runs.count - 1] = 0  // , ;
        case 46, 43, 45, 42, 47, 63, 58, 33, 38, 124, 60, 62, 61, 37, 94, 126:  // . + - * / ? : ! & | < > = % ^ ~
          runs[runs.count - 1] += 1
          operators = max(operators, runs[runs.count - 1])
        default: break
        }
        highest = max(highest, depth)
      }
      let nests = highest - base > maximumNesting
      let chains = operators > maximumOperators
      guard nests || chains else {
        if depth > maximumFileNesting, tooDeep == nil { tooDeep = line }
        line += 1
        start = end + 1
        continue
      }
      let reason =
        nests ? "nested more than \(maximumNesting) levels deep" : "chains more than \(maximumOperators) operators"
      let shown = String(decoding: bytes[start..<min(end, start + 40)], as: UTF8.self)
      blanked.append((line, shown + "…", reason))
      // Blank this line and those its brackets hold open (keeping the line breaks, so the
      // lines after keep their numbers).
      depth = base
      var i = start
      var open = 0
      while i < bytes.count {
        let b = bytes[i]
        if b == 10 {
          line += 1
          if i >= end && open <= 0 { break }
        } else {
          if b == 40 || b == 91 || b == 123 { open += 1 }
          if b == 41 || b == 93 || b == 125 { open -= 1 }
          bytes[i] = 32
        }
        i += 1
      }
      start = i + 1
    }
    guard !blanked.isEmpty else { return Screened(text: original, blanked: [], tooDeep: tooDeep) }
    return Screened(text: String(decoding: bytes, as: UTF8.self), blanked: blanked, tooDeep: tooDeep)
  }
}
