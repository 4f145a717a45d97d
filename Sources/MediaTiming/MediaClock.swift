/// A source of global media time in seconds (`CACurrentMediaTime()`): monotonic, never the wall
/// clock. Scenes start at media time 0, so clocks count from their creation. The system's clock
/// is edge code (`Platform.SystemMediaClock`); this core only knows the protocol.
public protocol MediaClock {
  /// Seconds since the clock's origin; never decreases.
  var mediaTime: Double { get }
}

/// A clock that only moves when told to, for tests and scripted sessions.
public final class ManualMediaClock: MediaClock {
  /// The current media time, seconds.
  public private(set) var mediaTime: Double

  public init(mediaTime: Double = 0) { self.mediaTime = mediaTime }

  /// Moves time forward by `seconds` (negative values are ignored: media time never decreases).
  public func advance(by seconds: Double) {
    if seconds > 0 { mediaTime += seconds }
  }

  /// Sets the time, if it is not earlier than the current one.
  public func set(_ time: Double) {
    if time >= mediaTime { mediaTime = time }
  }
}
