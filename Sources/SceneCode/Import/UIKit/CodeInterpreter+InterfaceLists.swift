import MediaTiming

/// Table and collection views a storyboard lays out: their data source and delegate outlets
/// (the scene's controller), a collection view's flow layout and a table's row height as the
/// file gives them, and their prototype cells — templates, not subviews: dequeuing a prototype's
/// reuse identifier makes a new cell of it, its subviews and outlets as the file has them.
extension CodeInterpreter {
  /// The prototypes of list view layer `i` a file gave: the file and, by reuse identifier, the
  /// cell's id in it.
  struct InterfacePrototypes {
    var file: String
    var cells: [String: String]
  }

  /// Gives list view layer `i`, made from `view` of `document`, what the file says of it.
  mutating func applyInterfaceList(_ i: Int, _ view: InterfaceDocument.View, _ document: InterfaceDocument) {
    if let f = view.flowLayout, case .object(let l) = newObject(Self.flowLayoutClass) {
      objects[l].fields["itemSize"] = .size(f.itemSize.w, f.itemSize.h)
      objects[l].fields["sectionInset"] = .tuple(
        [f.inset.top, f.inset.left, f.inset.bottom, f.inset.right].map { .number($0) },
        labels: ["top", "left", "bottom", "right"])
      objects[l].fields["minimumLineSpacing"] = .number(f.lineSpacing)
      objects[l].fields["minimumInteritemSpacing"] = .number(f.interitemSpacing)
      objects[l].fields["scrollDirection"] = .constant(f.vertical ? "vertical" : "horizontal")
      layers[i].viewValues["collectionViewLayout"] = .object(l)
    }
    if let h = view.rowHeight { layers[i].viewValues["rowHeight"] = .number(h) }
    if !view.prototypes.isEmpty {
      interfacePrototypes[i] = InterfacePrototypes(file: document.file, cells: view.prototypes)
    }
  }

  /// Connects the scene's list views to controller `o` (file id `controllerID`) where the file's
  /// `dataSource` and `delegate` outlets point to it.
  mutating func connectInterfaceLists(
    _ document: InterfaceDocument, _ made: [String: Int], controller o: Int, id controllerID: String
  ) {
    for owner in document.owners {
      guard let view = made[owner.id] else { continue }
      for (property, destination) in owner.outlets.sorted(by: { $0.key < $1.key })
      where ["dataSource", "delegate"].contains(property) && destination == controllerID {
        _ = setViewValue(view, property, .object(o))
      }
    }
  }

  /// A new cell of list view layer `i`'s prototype `identifier`, made as the file lays it out
  /// (of the program's cell class, its outlets set); nil when the file has no such prototype.
  mutating func interfaceCell(_ i: Int, _ identifier: String) -> RuntimeValue? {
    guard let prototypes = interfacePrototypes[i], let cellID = prototypes.cells[identifier],
      let document = program.interfaces.first(where: { $0.file == prototypes.file })
    else { return nil }
    // Outlets of the cell's class point into its own subtree.
    let cellOwner = document.owners.first { $0.id == cellID }
    var names: [String: String] = [:]
    for (property, id) in cellOwner?.outlets ?? [:] where names[id] == nil || property < names[id]! {
      names[id] = property
    }
    var made: [String: Int] = [:]
    let controller: Int = if case .object(let o)? = layers[i].viewValues["dataSource"] { o } else { 0 }
    makeInterfaceView(document, cellID, in: nil, names, &made, owner: controller)
    guard let cell = made[cellID] else { return nil }
    if let o = viewObject(of: cell) {
      for (property, id) in cellOwner?.outlets ?? [:] {
        if let view = made[id] {
          objects[o].fields[property] = viewObject(of: view).map { .object($0) } ?? .layer(view)
        }
      }
    }
    noteOnce("\(document.file): cells are made from the prototype \"\(identifier)\" as the file lays it out")
    return viewObject(of: cell).map { .object($0) } ?? layerValue(cell)
  }
}
