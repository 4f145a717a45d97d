import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Generated code compiles against Apple's declarations (stubs from docs/ca-api.md): every
/// bundled scene and every edge scene, in both languages, one compiler run per language. Without a
/// compiler on PATH the checks are skipped, and the test run lists them as skipped with the reason;
/// `REQUIRE_COMPILE_CHECKS=1` (set by CI on Linux) makes a missing compiler a failure instead. The
/// stubs are for Linux; on macOS the checks are skipped (`Compilers.find`).
@Suite struct CodeCompileTests {
  static let swiftc = Compilers.find("swiftc")
  static let clang = Compilers.find("clang")
  static let required = ProcessInfo.processInfo.environment["REQUIRE_COMPILE_CHECKS"] == "1"

  @Test func compilersArePresentWhenRequired() {
    if Self.required {
      #expect(Self.swiftc != nil, "REQUIRE_COMPILE_CHECKS=1 but swiftc is not on PATH")
      #expect(Self.clang != nil, "REQUIRE_COMPILE_CHECKS=1 but clang is not on PATH")
    }
  }

  static var allScenes: [Scene] { BundledScenes.names.compactMap(BundledScenes.scene(named:)) + EdgeScenes.scenes }

  /// Every variant a user can ask for: comments full, brief or none, for iOS or macOS.
  static let variants: [(CodeComments, CodePlatform)] = CodeComments.allCases.flatMap { comments in
    CodePlatform.allCases.map { (comments, $0) }
  }

  @Test(.enabled(if: swiftc != nil, "no swiftc on PATH, or not Linux (where the stubs apply)"))
  func swiftTypeChecks() throws {
    let swiftc = try #require(Self.swiftc)
    let modules = try Compilers.swiftStubModules(swiftc: swiftc)
    for (comments, platform) in Self.variants {
      var files: [(String, String)] = []
      for (index, scene) in Self.allScenes.enumerated() {
        files.append(
          ("scene\(index).swift", try CodeExport.code(scene, language: .swift, comments: comments, platform: platform)))
      }
      let result = try Compilers.typecheckSwift(files, swiftc: swiftc, modules: modules)
      #expect(result.status == 0, "\(comments) \(platform): \(result.output)")
      // A playground page is top-level code: checked alone (as main.swift).
      let page = try CodeExport.code(
        BundledScenes.scene(named: "paced-path")!, language: .swift, style: .playground, comments: comments,
        platform: platform)
      let pageResult = try Compilers.run(
        swiftc, ["-typecheck", "-I", modules.path, try write(page, "main.swift", in: modules)], in: modules)
      #expect(pageResult.status == 0, "\(comments) \(platform) playground: \(pageResult.output)")
    }
  }

  @Test(.enabled(if: clang != nil, "no clang on PATH, or not Linux (where the stubs apply)"))
  func objectiveCCompiles() throws {
    let clang = try #require(Self.clang)
    for (comments, platform) in Self.variants {
      var files: [(String, String)] = []
      for (index, scene) in Self.allScenes.enumerated() {
        files.append(
          ("scene\(index).m", try CodeExport.code(scene, language: .objc, comments: comments, platform: platform)))
      }
      let target = platform == .ios ? "arm64-apple-ios15.0" : "arm64-apple-macos12.0"
      let result = try Compilers.checkObjC(files, clang: clang, target: target)
      #expect(result.status == 0, "\(comments) \(platform): \(result.output)")
    }
  }

  /// iOS 17's spring API needs its guard: the stubs mark it, and clang for an iOS 15 target
  /// rejects it unguarded, as Xcode does (`-Wunguarded-availability-new`, an error with -Werror).
  @Test(.enabled(if: clang != nil, "clang is not on PATH"))
  func iOS17APIsNeedTheirGuard() throws {
    if let clang = Self.clang {
      let unguarded = """
        #import <QuartzCore/QuartzCore.h>
        void f(CALayer *layer) {
          CASpringAnimation *a = [[CASpringAnimation alloc] initWithPerceptualDuration:0.5 bounce:0.2];
          a.allowsOverdamping = YES;
          [layer addAnimation:a forKey:@"a"];
        }
        """
      let result = try Compilers.checkObjC([("unguarded.m", unguarded)], clang: clang)
      #expect(result.status != 0)
      #expect(result.output.contains("only available on iOS 17"), "\(result.output)")
    }
  }

  /// The stubs have teeth: Apple's types reject what real Xcode rejects (ca-api.md §0: `speed` is
  /// `Float`; Objective-C needs boxed objects and `(id)` on colours).
  @Test(.enabled(if: swiftc != nil, "swiftc is not on PATH"))
  func swiftStubsRejectWrongTypes() throws {
    if let swiftc = Self.swiftc {
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
  }

  @Test(.enabled(if: clang != nil, "clang is not on PATH"))
  func objectiveCStubsRejectWrongTypes() throws {
    if let clang = Self.clang {
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
