import MediaTiming
import Testing

/// A gradient layer's `colors` and `locations`: arrays interpolated entry by entry (colours in
/// sRGB, as Core Animation interpolates `CGColor`s), arrays of another length switching halfway
/// (as paths of another element count do), and additive arrays adding entry by entry. Expected
/// values are worked out by hand.
@Suite struct GradientValueTests {
  let red = RGBColor(red: 1, green: 0, blue: 0)
  let blue = RGBColor(red: 0, green: 0, blue: 1)

  // A quarter of the way from [red, blue] to [blue, red]: (0.75, 0, 0.25) and (0.25, 0, 0.75).
  @Test func coloursInterpolateEntryByEntry() {
    let value = AnimatedValue.interpolate(from: .colors([red, blue]), to: .colors([blue, red]), fraction: 0.25)
    #expect(
      value
        == .colors([
          RGBColor(red: 0.75, green: 0, blue: 0.25), RGBColor(red: 0.25, green: 0, blue: 0.75),
        ]))
  }

  // [0, 0.1] → [0.9, 1] halfway: [0.45, 0.55].
  @Test func locationsInterpolateEntryByEntry() {
    #expect(
      AnimatedValue.interpolate(from: .numbers([0, 0.1]), to: .numbers([0.9, 1]), fraction: 0.5)
        == .numbers([0.45, 0.55]))
  }

  // Two colours to three: the first array until halfway, then the second; exact at both ends.
  @Test func arraysOfAnotherLengthSwitchHalfway() {
    let two = AnimatedValue.colors([red, blue])
    let three = AnimatedValue.colors([red, blue, red])
    #expect(AnimatedValue.interpolate(from: two, to: three, fraction: 0.49) == two)
    #expect(AnimatedValue.interpolate(from: two, to: three, fraction: 0.5) == three)
    #expect(AnimatedValue.interpolate(from: two, to: three, fraction: 0) == two)
    #expect(AnimatedValue.interpolate(from: two, to: three, fraction: 1) == three)
  }

  // A layer whose colours animate from [red, blue] to [blue, red] over 2 s, presented at 0.5 s
  // (a quarter): the first line's values; its locations, never set, stay none (spread evenly).
  @Test func aGradientLayerPresentsItsAnimatedColours() throws {
    var cycle = Animation(id: "cycle", keyPath: "colors", from: .colors([red, blue]), to: .colors([blue, red]))
    cycle.duration = 2
    var layer = Layer(id: "sheen", animations: [cycle], properties: [PropertyValue("colors", .colors([red, red]))])
    layer.layerClass = .gradient
    let presented = layer.presentation(atMediaTime: 0.5)[0]
    #expect(
      presented.presentedValue("colors")
        == .colors([RGBColor(red: 0.75, green: 0, blue: 0.25), RGBColor(red: 0.25, green: 0, blue: 0.75)]))
    #expect(presented.presentedValue("locations") == nil)
  }

  // An additive locations animation by [0.1, 0.2] over a model [0, 0.5]: at its end [0.1, 0.7].
  @Test func additiveLocationsAddEntryByEntry() throws {
    var state = PropertyState(for: try #require(KeyPathAddress.of("locations")))
    let address = try #require(KeyPathAddress.of("locations"))
    state.set(.numbers([0, 0.5]), at: address)
    state.add(.numbers([0.1, 0.2]), at: address)
    #expect(state.value(at: address) == .numbers([0.1, 0.7]))
  }
}
