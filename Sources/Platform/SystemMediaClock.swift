import MediaTiming

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
