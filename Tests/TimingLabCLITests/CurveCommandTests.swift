import Foundation
import Testing

/// `curve`, `solve` and `keyframes` end to end.
@Suite("curve, solve and keyframes end to end")
struct CurveCommandTests {
  // easeIn at 0.25 is 0.0934… (docs/interfaces.md's example); the end points are exact.
  @Test func curve() throws {
    let result = try runTimingLab(["curve", "easeIn", "--at", "0,0.25,1"])
    #expect(result.status == 0)
    #expect(jsonValue(result.stdout, ["function"]) as? String == "easeIn")
    #expect(jsonValue(result.stdout, ["points", 0, "y"]) as? Double == 0)
    #expect(abs((jsonValue(result.stdout, ["points", 1, "y"]) as? Double ?? 0) - 0.09346465071882488) < 4e-15)
    #expect(jsonValue(result.stdout, ["points", 2, "y"]) as? Double == 1)
    let bezier = try runTimingLab(["curve", "cubic-bezier(0.42,0,0.58,1)", "--at", "0.5"])
    #expect(jsonValue(bezier.stdout, ["points", 0, "y"]) as? Double == 0.5)
  }

  @Test func curveErrors() throws {
    let unknown = try runTimingLab(["curve", "easeInOut", "--at", "0.5"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("Did you mean \"easeInEaseOut\""))
    let outside = try runTimingLab(["curve", "cubic-bezier(2,0,1,1)", "--at", "0.5"])
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("control point x 2 is outside 0...1"), "\(outside.stderr)")
    #expect(try runTimingLab(["curve", "linear", "--at", "x"]).status == 2)
    let list = try runTimingLab(["curve", "--list"])
    #expect(list.stdout.contains("easeInOutBounce"))
  }

  // The interface's example: easeInEaseOut reaches 0.5 at 0.5; never reaching exits 1.
  @Test func solve() throws {
    let result = try runTimingLab(["solve", "easeInEaseOut", "--progress", "0.5", "--duration", "2"])
    #expect(result.status == 0)
    #expect(jsonValue(result.stdout, ["fraction"]) as? Double == 0.5)
    #expect(jsonValue(result.stdout, ["time"]) as? Double == 1)
    let never = try runTimingLab(["solve", "easeIn", "--progress", "1.5"])
    #expect(never.status == 1)
    #expect(never.stdout.contains("\"fraction\": null"))
    let negative = try runTimingLab(["solve", "cubic-bezier(0.68,-0.55,0.265,1.55)", "--progress", "-0.05"])
    #expect(negative.status == 0)
    #expect(try runTimingLab(["solve", "nope", "--progress", "0.5"]).status == 2)
  }

  @Test func keyframes() throws {
    let json = try runTimingLab(["keyframes", "quadratic", "--steps", "1", "--from", "0", "--to", "100"])
    #expect(json.status == 0)
    #expect(jsonValue(json.stdout, ["values"]) as? [Double] == [0, 25, 100])
    #expect(abs((jsonValue(json.stdout, ["maximumDeviation"]) as? Double ?? 0) - 1.0 / 16) < 1e-9)
    let csv = try runTimingLab(["keyframes", "linear", "--steps", "1", "--format", "csv"])
    #expect(csv.stdout == "keyTime,value\n0.0,0.0\n0.5,0.5\n1.0,1.0\n")
    let tolerance = try runTimingLab(["keyframes", "easeInEaseOut", "--tolerance", "0.01"])
    #expect(tolerance.status == 0)
    #expect((jsonValue(tolerance.stdout, ["maximumDeviation"]) as? Double ?? 1) <= 0.01)
    #expect(try runTimingLab(["keyframes", "linear"]).status == 2)
  }

  @Test func renderCheatsheetAndList() throws {
    let render = try runTimingLab(["render", "--case", "repeat-count", "--at", "1.6", "--size", "100x30"])
    #expect(render.status == 0)
    #expect(render.stdout.contains("repeat 1"))
    #expect(render.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 31)
    // --ascii: nothing outside ASCII, titles and key names included.
    let ascii = try runTimingLab(["render", "--case", "overview", "--ascii"])
    #expect(ascii.status == 0 && ascii.stdout.unicodeScalars.allSatisfy(\.isASCII))
    #expect(ascii.stdout.contains("overview - CAMediaTiming at a glance"))
    let asciiSheet = try runTimingLab(["cheatsheet", "--ascii"])
    #expect(asciiSheet.status == 0 && asciiSheet.stdout.unicodeScalars.allSatisfy(\.isASCII))
    let svg = try runTimingLab(["render", "--case", "overview", "--format", "svg"])
    #expect(svg.stdout.hasPrefix("<svg"))
    let sheet = try runTimingLab(["cheatsheet"])
    #expect(sheet.stdout.contains("duration=1.5, beginTime=1.0, fillMode=back"))
    let list = try runTimingLab(["list"])
    #expect(list.stdout.contains("overview") && list.stdout.contains("spring"))
    #expect(try runTimingLab(["render", "--case", "nope"]).stderr.contains("no bundled scene"))
    #expect(try runTimingLab(["render", "--size", "0x0"]).status == 2)
  }

  // Not a terminal: the explorer says so and exits 2.
  @Test func explorerNeedsATerminal() throws {
    let result = try runBinary([])
    #expect(result.status == 2)
    #expect(result.stderr.contains("needs a terminal"))
  }
}

/// Springs as Core Animation runs them: in seconds, for the animation's own duration (cut or
/// not), with the settling duration beside it. For mass 1, stiffness 100, damping 10: ω₀ = 10,
/// ζ = 0.5, ω_d = 10·√0.75; the response 1 − e^(−5t)(cos ω_d t + (5/ω_d) sin ω_d t) first reaches 1
/// where tan ω_d t = −ω_d/5, at ω_d t = 2π/3: t = 0.241840 s. At 0.3 s it is
/// 1 + e^(−1.5)·(−cos(0.3 ω_d) − (5/ω_d) sin(0.3 ω_d)) = 1.124355.
@Suite("Springs in curve and solve")
struct SpringCommandTests {
  static let omega = 10 * 0.75.squareRoot()

  @Test func solveIsInSecondsAndACutSpringNeverGetsThere() throws {
    let run = try runTimingLab(["solve", "spring(1,100,10,0)", "--progress", "1"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let time = try #require(object["time"] as? Double)
    #expect(abs(time - 2 * Double.pi / 3 / Self.omega) < 1e-9)
    let settling = try #require(object["settlingDuration"] as? Double)
    #expect(object["duration"] as? Double == settling)
    #expect(abs((object["fraction"] as? Double ?? 0) - time / settling) < 1e-12)
    let cut = try runTimingLab(["solve", "spring(1,100,10,0)", "--progress", "1", "--duration", "0.2"])
    #expect(cut.status == 1 && cut.stdout.contains("\"time\": null"))
  }

  @Test func curveReadsTheSpringAtTheAnimationsSeconds() throws {
    let run = try runTimingLab(["curve", "spring(1,100,10,0)", "--at", "0,1", "--duration", "0.3"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["cut"] as? Bool == true && object["duration"] as? Double == 0.3)
    let points = try #require(object["points"] as? [[String: Double]])
    let t = 0.3
    let expected = 1 - exp(-5 * t) * (cos(Self.omega * t) + 5 / Self.omega * sin(Self.omega * t))
    #expect(abs((points[1]["y"] ?? 0) - expected) < 1e-12)
    let bezier = try runTimingLab(["curve", "easeIn", "--at", "0.5", "--duration", "2"])
    #expect(bezier.status == 2 && bezier.stderr.contains("springs only"))
  }
}
