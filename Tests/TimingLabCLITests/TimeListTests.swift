import Testing

@testable import TimingLabCLI

@Suite("TIMES lists")
struct TimeListTests {
  @Test func lists() throws {
    #expect(try TimeList.parse("0,0.5,1.5") == [0, 0.5, 1.5])
    #expect(try TimeList.parse(" 2 , -1 ") == [2, -1])
    #expect(try TimeList.parse("1e-3") == [0.001])
  }

  // Range points are the doubles nearest the exact decimals: 0.1 × 3 is 0.3, not
  // 0.30000000000000004; the end is included when a step lands on it.
  @Test func ranges() throws {
    #expect(try TimeList.parse("0:1:0.1") == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
    #expect(try TimeList.parse("0:4:1.5") == [0, 1.5, 3])
    #expect(try TimeList.parse("-1:1:0.5") == [-1, -0.5, 0, 0.5, 1])
    #expect(try TimeList.parse("0:1:0.25,3") == [0, 0.25, 0.5, 0.75, 1, 3])
    #expect(try TimeList.parse("2:2:1") == [2])
    #expect(try TimeList.parse("0:1e-1:5e-2") == [0, 0.05, 0.1])
  }

  @Test(arguments: ["", "1,,2", "abc", "nan", "inf", "1:2", "0:1:0", "0:1:-1", "2:1:1", "0:1e9:1e-9", "1:2:x", "0x10"])
  func errors(text: String) {
    #expect(throws: TimeList.ParseError.self) { try TimeList.parse(text) }
  }
}
