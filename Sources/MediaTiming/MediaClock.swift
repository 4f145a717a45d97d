/// A source of global media time in seconds (`CACurrentMediaTime()`): monotonic, never the wall
/// clock. Scenes start at media time 0, so clocks count from their creation.
public protocol MediaClock {
  /// Seconds since the clock's origin; never decreases.
  var mediaTime: Double { get }
}

/// The monotonic system clock (`SuspendingClock`, which like `mach_absolute_time` does not count
/// while the machine sleeps), as seconds since this value was created.
public struct SystemMediaClock: MediaClock, Sendable {
  private let clock = SuspendingClock()
  private let origin: SuspendingClock.Instant

  public init() { origin = clock.now }

  public var mediaTime: Double {
    let elapsed = origin.duration(to: clock.now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }
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
