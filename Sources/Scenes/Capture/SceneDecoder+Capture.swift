import MediaTiming

/// Reading what a capture recorded: the scene's `capture` (`hostTime`, `tool`, `notes`) and each
/// layer's `captured` (`class`, `view`, raw `beginTime`/`timeOffset`/`localTime`, `presentation`).
extension SceneDecoder {
  static let captureNames = ["hostTime", "tool", "notes"]
  static let capturedNames = ["class", "view", "beginTime", "timeOffset", "localTime", "presentation"]

  /// The scene's `capture` object.
  mutating func capture(_ value: JSONValue, at path: String) -> CaptureRecord {
    var record = CaptureRecord()
    guard let fields = object(value, at: path, known: Self.captureNames, kind: "capture") else { return record }
    if fields["hostTime"] != nil { record.hostTime = number(fields, "hostTime", at: path, default: 0) }
    record.tool = string(fields, "tool", at: path, required: false)
    for (index, item) in array(fields, "notes", at: path) {
      guard case .string(let note) = item else {
        problem("\(path).notes[\(index)]", "must be a string", item)
        continue
      }
      record.notes.append(note)
    }
    return record
  }

  /// A layer's `captured` object, for the layer at `layerPath` (ids joined by `/`).
  mutating func captured(_ value: JSONValue, at path: String, layerPath: String) -> CapturedLayer {
    var record = CapturedLayer(path: layerPath)
    guard let fields = object(value, at: path, known: Self.capturedNames, kind: "captured layer") else {
      return record
    }
    record.runtimeClass = string(fields, "class", at: path, required: false)
    record.view = string(fields, "view", at: path, required: false)
    if fields["beginTime"] != nil { record.beginTime = number(fields, "beginTime", at: path, default: 0) }
    if fields["timeOffset"] != nil { record.timeOffset = number(fields, "timeOffset", at: path, default: 0) }
    if fields["localTime"] != nil { record.localTime = number(fields, "localTime", at: path, default: 0) }
    if let presentation = fields["presentation"] {
      record.presentation = modelValues(presentation, at: "\(path).presentation")
    }
    return record
  }
}
