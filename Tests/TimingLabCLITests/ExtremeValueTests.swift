import Foundation
import Scenes
import Testing

/// Extreme numbers (±0, subnormal, ±1e308, 1e19 just past `Int.max`, …) in every numeric field the
/// schema lists, and in model values, values, key times, TCB, springs, curves and path data, through
/// every command that reads a scene (`eval`, `render`, `code` in both languages, `notation`,
/// `notation --json`, `record`), in this process: a trap would end the test run. Each run must end
/// with 0 (the scene was accepted and every command answered) or 2 with a reason that names the
/// field; never a crash, never an empty answer.
@Suite("Extreme values")
struct ExtremeValueTests {
  /// One of each kind by default (zero, negative zero, subnormal, past `Int.max`, huge negative,
  /// the largest double); `EXTREME_VALUES=all` adds the rest (15 in all).
  static let extremes: [String] =
    ProcessInfo.processInfo.environment["EXTREME_VALUES"] == "all"
    ? [
      "0", "-0.0", "5e-324", "2.2250738585072014e-308", "1e-300", "0.1", "1e15", "9.3e18", "1e19", "-1e19", "1e100",
      "1e300", "-1e300", "1.7976931348623157e308", "-1.7976931348623157e308",
    ] : ["0", "-0.0", "5e-324", "1e19", "-1e300", "1.7976931348623157e308"]

  /// The numeric fields of layers and animations, from the schema (the test grows with it).
  static let numericTypes: Set<String> = ["parentTime", "seconds", "duration", "length", "rate", "count"]
  static func isNumeric(_ field: SchemaField) -> Bool {
    numericTypes.contains(String(describing: field.type).components(separatedBy: "(")[0])
  }

  /// A scene with `layerFields` on the root layer and `animation` (JSON members) as its one
  /// animation, inside a group when `grouped`.
  static func scene(layer layerFields: String = "", animation: String, grouped: Bool = false) -> String {
    let inner = #"{"id": "a", \#(animation)}"#
    let animations = grouped ? #"[{"id": "g", "duration": 2, "animations": [\#(inner)]}]"# : "[\(inner)]"
    let layer = layerFields.isEmpty ? "" : layerFields + ", "
    return #"{"name": "extreme", "layer": {"id": "root", \#(layer)"animations": \#(animations)}}"#
  }

  static var cases: [(String, String)] {
    var scenes: [(String, String)] = []
    let basic = #""keyPath": "position.x", "from": 0, "to": 100, "duration": 1"#
    for field in AnimationSchema.timing where isNumeric(field) {
      for value in extremes {
        scenes.append(("\(field.name)=\(value)", scene(animation: basic + #", "\#(field.name)": \#(value)"#)))
        scenes.append(
          ("group \(field.name)=\(value)", scene(animation: basic + #", "\#(field.name)": \#(value)"#, grouped: true)))
      }
    }
    for field in AnimationSchema.layer where isNumeric(field) {
      for value in extremes {
        scenes.append(("layer \(field.name)=\(value)", scene(layer: #""\#(field.name)": \#(value)"#, animation: basic)))
      }
    }
    for value in extremes {
      let v = value
      scenes += [
        ("from/to \(v)", scene(animation: #""keyPath": "position.x", "from": \#(v), "to": 1, "duration": 1"#)),
        (
          "by \(v)",
          scene(animation: #""keyPath": "opacity", "by": \#(v), "duration": 1, "cumulative": true, "repeatCount": 3"#)
        ),
        (
          "model \(v)",
          scene(
            layer:
              #""properties": {"position": [\#(v), \#(v)], "bounds": [0, 0, \#(v), \#(v)], "opacity": \#(v), "transform.scale": \#(v), "cornerRadius": \#(v)}"#,
            animation: basic)
        ),
        (
          "paced \(v)",
          scene(
            animation:
              #""keyPath": "position.x", "values": [0, \#(v), -\#(v), \#(v)], "calculationMode": "paced", "duration": 1"#
          )
        ),
        (
          "cubicPaced points \(v)",
          scene(
            animation:
              #""keyPath": "position", "values": [[0, 0], [\#(v), 1], [1, \#(v)]], "calculationMode": "cubicPaced", "duration": 1"#
          )
        ),
        (
          "cubic TCB \(v)",
          scene(
            animation:
              #""keyPath": "opacity", "values": [0, 1, 0, 1], "calculationMode": "cubic", "tensionValues": [\#(v), 0, 0, 0], "continuityValues": [0, \#(v), 0, 0], "biasValues": [0, 0, \#(v), 0], "duration": 1"#
          )
        ),
        (
          "keyTimes \(v)",
          scene(animation: #""keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, \#(v), 1], "duration": 1"#)
        ),
        (
          "path \(v)",
          scene(
            animation:
              #""keyPath": "position", "path": "M 0 0 L \#(v) 0 Q \#(v) \#(v) 0 \#(v) C 1 \#(v) \#(v) 1 0 0", "calculationMode": "paced", "rotationMode": "auto", "duration": 1"#
          )
        ),
        ("curve y \(v)", scene(animation: basic + #", "timingFunction": [0, \#(v), 1, 0]"#)),
        ("curve x \(v)", scene(animation: basic + #", "timingFunction": [\#(v), 0, 1, 1]"#)),
      ]
      for parameter in ["mass", "stiffness", "damping", "initialVelocity"] {
        scenes.append(
          (
            "spring \(parameter)=\(v)",
            scene(animation: #""keyPath": "position.x", "from": 0, "to": 1, "spring": {"\#(parameter)": \#(v)}"#)
          ))
      }
      for set in [
        #"{"perceptualDuration": \#(v), "bounce": 0.3}"#, #"{"response": \#(v), "dampingFraction": 0.5}"#,
        #"{"dampingRatio": 0.5, "duration": \#(v), "initialVelocity": \#(v)}"#, #"{"duration": 0.5, "bounce": \#(v)}"#,
      ] {
        scenes.append(
          ("spring \(set)", scene(animation: #""keyPath": "opacity", "from": 0, "to": 1, "spring": \#(set)"#)))
      }
    }
    return scenes
  }

  static let commands: [[String]] = [
    ["eval", "-", "--at", "0,0.5,1,1e300,-1e300"],
    ["render", "-", "--size", "80x24", "--at", "0.5"],
    ["render", "-", "--size", "120x40", "--at", "1e300", "--format", "svg"],
    ["code", "-", "--lang", "swift"],
    ["code", "-", "--lang", "objc"],
    ["notation", "-"],
    ["notation", "-", "--json"],
    ["record", "-", "--size", "40x12", "--fps", "4", "--from", "0", "--to", "1"],
  ]

  @Test func everyCommandSurvivesEveryExtreme() throws {
    let cases = Self.cases
    #expect(cases.count > 150)
    var accepted = 0
    for (index, (name, text)) in cases.enumerated() {
      // Every scene through eval and render; the rest of the commands in turn.
      let chosen = [Self.commands[0], Self.commands[1], Self.commands[2 + index % (Self.commands.count - 2)]]
      for command in chosen {
        let run = try runTimingLab(command, stdin: text)
        #expect([0, 2].contains(run.status), "\(name): timinglab \(command) ended \(run.status): \(run.stderr)")
        if run.status == 0 {
          #expect(!run.stdout.isEmpty, "\(name): timinglab \(command) printed nothing")
          accepted += 1
        } else {
          #expect(!run.stderr.isEmpty, "\(name): timinglab \(command) refused without a reason")
        }
      }
    }
    // Most extremes are valid Core Animation values and must be shown, not refused.
    #expect(accepted > cases.count)
  }
}
