import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Generated code compiles against Apple's declarations (stubs from docs/ca-api.md): every
/// bundled scene and every edge scene, in both languages, one compiler run per language.
@Suite struct CodeCompileTests {
  static var allScenes: [Scene] { BundledScenes.names.compactMap(BundledScenes.scene(named:)) + EdgeScenes.scenes }

  @Test func swiftTypeChecks() throws {
    guard let swiftc = Compilers.find("swiftc") else {
      print("skipped: swiftc not found on PATH; the Swift compile check did not run")
      return
    }
    let modules = try Compilers.swiftStubModules(swiftc: swiftc)
    var files: [(String, String)] = []
    for (index, scene) in Self.allScenes.enumerated() {
      files.append(("scene\(index).swift", try CodeExport.code(scene, language: .swift)))
    }
    let result = try Compilers.typecheckSwift(files, swiftc: swiftc, modules: modules)
    #expect(result.status == 0, "\(result.output)")
    // A playground page is top-level code: checked alone (as main.swift).
    let page = try CodeExport.code(BundledScenes.scene(named: "position-fill")!, language: .swift, style: .playground)
    let pageResult = try Compilers.run(
      swiftc, ["-typecheck", "-I", modules.path, try write(page, "main.swift", in: modules)], in: modules)
    #expect(pageResult.status == 0, "\(pageResult.output)")
  }

  @Test func objectiveCCompiles() throws {
    guard let clang = Compilers.find("clang") else {
      print("skipped: clang not found on PATH; the Objective-C compile check did not run")
      return
    }
    var files: [(String, String)] = []
    for (index, scene) in Self.allScenes.enumerated() {
      files.append(("scene\(index).m", try CodeExport.code(scene, language: .objc)))
    }
    let result = try Compilers.checkObjC(files, clang: clang)
    #expect(result.status == 0, "\(result.output)")
  }

  /// The stubs have teeth: Apple's types reject what real Xcode rejects (ca-api.md §0: `speed` is
  /// `Float`; Objective-C needs boxed objects and `(id)` on colours).
  @Test func stubsRejectWrongTypes() throws {
    if let swiftc = Compilers.find("swiftc") {
      let modules = try Compilers.swiftStubModules(swiftc: swiftc)
      let wrong = """
        import QuartzCore
        func f(layer: CALayer) {
          let a = CABasicAnimation(keyPath: "opacity")
          let speed: Double = 2
          a.speed = speed
        }
        """
      let result = try Compilers.typecheckSwift([("wrong.swift", wrong)], swiftc: swiftc, modules: modules)
      #expect(result.status != 0)
      #expect(result.output.contains("Float"))
    }
    if let clang = Compilers.find("clang") {
      let wrong = """
        #import <QuartzCore/QuartzCore.h>
        void f(CALayer *layer) {
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
          a.toValue = 0.5;
        }
        """
      let result = try Compilers.checkObjC([("wrong.m", wrong)], clang: clang)
      #expect(result.status != 0)
    }
  }

  func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}
