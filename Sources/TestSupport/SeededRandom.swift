#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A small, seeded random source (SplitMix64), so every randomised test can be replayed from its
/// seed: the seed comes from an environment variable when set, and is printed.
public struct SeededRandom: RandomNumberGenerator {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  /// The seed from environment variable `variable` (a decimal number), else `fallback`; says which
  /// on standard output, with the line that replays it.
  public static func seed(_ variable: String = "FUZZ_SEED", default fallback: UInt64, for test: String) -> UInt64 {
    let given = ProcessInfo.processInfo.environment[variable].flatMap(UInt64.init)
    let seed = given ?? fallback
    print("\(test): seed \(seed) (\(variable)=\(seed) replays it)")
    return seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
