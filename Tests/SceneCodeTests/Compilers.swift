import Foundation
import TestSupport

/// The toolchain's compilers, run on generated code against the stubs in Fixtures/Stubs.
enum Compilers {
  static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Stubs")

  /// The first executable called `name` on PATH (and next to the running Swift toolchain), where
  /// the stubs apply: on Linux. On macOS the SDK's own Foundation declares `CGColor`, `CGPath`
  /// and `CFTimeInterval` too, so the stub modules would clash with it (there, Xcode checks the
  /// code against Apple's real SDK); the checks then show as skipped with that reason.
  static func find(_ name: String) -> URL? {
    #if os(Linux)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
      for folder in folders {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
      return nil
    #else
      return nil
    #endif
  }

  struct Result {
    var status: Int32
    var output: String
  }

  static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Result {
    let ending = try ChildProcess.run(executable.path, arguments, directory: folder.path, timeout: 300)
    return Result(status: ending.status ?? -1, output: ending.output + ending.errors)
  }

  /// A fresh folder with the Swift stub modules (QuartzCore, UIKit, AppKit, PlaygroundSupport) built
  /// in it.
  static func swiftStubModules(swiftc: URL) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-stubs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for module in ["QuartzCore", "UIKit", "AppKit", "PlaygroundSupport"] {
      let result = try run(
        swiftc,
        [
          "-parse-as-library", "-emit-module", "-module-name", module, "-I", folder.path, "-emit-module-path",
          folder.appendingPathComponent("\(module).swiftmodule").path,
          stubs.appendingPathComponent("swift/\(module).swift").path,
        ], in: folder)
      guard result.status == 0 else { throw StubError(message: "stub \(module) failed:\n\(result.output)") }
    }
    return folder
  }

  struct StubError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Type-checks Swift `files` (name → text) against the stubs in one invocation.
  static func typecheckSwift(_ files: [(String, String)], swiftc: URL, modules: URL) throws -> Result {
    var paths: [String] = []
    for (name, text) in files {
      let url = modules.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    return try run(swiftc, ["-typecheck", "-parse-as-library", "-I", modules.path] + paths, in: modules)
  }

  /// Checks Objective-C `files` with clang for iOS 15 (or macOS 12), ARC, every warning an error
  /// (an iOS 17 API called without `@available` is one).
  static func checkObjC(
    _ files: [(String, String)], clang: URL, target: String = "arm64-apple-ios15.0"
  ) throws
    -> Result
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-objc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    return try run(
      clang,
      [
        "-x", "objective-c", "-target", target, "-fobjc-arc", "-fsyntax-only", "-Wall", "-Werror",
        "-I", stubs.appendingPathComponent("objc").path,
      ] + paths, in: folder)
  }
}
