/// `--entry touchesBegan:withEvent:` of a view class a storyboard scene holds (a dial in a
/// controller's scene), or that a controller's loading code makes (a floating button made in
/// `viewDidLoad`): UIKit calls it on that view, on the screen as shown. So the controller is
/// made, its view loaded and laid out (`viewDidLoad`, its layout callbacks) and the entry runs
/// on the view it made — not on a new view of the class in no window.
extension CodeInterpreter {
  /// The view of class `type` (or a subclass) the scene of one of the program's controllers
  /// makes, after that screen loaded; nil when no scene read holds one.
  mutating func interfaceViewInstance(_ type: String, _ request: EntryRequest, _ ran: inout [String]) -> RuntimeValue? {
    guard !isViewController(type), let controller = sceneController(holding: type) ?? controllerMaking(type) else {
      return nil
    }
    let object = instance(controller, request, &ran)
    if case .object(let o) = object { setPropertyArguments(o, controller, except: [], request) }
    let inherited = inheritedMethods(controller)
    for load in Self.loading.compactMap({ name in inherited.first { $0.function.name == name } }) where !halted {
      ran.append(controller + "." + load.function.name)
      _ = invokeEntry(load.function, on: object, type: load.type, request)
    }
    settleLayout()
    runLayoutCallbacks(of: controller, on: object, except: "", request, &ran)
    // What the screen queued for the next turn of the main queue runs before a touch can come.
    runCompletions(dueBy: 0)
    let view = objects.indices.last { o in
      lineage(objects[o].type).map(\.name).contains(type) && objects[o].layer.map(isInTree) == true
    }
    guard let view else { return nil }
    note("\(type) is the view \(controller)'s screen makes: that screen loaded first, as the app shows it")
    return .object(view)
  }

  /// A controller class of the program whose scene (in a storyboard or xib read) holds a view
  /// of class `type`.
  private func sceneController(holding type: String) -> String? {
    for document in program.interfaces {
      for owner in document.owners {
        guard let controller = owner.customClass, let root = owner.rootView, isViewController(controller),
          program.types[controller]?.isDeclared == true
        else { continue }
        let holds = document.views.values.contains { view in
          view.customClass == type && document.frame(of: view.id, in: root) != nil && isUnder(view.id, root, document)
        }
        if holds { return controller }
      }
    }
    return nil
  }

  /// A controller class of the program whose loading code (`viewDidLoad`, `loadView`, and
  /// what they call) or stored properties make a view of class `type` or of a subclass of it.
  private func controllerMaking(_ type: String) -> String? {
    let kinds = Set(program.typeOrder.filter { lineage($0).map(\.name).contains(type) } + [type])
    for controller in program.typeOrder
    where isViewController(controller) && program.types[controller]?.isDeclared == true {
      let methods = program.types[controller]?.methods ?? []
      var names: Set<String> = []
      var pending = methods.filter { Self.loading.contains($0.name) || $0.name.hasPrefix("viewWillAppear") }
      var seen: Set<String> = []
      while let f = pending.popLast(), seen.count < 64 {
        guard seen.insert(f.name).inserted else { continue }
        var called: Set<String> = []
        f.body.forEach { CodeProgram.collect($0, into: &called) }
        names.formUnion(called)
        pending += methods.filter { called.contains($0.name) && !seen.contains($0.name) }
      }
      // (Or a stored property makes it: `let bounce = BounceButton(frame: …)`, added in `viewDidLoad`.)
      for property in program.types[controller]?.properties ?? [] where !property.isStatic {
        property.initial.map { CodeProgram.collect($0, into: &names) }
      }
      if !names.isDisjoint(with: kinds) { return controller }
    }
    return nil
  }

  private func isUnder(_ id: String, _ root: String, _ document: InterfaceDocument) -> Bool {
    var next = document.views[id]?.parent
    var steps = 0
    while let p = next, steps < document.views.count {
      if p == root { return true }
      next = document.views[p]?.parent
      steps += 1
    }
    return false
  }
}
