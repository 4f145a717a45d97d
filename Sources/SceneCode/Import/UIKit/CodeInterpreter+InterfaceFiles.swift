import MediaTiming

/// A storyboard or xib read beside the code gives its outlets what the code does not hold: the
/// frame each view has in the file, its background colour, opacity, hidden state and a control's
/// values, and the size of the controller's view. `--arg NAME=X,Y,W,H` still wins for a frame.
extension CodeInterpreter {
  /// The view an Interface Builder file gives object `o`'s outlet `name` (found by `o`'s class
  /// or one of the program's classes it inherits from), with the file.
  func interfaceView(_ name: String, owner o: Int) -> (InterfaceDocument, InterfaceDocument.View)? {
    let classes = lineage(objects[o].type).map(\.name)
    for document in program.interfaces {
      if let view = document.outlet(name, of: classes.isEmpty ? [objects[o].type] : classes) {
        return (document, view)
      }
    }
    return nil
  }

  /// Sets outlet layer `i` as the file lays out outlet `name` of object `o`; false when no file
  /// read has it (or `--arg` gave its frame).
  mutating func applyInterface(_ i: Int, _ name: String, owner o: Int) -> Bool {
    guard givenFrames[name] == nil, let (document, view) = interfaceView(name, owner: o) else { return false }
    let classes = lineage(objects[o].type).map(\.name)
    let root = document.rootView(of: classes.isEmpty ? [objects[o].type] : classes)
    var said: [String] = []
    if let f = document.frame(of: view.id, in: root?.id), !layers[i].properties.contains(where: { $0.key == "bounds" })
    {
      layers[i].setProperty("bounds", .rect(0, 0, f.width, f.height))
      layers[i].setProperty("position", .point(f.x + f.width / 2, f.y + f.height / 2))
      said.append("frame " + [f.x, f.y, f.width, f.height].map(shortestText).joined(separator: ", "))
    }
    if let colour = view.backgroundColor {
      layers[i].setProperty("backgroundColor", .color(colour))
      said.append("background colour")
    } else if let unknown = view.unknownColor {
      noteOnce("\(name)'s background colour in \(document.file) is \(unknown), not known here")
    }
    if let alpha = view.alpha, alpha != 1 {
      layers[i].setProperty("opacity", .number(alpha))
      said.append("alpha \(shortestText(alpha))")
    }
    if view.isHidden {
      layers[i].setProperty("hidden", .bool(true))
      said.append("hidden")
    }
    if layers[i].systemKind == nil, Self.isUIKitView(view.uikitClass) { layers[i].systemKind = view.uikitClass }
    for (property, value) in view.controlValues.sorted(by: { $0.key < $1.key }) {
      layers[i].viewValues[property] = property == "isOn" ? .bool(value != 0) : .number(value)
      said.append("\(property) \(shortestText(value))")
    }
    noteOnce("\(name) is a storyboard outlet: \(said.joined(separator: ", ")) from \(document.file)")
    return true
  }

  /// Sizes view controller `o`'s view `i` as the file lays it out (its root view's size and
  /// background colour), when a file read has a scene of `o`'s class and nothing sized it yet.
  mutating func applyInterfaceRoot(_ i: Int, controller o: Int) {
    guard !layers[i].properties.contains(where: { $0.key == "bounds" }) else { return }
    let classes = lineage(objects[o].type).map(\.name)
    for document in program.interfaces {
      guard let root = document.rootView(of: classes.isEmpty ? [objects[o].type] : classes) else { continue }
      layers[i].setProperty("bounds", .rect(0, 0, root.frame.width, root.frame.height))
      layers[i].setProperty("position", .point(root.frame.width / 2, root.frame.height / 2))
      if let colour = root.backgroundColor { layers[i].setProperty("backgroundColor", .color(colour)) }
      noteOnce(
        "\(objects[o].type)'s view: \(shortestText(root.frame.width)) × \(shortestText(root.frame.height)) from \(document.file) (its frames are laid out for that size)"
      )
      return
    }
  }
}
