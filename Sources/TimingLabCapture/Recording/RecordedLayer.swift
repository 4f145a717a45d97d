/// What a recording knows of one layer: its clock at the capture instant (raw seconds: its
/// parent's local time and its own, and how fast it runs against scene time) and what it held
/// when last looked at (timing, animations by key, watched model values).
struct RecordedLayer {
  /// The parent's and the layer's raw local times at the capture instant: the zero of each in the
  /// scene (a raw time t is t − these there).
  var parentTime: Double
  var localTime: Double
  /// The product of the speeds down to this layer (its own included), against scene time, when
  /// last looked at.
  var rate: Double
  var timing: CapturedTiming
  var animations: [(String, CapturedAnimation)]
  var model: [(String, CapturedValue?)]
}
