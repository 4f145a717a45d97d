/// The program's version, printed by `timinglab --version` (one line). Raised with each landed
/// issue that changes what users see: 0.<issue>.<fix>.
public enum Version {
  public static let number = "0.15.0"
  /// `timinglab 0.15.0`.
  public static let line = "timinglab \(number)"
}
