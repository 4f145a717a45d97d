import MediaTiming
import Scenes
import Testing

/// `evaluateRecord(at:mediaTime:)` evaluates one animation without the rest of the tree; it must
/// give exactly the record the whole tree's evaluation gives (that one is checked against the
/// timing model elsewhere).
@Suite("Record addresses")
struct RecordAddressTests {
  /// A tree with what the walk must get right: animations on the root and on nested sublayers
  /// with their own speed and offset, groups inside groups (one not applied at some times, whose
  /// children report its phase), and a layer without animations between others.
  static let nested = Layer(
    id: "root", speed: 2, timeOffset: 0.5,
    sublayers: [
      Layer(id: "empty"),
      Layer(
        id: "child", beginTime: 0.25, speed: -0.5,
        sublayers: [
          Layer(
            id: "grandchild", timeOffset: 3,
            animations: [
              animation("deep", to: 1) {
                $0.beginTime = 1; $0.duration = 2
              }
            ])
        ],
        animations: [
          group(
            "outer",
            [
              animation("a", to: 2) {
                $0.duration = 0.5; $0.autoreverses = true
              },
              group(
                "inner",
                [
                  animation("b", to: 3) {
                    $0.duration = 0.5; $0.fillMode = .both
                  }
                ]
              ) {
                $0.beginTime = 0.25; $0.duration = 0.75; $0.speed = 2
              },
              animation("c", to: 4) {
                $0.beginTime = 1; $0.duration = 0.25
              },
            ]
          ) {
            $0.beginTime = 0.5; $0.duration = 1.5; $0.repeatCount = 2
            $0.timingFunction = .easeIn
          }
        ],
        properties: [PropertyValue("opacity", .number(0.5))]),
    ],
    animations: [
      animation("first", to: 5) {
        $0.duration = 1; $0.repeatCount = 1.5
      },
      animation("second", to: 6) { $0.beginTime = 2 },
    ])

  static func animation(_ id: String, to: Double, _ configure: (inout Animation) -> Void) -> Animation {
    var animation = Animation(id: id, keyPath: "opacity", to: .number(to))
    configure(&animation)
    return animation
  }

  static func group(_ id: String, _ children: [Animation], _ configure: (inout Animation) -> Void) -> Animation {
    var group = Animation(groupID: id, animations: children)
    configure(&group)
    return group
  }

  static var scenes: [(String, Layer, ClosedRange<Double>)] {
    [("nested", nested, -2...8)] + BundledScenes.all.map { ($0.name, $0.root, $0.span) }
  }

  @Test func everyRecordMatchesTheWholeTreesEvaluation() {
    for (name, root, span) in Self.scenes {
      let count = root.evaluate(atMediaTime: 0).animations.count
      let addresses = root.recordAddresses(in: 0..<count)
      #expect(addresses.count == count, "\(name)")
      for step in 0...40 {
        let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(step) / 40 + 0.0137
        let records = root.evaluate(atMediaTime: t).animations
        for (index, address) in addresses.enumerated() {
          #expect(root.evaluateRecord(at: address, mediaTime: t) == records[index], "\(name) record \(index) at \(t)")
        }
      }
    }
  }

  // One layer's presentation (what the readout needs when the stage is hidden) skips the other
  // layers' records and must equal that layer's entry in the whole tree's presentation.
  @Test func oneLayersPresentationMatchesTheWholeTrees() {
    for (name, root, span) in Self.scenes {
      for step in 0...20 {
        let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(step) / 20 + 0.0137
        let evaluation = root.evaluate(atMediaTime: t)
        let whole = root.presentation(in: evaluation)
        for layer in whole {
          #expect(root.presentation(in: evaluation, ofLayer: layer.path) == [layer], "\(name) \(layer.path) at \(t)")
        }
        #expect(root.presentation(in: evaluation, ofLayer: "root/nothing").isEmpty)
      }
    }
  }

  // The stage's values-only presentation skips the report (key path list, contributions) and
  // must answer every value question exactly as the full one: every known property and sub-key
  // path presented and modelled, and which properties are touched (an animation's, applied or
  // not, a model value's, a path's rotation).
  @Test func valuesOnlyPresentationAnswersAsTheFullOne() throws {
    let keyPaths =
      LayerProperty.known.map(\.name) + [
        "position.x", "position.y", "bounds.size", "bounds.size.width", "transform.rotation.z", "transform.scale",
        "transform.scale.x", "transform.scale.y", "transform.translation.x", "transform.translation.y",
      ]
    // A path with a rotation mode that is not applied before its begin time nor after its end.
    let turning = """
      {"name": "turning", "layer": {"id": "root", "animations": [{"id": "move", "keyPath": "position",
       "path": "M0,0 L100,0 L100,100", "rotationMode": "auto", "beginTime": 1, "duration": 1}]}}
      """
    let path = try #require(try? Scene.decode(Array(turning.utf8)))
    for (name, root, span) in Self.scenes + [("turning", path.root, 0...3)] {
      var animated = Set<String>()
      func collect(_ animations: [Animation]) {
        for animation in animations {
          if let keyPath = animation.keyPath { animated.insert(KeyPathAddress.of(keyPath)?.property ?? keyPath) }
          collect(animation.children)
        }
      }
      func collect(_ layer: Layer) {
        collect(layer.animations)
        layer.sublayers.forEach(collect)
      }
      collect(root)
      let properties = Set(LayerProperty.known.map(\.name)).union(animated).union(["transform"])
      for step in 0...20 {
        let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(step) / 20 + 0.0137
        let evaluation = root.evaluate(atMediaTime: t)
        let full = root.presentation(in: evaluation)
        let values = root.presentedValues(in: evaluation)
        #expect(values.map(\.path) == full.map(\.path), "\(name) at \(t)")
        for (a, b) in zip(full, values) {
          #expect(b.properties.isEmpty)
          for keyPath in keyPaths {
            #expect(a.presentedValue(keyPath) == b.presentedValue(keyPath), "\(name) \(a.path) \(keyPath) at \(t)")
            #expect(a.modelValue(keyPath) == b.modelValue(keyPath), "\(name) \(a.path) \(keyPath) at \(t)")
          }
          for property in properties {
            let reported = a.properties.contains { (KeyPathAddress.of($0.keyPath)?.property ?? $0.keyPath) == property }
            #expect(a.touches(property: property) == reported, "\(name) \(a.path) \(property) at \(t)")
            #expect(b.touches(property: property) == reported, "\(name) \(a.path) \(property) at \(t)")
          }
        }
      }
    }
  }

  /// Colours in every way a value can be one: a basic animation given only `to` (its other end
  /// the layer's model colour), one given only `by` (from the model colour), one given no
  /// values at all (both ends the model colour), colour keyframes inside a group, a cumulative colour repeating, a key path
  /// TimingLab does not know holding colours, and two whose values cannot be colours (a
  /// number, and a colour mixed with a number, which presents nothing).
  static let colours: Layer = {
    let orange = AnimatedValue.color(RGBColor(red: 1, green: 0.58, blue: 0))
    let blue = AnimatedValue.color(RGBColor(red: 0, green: 0, blue: 1))
    var toOnly = Animation(id: "toOnly", keyPath: "backgroundColor", to: blue)
    toOnly.duration = 1
    var byOnly = Animation(id: "byOnly", keyPath: "borderColor", by: .color(RGBColor(red: 0.5, green: 0, blue: 0)))
    byOnly.duration = 2
    byOnly.fillMode = .forwards
    var model = Animation(id: "model", keyPath: "backgroundColor")
    model.beginTime = 1
    var frames = Animation(
      id: "frames", keyPath: "shadowColor",
      keyframes: Keyframes(values: [orange, blue, orange], keyTimes: [0, 0.2, 1]))
    frames.beginTime = 0.5
    var group = Animation(groupID: "group", animations: [frames])
    group.duration = 2
    group.timingFunction = .easeInEaseOut
    var cumulative = Animation(id: "cumulative", keyPath: "fillColor", from: orange, to: blue)
    cumulative.isCumulative = true
    cumulative.repeatCount = 3
    cumulative.duration = 0.5
    let unknown = Animation(id: "unknown", keyPath: "tintColor", from: blue, to: orange)
    let number = Animation(id: "number", keyPath: "opacity", to: .number(0.2))
    let mixed = Animation(id: "mixed", keyPath: "backgroundColor", from: orange, to: .number(1))
    return Layer(
      id: "root", speed: 0.75,
      sublayers: [Layer(id: "box", timeOffset: 0.3, animations: [group, cumulative, unknown, number, mixed])],
      animations: [toOnly, byOnly, model],
      properties: [PropertyValue("backgroundColor", orange), PropertyValue("borderColor", blue)])
  }()

  // The timeline's strips read timings only (no paths, values only where they can be colours):
  // every field must equal the full record's, whole tree and one address at a time.
  @Test func timingsMatchTheFullRecords() {
    var coloured = 0
    var records: [RecordTiming] = []
    for (name, root, span) in Self.scenes + [("colours", Self.colours, -1...3)] {
      let count = root.evaluate(atMediaTime: 0).animations.count
      let addresses = root.recordAddresses(in: 0..<count)
      for step in 0...40 {
        let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(step) / 40 + 0.0137
        let full = root.evaluate(atMediaTime: t).animations.map(RecordTiming.init)
        root.evaluateTimings(atMediaTime: t, into: &records)
        #expect(records == full, "\(name) at \(t)")
        for (index, address) in addresses.enumerated() {
          #expect(root.evaluateRecordTiming(at: address, mediaTime: t) == full[index], "\(name) \(index) at \(t)")
        }
        coloured += full.count { $0.color != nil }
      }
    }
    #expect(coloured > 200)  // the colours are there to compare, not all nil
  }

  @Test func onlyValuesThatCanBeColoursAreWorkedOut() {
    let kinds = Self.colours.evaluate(atMediaTime: 0.6).animations.map(\.id)
    #expect(kinds == ["toOnly", "byOnly", "model", "group", "frames", "cumulative", "unknown", "number", "mixed"])
    func animation(_ id: String) -> Animation? {
      func find(_ animations: [Animation]) -> Animation? {
        for a in animations {
          if a.id == id { return a }
          if let found = find(a.children) { return found }
        }
        return nil
      }
      return find(Self.colours.animations) ?? find(Self.colours.sublayers[0].animations)
    }
    #expect(
      ["toOnly", "byOnly", "model", "frames", "cumulative", "unknown", "mixed"].allSatisfy {
        animation($0)?.mayPresentColor == true
      })
    #expect(["group", "number"].allSatisfy { animation($0)?.mayPresentColor == false })
    // A basic animation with no values takes its key path's kind.
    #expect(!Animation(id: "x", keyPath: "position").mayPresentColor)
  }

  @Test func aRangeGivesTheSameAddressesAsTheWhole() {
    let all = Self.nested.recordAddresses(in: 0..<100)
    #expect(all.count == 8)
    #expect(
      all.map(\.parentPath) == [
        "root", "root", "root/child", "root/child/outer", "root/child/outer", "root/child/outer/inner",
        "root/child/outer", "root/child/grandchild",
      ])
    for lower in 0...8 {
      for upper in lower...9 {
        #expect(Self.nested.recordAddresses(in: lower..<upper) == Array(all[min(lower, 8)..<min(upper, 8)]))
      }
    }
  }

  @Test func anAddressFromAnotherTreeIsNil() {
    let address = RecordAddress(layerIndices: [5], animationIndices: [0], parentPath: "root/x")
    #expect(Self.nested.evaluateRecord(at: address, mediaTime: 0) == nil)
    let child = RecordAddress(layerIndices: [], animationIndices: [0, 3], parentPath: "root/first")
    #expect(Self.nested.evaluateRecord(at: child, mediaTime: 0) == nil)
  }
}
