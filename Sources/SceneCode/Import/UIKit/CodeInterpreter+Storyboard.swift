import MediaTiming

// What UIKit sets up before the code runs or around it: a storyboard's outlets and the content
// view of a cell or an effect view. (A controller shown as the screen's root:
// `CodeInterpreter+WindowRoot.swift`.)

/// `@IBOutlet var box: UIView!`: a view the storyboard made and set before the code runs: a view
/// of its own in its owner's view (its frame, not in the code, at Core Animation's defaults), not nil.
extension CodeInterpreter {
  /// True for an outlet's type that is a view's (`UIView!`, `UIButton?`, a `…View` of the program's).
  static func isViewOutletType(_ type: String) -> Bool {
    let kind = type.filter { $0 != "!" && $0 != "?" }
    return isUIKitView(kind) || kind.hasSuffix("View") || kind.hasSuffix("Button") || kind.hasSuffix("Label")
  }

  /// The outlet lies in its owner's view: a controller's `view`, or the view object itself.
  mutating func outlet(_ name: String, type: String?, owner o: Int) -> RuntimeValue {
    // A controller loads its view first: a storyboard's scene sets its outlets then.
    if isViewController(objects[o].type), objects[o].fields["view"] == nil {
      _ = objectMember(o, "view")
      if let set = objects[o].fields[name] { return set }
    }
    // A view of one of the program's classes (`@IBOutlet var ring: ProgressRing!`): the
    // storyboard makes an instance of it, `init(coder:)` then `awakeFromNib()` run.
    let kind = (type ?? "").filter { $0 != "!" && $0 != "?" }
    if program.types[kind]?.isDeclared == true, let system = systemAncestor(kind), Self.isLayerBacked(system),
      !system.hasSuffix("Layer")
    {
      return storyboardInstance(name, of: kind, owner: o)
    }
    // Outlets to a constraint, a label's text … are values the code does not see made.
    guard Self.isViewOutletType(type ?? "UIView") else {
      if kind == "NSLayoutConstraint" {
        noteOnce(
          "\(name) is a storyboard constraint: the views it relates are not in the code, so changing it moves nothing here"
        )
      }
      return .unknown(name)
    }
    let i = implicitLayer([name])
    layers[i].isViewLayer = true
    // Its class is the declared one (`UIButton!`): a button's title, an image view's image …
    if Self.isUIKitView(kind) { layers[i].systemKind = kind }
    storyboardOutlets.insert(i)
    var container: Int?
    if systemAncestor(objects[o].type)?.hasSuffix("ViewController") == true,
      case .layer(let view)? = objectMember(o, "view")
    {
      container = view
    } else {
      container = objects[o].layer
    }
    if let container, layers[i].parent == nil, container != i { attachFromStart(i, to: container, name: name) }
    if !applyInterface(i, name, owner: o) { sayOutletFrame(i, name) }
    return .layer(i)
  }

  /// Gives outlet layer `i` the frame `--arg NAME=X,Y,W,H` gave it (the storyboard's, which the
  /// code does not hold), or says that its frame is not in the code.
  mutating func sayOutletFrame(_ i: Int, _ name: String) {
    guard let (x, y, w, h) = givenFrames[name] else {
      return noteOnce(
        "\(name) is a storyboard outlet: the view is there, its frame is not in the code (give it with --arg \(name)=X,Y,W,H)"
      )
    }
    if !layers[i].properties.contains(where: { $0.key == "bounds" }) {
      layers[i].setProperty("bounds", .rect(0, 0, w, h))
      layers[i].setProperty("position", .point(x + w / 2, y + h / 2))
    }
    noteOnce(
      "\(name) is a storyboard outlet: its frame (\([x, y, w, h].map(shortestText).joined(separator: ", "))) from --arg"
    )
  }
}

extension CodeInterpreter {
  /// Puts outlet layer `i` in `container` as the storyboard did before any code ran (also when
  /// the code first reaches it in code that runs later).
  mutating func attachFromStart(_ i: Int, to container: Int, name: String) {
    let saved = delayedBy
    delayedBy = 0
    attach(i, to: container, site, name: name)
    delayedBy = saved
  }

  /// Says once per outlet and key that a UIKit block animates `key` of outlet `i` from a value
  /// the storyboard set (not in the code), taken as `old` (UIKit's default).
  mutating func storyboardValueNote(_ i: Int, _ key: String, _ old: RuntimeValue, _ before: LayerBuild) {
    // (A view read from a storyboard or xib given has its values: what the file leaves out is
    // UIKit's default there too.)
    guard storyboardOutlets.contains(i), !interfaceViews.contains(i),
      !before.properties.contains(where: { $0.key == key }),
      !["position", "bounds", "transform"].contains(key), !CodeTransform.partKeyPaths.contains(key)
    else { return }
    let shown: String
    switch json(old) {
    case .number(let x, _)?: shown = shortestText(x)
    case .string(let text)?: shown = text
    default: shown = "none"
    }
    noteOnce(
      "\(layers[i].id).\(key) before the animation is the storyboard's, not in the code: taken as \(shown), UIKit's default"
    )
  }

  /// The instance of the program's view class `kind` a storyboard makes for outlet `name` of
  /// object `o`: in its owner's view, its frame not in the code (Core Animation's defaults, said),
  /// its `init(coder:)` and `awakeFromNib()` run, as UIKit loads it.
  mutating func storyboardInstance(_ name: String, of kind: String, owner o: Int) -> RuntimeValue {
    let made = newObject(kind)
    guard case .object(let v) = made, let i = objects[v].layer else { return made }
    layers[i].id = name
    var container: Int?
    if isViewController(objects[o].type), case .layer(let view)? = objectMember(o, "view") {
      container = view
    } else {
      container = objects[o].layer
    }
    if let container, container != i { attachFromStart(i, to: container, name: name) }
    storyboardOutlets.insert(i)
    if !applyInterface(i, name, owner: o) { sayOutletFrame(i, name) }
    for f in methods("init", in: kind, isStatic: false) + methods("initWithCoder:", in: kind, isStatic: false)
    where f.parameters.count == 1 && (f.isSelector || f.parameters[0].label == "coder") {
      _ = invoke(f, on: made, type: kind, [(f.parameters[0], .name("nil"))])
      break
    }
    if let awake = methods("awakeFromNib", in: kind, isStatic: false).first(where: { $0.parameters.isEmpty }) {
      _ = invoke(awake, on: made, type: kind, [])
    }
    return made
  }
}

/// The `contentView` UIKit gives a cell and a visual-effect view: a view inside it, as large as
/// it, that the code adds its subviews to.
extension CodeInterpreter {
  static let contentViewOwners: Set<String> = [
    "UIVisualEffectView", "UITableViewCell", "UICollectionViewCell", "NSVisualEffectView",
  ]

  /// The content view of view layer `i` (made on first use); nil for a view that has none.
  mutating func contentView(of i: Int) -> Int? {
    // (Also a view of a program class descending from one: `FTToastIndicatorView : UIVisualEffectView`.)
    guard let kind = layers[i].viewKind ?? layers[i].systemKind, Self.contentViewOwners.contains(kind) else {
      return nil
    }
    if let made = layers[i].sublayers.first(where: { layers[$0].fillsParent && layers[$0].guideKind == nil }) {
      return made
    }
    guard case .layer(let child) = newView([], kind: "UIView") else { return nil }
    layers[child].fillsParent = true
    layers[child].helperName = "contentView"
    if case .rect(_, _, let w, let h) = layers[i].property("bounds") {
      setLayer(child, "frame", .rect(0, 0, w, h), site)
    }
    attach(child, to: i, site, name: "contentView")
    return child
  }
}

/// Where a layer's bounds' origin lies in the window: its frames' origins down the tree (each
/// bounds' own origin subtracted), transforms left aside; nil when a frame is not known.
extension CodeInterpreter {
  func originInWindow(_ i: Int) -> SIMD2<Double>? {
    var point = SIMD2<Double>(0, 0)
    var next: Int? = i
    var steps = 0
    while let layer = next, steps <= layers.count {
      guard case .rect(let bx, let by, let w, let h) = layers[layer].property("bounds"),
        case .point(let px, let py) = layers[layer].property("position"),
        case .point(let ax, let ay) = layers[layer].property("anchorPoint")
      else { return nil }
      // A point of this layer's bounds space, in its superlayer's space.
      point += SIMD2(px - ax * w - bx, py - ay * h - by)
      next = layers[layer].parent
      steps += 1
    }
    return point
  }
}
