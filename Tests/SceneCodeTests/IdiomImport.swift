import SceneCode

/// Imports one snippet as the library-idiom tests do: a single file named `file` (its extension
/// picks Swift or Objective-C), the scene named "idiom", run from `entry` (nil: the conventional
/// start).
func importIdiom(_ code: String, file: String = "idiom.swift", entry: String?) throws -> CodeImport.Result {
  try CodeImport.read(
    [CodeImport.Source(file: file, text: code)], name: "idiom", options: CodeImport.Options(entry: entry))
}
