import Foundation
import Testing

/// TimingLabCapture's adapter (`Sources/TimingLabCapture/Apple/`) only builds where QuartzCore
/// exists; here it is type-checked, with the library's core, against the stubs of Apple's API:
/// once as on iOS (UIKit present) and once as on macOS (AppKit alone). A test fails when it would
/// not compile.
@Suite struct CaptureAdapterCompileTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/TimingLabCapture").standardized

  /// Every Swift file of the library, core and adapter, by name.
  static func libraryFiles() throws -> [(String, String)] {
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var files: [(String, String)] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  @Test func theLibraryHasAnAdapter() throws {
    let names = try Self.libraryFiles().map(\.0)
    #expect(names.contains("LayerSource.swift") && names.contains("CoreAnimationValues.swift"))
  }

  @Test(.enabled(if: CodeCompileTests.swiftc != nil, "no swiftc on PATH, or not Linux (where the stubs apply)"))
  func theAdapterTypeChecksForIOSAndMacOS() throws {
    let swiftc = try #require(CodeCompileTests.swiftc)
    let modules = try Compilers.swiftStubModules(swiftc: swiftc)
    let files = try Self.libraryFiles()
    let iOS = try Compilers.typecheckSwift(files, swiftc: swiftc, modules: modules)
    #expect(iOS.status == 0, "\(iOS.output)")
    // As on macOS: no UIKit to import, so the AppKit branches are the ones checked.
    try FileManager.default.removeItem(at: modules.appendingPathComponent("UIKit.swiftmodule"))
    let macOS = try Compilers.typecheckSwift(files, swiftc: swiftc, modules: modules)
    #expect(macOS.status == 0, "\(macOS.output)")
  }

  /// Linux cannot check availability: the library must build for iOS 15, so every use of an
  /// iOS 17 member (ca-api.md: `allowsOverdamping`, `perceptualDuration`, `bounce`) in the adapter
  /// (the files that import QuartzCore) sits within a few lines after an `#available(iOS 17` guard.
  @Test func iOS17MembersAreGuarded() throws {
    for (name, text) in try Self.libraryFiles() where text.contains("#if canImport(QuartzCore)") {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (index, line) in lines.enumerated() {
        let code = line.split(separator: "//", maxSplits: 1).first.map(String.init) ?? ""
        guard [".allowsOverdamping", ".perceptualDuration", ".bounce"].contains(where: code.contains) else { continue }
        let before = lines[max(0, index - 3)..<index]
        #expect(before.contains { $0.contains("#available(iOS 17") }, "\(name):\(index + 1): \(line)")
      }
    }
  }

  @Test(.enabled(if: CodeCompileTests.swiftc != nil, "no swiftc on PATH"))
  func aWrongCallIntoCoreAnimationFails() throws {
    // The check itself can fail: an adapter calling an API Core Animation does not have.
    let swiftc = try #require(CodeCompileTests.swiftc)
    let modules = try Compilers.swiftStubModules(swiftc: swiftc)
    var files = try Self.libraryFiles()
    files.append(("Wrong.swift", "import QuartzCore\nfunc wrong(_ l: CALayer) -> Any? { l.animationKeysList() }\n"))
    let result = try Compilers.typecheckSwift(files, swiftc: swiftc, modules: modules)
    #expect(result.status != 0)
  }
}
