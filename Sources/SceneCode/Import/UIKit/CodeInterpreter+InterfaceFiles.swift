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

  /// Loads view controller `o`'s view `i` as the file's scene of `o`'s class makes it: its size
  /// and colour, every view in it (outlets or not) in its place, and the scene's constraints,
  /// active; the outlets are set to those views and constraints. Nothing when no file read has a
  /// scene of the class, or something sized the view already.
  mutating func applyInterfaceRoot(_ i: Int, controller o: Int) {
    guard !layers[i].properties.contains(where: { $0.key == "bounds" }) else { return }
    let classes = lineage(objects[o].type).map(\.name)
    for (d, document) in program.interfaces.enumerated() {
      // (A controller `instantiateViewController(withIdentifier:)` made: that scene, else its class's.)
      let instantiated = instantiatedScene(of: o, in: document)
      if storyboardScenes[o] != nil && instantiated == nil { continue }
      guard let root = instantiated?.0 ?? document.rootView(of: classes.isEmpty ? [objects[o].type] : classes)
      else { continue }
      // Interface Builder's 600 × 600 canvas (any width, any height: Xcode 6 and 7's size classes)
      // is no screen: the app runs on a phone, its constraints placing the views there. (So for a
      // controller's own xib too: UIKit sizes a shown controller's view to the window.)
      let canvas = root.frame.width == 600 && root.frame.height == 600
      let (width, height) = canvas ? screen : (root.frame.width, root.frame.height)
      if canvas {
        noteOnce(
          "\(document.file) lays \(objects[o].type)'s scene out on Interface Builder's 600 × 600 canvas (any size): shown on the screen assumed, \(shortestText(width)) × \(shortestText(height))"
        )
      }
      layers[i].setProperty("bounds", .rect(0, 0, width, height))
      layers[i].setProperty("position", .point(width / 2, height / 2))
      if let colour = root.backgroundColor { layers[i].setProperty("backgroundColor", .color(colour)) }
      // (A table or collection view controller's view is its list: its prototypes and layout.)
      applyInterfaceList(i, root, document)
      // The screen is the one the file lays the scene out for (its safe area at the iPhone's edges).
      // (A xib's view is sized freely — a dialog's — and says nothing of the screen.)
      // (An embedded controller's view is on the screen of the scene whose container holds it.)
      let embedding = document.owners.first { $0.rootView == root.id }.flatMap { document.embedded[$0.id] }
      if layers[i].parent == nil, document.file.lowercased().hasSuffix(".storyboard"), !canvas, instantiated == nil {
        screen = embedding?.screen ?? (root.frame.width, root.frame.height)
      }
      let owner =
        instantiated?.1
        ?? document.owners.first { owner in
          owner.rootView == root.id && (classes.isEmpty ? [objects[o].type] : classes).contains(owner.customClass ?? "")
        }
      // Outlet names by the id they are set to.
      var names: [String: String] = [:]
      for (property, id) in owner?.outlets ?? [:] where names[id] == nil || property < names[id]! {
        names[id] = property
      }
      var made: [String: Int] = [root.id: i]
      let outerAwakes = pendingAwakes
      pendingAwakes = []
      for child in root.children { makeInterfaceView(document, child, in: i, names, &made, owner: o) }
      noteOnce(
        "\(objects[o].type)'s view from \(document.file): \(shortestText(width)) × \(shortestText(height)) and \(made.count - 1) view\(made.count == 2 ? "" : "s") in it, where the file lays them out for that size"
      )
      let before = constraints.count
      var madeConstraints: [String: Int] = [:]
      for c in document.constraints.values.sorted(by: { $0.id < $1.id }) where made[c.holder] != nil {
        madeConstraints[c.id] = addInterfaceConstraint(c, document, made)
      }
      if constraints.count > before {
        layoutPending = true
        noteOnce("\(document.file): \(constraints.count - before) constraints of \(objects[o].type)'s scene, active")
      }
      if let id = owner?.id { connectInterfaceLists(document, made, controller: o, id: id) }
      // The outlets: the views made, the constraints added.
      for (property, id) in owner?.outlets ?? [:] {
        if let view = made[id] {
          objects[o].fields[property] = viewObject(of: view).map { .object($0) } ?? .layer(view)
        } else if let k = madeConstraints[id] {
          objects[o].fields[property] = .constraint(k)
        }
      }
      // Outlet collections: the views and constraints, in the file's order.
      for (property, ids) in owner?.collections ?? [:] {
        objects[o].fields[property] = .array(
          ids.compactMap { id in
            if let view = made[id] { return viewObject(of: view).map { .object($0) } ?? .layer(view) }
            return madeConstraints[id].map { .constraint($0) }
          })
      }
      // The views' own outlets, then their `awakeFromNib` (every outlet connected first).
      connectViewOutlets(document, made)
      wakeLoadedViews(restoring: outerAwakes)
      if let origin = embedding {
        screenOrigins[i] = (origin.x, origin.y)
        noteOnce(
          "\(objects[o].type)'s view is embedded in a container view at (\(shortestText(origin.x)), \(shortestText(origin.y))) in \(document.file): its safe area is measured there"
        )
      }
      if let id = owner?.id, let bars = document.bars[id] {
        containerBars[i] = bars
        noteOnce(
          "\(objects[o].type) is under \(bars.description) in \(document.file): its safe area lies between them"
        )
      }
      interfaceScenes[o] = d
      return
    }
  }

  /// The outlets the file's views hold themselves (a custom view's `@IBOutlet var ring: UIView!`),
  /// set on those views' objects.
  mutating func connectViewOutlets(_ document: InterfaceDocument, _ made: [String: Int]) {
    for owner in document.owners {
      guard let view = made[owner.id], let target = viewObject(of: view) else { continue }
      for (property, id) in owner.outlets {
        if let outlet = made[id] {
          objects[target].fields[property] = viewObject(of: outlet).map { .object($0) } ?? .layer(outlet)
        }
      }
    }
  }

  /// Sends `awakeFromNib` to the views the load held back, in the order they were made, and
  /// restores the load around this one.
  mutating func wakeLoadedViews(restoring outer: [(object: RuntimeValue, type: String)]?) {
    let waking = pendingAwakes ?? []
    pendingAwakes = outer
    for (object, kind) in waking where !halted {
      if let awake = methods("awakeFromNib", in: kind, isStatic: false).first(where: { $0.parameters.isEmpty }) {
        _ = invoke(awake, on: object, type: kind, [])
      }
    }
  }

  /// Makes the file's view `id` (and its subviews) in layer `parent` (in none: a xib's top-level
  /// view a nib load returns): one of the program's view classes as UIKit loads it
  /// (`init(coder:)`, `awakeFromNib()`), else a view of its UIKit class; named after the outlet
  /// set to it, else its element (`label`, `button`).
  mutating func makeInterfaceView(
    _ document: InterfaceDocument, _ id: String, in parent: Int?, _ names: [String: String],
    _ made: inout [String: Int], owner o: Int
  ) {
    guard let view = document.views[id] else { return }
    let name = names[id] ?? view.element
    let kind = view.customClass ?? ""
    var object: RuntimeValue?
    if program.types[kind]?.isDeclared == true, let system = systemAncestor(kind), Self.isLayerBacked(system),
      !system.hasSuffix("Layer")
    {
      object = newObject(kind)
    }
    let value = object ?? newView([], kind: Self.isUIKitView(view.uikitClass) ? view.uikitClass : "UIView")
    guard let i = queriedLayer(value) else { return }
    layers[i].id = name
    layers[i].isViewLayer = true
    storyboardOutlets.insert(i)
    interfaceViews.insert(i)
    if let parent { attachFromStart(i, to: parent, name: name) }
    // (`--arg NAME=X,Y,W,H` still gives a view an outlet holds a frame of its own.)
    let f = givenFrames[name].map { (x: $0.0, y: $0.1, width: $0.2, height: $0.3) } ?? view.frame
    layers[i].setProperty("bounds", .rect(0, 0, f.width, f.height))
    layers[i].setProperty("position", .point(f.x + f.width / 2, f.y + f.height / 2))
    if let colour = view.backgroundColor { layers[i].setProperty("backgroundColor", .color(colour)) }
    if let unknown = view.unknownColor {
      noteOnce("\(name)'s background colour in \(document.file) is \(unknown), not known here")
    }
    if let alpha = view.alpha, alpha != 1 { layers[i].setProperty("opacity", .number(alpha)) }
    if view.isHidden { layers[i].setProperty("hidden", .bool(true)) }
    layers[i].usesAutoLayout = view.usesAutoLayout
    // A cell's content view fills the cell, whatever size the table or collection gives it.
    if ["tableViewCellContentView", "collectionViewCellContentView"].contains(view.element) {
      layers[i].fillsParent = true
      layers[i].helperName = "contentView"
    }
    if Self.interfaceContentElements.contains(view.element) { layers[i].interfaceContentSize = (f.width, f.height) }
    // (An image view's intrinsic size is its image's, whatever frame the file lays it out at.)
    if let size = view.imageSize { layers[i].interfaceContentSize = size }
    if view.element == "tableViewCell", f.height > 0 { layers[i].designedHeight = f.height }
    for (property, number) in view.controlValues {
      layers[i].viewValues[property] = property == "isOn" ? .bool(number != 0) : .number(number)
    }
    made[id] = i
    applyInterfaceList(i, view, document)
    // Its actions, sent to the controller (`<action selector="tap:" destination=…/>`).
    for action in view.actions {
      controlTargets.append(
        ControlTarget(control: i, target: .object(o), action: action.selector, events: [action.event]))
    }
    if let object, case .object = object {
      for f in methods("init", in: kind, isStatic: false) + methods("initWithCoder:", in: kind, isStatic: false)
      where f.parameters.count == 1 && (f.isSelector || f.parameters[0].label == "coder") {
        _ = invoke(f, on: object, type: kind, [(f.parameters[0], .name("nil"))])
        break
      }
    }
    applyRuntimeAttributes(view, to: value, name: name, document)
    if let object, case .object = object {
      if pendingAwakes != nil {
        pendingAwakes?.append((object, kind))
      } else if let awake = methods("awakeFromNib", in: kind, isStatic: false).first(where: { $0.parameters.isEmpty }) {
        _ = invoke(awake, on: object, type: kind, [])
      }
    }
    for child in view.children { makeInterfaceView(document, child, in: i, names, &made, owner: o) }
    // A stack view arranges all its subviews, in the file's order.
    if let s = view.stack {
      var stack = StackArrangement(
        vertical: s.vertical, spacing: s.spacing, alignment: s.alignment, distribution: s.distribution)
      stack.withinMargins = s.withinMargins
      stack.arranged = view.children.compactMap { made[$0] }
      for k in stack.arranged { layers[k].usesAutoLayout = true }
      stacks[i] = stack
      layoutPending = true
    }
  }

  /// The elements whose size comes from their content (a label's text, a button's title, an
  /// image): Interface Builder's frame is taken as that size.
  static let interfaceContentElements: Set<String> = [
    "label", "button", "textField", "imageView", "switch", "slider", "stepper", "segmentedControl",
    "activityIndicatorView", "progressView", "pageControl",
  ]

  /// The file's constraint `c` between the views made (`made`, by id) as an active constraint:
  /// margins (`leadingMargin`) on the view's margins guide, the safe area and a controller's old
  /// top and bottom layout guides on its view's safe area guide.
  mutating func addInterfaceConstraint(
    _ c: InterfaceDocument.Constraint, _ document: InterfaceDocument, _ made: [String: Int]
  ) -> Int? {
    func item(_ id: String, _ attribute: String) -> LayoutConstraint.Item? {
      var attribute = attribute
      var within: String?
      if attribute.hasSuffix("WithinMargins") {
        attribute = String(attribute.dropLast("WithinMargins".count))
        within = "layoutMarginsGuide"
      } else if attribute.hasSuffix("Margin") {
        attribute = String(attribute.dropLast("Margin".count))
        within = "layoutMarginsGuide"
      }
      switch attribute {
      case "left": attribute = "leading"
      case "right": attribute = "trailing"
      case "firstBaseline": attribute = "top"
      case "lastBaseline", "baseline": attribute = "bottom"
      default: break
      }
      guard ["leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height"].contains(attribute)
      else { return nil }
      if let guide = document.guides[id], let view = made[guide.view] {
        switch guide.kind {
        case "topLayoutGuide":
          // Its top is the view's; its bottom the safe area's top.
          if attribute == "top" { return .init(layer: view, attribute: "top") }
          within = "safeAreaLayoutGuide"
          attribute = "top"
        case "bottomLayoutGuide":
          if attribute == "bottom" { return .init(layer: view, attribute: "bottom") }
          within = "safeAreaLayoutGuide"
          attribute = "bottom"
        default: within = guide.kind
        }
        guard case .layer(let g) = self.guide(within ?? guide.kind, of: view) else { return nil }
        return .init(layer: g, attribute: attribute)
      }
      guard let layer = made[id] else { return nil }
      if let within, case .layer(let g) = guide(within, of: layer) { return .init(layer: g, attribute: attribute) }
      return .init(layer: layer, attribute: attribute)
    }
    guard let first = item(c.first ?? c.holder, c.firstAttribute) else {
      noteOnce("\(document.file): constraint \(c.id) relates what TimingLab does not lay out; left out")
      return nil
    }
    var made1 = LayoutConstraint(first: first, site: site)
    if let second = c.second {
      guard let other = item(second, c.secondAttribute ?? c.firstAttribute) else {
        noteOnce("\(document.file): constraint \(c.id) relates what TimingLab does not lay out; left out")
        return nil
      }
      made1.second = other
    }
    made1.multiplier = c.multiplier
    made1.constant = c.constant
    made1.relation = Self.relation(c.relation)
    made1.priority = c.priority
    made1.isActive = !document.excludedConstraints.contains(c.id)
    constraints.append(made1)
    return constraints.count - 1
  }
}
