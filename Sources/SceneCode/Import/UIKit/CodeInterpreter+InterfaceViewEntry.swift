/// `--entry touchesBegan:withEvent:` of a view class a storyboard scene holds (a dial in a
/// controller's scene): UIKit calls it on that view, on the screen as shown. So the controller
/// of the scene is made, its view loaded and laid out (`viewDidLoad`, its layout callbacks) and
/// the entry runs on the view the scene made — not on a new view of the class in no window.
extension CodeInterpreter {
  /// The view of class `type` (or a subclass) the scene of one of the program's controllers
  /// makes, after that screen loaded; nil when no scene read holds one.
  mutating func interfaceViewInstance(_ type: String, _ request: EntryRequest, _ ran: inout [String]) -> RuntimeValue? {
    guard !isViewController(type), let controller = sceneController(holding: type) else { return nil }
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
    note("\(type) is the view \(controller)'s scene makes: its screen loaded first, as the app shows it")
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
