import Testing

@testable import MediaTiming

/// `CATransition` in the engine: its value is `startProgress + (endProgress − startProgress) ×`
/// eased progress (uikit.md §7), timed by the ordinary CAMediaTiming rules, and it touches no
/// key path. Numbers from uikit.md §9 example 11 and by hand.
@Suite("Transitions")
struct TransitionTests {
  func layer(_ transition: Transition, _ configure: (inout Animation) -> Void = { _ in }) -> Layer {
    var animation = Animation(id: "transition", transition: transition)
    configure(&animation)
    var layer = Layer(id: "root")
    layer.properties = [PropertyValue("opacity", .number(0.8))]
    layer.animations = [animation]
    return layer
  }

  func progress(_ layer: Layer, at t: Double) -> Double? {
    guard case .number(let x)? = layer.evaluate(atMediaTime: t).animation("root/transition")?.value else { return nil }
    return x
  }

  // uikit.md §9 example 11: a cross-dissolve of 0.5 s is a fade eased in and out; at a quarter of
  // the duration easeInEaseOut gives 0.129161931, at half 0.5.
  @Test func aCrossDissolveIsAFadeEasedInAndOut() {
    let fade = layer(Transition()) {
      $0.duration = 0.5
      $0.timingFunction = .easeInEaseOut
    }
    #expect(abs((progress(fade, at: 0.125) ?? -1) - 0.129161931) < 1e-9)
    #expect(abs((progress(fade, at: 0.25) ?? -1) - 0.5) < 1e-12)
  }

  // Only [start, end] of the transition plays: linear over 1 s from 0.25 to 0.75.
  @Test func startAndEndProgressBoundThePartPlayed() {
    let part = layer(Transition(type: "push", subtype: "fromRight", startProgress: 0.25, endProgress: 0.75)) {
      $0.duration = 1
    }
    #expect(progress(part, at: 0) == 0.25)
    #expect(abs((progress(part, at: 0.2) ?? -1) - 0.35) < 1e-12)
    #expect(progress(part, at: 0.5) == 0.5)
    // Removed on completion: nothing applied after the end.
    #expect(progress(part, at: 1.5) == nil)
  }

  // The layer lists the transitions applied now; before a delayed start without a backwards fill
  // there is none, with one it shows the start of the transition (the old content).
  @Test func thePresentationListsAppliedTransitions() {
    let delayed = layer(Transition(type: "moveIn", subtype: "fromTop")) {
      $0.beginTime = 1
      $0.duration = 1
    }
    #expect(delayed.presentation(atMediaTime: 0.5)[0].transitions.isEmpty)
    let during = delayed.presentation(atMediaTime: 1.5)[0].transitions
    #expect(during.map(\.path) == ["root/transition"])
    #expect(during.first?.transition.type == "moveIn" && during.first?.progress == 0.5)
    let filled = layer(Transition(startProgress: 0.3)) {
      $0.beginTime = 1
      $0.duration = 1
      $0.fillMode = .backwards
    }
    #expect(filled.presentation(atMediaTime: 0.5)[0].transitions.map(\.progress) == [0.3])
  }

  // A transition changes no property: the layer presents its model values.
  @Test func itTouchesNoKeyPath() {
    let fade = layer(Transition()) { $0.duration = 1 }
    let presented = fade.presentation(atMediaTime: 0.5)[0]
    #expect(presented.presentedValue("opacity") == .number(0.8))
    #expect(presented.properties.map(\.keyPath) == ["opacity"])
    #expect(presented.properties.allSatisfy { !$0.isAnimated })
  }

  // New content travels away from the side it comes from (layer coordinates, y down).
  @Test func theSubtypeGivesTheDirection() {
    #expect(Transition(type: "push", subtype: "fromRight").travel == SIMD2(-1, 0))
    #expect(Transition(type: "push", subtype: "fromLeft").travel == SIMD2(1, 0))
    #expect(Transition(type: "moveIn", subtype: "fromTop").travel == SIMD2(0, 1))
    #expect(Transition(type: "reveal", subtype: "fromBottom").travel == SIMD2(0, -1))
    #expect(Transition(type: "push").travel == SIMD2(1, 0))
    #expect(Transition(type: "fade", subtype: "fromRight").travel == nil)
    #expect(Transition(type: "cube", subtype: "fromRight").travel == nil)
  }
}
