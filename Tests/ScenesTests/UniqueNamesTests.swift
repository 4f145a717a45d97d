import Scenes
import Testing

/// Fresh names from a base: `color`, `color2`, `color3`, … skipping taken ones, in any order of
/// taking, as notation's generated ids and code export's variables have always been.
@Suite struct UniqueNamesTests {
  @Test func namesCountUpSkippingTakenOnes() {
    var names = UniqueNames(["color", "color3"])
    #expect(names.fresh("color") == "color2")
    #expect(names.fresh("color") == "color4")  // color3 was taken
    #expect(names.fresh("move") == "move")
    #expect(names.peek("move") == "move2")
    #expect(names.peek("move") == "move2")  // peeking takes nothing
    names.insert("move2")
    #expect(names.fresh("move") == "move3")
    names.insert("color5")  // taken later, past the counter
    #expect(names.fresh("color") == "color6")
  }

  // 20,000 items from one base get 20,000 distinct names, the last one `color20000` (this loop
  // took minutes while each name was searched for from 2).
  @Test func manyNamesFromOneBase() {
    var names = UniqueNames()
    let made = (0..<20_000).map { _ in names.fresh("color") }
    #expect(Set(made).count == 20_000)
    #expect(made.last == "color20000")
  }
}
