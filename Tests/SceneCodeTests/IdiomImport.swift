import SceneCode
import Scenes

/// Imports one snippet as the library-idiom tests do: a single file named `file` (its extension
/// picks Swift or Objective-C), the scene named "idiom", run from `entry` (nil: the conventional
/// start).
func importIdiom(_ code: String, file: String = "idiom.swift", entry: String?) throws -> CodeImport.Result {
  try CodeImport.read(
    [CodeImport.Source(file: file, text: code)], name: "idiom", options: CodeImport.Options(entry: entry))
}

/// `importIdiom` of a snippet without its first line: `import UIKit`, or for an `.m` file
/// `#import <UIKit/UIKit.h>`, is put before it.
func importUIKitIdiom(_ code: String, file: String = "idiom.swift", entry: String? = nil) throws -> CodeImport.Result {
  try importIdiom(
    (file.hasSuffix(".m") ? "#import <UIKit/UIKit.h>\n" : "import UIKit\n") + code, file: file, entry: entry)
}

/// The animation under `key` on the layer with id `id` (its first when `key` is nil), as written.
func idiomAnimation(_ result: CodeImport.Result, on id: String, key: String? = nil) -> JSONValue? {
  LibraryIdiomsTests.layer(result, id).flatMap { layer in
    CodeShapesTests.animations(layer).first { key == nil || $0.key == key }?.value
  }
}
