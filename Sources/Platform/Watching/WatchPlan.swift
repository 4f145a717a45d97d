#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where to look for changes of one file: the folders to watch, and which entries in them are
/// the file (its own name, and every symbolic link on the way to the file it names).
///
/// A file changes under many names: an editor renames a new file over it, a tool deletes and
/// re-creates it, `git checkout` may delete and re-create its folder, a symbolic link's target is
/// edited in its own folder or the link is pointed elsewhere. So the plan watches each entry's
/// folder and that folder's parent (the folder itself may go and come back), and, for a folder
/// that does not exist (yet), its deepest existing ancestor. After any event in these folders the
/// plan is made again, so watching follows whatever is there now.
struct WatchPlan: Equatable {
  /// A name in a folder, both as absolute paths are split.
  struct Entry: Hashable {
    var folder: String
    var name: String
  }

  /// What is at a path, without following a final symbolic link.
  enum Kind: Equatable {
    case missing
    case folder
    /// A symbolic link, with the path it holds (relative to the link's folder, or absolute).
    case link(String)
    case other
  }

  /// The file's entry first, then the entry of each link's target in turn.
  var entries: [Entry]
  /// Existing folders to watch.
  var folders: Set<String>

  /// Links followed at most (as the system's own `ELOOP` limit).
  static let maximumLinks = 40

  /// The plan for `path` (made absolute against `currentFolder`), looking paths up with `kind`.
  init(path: String, currentFolder: String, kind: (String) -> Kind) {
    entries = []
    folders = []
    var current = Self.absolute(path, in: currentFolder)
    for _ in 0...Self.maximumLinks {
      let entry = Entry(folder: Self.folder(of: current), name: Self.name(of: current))
      guard !entries.contains(entry) else { break }
      entries.append(entry)
      guard case .link(let target) = kind(current) else { break }
      current = Self.absolute(target, in: entry.folder)
    }
    for entry in entries {
      var folder = entry.folder
      if kind(folder) == .folder {
        folders.insert(folder)
        if folder != "/" { folder = Self.folder(of: folder) }
      }
      // The folder's parent, or for a missing folder the deepest ancestor there is.
      while folder != "/" && kind(folder) != .folder { folder = Self.folder(of: folder) }
      folders.insert(folder)
    }
  }

  /// The plan for `path` as the file system has it now.
  init(path: String) {
    self.init(path: path, currentFolder: Self.currentFolder(), kind: Self.kind(of:))
  }

  /// `path` against `folder` when relative, with `.` and empty components dropped (`..` is kept:
  /// it means something else after a link).
  static func absolute(_ path: String, in folder: String) -> String {
    let joined = path.hasPrefix("/") ? path : folder + "/" + path
    let parts = joined.split(separator: "/").filter { $0 != "." }
    return "/" + parts.joined(separator: "/")
  }

  static func folder(of path: String) -> String { SystemFileStore.folder(of: path) }
  static func name(of path: String) -> String { SystemFileStore.name(of: path) }

  static func kind(of path: String) -> Kind {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFLNK:
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(path, &buffer, buffer.count - 1)
      guard count > 0 else { return .missing }
      return .link(String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    default: return .other
    }
  }

  static func currentFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
