/// Presenting and dismissing view controllers (`present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`, and Objective-C's `presentViewController:animated:completion:`,
/// `dismissViewControllerAnimated:completion:`): the presented controller's view goes into the
/// window over what is there, its `viewWillAppear`/`viewDidAppear` run, and then the completion
/// block: at once when not animated, else when UIKit's presentation transition ends (taken as
/// 0.5 s, said). A dismissed controller's view stays in the scene (removing a layer is not a scene
/// event), said; its completion runs the same way.
extension CodeInterpreter {
  /// The presentation transition's length, seconds (UIKit documents none; a sheet's is about this).
  static let presentationDuration = 0.5

  static let presentationCalls: Set<String> = [
    "present", "dismiss", "presentViewController:animated:completion:", "dismissViewControllerAnimated:completion:",
  ]

  /// Handles `e`, a present or dismiss call, at `at`; false when it is not one.
  mutating func presentation(_ name: String, _ e: CodeExpression, _ at: CodeSite) -> Bool {
    var arguments: [(label: String?, value: CodeExpression)] = []
    var presenter: CodeExpression = .name("self")
    switch e {
    case .call(.member(let base, _), let args):
      arguments = args.map { ($0.label, $0.value) }
      if let base { presenter = base }
    case .call(.name, let args):
      arguments = args.map { ($0.label, $0.value) }
    case .message(let base, let parts):
      presenter = base
      for (index, part) in parts.enumerated() {
        guard let value = part.1 else { continue }
        let label = index == 0 ? nil : part.0
        arguments.append(
          (label == nil && part.0.hasPrefix("dismissViewControllerAnimated") ? "animated" : label, value))
      }
    default: return false
    }
    let presenting = name.hasPrefix("present")
    // `present(_:animated:completion:)` needs a controller; `present` of anything else is not this.
    guard !presenting || arguments.first?.label == nil else { return false }
    guard arguments.contains(where: { $0.label == "animated" }) else { return false }
    let animated = arguments.first { $0.label == "animated" }.flatMap { truth(evaluate($0.value)) } ?? true
    if presenting, var controller = arguments.first?.value {
      // Made where it is passed (`present(Card(), animated: true)`): made once, then named.
      if controller.nameChain == nil {
        let made = evaluate(controller)
        if case .object(let o) = made {
          nameObject(made, String(objects[o].type.prefix(1)).lowercased() + objects[o].type.dropFirst())
        }
        scope.values["$presented"] = made
        controller = .name("$presented")
      }
      show(controller, over: presenter, animated: animated, at)
    }
    // Dismissing a custom presentation: its animator and presentation controller run, for the
    // animator's time.
    var length: Double?
    if !presenting, let presented = dismissedController(evaluate(presenter)) {
      let below = objects[presented].fields["presentingViewController"] ?? .null
      length = dismissThroughDelegate(presented, presenter: below, animated: animated, at)
    }
    if !presenting, length == nil {
      noteOnce("a dismissed controller's view stays in the scene (UIKit's own dismissal is not modelled)")
    }
    // `completion: { … }`, or a trailing closure.
    let closure = arguments.first { $0.label == "completion" } ?? arguments.last { $0.value.isClosure }
    guard let block = closure?.value, block.isClosure else { return true }
    let completion = evaluate(block)
    if animated {
      let what = presenting ? "present(_:animated: true)" : "dismiss(animated: true)"
      if length == nil {
        noteOnce("UIKit's presentation transition is taken as \(Self.seconds(Self.presentationDuration)) s")
      }
      runLater(by: length ?? Self.presentationDuration, what: what + "'s completion", repeats: false, at) {
        interpreter in
        interpreter.runClosure(completion)
      }
    } else {
      runClosure(completion)
    }
    return true
  }

  /// The controller `dismiss` called on `receiver` takes away: the one it presented, else
  /// itself when something presented it (UIKit passes the call to its presenter); nil when
  /// neither is known.
  func dismissedController(_ receiver: RuntimeValue) -> Int? {
    guard case .object(let r) = receiver else { return nil }
    if case .object(let p)? = objects[r].fields["presentedViewController"] { return p }
    if case .object? = objects[r].fields["presentingViewController"] { return r }
    return nil
  }

  /// The presented controller's view in the window (over the presenting one's, put there first
  /// when it is in no tree yet), then its appearance methods.
  mutating func show(_ controller: CodeExpression, over presenter: CodeExpression, animated: Bool, _ at: CodeSite) {

    // The presenter's view first: it is the `view` the code knows; the presented one is named
    // for its controller (`cardViewControllerView`).
    let below = layerIndex(.member(presenter, "view"))
    guard case .layer(let window) = windowLayer(), let view = layerIndex(.member(controller, "view")) else {
      return ignored(at, "the presented controller's view is not known here")
    }
    if let below, below != view, layers[below].parent == nil {
      attach(below, to: window, at, name: presenter.text)
    }
    // A full-screen presentation: UIKit gives the view the window's bounds (before it loads, so
    // its own layout reads them).
    if !layers[view].properties.contains(where: { $0.key == "bounds" }),
      case .rect(_, _, let w, let h) = layers[window].property("bounds")
    {
      layers[view].setProperty("bounds", .rect(0, 0, w, h))
      layers[view].setProperty("position", .point(w / 2, h / 2))
    }
    // UIKit links the two controllers (`presentingViewController`, `presentedViewController`).
    if case .object(let presented) = evaluate(controller) {
      objects[presented].fields["presentingViewController"] = evaluate(presenter)
      if case .object(let below) = evaluate(presenter) {
        objects[below].fields["presentedViewController"] = .object(presented)
      }
    }
    // Its view loads before it is shown (`viewDidLoad` of a controller the code made).
    if case .object(let presented) = evaluate(controller), objects[presented].madeInCode { loadView(of: presented) }
    // A custom presentation: its presentation controller says where the view goes, and may give
    // the transition coordinator animations to run with the transition.
    alongside = []
    defer {
      presentedFrame = nil
      alongside = nil
    }
    var holder = window
    if case .object(let presented) = evaluate(controller),
      let frame = customPresentationFrame(presented, presenter: evaluate(presenter), window: window, at)
    {
      presentedFrame = frame
      setLayer(view, "frame", frame, at)
      holder = implicitLayer(["containerView"])  // a custom presentation's view is in its container
    }
    // A custom transition (`transitioningDelegate`): its animator puts the view in the container.
    if animated, case .object(let presented) = evaluate(controller),
      let length = presentThroughDelegate(presented, presenter: evaluate(presenter), window: window, at)
    {
      if layers[view].parent == nil { attach(view, to: window, at, name: controller.text) }
      runAlongside(duration: length)
    } else {
      attach(view, to: holder, at, name: controller.text)
      runAlongside(duration: animated ? Self.presentationDuration : 0)
      if animated {
        noteOnce(
          "present(_:animated: true) without a custom transition: UIKit's own (a sheet sliding up) is not modelled; the view is shown at once"
        )
      }
    }
    guard case .object(let o) = evaluate(controller) else { return }
    let type = objects[o].type
    for name in ["viewWillAppear", "viewDidAppear"] {
      // Its views are laid out between the two (UIKit's layout pass), as `viewDidAppear` reads them.
      if name == "viewDidAppear" { settleLayout() }
      guard let f = methods(name, in: type, isStatic: false).first, f.parameters.count <= 1 else { continue }
      let bound = f.parameters.map { ($0, CodeExpression?.some(.name(animated ? "true" : "false"))) }
      inOwnTransaction(name == "viewDidAppear") { me in _ = me.invoke(f, on: .object(o), type: type, bound) }
    }
  }
}
