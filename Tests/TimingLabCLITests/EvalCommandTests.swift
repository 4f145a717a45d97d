import Foundation
import Testing

/// `timinglab eval` end to end: the real binary on scene files, exit statuses and JSON.
@Suite("eval end to end")
struct EvalCommandTests {
  // Seed 002's "duration=3.0, timeOffset=1.0": p = t + 1 wraps at 3 inside the window [0, 3].
  static let timeOffsetScene = #"""
    {"name": "time-offset", "layer": {"id": "root", "animations": [
      {"id": "color", "keyPath": "backgroundColor", "from": "#FF9500", "to": "#0000FF", "duration": 3, "timeOffset": 1}]}}
    """#

  // Expected progress by hand: 0 → 1/3, 1.5 → 5/6, 2 → 0 (wrap), 2.5 → 1/6, 3 → 1/3 (end), 3.1 → not applied.
  @Test func timeOffsetCase() throws {
    let path = try temporaryFile(Self.timeOffsetScene)
    let result = try runTimingLab(["eval", path, "--at", "0,1.5,2,2.5,3,3.1"])
    #expect(result.status == 0)
    let expected: [Double?] = [1.0 / 3, 5.0 / 6, 0, 1.0 / 6, 1.0 / 3, nil]
    for (index, want) in expected.enumerated() {
      let record = ["samples", index, "animations", 0] as [Any]
      let progress = jsonValue(result.stdout, record + ["progress"]) as? Double
      if let want {
        #expect(abs((progress ?? .nan) - want) < 1e-12, "sample \(index)")
        #expect(jsonValue(result.stdout, record + ["applied"]) as? Bool == true)
      } else {
        #expect(progress == nil)
        #expect(jsonValue(result.stdout, record + ["applied"]) as? Bool == false)
        #expect(jsonValue(result.stdout, record + ["phase"]) as? String == "after")
      }
    }
    // Repeat index counts the wrap: 0 before t = 2, 1 from t = 2.
    #expect(jsonValue(result.stdout, ["samples", 1, "animations", 0, "repeatIndex"]) as? Int == 0)
    #expect(jsonValue(result.stdout, ["samples", 2, "animations", 0, "repeatIndex"]) as? Int == 1)
    #expect(jsonValue(result.stdout, ["scene"]) as? String == "time-offset")
  }

  // A group inside a sublayer, added with addedAt. Root speed 1; sublayer "sub" has beginTime 1
  // and speed 2, so its local time at global t is 2(t − 1). The group (beginTime 0 → replaced:
  // addedAt 1.5 → sub's local time 1) has duration 2, children: "a" (duration 0 → 2 s) and "b"
  // (duration 1, fill forwards). At t = 2: sub local 2, group e = 1 → basic local 1, a = 1/2, b = 1.
  // At t = 2.5: sub local 3, group e = 2 = end → 2 s; a = 1; b after its end with fill forwards → 1.
  // At t = 3: sub local 4, group after and removed → neither child applied.
  static let groupScene = #"""
    {"name": "nested", "layer": {"id": "root", "sublayers": [
      {"id": "sub", "beginTime": 1, "speed": 2, "animations": [
        {"id": "group", "duration": 2, "addedAt": 1.5, "animations": [
          {"id": "a", "keyPath": "opacity", "from": 0, "to": 1},
          {"id": "b", "keyPath": "position.y", "by": -22, "to": 0, "duration": 1, "fillMode": "forwards"}]}]}]}}
    """#

  // docs/interfaces.md's presentation example, by hand at 0.2 s: `move` gives x = 20 + 0.2 ×
  // (200 − 20) = 56; `shake` is at keyTime 0.5, value −10, added: 46; `fade` is cubic at s = 0.2 of
  // its first segment, tangents T₀ = −0.8 (reflected v₋₁ = 1.8) and T₁ = 0, Hermite basis (0.896,
  // 0.128, 0.104, −0.032): 0.896 − 0.1024 + 0.0208 = 0.8144.
  static let presentationScene = #"""
    { "name": "presented", "layer": { "id": "root",
      "properties": { "position": [20, 40], "bounds": [0, 0, 40, 40], "opacity": 1, "backgroundColor": "#FFFFFF" },
      "animations": [
        { "id": "move", "keyPath": "position.x", "to": 200, "duration": 1,
          "fillMode": "forwards", "removedOnCompletion": false },
        { "id": "shake", "keyPath": "position.x", "values": [0, 10, -10, 10, 0],
          "keyTimes": [0, 0.1667, 0.5, 0.8333, 1], "duration": 0.4, "additive": true },
        { "id": "fade", "keyPath": "opacity", "values": [1, 0.2, 1], "calculationMode": "cubic",
          "duration": 2, "cumulative": false } ] } }
    """#

  @Test func presentationLayer() throws {
    let path = try temporaryFile(Self.presentationScene)
    let result = try runTimingLab(["eval", path, "--at", "0.2,3"])
    #expect(result.status == 0, "\(result.stderr)")
    let layer = ["samples", 0, "layers", 0] as [Any]
    #expect(jsonValue(result.stdout, layer + ["model", "position"]) as? [Double] == [20, 40])
    #expect(jsonValue(result.stdout, layer + ["presentation", "position"]) as? [Double] == [46, 40])
    let opacity = jsonValue(result.stdout, layer + ["presentation", "opacity"]) as? Double ?? .nan
    #expect(abs(opacity - 0.8144) < 1e-12)
    #expect(jsonValue(result.stdout, layer + ["presentation", "backgroundColor"]) as? String == "#FFFFFF")
    // Per animation: the key path and the value it contributes (the shake's addend).
    #expect(jsonValue(result.stdout, ["samples", 0, "animations", 1, "keyPath"]) as? String == "position.x")
    #expect(jsonValue(result.stdout, ["samples", 0, "animations", 1, "value"]) as? Double == -10)
    // At 3 s only `move` is left (filled forwards): x = 200; opacity is the model's again.
    let later = ["samples", 1, "layers", 0, "presentation"] as [Any]
    #expect(jsonValue(result.stdout, later + ["position"]) as? [Double] == [200, 40])
    #expect(jsonValue(result.stdout, later + ["opacity"]) as? Double == 1)
  }

  @Test func groupInsideSublayerWithAddedAt() throws {
    let path = try temporaryFile(Self.groupScene)
    let result = try runTimingLab(["eval", path, "--at", "2,2.5,3"])
    #expect(result.status == 0, "\(result.stderr)")
    func field(_ sample: Int, _ animation: Int, _ key: String) -> Any? {
      jsonValue(result.stdout, ["samples", sample, "animations", animation, key])
    }
    #expect(field(0, 0, "path") as? String == "root/sub/group")
    #expect(field(0, 1, "path") as? String == "root/sub/group/a")
    #expect(field(0, 2, "path") as? String == "root/sub/group/b")
    #expect(jsonValue(result.stdout, ["samples", 0, "layers", 1, "localTime"]) as? Double == 2)
    #expect(field(0, 0, "basicLocalTime") as? Double == 1)
    #expect(field(0, 1, "progress") as? Double == 0.5)
    #expect(field(0, 1, "value") as? Double == 0.5)
    #expect(field(0, 2, "progress") as? Double == 1)
    #expect(field(0, 2, "value") as? Double == 0)  // from 22 to 0
    #expect(field(1, 1, "progress") as? Double == 1)
    #expect(field(1, 2, "phase") as? String == "after")
    #expect(field(1, 2, "applied") as? Bool == true)
    #expect(field(1, 2, "active") as? Bool == false)
    #expect(field(2, 0, "applied") as? Bool == false)
    #expect(field(2, 1, "applied") as? Bool == false)
    #expect(field(2, 1, "phase") as? String == "after")
  }

  @Test func readsStandardInput() throws {
    let result = try runTimingLab(["eval", "-", "--at", "1.5"], stdin: Self.timeOffsetScene)
    #expect(result.status == 0)
    #expect(
      abs((jsonValue(result.stdout, ["samples", 0, "animations", 0, "progress"]) as? Double ?? 0) - 5.0 / 6) < 1e-12)
  }

  // Bad input exits 2 with the reason on standard error and nothing on standard output.
  @Test func invalidSceneExitsTwoListingEveryProblem() throws {
    let path = try temporaryFile(
      #"{"name": "bad", "layer": {"id": "root", "speed": NaN, "animations": [{"id": "a", "keyPath": "k", "from": 0, "to": 1, "duration": -1, "fillMode": "sometimes"}]}}"#
    )
    let result = try runTimingLab(["eval", path, "--at", "0"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("3 problems"))
    #expect(result.stderr.contains("layer.speed: must be a finite number (got NaN)"))
    #expect(result.stderr.contains("layer.animations[0].duration: must not be negative (got -1)"))
    #expect(result.stderr.contains("layer.animations[0].fillMode"))
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(
      try runTimingLab(["eval", "/nonexistent/scene.json", "--at", "0"]).stderr.contains(
        "no file \"/nonexistent/scene.json\""))
    #expect(try runTimingLab(["eval", "/nonexistent/scene.json", "--at", "0"]).status == 2)
    let path = try temporaryFile(Self.timeOffsetScene)
    #expect(try runTimingLab(["eval", path]).status == 2)
    #expect(try runTimingLab(["eval", path, "--at", "1:0:1"]).status == 2)
    #expect(try runTimingLab(["eval", path, "--at", "x"]).stderr.contains("--at"))
    #expect(try runTimingLab(["frobnicate"]).status == 2)
    #expect(try runTimingLab(["eval", "--help"]).status == 0)
  }

  // Syntax errors and hostile input are errors, never crashes.
  @Test(arguments: [
    "", "{", "[[[[[[[[[[", "null",
    "{\"name\": \"x\", \"layer\": {\"id\": \"r\", \"sublayers\": ["
      + String(repeating: "{\"id\": \"r\", \"sublayers\": [", count: 5000),
  ])
  func malformedInputExitsTwo(text: String) throws {
    let path = try temporaryFile(text)
    let result = try runTimingLab(["eval", path, "--at", "0"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("invalid scene"))
  }
}
