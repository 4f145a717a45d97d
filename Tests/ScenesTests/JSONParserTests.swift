import Scenes
import Testing

@Suite("JSON parser")
struct JSONParserTests {
  @Test func parsesEveryKind() throws {
    let value = try JSONParser.parse(#"{"a": [1, -2.5e1, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {}}"#)
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(
      members[0].value
        == .array([
          .number(1, text: "1"), .number(-25, text: "-2.5e1"), .bool(true), .bool(false), .null, .string("x\né😀"),
        ]))
  }

  @Test func keepsDuplicateKeysInOrder() throws {
    guard case .object(let members) = try JSONParser.parse(#"{"id": 1, "id": 2}"#) else { return }
    #expect(members.map(\.key) == ["id", "id"])
  }

  @Test func acceptsNonFiniteTokensSoValidationCanNameTheField() throws {
    #expect(
      try JSONParser.parse("[NaN, Infinity, -Infinity, 1e999]")
        == .array([
          .number(.nan, text: "NaN"), .number(.infinity, text: "Infinity"), .number(-.infinity, text: "-Infinity"),
          .number(.infinity, text: "1e999"),
        ]))
  }

  // Each malformed document fails with the line and column of the first bad character.
  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "expected a field name"),
    ("{\n  \"a\" 1}", 2, 7, "expected ':'"),
    ("[1 2]", 1, 4, "expected ',' or ']'"),
    ("[01]", 1, 3, "leading zeros"),
    ("\"abc", 1, 5, "end of input inside a string"),
    ("[1.]", 1, 4, "digit after '.'"),
    ("{} x", 1, 4, "after the document"),
    ("", 1, 1, "expected a value"),
    ("\"\\x\"", 1, 3, "unknown escape"),
    ("\"\\ud800\"", 1, 8, "unpaired surrogate"),
    ("[tru]", 1, 2, "expected a value"),
  ])
  func syntaxErrors(text: String, line: Int, column: Int, message: String) {
    do {
      _ = try JSONParser.parse(text)
      Issue.record("parsed \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  // Hostile nesting is an error, not a stack overflow.
  @Test func deepNestingIsAnError() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: Never.self) { try JSONParser.parse(fine) }
  }

  @Test func invalidUTF8IsAnError() {
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }

  // Writing: shortest round-trip numbers, integral values without ".0", escapes.
  @Test func writes() {
    let value: JSONValue = .object([
      ("a", .number(2.0)), ("b", .number(0.1)), ("c", .number(-0.0)), ("d", .string("q\"\\\n\u{01}")),
      ("e", .array([.number(1), .number(1e300)])), ("f", .number(Double.nan)),
    ])
    #expect(
      value.serialized() == """
        {
          "a": 2,
          "b": 0.1,
          "c": 0,
          "d": "q\\"\\\\\\n\\u0001",
          "e": [1, 1e+300],
          "f": null
        }
        """)
  }
}
