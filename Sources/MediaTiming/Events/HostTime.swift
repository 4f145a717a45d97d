/// A time on Core Animation's clock, which counts from boot: `seconds + hosts × H`, where H is
/// the media time of the scene's commit (interfaces.md: "now" is large). Kept as two parts so
/// that what Core Animation makes independent of H (every re-anchoring recipe) comes out exactly
/// independent of it: the H parts cancel to 0 instead of leaving rounding behind.
package struct HostTime: Hashable, Sendable {
  /// The part that does not depend on H, seconds.
  package var seconds: Double
  /// How many H the time holds.
  package var hosts: Double

  package init(_ seconds: Double, hosts: Double = 0) {
    self.seconds = seconds
    self.hosts = hosts
  }

  /// H for the times that depend on it: ten thousand seconds (nearly three hours) after boot.
  /// Large enough that a raw speed change leaps far, as on a device; results never depend on it
  /// where Core Animation's do not.
  package static let commit: Double = 10_000

  /// The time as one number, H taken as `commit`.
  package var value: Double { hosts == 0 ? seconds : seconds + hosts * Self.commit }

  package static func + (a: HostTime, b: HostTime) -> HostTime {
    HostTime(a.seconds + b.seconds, hosts: a.hosts + b.hosts)
  }
  package static func - (a: HostTime, b: HostTime) -> HostTime {
    HostTime(a.seconds - b.seconds, hosts: a.hosts - b.hosts)
  }
  package static func * (a: HostTime, k: Double) -> HostTime {
    // 0 × anything is 0 (a paused layer's scale must not keep an H part).
    k == 0 ? HostTime(0) : HostTime(a.seconds * k, hosts: a.hosts * k)
  }
}
