/// Pushing a controller on a navigation stack: `navigationController?.pushViewController(_:
/// animated:)` (`pushViewController:animated:`), and `performSegue(withIdentifier:sender:)`
/// (`performSegueWithIdentifier:sender:`) of a storyboard's `show`/`push` segue — after the
/// source's `prepare(for:sender:)`, as UIKit calls it. A `modal`/`presentation` segue presents.
///
/// The navigation controller's delegate (`navigationController?.delegate = coordinator`), when
/// it is one of the program's, is asked for an animator (`navigationController(_:
/// animationControllerFor:from:to:)`), whose `animateTransition(using:)` runs with the pushed
/// controller's view as `.to` and the pusher's as `.from`. Without one, UIKit's own push (a
/// slide from the right, its timing not documented) is not modelled: the view is shown at once,
/// said.
extension CodeInterpreter {
  static let pushCalls: Set<String> = [
    "pushViewController", "pushViewController:animated:", "performSegue", "performSegueWithIdentifier:sender:",
  ]

  /// `x.navigationController?.delegate = value` (or `.delegate` of a navigation controller the
  /// code holds): kept for the pushes that follow; false for another assignment.
  mutating func keepNavigationDelegate(_ target: CodeExpression, _ value: RuntimeValue) -> Bool {
    guard case .member(let base?, "delegate") = target, base.nameChain?.last == "navigationController" else {
      return false
    }
    navigationDelegate = value
    return true
  }

  /// Handles `e`, a push or a segue performed, at `at`; false when it is not one known here.
  mutating func navigationPush(_ name: String, _ e: CodeExpression, _ at: CodeSite) -> Bool {
    var receiver: CodeExpression?
    var values: [CodeExpression] = []
    switch e {
    case .call(.member(let base, _), let arguments):
      receiver = base
      values = arguments.map(\.value)
    case .call(.name, let arguments):
      values = arguments.map(\.value)
    case .message(let base, let parts):
      receiver = base
      values = parts.compactMap(\.1)
    default:
      return false
    }
    guard values.count == 2 else { return false }
    let source = selfValue ?? .null
    if name.hasPrefix("pushViewController") {
      guard receiver?.nameChain?.last == "navigationController", case .object(let pushed) = evaluate(values[0]) else {
        return false
      }
      push(pushed, from: source, animated: truth(evaluate(values[1])) ?? true, at)
      return true
    }
    guard case .string(let identifier) = evaluate(values[0]), let type = selfType,
      let segue = storyboardSegue(identifier, from: lineage(type).map(\.name))
    else { return false }
    guard let shown = segue.destination, program.types[shown]?.isDeclared == true || isViewController(shown) else {
      ignored(at, "the segue's destination is not a controller class of the given files")
      return true
    }
    var ran: [String] = []
    let destination = instance(shown, EntryRequest(name: nil, arguments: [:]), &ran)
    guard case .object(let d) = destination else { return false }
    prepareForSegue(identifier, destination: destination, sender: evaluate(values[1]), on: source)
    if ["show", "push"].contains(segue.kind) {
      push(d, from: source, animated: true, at)
    } else {
      scope.values["$segueDestination"] = destination
      show(.name("$segueDestination"), over: .name("self"), animated: true, at)
      scope.values["$segueDestination"] = nil
    }
    return true
  }

  /// The segue `identifier` of a storyboard scene of one of `classes` (a controller and its
  /// ancestors), if a file read names it.
  func storyboardSegue(_ identifier: String, from classes: [String]) -> InterfaceDocument.Segue? {
    for document in program.interfaces {
      if let found = document.segues.first(where: { $0.identifier == identifier && classes.contains($0.source ?? "") })
      {
        return found
      }
    }
    return nil
  }

  /// The source's `prepare(for:sender:)` (`prepareForSegue:sender:`) with a segue whose
  /// `identifier`, `destination` and `source` are known.
  mutating func prepareForSegue(
    _ identifier: String, destination: RuntimeValue, sender: RuntimeValue, on source: RuntimeValue
  ) {
    guard case .object(let s) = source else { return }
    let type = objects[s].type
    guard
      let f =
        (methods("prepare", in: type, isStatic: false) + methods("prepareForSegue:sender:", in: type, isStatic: false))
        .first(where: { $0.parameters.count == 2 })
    else { return }
    var segue = ObjectBuild(type: "UIStoryboardSegue")
    segue.fields = [
      "identifier": .string(identifier), "destination": destination, "destinationViewController": destination,
      "source": source, "sourceViewController": source,
    ]
    objects.append(segue)
    _ = invokeMethod(f, on: source, type: type, arguments: [.object(objects.count - 1), sender])
  }

  /// Controller `pushed` shown over `source`'s view: through the navigation delegate's animator
  /// when there is one, else at once (said when `animated`); then its appearance methods.
  mutating func push(_ pushed: Int, from source: RuntimeValue, animated: Bool, _ at: CodeSite) {
    guard case .layer(let window) = windowLayer(), case .layer(let view)? = objectMember(pushed, "view") else {
      return ignored(at, "the pushed controller's view is not known here")
    }
    if case .object(let s) = source, case .layer(let below)? = objectMember(s, "view"), below != view,
      layers[below].parent == nil
    {
      attach(below, to: window, at, name: objects[s].type)
    }
    if !layers[view].properties.contains(where: { $0.key == "bounds" }),
      case .rect(_, _, let w, let h) = layers[window].property("bounds")
    {
      layers[view].setProperty("bounds", .rect(0, 0, w, h))
      layers[view].setProperty("position", .point(w / 2, h / 2))
    }
    loadView(of: pushed)
    if animated, let animator = navigationAnimator(pushed, from: source),
      case .object(let a) = animator, let run = transitionMethod("animateTransition", in: objects[a].type)
    {
      presentingControllers = ["to": .object(pushed), "from": source]
      defer { presentingControllers = [:] }
      let context = transitionContext()
      let container = implicitLayer(["containerView"])
      if layers[container].parent == nil { attach(container, to: window, at, name: "containerView") }
      _ = invokeMethod(run, on: animator, type: objects[a].type, value: context)
      if layers[view].parent == nil { attach(view, to: container, at, name: objects[pushed].type) }
    } else {
      if animated {
        noteOnce(
          "UIKit's own push animation (a slide from the right; its timing is not documented) is not modelled: the pushed view is shown at once"
        )
      }
      attach(view, to: window, at, name: objects[pushed].type)
    }
    settleLayout()
    for name in ["viewWillAppear", "viewDidAppear"] where !halted {
      guard let f = methods(name, in: objects[pushed].type, isStatic: false).first, f.parameters.count <= 1 else {
        continue
      }
      let bound = f.parameters.map { ($0, CodeExpression?.some(.name(animated ? "true" : "false"))) }
      inOwnTransaction(name == "viewDidAppear") { me in
        _ = me.invoke(f, on: .object(pushed), type: me.objects[pushed].type, bound)
      }
    }
  }

  /// The animator the navigation delegate gives for a push from `source` to `pushed`
  /// (`navigationController(_:animationControllerFor:from:to:)`, Objective-C's
  /// `navigationController:animationControllerForOperation:fromViewController:toViewController:`);
  /// nil when there is no delegate of the program's or it gives none.
  mutating func navigationAnimator(_ pushed: Int, from source: RuntimeValue) -> RuntimeValue? {
    guard case .object(let d)? = navigationDelegate else { return nil }
    let type = objects[d].type
    let ask =
      (methods("navigationController", in: type, isStatic: false)
      + methods(
        "navigationController:animationControllerForOperation:fromViewController:toViewController:", in: type,
        isStatic: false))
      .first { $0.parameters.count == 4 }
    guard let ask else { return nil }
    let animator = invokeMethod(
      ask, on: .object(d), type: type,
      arguments: [.unknown("navigationController"), .constant("push"), source, .object(pushed)])
    if case .object = animator { return animator }
    return nil
  }
}
