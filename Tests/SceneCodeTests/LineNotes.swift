import SceneCode

extension CodeImport.Result {
  /// The notes with their columns left out (`line 4: …`), for tests that name only the line.
  var lineNotes: [String] { notes.map(stripColumn) }
}

/// `line 4, column 7: text` → `line 4: text`.
func stripColumn(_ note: String) -> String {
  note.replacing(/^((?:warning: )?line \d+), column \d+/) { $0.output.1 }
}
