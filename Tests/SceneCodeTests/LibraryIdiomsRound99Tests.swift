import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 99 of unseen code): a control whose
/// animations a dispatcher picks by state.
@Suite("Library idioms, round 99")
struct LibraryIdiomsRound99Tests {
  /// `animate(toState:)` picks one of `animateToEmail()` and `animateToThanks()` by the state a
  /// tap reaches; the control wakes from its file and nothing taps, so neither runs (they would
  /// run over each other), and the failure names the action to run. A lone `startPulse()` that
  /// only a tap calls still starts (set-up meaning "started").
  @Test func startsADispatcherChoosesAreNotRunAtSetUp() throws {
    let control = """
      class NotifyButton: UIView {
          enum State { case ask, email, thanks }
          var state = State.ask
          let label = CALayer()
          override func awakeFromNib() { super.awakeFromNib() }
          @IBAction func expand(_ sender: UIButton) { animate(toState: .email) }
          private func animate(toState state: State) {
              switch state {
              case .email: animateToEmail()
              case .thanks: animateToThanks()
              default: break
              }
          }
          private func animateToEmail() { label.add(CABasicAnimation(keyPath: "opacity"), forKey: "email") }
          private func animateToThanks() { label.add(CABasicAnimation(keyPath: "opacity"), forKey: "thanks") }
      }
      """
    #expect {
      _ = try importUIKitIdiom(control)
    } throws: { error in
      "\(error)".contains("run it with --entry expand")
    }
    let pulsing = try importUIKitIdiom(
      control + """

        class Dot: UIView {
            let ring = CALayer()
            override func awakeFromNib() { super.awakeFromNib() }
            @IBAction func tap(_ sender: UIButton) { startPulse() }
            func startPulse() { ring.add(CABasicAnimation(keyPath: "opacity"), forKey: "pulse") }
        }
        """)
    #expect(idiomAnimation(pulsing, on: "ring", key: "pulse") != nil)
    #expect(idiomAnimation(pulsing, on: "label", key: "email") == nil)
  }
}
