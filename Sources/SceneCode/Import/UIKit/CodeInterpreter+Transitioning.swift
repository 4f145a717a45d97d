/// Custom view controller transitions (`UIViewControllerAnimatedTransitioning`): UIKit calls
/// `animateTransition(using:)` with a context; here the context is one of TimingLab's own — a
/// container the size of the window (390 × 844) holding the view being left (`.from`), the view
/// being shown (`.to`) not yet added, and final frames that fill the container.
extension CodeInterpreter {
  static let transitionContextType = "UIViewControllerContextTransitioning"
  static let contextControllerMarker = "transitionContext.viewController:"

  /// The controller `viewController(forKey:)` gives, as the class the code casts it to: one of
  /// the program's, made and loaded (its `viewDidLoad` run), its view the context's view for that
  /// key. Made once per key.
  mutating func contextController(_ marker: String, as type: String) -> RuntimeValue? {
    guard program.types[type]?.isDeclared == true else { return nil }
    let key = String(marker.dropFirst(Self.contextControllerMarker.count))
    if let made = contextControllers[key] { return made }
    var ran: [String] = []
    let controller = instance(type, EntryRequest(name: nil, arguments: [:]), &ran)
    if case .object(let o) = controller {
      objects[o].fields["view"] = .layer(implicitLayer([key == "from" ? "fromView" : "toView"]))
    }
    contextControllers[key] = controller
    for name in ["loadView", "viewDidLoad"] {
      if let f = methods(name, in: type, isStatic: false).first, f.parameters.isEmpty {
        _ = invoke(f, on: controller, type: type, [])
      }
    }
    settleLayout()
    return controller
  }

  /// Makes implicit layer `i` a plain `UIView`'s (the context's container and views are views).
  mutating func markAsView(_ i: Int) {
    layers[i].isViewLayer = true
    if layers[i].viewKind == nil { layers[i].viewKind = "UIView" }
    if layers[i].systemKind == nil { layers[i].systemKind = "UIView" }
  }

  /// The context `animateTransition(using:)` runs with (made once).
  mutating func transitionContext() -> RuntimeValue {
    if let o = objects.firstIndex(where: { $0.type == Self.transitionContextType }) { return .object(o) }
    let container = implicitLayer(["containerView"])
    markAsView(container)  // (a UIView: `containerView.backgroundColor = .white`)
    layers[container].setProperty("bounds", .rect(0, 0, screen.w, screen.h))
    layers[container].setProperty("position", .point(screen.w / 2, screen.h / 2))
    // Presented by the code: the controllers' own views are `.from` and `.to`.
    if !presentingControllers.isEmpty {
      objects.append(ObjectBuild(type: Self.transitionContextType))
      return .object(objects.count - 1)
    }
    let from = implicitLayer(["fromView"])
    markAsView(from)
    layers[from].setProperty("bounds", .rect(0, 0, screen.w, screen.h))
    layers[from].setProperty("position", .point(screen.w / 2, screen.h / 2))
    if layers[from].parent == nil {
      layers[from].parent = container
      layers[container].sublayers.append(from)
    }
    let to = implicitLayer(["toView"])
    markAsView(to)
    layers[to].setProperty("bounds", .rect(0, 0, screen.w, screen.h))
    layers[to].setProperty("position", .point(screen.w / 2, screen.h / 2))
    noteOnce(
      "animateTransition(using:) runs with a context of TimingLab's: a 390 × 844 container holding the view left (fromView); the view shown (toView) is added by the code"
    )
    objects.append(ObjectBuild(type: Self.transitionContextType))
    return .object(objects.count - 1)
  }

  /// A property of the context (`containerView`, `transitionWasCancelled`); nil for another.
  mutating func transitionContextMember(_ name: String) -> RuntimeValue? {
    switch name {
    case "containerView": return .layer(implicitLayer(["containerView"]))
    case "transitionWasCancelled", "isInteractive": return .bool(false)
    case "isAnimated": return .bool(true)
    default: return nil
    }
  }

  /// A method of the context: `view(forKey: .to)`, `finalFrame(for:)`, `initialFrame(for:)`,
  /// `completeTransition(_:)`; nil for another.
  mutating func transitionContextCall(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    switch name {
    case "view", "viewForKey:":
      let key = arguments.first?.value.text.lowercased().contains("from") == true ? "from" : "to"
      // Presented by the code: the controllers' own views.
      if case .object(let o)? = presentingControllers[key], case .layer(let view)? = objectMember(o, "view") {
        return .layer(view)
      }
      return .layer(implicitLayer([key == "from" ? "fromView" : "toView"]))
    case "viewController", "viewControllerForKey:":
      let key = arguments.first?.value.text.lowercased().contains("from") == true ? "from" : "to"
      if let known = presentingControllers[key] { return known }
      // The controllers are the app's: which class is said by the cast that follows
      // (`… as? MenuViewController`), which makes one (see `conditionalCast`).
      return .unknown(Self.contextControllerMarker + key)
    case "finalFrame", "finalFrameForViewController:":
      // Where a custom presentation's presentation controller puts the view, else the container.
      return presentedFrame ?? .rect(0, 0, screen.w, screen.h)
    case "initialFrame", "initialFrameForViewController:":
      return .rect(0, 0, screen.w, screen.h)
    case "completeTransition", "completeTransition:":
      return .null
    default: return nil
    }
  }

  /// True when a type of the program is a transitioning delegate: it hands its animator to
  /// UIKit when its controller is presented (`presentThroughDelegate`), so the animator runs
  /// then, if the code presents it, and not as a start of its own.
  var hasTransitioningDelegate: Bool {
    program.typeOrder.contains { presentingAnimatorMethod(in: $0) != nil }
  }

  /// A transitioning delegate's `animationController(forPresented:presenting:source:)`
  /// (Objective-C's `-animationControllerForPresentedController:…`) in `type`, if it has one.
  func presentingAnimatorMethod(in type: String) -> CodeFunction? {
    (methods("animationController", in: type, isStatic: false)
      + methods("animationControllerForPresentedController:presentingController:sourceController:", in: type))
      .first { $0.parameters.count == 3 }
  }

  /// Runs `animateTransition(using:)` of each type that animates transitions and has not run:
  /// what UIKit does when one of them presents. (When the code sets a `transitioningDelegate`,
  /// its `present(_:animated:)` runs them instead, at the time it presents.)
  mutating func runTransitions(_ request: EntryRequest, _ ran: inout [String]) {
    guard !program.calledNames.contains("setTransitioningDelegate:") else { return }
    guard !hasTransitioningDelegate else { return }
    for typeName in program.typeOrder where !halted && conforms(typeName, to: "UIViewControllerAnimatedTransitioning") {
      guard let f = transitionMethod("animateTransition", in: typeName), !self.ran.contains(f.site) else { continue }
      let object = instance(typeName, request, &ran)
      ran.append(typeName + "." + f.name)
      _ = invokeMethod(f, on: object, type: typeName, value: transitionContext())
    }
  }

  /// `present(controller, animated: true)` with `controller.transitioningDelegate` an object of
  /// the program's: UIKit asks it for an animator (`animationController(forPresented:presenting:
  /// source:)`) and runs that animator's `animateTransition(using:)` now, with a container in the
  /// window, the presenter as `.from` and the controller as `.to`. The animator's
  /// `transitionDuration(using:)` (seconds; UIKit's 0.5 when it gives none); nil when there is
  /// no animator.
  mutating func presentThroughDelegate(
    _ controller: Int, presenter: RuntimeValue, window: Int, _ at: CodeSite
  )
    -> Double?
  {
    guard case .object(let d)? = objects[controller].fields["transitioningDelegate"] else { return nil }
    let delegateType = objects[d].type
    guard let ask = presentingAnimatorMethod(in: delegateType) else { return nil }
    let animator = invokeMethod(
      ask, on: .object(d), type: delegateType, arguments: [.object(controller), presenter, presenter])
    guard case .object(let a) = animator, let run = transitionMethod("animateTransition", in: objects[a].type) else {
      return nil
    }
    presentingControllers = ["to": .object(controller), "from": presenter]
    defer { presentingControllers = [:] }
    loadView(of: controller)
    let context = transitionContext()
    let container = implicitLayer(["containerView"])
    if layers[container].parent == nil { attach(container, to: window, at, name: "containerView") }
    _ = invokeMethod(run, on: animator, type: objects[a].type, value: context)
    let length = transitionMethod("transitionDuration", in: objects[a].type)
      .flatMap { invokeMethod($0, on: animator, type: objects[a].type, value: context).number }
    return length ?? Self.presentationDuration
  }

  /// An animator's `animateTransition(using:)` or `transitionDuration(using:)` (Objective-C's
  /// `-animateTransition:`, `-transitionDuration:`) in `type`, or nil.
  func transitionMethod(_ name: String, in type: String) -> CodeFunction? {
    (methods(name, in: type, isStatic: false) + methods(name + ":", in: type, isStatic: false))
      .first { $0.parameters.count == 1 }
  }

  /// A controller the code made, shown: UIKit loads its view first (`loadView`, `viewDidLoad`),
  /// once.
  mutating func loadView(of controller: Int) {
    guard loadedControllers.insert(controller).inserted else { return }
    let type = objects[controller].type
    for name in ["loadView", "viewDidLoad"] {
      if let f = methods(name, in: type, isStatic: false).first, f.parameters.isEmpty {
        _ = invoke(f, on: .object(controller), type: type, [])
      }
    }
  }
}
