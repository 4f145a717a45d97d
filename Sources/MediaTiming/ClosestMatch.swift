/// The candidate equal to `word` ignoring case, else the nearest one within edit distance
/// `within` (2 by default), else nil: the "did you mean" of every error message. Words longer than
/// 64 characters match nothing but themselves (a 10 MB string is not compared letter by letter).
public func closestMatch(to word: String, in candidates: [String], within: Int = 2) -> String? {
  let lower = word.lowercased()
  if let exact = candidates.first(where: { $0.lowercased() == lower }) { return exact }
  guard lower.utf8.count <= 4 * 64 else { return nil }
  let letters = Array(lower)
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(letters, Array(candidate.lowercased()))
    if distance <= within && distance < (best?.distance ?? .max) { best = (candidate, distance) }
  }
  return best?.name
}

/// Levenshtein distance; inputs longer than 64 characters count as far from everything.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.count > 64 || b.count > 64 { return .max }
  var previous = Array(0...b.count)
  for (i, ca) in a.enumerated() {
    var current = [i + 1] + Array(repeating: 0, count: b.count)
    for (j, cb) in b.enumerated() {
      current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
