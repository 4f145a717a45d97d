/// Loading a xib in code: `Bundle.main.loadNibNamed("MenuView", owner: self, options: nil)`
/// (`[[NSBundle mainBundle] loadNibNamed:@"MenuView" owner:self options:nil]`) and
/// `UINib(nibName:bundle:).instantiate(withOwner:options:)` return the file's top-level views,
/// made as the file lays them out (their subviews, colours, constraints), in no window yet; the
/// owner's outlets (the File's Owner's connections) and the views' own are set, and their
/// actions sent to the owner. A xib not among the files read gives nothing known (said).
extension CodeInterpreter {
  /// The top-level views of the xib named `name` (without `.xib`), owned by `owner`; nil when no
  /// such file was read.
  mutating func loadNib(named name: String, owner: RuntimeValue) -> RuntimeValue? {
    let wanted = name.lowercased() + ".xib"
    guard
      let document = program.interfaces.first(where: { d in
        d.file.lowercased() == wanted || d.file.lowercased().hasSuffix("/" + wanted)
      })
    else {
      noteOnce("the nib \(name) is not among the files read: its views are not known here (give \(name).xib)")
      return nil
    }
    let ownerObject: Int
    if case .object(let o) = owner {
      ownerObject = o
    } else if case .object(let o) = newObject("NSObject") {
      ownerObject = o
    } else {
      return nil
    }
    let filesOwner = document.owners.first { $0.id == "-1" }
    // Outlet names by the id they are set to (the owner's and each view's).
    var names: [String: String] = [:]
    for owner in document.owners {
      for (property, id) in owner.outlets where names[id] == nil || property < names[id]! { names[id] = property }
    }
    var made: [String: Int] = [:]
    let tops = document.views.values.filter { $0.parent == nil }.map(\.id).sorted()
    let outerAwakes = pendingAwakes
    pendingAwakes = []
    for top in tops { makeInterfaceView(document, top, in: nil, names, &made, owner: ownerObject) }
    for c in document.constraints.values.sorted(by: { $0.id < $1.id }) where made[c.holder] != nil {
      if let k = addInterfaceConstraint(c, document, made) { constraintOutlets(document, c.id, k, ownerObject) }
    }
    layoutPending = true
    // The outlets: the File's Owner's on the owner, a view's own on that view's object.
    for owner in document.owners {
      let target = owner.id == filesOwner?.id ? ownerObject : made[owner.id].flatMap { viewObject(of: $0) }
      guard let target else { continue }
      for (property, id) in owner.outlets {
        if let view = made[id] {
          objects[target].fields[property] = viewObject(of: view).map { .object($0) } ?? .layer(view)
        }
      }
    }
    wakeLoadedViews(restoring: outerAwakes)
    noteOnce(
      "\(document.file) loaded in code: \(tops.count) top-level view\(tops.count == 1 ? "" : "s") as the file lays them out"
    )
    return .array(tops.compactMap { made[$0] }.map { viewObject(of: $0).map { .object($0) } ?? .layer($0) })
  }

  /// A constraint outlet of the owner set to constraint `k` (`@IBOutlet var top: NSLayoutConstraint!`).
  private mutating func constraintOutlets(_ document: InterfaceDocument, _ id: String, _ k: Int, _ owner: Int) {
    for o in document.owners where o.id == "-1" {
      for (property, target) in o.outlets where target == id { objects[owner].fields[property] = .constraint(k) }
    }
  }

  /// `loadNibNamed(_:owner:options:)` (Swift and Objective-C's selector) and
  /// `instantiate(withOwner:options:)` of `UINib(nibName: "X", bundle: nil)`: the views loaded;
  /// nil for another call (or a name not known).
  mutating func nibLoadCall(
    _ receiver: CodeExpression, _ method: String, _ arguments: [(label: String?, value: CodeExpression)]
  ) -> RuntimeValue? {
    let name: CodeExpression
    let owner: CodeExpression?
    switch method {
    case "loadNibNamed", "loadNibNamed:owner:options:":
      guard let first = arguments.first else { return nil }
      name = first.value
      owner = arguments.first { $0.label == "owner" }?.value ?? arguments.dropFirst().first?.value
    case "instantiate", "instantiateWithOwner:options:":
      guard case .call(let callee, let args) = receiver, callee.text.hasSuffix("UINib"),
        let given = args.first(where: { $0.label == "nibName" })?.value
      else { return nil }
      name = given
      owner = arguments.first { $0.label == "withOwner" }?.value ?? arguments.first?.value
    default: return nil
    }
    guard case .string(let nib) = evaluate(name) else { return nil }
    return loadNib(named: nib, owner: owner.map { evaluate($0) } ?? .null)
  }
}
