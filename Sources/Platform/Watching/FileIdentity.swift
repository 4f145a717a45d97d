#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tells one version of a file from another without reading it: device, inode, size and
/// the modification and status-change times (nanoseconds), with symbolic links followed; nil
/// when nothing is at the path.
struct FileIdentity: Hashable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: [Int64]
  var changed: [Int64]

  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = [Int64(status.st_mtimespec.tv_sec), Int64(status.st_mtimespec.tv_nsec)]
      changed = [Int64(status.st_ctimespec.tv_sec), Int64(status.st_ctimespec.tv_nsec)]
    #else
      modified = [Int64(status.st_mtim.tv_sec), Int64(status.st_mtim.tv_nsec)]
      changed = [Int64(status.st_ctim.tv_sec), Int64(status.st_ctim.tv_nsec)]
    #endif
  }
}
