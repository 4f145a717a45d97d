import Platform
import Testing

@Suite struct SystemMediaClockTests {
  // The system clock starts near 0 and never goes back.
  @Test func monotonic() {
    let system = SystemMediaClock()
    var last = system.mediaTime
    #expect(last >= 0 && last < 1)
    for _ in 0..<1000 {
      let now = system.mediaTime
      #expect(now >= last)
      last = now
    }
  }
}
