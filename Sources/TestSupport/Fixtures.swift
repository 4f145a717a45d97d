import Foundation
import Scenes

/// A fixture that is not there.
public struct MissingFixture: Error, CustomStringConvertible {
  public var name: String
  public var description: String { "no fixture \(name)" }
}

/// The bundled scene `name` (the tests' fixtures are the shipped scenes).
public func bundled(_ name: String) throws -> Scene {
  guard let scene = BundledScenes.scene(named: name) else { throw MissingFixture(name: "bundled scene \(name)") }
  return scene
}

/// The text of `Fixtures/<name>` beside the test file `file` (pass `#filePath`).
public func fixture(_ name: String, beside file: String = #filePath) throws -> String {
  try String(contentsOf: fixtureURL(name, beside: file), encoding: .utf8)
}

/// Where `Fixtures/<name>` is beside the test file `file`.
public func fixtureURL(_ name: String, beside file: String = #filePath) -> URL {
  URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
}
