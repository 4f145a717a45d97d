/// Names unique within one scope (siblings' ids, a function's variables): `base`, else `base2`,
/// `base3`, … the first free one. Each base remembers where its counter got to, so making n names
/// from one base costs O(n) in all, not O(n²) (20,000 notation items used to take 50 s).
public struct UniqueNames: Sendable {
  /// Every name taken so far.
  public private(set) var used: Set<String>
  private var next: [String: Int] = [:]

  public init(_ used: Set<String> = []) { self.used = used }

  /// Marks `name` as taken.
  public mutating func insert(_ name: String) { used.insert(name) }

  public func contains(_ name: String) -> Bool { used.contains(name) }

  /// The name `fresh(base)` would return, without taking it.
  public mutating func peek(_ base: String) -> String {
    if !used.contains(base) { return base }
    var counter = next[base] ?? 2
    while used.contains("\(base)\(counter)") { counter += 1 }
    // Every name below `counter` is taken, and names are never given back.
    next[base] = counter
    return "\(base)\(counter)"
  }

  /// A free name from `base` (see the type), now taken.
  public mutating func fresh(_ base: String) -> String {
    let name = peek(base)
    used.insert(name)
    return name
  }
}
