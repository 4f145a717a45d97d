/// How far a scene may go, the same for every reader (scene files, notation, code import, the
/// explorer's edits), so that nothing TimingLab writes is refused when read back: groups and
/// sublayers nest at most `nesting` levels below the root layer (a file that deep is about 70
/// levels of JSON, well inside the parser's 200). Real scenes nest three or four.
public enum SceneLimits {
  public static let nesting = 32
  /// A replicator's `instanceCount` at most (nested replicators multiply: the stage draws at most
  /// `drawnCopies` copies in all).
  public static let instances = 1_000
  public static let drawnCopies = 4_096
  /// Scene events at most: each keeps a version of the tree (shared where unchanged), and code
  /// in an app rarely schedules more than a few dozen (a repeating timer fires at most 100 times
  /// when imported).
  public static let events = 1_000
}
