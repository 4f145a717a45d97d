import Foundation
import Testing

/// `timinglab import`: several files or a folder as one program, the entry point and its
/// arguments, exit statuses, `--strict`, and notes as `FILE:LINE:COLUMN: note: …`.
@Suite struct ImportCommandTests {
  /// A scratch folder with `files` written into it.
  static func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url
  }

  static let view = """
    import UIKit
    final class Loader: UIView {
        let dot = CALayer()
        func startAnimating() {
            layer.addSublayer(dot)
            dot.add(Pulses.pulse(scale: 1.3), forKey: "pulse")
        }
        func stopAnimating() { dot.removeAllAnimations() }
    }
    """
  static let helper = """
    import QuartzCore
    enum Pulses {
        static func pulse(scale: CGFloat, duration: CFTimeInterval = 0.6) -> CABasicAnimation {
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.toValue = scale
            pulse.duration = duration
            return pulse
        }
    }
    """

  @Test func aFolderIsOneProgramAndAHelperInASiblingFileIsFollowed() throws {
    let dir = try Self.folder(["Loader.swift": Self.view, "Pulses.swift": Self.helper])
    let run = try runTimingLab(["import", dir.path])
    #expect(run.status == 0, "\(run.stderr)")
    // Derived by hand: the helper's default duration 0.6, scale 1.3, on the dot under key pulse.
    #expect(run.stdout.contains(#""keyPath": "transform.scale""#))
    #expect(run.stdout.contains(#""to": 1.3"#) && run.stdout.contains(#""duration": 0.6"#))
    #expect(run.stdout.contains(#""name": "\#(dir.lastPathComponent)""#))
    // Teardown is listed, compiler-style, with the file and line of its declaration.
    #expect(run.stderr.contains("Loader.swift:8:5: note: Loader.stopAnimating did not run"), "\(run.stderr)")
  }

  @Test func withoutTheHelperTheCallIsListedNotGuessedSilently() throws {
    let dir = try Self.folder(["Loader.swift": Self.view])
    let run = try runTimingLab(["import", dir.appendingPathComponent("Loader.swift").path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("Loader.swift:6:9: note: dot.add(Pulses.pulse(scale: 1.3), forKey: \"pulse\") ignored"))
  }

  // Every command that opens code says why it failed: the notes come before the error that
  // points to them ("the notes above say why"), for eval as for import.
  @Test func aFailedImportListsItsNotesInEveryCommand() throws {
    let dir = try Self.folder(["Loader.swift": Self.view])
    let file = dir.appendingPathComponent("Loader.swift").path
    for command in [["eval", file, "--at", "0"], ["import", file], ["eval", dir.path, "--at", "0"]] {
      let run = try runTimingLab(command)
      #expect(run.status == 2, "\(command)")
      #expect(run.stderr.contains("Loader.swift:6:9: note: dot.add(Pulses.pulse"), "\(command): \(run.stderr)")
      #expect(run.stderr.contains("sets up no animation"), "\(command)")
    }
  }

  @Test func entryAndArgumentsChooseWhatRuns() throws {
    let code = """
      func setUpAnimation(in layer: CALayer, size: CGSize, duration: CFTimeInterval) {
          let grow = CABasicAnimation(keyPath: "bounds.size.width")
          grow.toValue = size.width
          grow.duration = duration
          layer.add(grow, forKey: "grow")
      }
      func other(_ layer: CALayer) {}
      """
    let dir = try Self.folder(["Grow.swift": code])
    let file = dir.appendingPathComponent("Grow.swift").path
    let run = try runTimingLab([
      "import", file, "--entry", "setUpAnimation(in:size:duration:)", "--arg", "size=60,20", "--arg", "duration=0.8",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""to": 60"#) && run.stdout.contains(#""duration": 0.8"#))
    #expect(!run.stderr.contains("assumed"), "\(run.stderr)")
    // Without --arg, the size is assumed (40 × 40) and said so.
    let assumed = try runTimingLab(["import", file, "--entry", "setUpAnimation"])
    #expect(assumed.stdout.contains(#""to": 40"#))
    #expect(
      assumed.stderr.contains("Grow.swift:1:1: note: setUpAnimation: assumed size = 40 × 40"), "\(assumed.stderr)")
    let unknown = try runTimingLab(["import", file, "--entry", "nothingLikeThis"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--entry nothingLikeThis: no function or method of that name"))
  }

  @Test func strictRefusesWhatWouldBeAssumedAndWritesNothing() throws {
    let dir = try Self.folder([
      "Grow.swift":
        "func go(_ layer: CALayer, size: CGSize) { let a = CABasicAnimation(keyPath: \"opacity\"); a.toValue = 0; layer.add(a, forKey: \"a\") }"
    ])
    let file = dir.appendingPathComponent("Grow.swift").path
    let plain = try runTimingLab(["import", file])
    #expect(plain.status == 0)
    let strict = try runTimingLab(["import", "--strict", file])
    #expect(strict.status == 2)
    #expect(strict.stdout.isEmpty)
    #expect(strict.stderr.contains("--strict"))
    #expect(try runTimingLab(["import", "--arg", "size", file]).status != 0)
  }

  // 25 statements TimingLab does not read: 20 notes and a count by default, all 25 with
  // --all-notes.
  @Test func allNotesListsEveryNote() throws {
    let ignored = (1...25).map { "    view.layer.name = \"n\($0)\"" }.joined(separator: "\n")
    let dir = try Self.folder([
      "Many.swift": """
      func go(_ view: UIView) {
      \(ignored)
          let a = CABasicAnimation(keyPath: "opacity"); a.toValue = 0; view.layer.add(a, forKey: "a")
      }
      """
    ])
    let file = dir.appendingPathComponent("Many.swift").path
    let capped = try runTimingLab(["import", file])
    let all = try runTimingLab(["import", "--all-notes", file])
    #expect(capped.status == 0 && all.status == 0)
    func notes(_ text: String) -> Int { text.split(separator: "\n").filter { $0.contains(": note: ") }.count }
    #expect(notes(capped.stderr) == 20 && capped.stderr.contains("more notes"))
    #expect(notes(all.stderr) >= 25 && !all.stderr.contains("more notes"))
  }

  // The commands that read a scene take --entry and --arg for code too: eval runs the entry
  // with the duration given (0.5 s: at 0.25 s half-way); without --arg the duration is assumed
  // 1 s, so 0.25 s is not half-way.
  @Test func evalTakesTheEntry() throws {
    let dir = try Self.folder([
      "Fader.swift": """
      import UIKit
      final class Fader: UIViewController {
          let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(card) }
          func fade(duration: Double) { UIView.animate(withDuration: duration) { self.card.alpha = 0 } }
      }
      """
    ])
    let file = dir.appendingPathComponent("Fader.swift").path
    let run = try runTimingLab(["eval", file, "--entry", "fade", "--arg", "duration=0.5", "--at", "0.25"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"opacity\": 0.5"))  // easeInEaseOut at its midpoint: 0.5 of the way
    let assumed = try runTimingLab(["eval", file, "--entry", "fade", "--at", "0.25"])
    #expect(assumed.status == 0 && !assumed.stdout.contains("\"opacity\": 0.5"))
  }

  @Test func anEmptyFolderIsAClearError() throws {
    let dir = try Self.folder(["README.md": "no code"])
    let run = try runTimingLab(["import", dir.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("a folder with no .swift, .m, .mm, .h or .c file"))
  }

  /// A storyboard in the folder (or named beside the code) gives the outlets their frames; alone
  /// it is no program. By hand: the box (16, 100, 100, 100) is centred at (66, 150).
  @Test func aStoryboardBesideTheCodeIsRead() throws {
    let code = """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var box: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) { self.box.alpha = 0 }
          }
      }
      """
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s">
      <objects><viewController id="c" customClass="Screen"><view key="view" id="r">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
      <view id="b"><rect key="frame" x="16" y="100" width="100" height="100"/></view></subviews></view>
      <connections><outlet property="box" destination="b" id="o"/></connections></viewController></objects>
      </scene></scenes></document>
      """
    let dir = try Self.folder(["Screen.swift": code, "Main.storyboard": storyboard])
    for arguments in [
      [dir.path],
      [dir.appendingPathComponent("Screen.swift").path, dir.appendingPathComponent("Main.storyboard").path],
    ] {
      let run = try runTimingLab(["import"] + arguments)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains(#""position": [66, 150]"#), "\(run.stdout)")
      #expect(
        run.stderr.contains("Screen's view from") && run.stderr.contains("375 × 667 and 1 view in it"), "\(run.stderr)")
    }
    let alone = try runTimingLab(["import", dir.appendingPathComponent("Main.storyboard").path])
    #expect(alone.status == 2)
    #expect(
      alone.stderr.contains("a storyboard, xib or image is read beside code; no code file given"), "\(alone.stderr)")
  }
}
