import Scenes
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bundled scene `name` (the tests' fixtures are the shipped scenes).
public func bundled(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Scene {
  try #require(BundledScenes.scene(named: name), sourceLocation: sourceLocation)
}

/// The text of `Fixtures/<name>` beside the test file `file` (pass `#filePath`).
public func fixture(_ name: String, beside file: String = #filePath) throws -> String {
  try String(contentsOf: fixtureURL(name, beside: file), encoding: .utf8)
}

/// Where `Fixtures/<name>` is beside the test file `file`.
public func fixtureURL(_ name: String, beside file: String = #filePath) -> URL {
  URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
}
