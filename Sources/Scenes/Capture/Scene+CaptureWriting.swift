import MediaTiming

/// Writing back what a capture recorded, so that a captured scene saved from the explorer keeps it.
extension Scene {
  /// The scene's `capture` object.
  static func document(_ capture: CaptureRecord) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let hostTime = capture.hostTime { members.append(("hostTime", .number(hostTime))) }
    if let tool = capture.tool { members.append(("tool", .string(tool))) }
    if !capture.notes.isEmpty { members.append(("notes", .array(capture.notes.map { .string($0) }))) }
    return .object(members)
  }

  /// A layer's `captured` object.
  static func document(_ captured: CapturedLayer) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let runtimeClass = captured.runtimeClass { members.append(("class", .string(runtimeClass))) }
    if let view = captured.view { members.append(("view", .string(view))) }
    for (name, number) in [
      ("beginTime", captured.beginTime), ("timeOffset", captured.timeOffset), ("localTime", captured.localTime),
    ] {
      if let number { members.append((name, .number(number))) }
    }
    if !captured.presentation.isEmpty {
      members.append(("presentation", .object(captured.presentation.map { ($0.keyPath, value($0.value)) })))
    }
    return .object(members)
  }
}
