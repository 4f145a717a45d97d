import Scenes
import TestSupport

/// Mutates valid scene files into hostile ones: structurally (on the parsed document: values of
/// the wrong type, extreme and non-finite numbers, removed and unknown members, deep nesting, huge
/// strings) and as bytes (truncation, deletion, insertion, flips).
struct SceneMutator {
  var random: SeededRandom

  /// Numbers that break naive code: non-finite, huge, tiny, negative, integral overflow.
  static let hostileNumbers: [JSONValue] = [
    .number(.nan, text: "NaN"), .number(.infinity, text: "Infinity"), .number(-.infinity, text: "-Infinity"),
    .number(1e308, text: "1e308"), .number(-1e308, text: "-1e308"), .number(.infinity, text: "1e999"),
    .number(-1, text: "-1"), .number(-0.0, text: "-0"), .number(0, text: "0"),
    .number(.leastNonzeroMagnitude, text: "5e-324"), .number(1e15, text: "1e15"), .number(-1e9, text: "-1e9"),
    .number(9_007_199_254_740_992, text: "9007199254740993"), .number(0.5, text: "0.5"), .number(64, text: "64"),
  ]

  /// Numbers a scene may well hold (so more mutants are valid and get evaluated and drawn),
  /// including extreme but finite times and speeds.
  static let plausibleNumbers: [JSONValue] = [
    -2.5, 0, 0.25, 1, 3, 1e6, -1e6, 1e-9, 1e12, 1e300, -0.001,
  ].map { JSONValue.number($0, text: "\($0)") }

  /// Values of every JSON type, to put where another type belongs.
  static let otherValues: [JSONValue] = [
    .null, .bool(true), .bool(false), .string(""), .string("infinity"), .string("#FF9500"), .string("#GG0000"),
    .string("easeIn"), .string("cubic-bezier(2, 0, 1, 1)"), .string("spring(0, 0, 0, 0)"), .string("é/\u{0}"),
    .array([]), .array([.number(1, text: "1")]), .object([]), .object([(key: "x", value: .null)]),
    .string("M0,0 Q1e308,1e308 0,0 Z"), .string("M0 0 C0 0 0 0 0 0"), .string("bouncy"),
    .string(".snappy(duration: 0)"),
    .string("spring(response: 1e-300, dampingFraction: 1e300)"), .string("cubicPaced"), .string("discrete"),
    .array([.number(1, text: "1"), .number(2, text: "2")]),
    .array([
      .number(0, text: "0"), .number(1e308, text: "1e308"), .number(-1e308, text: "-1e308"), .number(1, text: "1"),
    ]),
  ]

  /// One mutation of `document`'s text (a valid scene file), as bytes.
  mutating func mutate(_ document: JSONValue) -> [UInt8] {
    switch random.next() % 10 {
    case 0: return Array(document.serialized().utf8).truncated(using: &random)
    case 1: return Array(document.serialized().utf8).byteMutated(using: &random)
    case 2: return deeplyNested()
    default:
      var mutated = document
      for _ in 0...(random.next() % 3) { mutated = mutateNode(mutated) }
      return Array(mutated.serialized().utf8)
    }
  }

  /// Replaces, removes or adds one node somewhere in `value`.
  mutating func mutateNode(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(var members) where !members.isEmpty && random.next() % 3 != 0:
      let index = Int(random.next() % UInt64(members.count))
      switch random.next() % 8 {
      case 0: members.remove(at: index)
      case 1:
        members.append(
          (
            key: ["speed", "duration", "bogus", "id", "animations"].randomElement(using: &random)!,
            value: replacement(for: .null)
          ))
      case 2: members.append(members[index])  // a duplicate key
      default: members[index].value = mutateNode(members[index].value)
      }
      return .object(members)
    case .array(var elements) where !elements.isEmpty && random.next() % 3 != 0:
      let index = Int(random.next() % UInt64(elements.count))
      switch random.next() % 6 {
      case 0: elements.remove(at: index)
      case 1: elements.append(elements[index])  // duplicate ids
      default: elements[index] = mutateNode(elements[index])
      }
      return .array(elements)
    default:
      return replacement(for: value)
    }
  }

  /// A hostile value to stand where `value` was.
  mutating func replacement(for value: JSONValue) -> JSONValue {
    // A huge string (1 MB; the 10 MB case has a test of its own, `tenMegabyteStringsAreExcerpted`).
    if random.next() % 50 == 0 { return .string(String(repeating: "x", count: 1_000_000)) }
    switch random.next() % 10 {
    case 8, 9: return Self.plausibleNumbers.randomElement(using: &random)!
    case 0, 1, 2, 5: return Self.hostileNumbers.randomElement(using: &random)!
    case 3, 4: return Self.otherValues.randomElement(using: &random)!
    case 6: return .string(String(repeating: "é", count: Int(random.next() % 300)))
    default:
      if case .number(let n, _) = value { return .number(-n, text: "\(-n)") }
      return .number(Double(random.next() % 1000) / 7, text: "\(Double(random.next() % 1000) / 7)")
    }
  }

  /// A scene whose layer is a chain 10,000 levels deep: sublayers of sublayers, or groups of
  /// groups (built as text: the test's own writer is recursive).
  mutating func deeplyNested() -> [UInt8] {
    let groups = random.next() % 2 == 0
    let depth = 10_000
    let open = groups ? #"{"id": "g", "duration": 1, "animations": ["# : #"{"id": "l", "sublayers": ["#
    let leaf = groups ? #"{"id": "a", "keyPath": "opacity", "from": 0, "to": 1}"# : #"{"id": "leaf"}"#
    let chain = String(repeating: open, count: depth) + leaf + String(repeating: "]}", count: depth)
    let layer = groups ? #"{"id": "root", "animations": ["# + chain + "]}" : chain
    return Array((#"{"name": "deep", "layer": "# + layer + "}").utf8)
  }
}

extension [UInt8] {
  /// The first 0..<count bytes.
  func truncated(using random: inout SeededRandom) -> [UInt8] {
    Array(prefix(Int(random.next() % UInt64(Swift.max(count, 1)))))
  }

  /// One to eight bytes deleted, inserted or changed (including invalid UTF-8 and controls).
  func byteMutated(using random: inout SeededRandom) -> [UInt8] {
    var bytes = self
    for _ in 0...(random.next() % 8) where !bytes.isEmpty {
      let index = Int(random.next() % UInt64(bytes.count))
      let byte = [0x00, 0x0A, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x2D, 0x30, 0x65, 0xC3, 0xFF, 0x80]
        .randomElement(using: &random)!
      switch random.next() % 3 {
      case 0: bytes.remove(at: index)
      case 1: bytes.insert(UInt8(byte), at: index)
      default: bytes[index] = UInt8(byte)
      }
    }
    return bytes
  }
}
