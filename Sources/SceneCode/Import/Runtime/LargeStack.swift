#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs `body` to its end on a thread of its own with a 512 MiB stack (reserved, not used,
/// until the code recurses) and returns what it returned. Reading real code recurses deeply —
/// a getter that reads a getter, 64 calls deep (`Limits.callDepth`), each through many
/// evaluation frames — more than a thread's usual stack holds (8 MiB for Linux's main thread,
/// 512 KiB for a secondary thread on macOS). Without a thread, `body` runs here.
func onLargeStack<T>(_ body: () -> T) -> T {
  withoutActuallyEscaping(body) { body in
    var result: T?
    let job = StackJob { result = body() }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 1 << 29)
    let context = Unmanaged.passRetained(job).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
      let started = pthread_create(&thread, &attributes, StackJob.start, context)
      if started == 0, let thread { pthread_join(thread, nil) }
    #else
      var thread = pthread_t()
      let started = pthread_create(&thread, &attributes, StackJob.start, context)
      if started == 0 { pthread_join(thread, nil) }
    #endif
    if started != 0 {
      Unmanaged<StackJob>.fromOpaque(context).release()
      return body()
    }
    return result!
  }
}

/// The work a large-stack thread does, handed to it through `pthread_create`'s context pointer.
final class StackJob: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }

  #if canImport(Darwin)
    static let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
      Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #else
    static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
      guard let context else { return nil }
      Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #endif
}
