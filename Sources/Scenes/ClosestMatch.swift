/// The candidate equal to `word` ignoring case, else the one within edit distance 2, else nil.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
  let lower = word.lowercased()
  if let exact = candidates.first(where: { $0.lowercased() == lower }) { return exact }
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(Array(lower), Array(candidate.lowercased()))
    if distance <= 2 && distance < (best?.distance ?? .max) { best = (candidate, distance) }
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
