/// Custom presentations (`modalPresentationStyle = .custom`): UIKit asks the controller's
/// `transitioningDelegate` for a presentation controller (`presentationController(forPresented:
/// presenting:source:)`), lets it set up its own views (`presentationTransitionWillBegin()`),
/// and places the presented view at its `frameOfPresentedViewInContainerView` — an alert's
/// 270 × 180 in the middle, a sheet's lower half — where an animator's
/// `transitionContext.finalFrame(for:)` reads it too. The container is the window's size.
/// While the presentation runs, a controller's `transitionCoordinator` takes animations to run
/// alongside the transition (`animate(alongsideTransition:completion:)`): they run when the
/// animator's do, over the animator's `transitionDuration`, easeInEaseOut.
extension CodeInterpreter {
  static let transitionCoordinatorType = "UIViewControllerTransitionCoordinator"

  /// Animations given to the transition coordinator, waiting for the transition to run.
  struct Alongside {
    var animations: RuntimeValue
    var completion: RuntimeValue?
    var site: CodeSite
  }

  /// The frame the presentation controller gives presented `controller` (container
  /// coordinates), having made that controller and run its set-up; nil when the presentation is
  /// not a custom one or the delegate makes none.
  mutating func customPresentationFrame(
    _ controller: Int, presenter: RuntimeValue, window: Int, _ at: CodeSite
  )
    -> RuntimeValue?
  {
    let style = objects[controller].fields["modalPresentationStyle"]
    guard case .constant(let name)? = style, name == "custom" || name.hasSuffix("Custom"),
      case .object(let d)? = objects[controller].fields["transitioningDelegate"]
    else { return nil }
    let delegateType = objects[d].type
    guard
      let ask =
        (methods("presentationController", in: delegateType, isStatic: false)
        + methods(
          "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
          in: delegateType))
        .first(where: { $0.parameters.count == 3 })
    else { return nil }
    let made = invokeMethod(
      ask, on: .object(d), type: delegateType, arguments: [.object(controller), presenter, presenter])
    guard case .object(let p) = made else { return nil }
    let container = implicitLayer(["containerView"])
    if layers[container].parent == nil { attach(container, to: window, at, name: "containerView") }
    if case .rect(_, _, let w, let h) = layers[window].property("bounds") {
      layers[container].setProperty("bounds", .rect(0, 0, w, h))
      layers[container].setProperty("position", .point(w / 2, h / 2))
    }
    objects[p].fields["presentedViewController"] = .object(controller)
    objects[p].fields["presentingViewController"] = presenter
    objects[p].fields["containerView"] = .layer(container)
    if let view = objectMember(controller, "view") { objects[p].fields["presentedView"] = view }
    let type = objects[p].type
    for name in ["presentationTransitionWillBegin", "containerViewWillLayoutSubviews"] {
      if let f = methods(name, in: type, isStatic: false).first, f.parameters.isEmpty {
        _ = invoke(f, on: .object(p), type: type, [])
      }
    }
    objects[controller].fields["$presentationController"] = .object(p)
    guard let frame = objectMember(p, "frameOfPresentedViewInContainerView"), case .rect = frame else { return nil }
    return frame
  }

  /// `dismiss(animated: true)` of `presented`, a controller presented through a transitioning
  /// delegate of the program's: its presentation controller's `dismissalTransitionWillBegin()`
  /// runs (with the transition coordinator), then the animator `animationController(forDismissed:)`
  /// gives runs its `animateTransition(using:)` with the presented controller as `.from` and the
  /// presenter as `.to`; when the transition ends UIKit takes the container (and the presented
  /// view in it) off the screen (`dismissalTransitionDidEnd(true)` runs then). The transition's
  /// length (seconds); nil when the presentation is not such a one.
  mutating func dismissThroughDelegate(
    _ presented: Int, presenter: RuntimeValue, animated: Bool, _ at: CodeSite
  )
    -> Double?
  {
    guard case .object(let d)? = objects[presented].fields["transitioningDelegate"] else { return nil }
    let delegateType = objects[d].type
    let ask =
      (methods("animationController", in: delegateType, isStatic: false)
      + methods("animationControllerForDismissedController:", in: delegateType))
      .first { $0.parameters.count == 1 }
    let presentation: Int? = {
      if case .object(let p)? = objects[presented].fields["$presentationController"] { return p }
      return nil
    }()
    guard ask != nil || presentation != nil else { return nil }
    alongside = []
    defer { alongside = nil }
    if let p = presentation,
      let f = methods("dismissalTransitionWillBegin", in: objects[p].type, isStatic: false).first,
      f.parameters.isEmpty
    {
      _ = invoke(f, on: .object(p), type: objects[p].type, [])
    }
    var length = animated ? Self.presentationDuration : 0
    if animated, let ask,
      case .object(let a) = invokeMethod(ask, on: .object(d), type: delegateType, value: .object(presented)),
      let run = methods("animateTransition", in: objects[a].type, isStatic: false).first, run.parameters.count == 1
    {
      presentingControllers = ["from": .object(presented), "to": presenter]
      defer { presentingControllers = [:] }
      let context = transitionContext()
      _ = invokeMethod(run, on: .object(a), type: objects[a].type, value: context)
      length =
        methods("transitionDuration", in: objects[a].type, isStatic: false).first { $0.parameters.count == 1 }
        .flatMap { invokeMethod($0, on: .object(a), type: objects[a].type, value: context).number } ?? length
    }
    runAlongside(duration: length)
    // The transition's end: the container leaves the window, and the presentation controller hears so.
    let container = implicitLayer(["containerView"])
    runLater(by: length, what: "the dismissal's end", repeats: false, at) { interpreter in
      interpreter.event(on: container, "set", .object([("hidden", .number(1))]))
      interpreter.removedLater.insert(container)
      if let p = presentation,
        let f = interpreter.methods("dismissalTransitionDidEnd", in: interpreter.objects[p].type, isStatic: false)
          .first,
        f.parameters.count == 1
      {
        _ = interpreter.invokeMethod(f, on: .object(p), type: interpreter.objects[p].type, value: .bool(true))
      }
    }
    objects[presented].fields["presentingViewController"] = .null
    if case .object(let below) = presenter { objects[below].fields["presentedViewController"] = .null }
    return length
  }

  /// A controller's `transitionCoordinator`: one while a presentation runs, else nil (UIKit's).
  mutating func transitionCoordinator() -> RuntimeValue {
    guard alongside != nil else { return .null }
    if let o = objects.firstIndex(where: { $0.type == Self.transitionCoordinatorType }) { return .object(o) }
    objects.append(ObjectBuild(type: Self.transitionCoordinatorType))
    return .object(objects.count - 1)
  }

  /// `animate(alongsideTransition:completion:)` (`animateAlongsideTransition:completion:`): kept
  /// to run with the transition; nil for another method.
  mutating func transitionCoordinatorCall(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard name == "animate" || name.hasPrefix("animateAlongsideTransition"), alongside != nil,
      let animations = arguments.first(where: { $0.label == "alongsideTransition" || $0.label == nil })
        ?? arguments.first
    else { return nil }
    let completion = arguments.first { $0.label == "completion" }.map { evaluate($0.value) }
    let kept = Alongside(animations: evaluate(animations.value), completion: completion, site: site)
    alongside?.append(kept)
    return .bool(true)
  }

  /// Runs the animations kept for the transition, as one UIKit block each lasting `duration`
  /// (seconds), and queues their completions for its end.
  mutating func runAlongside(duration: Double) {
    let waiting = alongside ?? []
    alongside = []
    guard !waiting.isEmpty else { return }
    let context = transitionContext()
    let saved = site
    defer { site = saved }
    for kept in waiting {
      site = kept.site
      if duration > 0 {
        note(
          "animate(alongsideTransition:) runs with the transition: over its \(Self.seconds(duration)) s, easeInEaseOut (UIKit's default curve, taken)"
        )
      }
      let origin = "animate(alongsideTransition:), line \(kept.site.line)"
      if duration <= 0 {
        runClosure(kept.animations, [context])  // not animated: the changes are made at once
      } else if case .closure = kept.animations {
        uikitBlocks.append(UIKitBlock(duration: duration, delay: 0, curve: .string("easeInEaseOut"), origin: origin))
        runClosure(kept.animations, [context])
        uikitBlocks.removeLast()
      }
      if let completion = kept.completion, case .closure = completion {
        completions.append(
          Completion(time: delayedBy + duration, what: origin + " completion", site: kept.site) {
            $0.runClosure(completion, [context])
          })
      }
    }
  }
}
