import MediaTiming
import Scenes

/// Runs a program's code in a model of Core Animation's objects, with "now" at scene time 0, and
/// writes what it built as a scene file. Functions, methods and closures run with their
/// parameters in scopes of their own; loops and recursion are bounded (`Limits`).
struct CodeInterpreter {
  let markers: CodeMarkers
  let program: CodeProgram
  var animations: [AnimationBuild] = []
  var layers: [LayerBuild] = []
  var paths: [PathBuild] = []
  /// Instances of the program's own types.
  var objects: [ObjectBuild] = []
  /// The controllers a transition context gives (`from`, `to`), once made by a cast.
  var contextControllers: [String: RuntimeValue] = [:]
  /// While a present runs its transitioning delegate's animator: the controllers by key.
  var presentingControllers: [String: RuntimeValue] = [:]
  /// The navigation controller's delegate the code set (`navigationController?.delegate = …`):
  /// asked for an animator when a controller is pushed.
  var navigationDelegate: RuntimeValue?
  /// While a storyboard scene or xib loads: the views whose `awakeFromNib` waits until every
  /// outlet of the file is connected, as UIKit sends it (nil outside a load).
  var pendingAwakes: [(object: RuntimeValue, type: String)]?
  /// Observers of notifications (the keyboard's: CodeInterpreter+Keyboard.swift), in order.
  var notificationObservers: [NotificationObserver] = []
  /// `--arg translation=X,Y` and `--arg velocity=X,Y`: what a gesture run as the entry reads
  /// once it has moved (points, points per second).
  var gestureMotion: (translation: (Double, Double)?, velocity: (Double, Double)?) = (nil, nil)
  /// The keyboard is up (a text field became first responder).
  var keyboardShown = false
  /// The frame a custom presentation's presentation controller gives the view being presented.
  var presentedFrame: RuntimeValue?
  /// Layers taken out of their tree by code run later (hidden from then, still in the scene's tree).
  var removedLater: Set<Int> = []
  /// View layers whose view's `action(for:forKey:)` is being asked (its own sets inside are plain).
  var viewActionsRunning: Set<Int> = []
  /// Computed properties being read now, by instance and name (one that reads itself stops).
  var gettersRunning: Set<GetterRead> = []
  struct GetterRead: Hashable {
    var object: Int
    var name: String
  }
  /// The program's view classes with an `action(for:forKey:)` of their own (worked out once).
  var viewActionTypes: Set<String>?
  /// While a presentation runs: animations its transition coordinator keeps to run with it.
  var alongside: [Alongside]?
  /// Controllers the code made whose view has been loaded (`viewDidLoad` run) to be shown.
  var loadedControllers: Set<Int> = []
  /// Controllers `instantiateViewController(withIdentifier:)` made, by object: the storyboard
  /// file and the scene (its controller's id) whose view they load.
  var storyboardScenes: [Int: (file: String, owner: String)] = [:]
  /// Static properties of the program's types once read or set, by `Type.name`.
  var statics: [String: RuntimeValue] = [:]
  /// Layers the code names without creating them (`self.myLayer`, `view.layer`), by name.
  var implicitLayers: [String: Int] = [:]
  /// The scope statements run in now; `globals` is the file's.
  var scope: CodeScope
  let globals: CodeScope
  /// `self` in the method running now (nil in free functions and at file level).
  var selfValue: RuntimeValue?
  /// The type whose method runs now (for unqualified calls of its other methods).
  var selfType: String?
  /// `CATransaction`'s animation duration for each open transaction (nil: not set).
  var transactions: [Double?] = []
  /// `CATransaction.setDisableActions(true)` in each open transaction (model values then do not
  /// animate implicitly); `performWithoutAnimation` running.
  var actionsDisabled: [Bool] = []
  /// `CATransaction.setAnimationTimingFunction(_:)` in each open transaction, as a scene writes
  /// the curve (nil: not set).
  var transactionCurves: [JSONValue?] = []
  /// The call depth whose `defer` bodies run now, if any.
  var deferringAt: Int?
  var withoutAnimation = 0
  /// `UIView.setAnimationsEnabled(false)` in force: UIKit blocks animate nothing.
  var viewAnimationsDisabled = false
  /// Set once a model value set later animated implicitly (said once, at the end).
  var implicitNoted = false
  /// UIKit animation blocks open now, innermost last, and the animations they added.
  var uikitBlocks: [UIKitBlock] = []
  var animators: [AnimatorBuild] = []
  /// Auto Layout constraints made with anchors, and whether a layout pass is waiting.
  var constraints: [LayoutConstraint] = []
  /// Stack views' arrangements, by the stack's layer.
  var stacks: [Int: StackArrangement] = [:]
  /// Views' content hugging and compression resistance priorities, where the code set them.
  var contentPriorities: [Int: ContentPriorities] = [:]
  var layoutPending = false
  /// Views (objects) whose `layoutSubviews()` ran, those marked with `setNeedsLayout()` since,
  /// and whether a pass is running.
  var laidOutViews: Set<Int> = []
  /// Views whose `draw(_:)` has run, and those that asked to draw again (`setNeedsDisplay()`).
  var drawnViews: Set<Int> = []
  /// The `draw(_:)` pass under way (Core Graphics drawing), the shape layers each view's passes
  /// drew (by view layer, in drawing order), and UIBezierPaths' own line widths.
  var drawing: DrawingState?
  var drawnShapes: [Int: [Int]] = [:]
  var pathLineWidths: [Int: Double] = [:]
  /// The program's types with a `draw(_:)`, and the operators it declares (found once).
  var drawingTypes: Set<String>?
  var declaredOperators: Set<String>?
  var viewsNeedingDisplay: Set<Int> = []
  var viewsNeedingLayout: Set<Int> = []
  /// Views whose `updateProperties()` runs again at the next pass (an observed value changed).
  var viewsNeedingUpdate: Set<Int> = []
  /// Views whose `updateConstraints()` has run, and those `setNeedsUpdateConstraints()` marked.
  var constraintsUpdated: Set<Int> = []
  var viewsNeedingConstraints: Set<Int> = []
  var layingOutViews = false
  /// True while the constraints are being solved (`layOut()`).
  var solvingLayout = false
  /// UIKit methods the program exchanged for its own (`method_exchangeImplementations`).
  var swizzles: [Swizzle] = []
  /// True while a swizzled method's own call of itself runs UIKit's original (once).
  var bypassSwizzle = false
  /// Layers whose swizzled action lookup is running (a set inside it is plain).
  var swizzledActions: Set<Int> = []
  /// The declared result type of the function running (`-> UIColor`, a getter's type), if any.
  var returnType: String?
  /// True once a controller was made the window's root (`window.rootViewController = …`).
  var rootShown = false
  /// View controllers whose `loadView`/`viewDidLoad` is running (their views are in no window yet).
  var viewsLoading = 0
  /// Stored values of `@Observable` objects set so far (a count): an `updateProperties()` that
  /// ran before the latest is run again in the same pass.
  var observableChanges = 0
  /// True while a block queued on the main queue by the set-up runs (what it queues runs at once).
  var runningQueuedBlocks = false
  /// Swift initializers running, innermost last: the object, the class whose `init` it is, and
  /// the call depth of its body (its own stored properties set in that body call no observers;
  /// set in a method it calls, they do).
  var initializers: [(object: Int, type: String, depth: Int)] = []
  /// Values an initializer the program adds to `CGRect` (…) is making, innermost last.
  var valuesBeingMade: [RuntimeValue] = []
  /// The declared types of the computed properties being read, innermost last: what `.init(…)`
  /// written alone in a getter makes (`static var defaultStyle: Strategy.Style { .init() }`).
  var expectedTypes: [String?] = []
  /// The layers of view controllers' views (`view` in a controller's code): the screen's size
  /// when the code reads it without setting it.
  var controllerViews: Set<Int> = []
  /// The layers of storyboard outlets' views (`@IBOutlet var box: UIButton!`): their values before
  /// the code sets them are the storyboard's, not known here.
  var storyboardOutlets: Set<Int> = []
  /// The views a storyboard or xib read made (their values are the file's, or UIKit's defaults
  /// where the file writes none).
  var interfaceViews: Set<Int> = []
  /// The screen's size, points: an iPhone's (390 × 844), or the size a storyboard lays its
  /// screen out for.
  var screen = (w: 390.0, h: 844.0)
  /// Controllers whose view was loaded from a storyboard's scene: the file's index.
  var interfaceScenes: [Int: Int] = [:]
  /// While an entry action runs: how many layers there were when it began (those animate
  /// implicitly in its transaction); nil otherwise.
  var entryActionLayers: Int?
  /// Implicit animations an entry action's changes added (uikit.md §6).
  var implicitInEntry = 0
  /// Top-level names two files declare (`static const CGFloat kDuration` in each `.m`): each
  /// file's value, by file (name → file → value); the file of the first declaration of others.
  var fileGlobals: [String: [String: RuntimeValue]] = [:]
  var globalFiles: [String: String] = [:]
  /// Changes UIKit blocks' closures made to views, or could not be read (then they may have):
  /// a block that made none and added no animation calls its completion at once.
  var blockTouches = 0
  /// The navigation and tab bars a storyboard's containers put over a controller's view (by the
  /// view's layer): safe-area insets UIKit adds to the screen's.
  var containerBars: [Int: InterfaceDocument.Bars] = [:]
  /// Where a root view sits on the screen when not at its top-left: an embedded controller's
  /// view in its container (points; safe areas are measured from there).
  var screenOrigins: [Int: (x: Double, y: Double)] = [:]
  /// Frames `--arg NAME=X,Y,W,H` gives storyboard outlets (points in their superview).
  var givenFrames: [String: (Double, Double, Double, Double)] = [:]
  /// The first style change made on a view's own layer outside a UIKit block (which does not
  /// animate): the reason given when the code sets up no animation at all.
  var stillViewChange: (site: CodeSite, layer: String, key: String)?
  /// The first image view whose picture timed code changes (a flipbook on a timer): the reason
  /// given when the code sets up no animation.
  var flipbook: (site: CodeSite, layer: String)?
  /// The first value a UIKit block set to what it already was (nothing to animate): said when
  /// the code sets up no animation.
  var unchangedBlockSet: (site: CodeSite, layer: String, key: String, origin: String)?
  /// Above 0 while a UIKit block sets a view's model value (not a change outside a block).
  var settingBlockModel = 0
  /// The cell classes registered with each table view layer, by reuse identifier.
  var tableCellClasses: [Int: [String: String]] = [:]
  /// The xibs registered with each table view layer for its cells (`register(UINib(nibName:…),
  /// forCellReuseIdentifier:)`), by reuse identifier: the nib's name.
  var tableCellNibs: [Int: [String: String]] = [:]
  /// The table view layers that have made their rows.
  var tablesShown: Set<Int> = []
  /// The table view layers given a data source (the ones that make rows).
  var tablesWithSource: Set<Int> = []
  /// The collection view layers given a data source, and those that have made their items.
  var collectionsWithSource: Set<Int> = []
  var collectionsShown: Set<Int> = []
  /// The prototype cells a storyboard gave each table or collection view layer.
  var interfacePrototypes: [Int: InterfacePrototypes] = [:]
  /// The cells a table or collection view made, by `[section, row]`, in the order made.
  var listCells: [Int: [(path: [Int], cell: Int)]] = [:]
  /// Each layer key's model value before the code's first change at an instant (seconds after the
  /// entry point): the "previous value" an animation with no from, to or by starts at.
  var valuesBeforeChange: [Int: [String: (at: Double, value: RuntimeValue)]] = [:]
  /// A layer's own `duration`, `repeatCount`, `repeatDuration`, `autoreverses`, as the code set
  /// them (by layer): read back, not applied.
  var layerOwnTimings: [Int: [String: RuntimeValue]] = [:]
  /// A view's layer that is an instance of one of the program's layer classes (`+ (Class)layerClass
  /// { return [ShimmerLayer class]; }`): the layer's object, by the layer's index.
  var layerObjects: [Int: Int] = [:]
  /// True while views are told their tint changed (a `tintColorDidChange` that sets a tint
  /// again is not told again).
  var tintNotifying = false
  static let layerOwnTiming: Set<String> = ["duration", "repeatCount", "repeatDuration", "autoreverses"]
  /// The view layer `becomeFirstResponder()` gave the keyboard's focus, if any.
  var focusedLayer: Int?
  /// The label of the statement about to run (`outer: for …`), for the loop it is.
  var nextLoopLabel: String?
  /// Timers made but not yet scheduled, and values kept with `objc_setAssociatedObject`.
  var timers: [DelayedRun] = []
  /// The display links among the timers, by timer index (Runtime/CodeInterpreter+DisplayLinks).
  var displayLinks: [Int: DisplayLink] = [:]
  /// Key-value observers (`addObserver(_:forKeyPath:…)`).
  var observations: [Observation] = []
  /// How deep `setLayer` calls are nested: observers are told when the outermost ends.
  var layerSetDepth = 0
  var timerInfo: [Int: RuntimeValue] = [:]
  /// Timers the code invalidated (`invalidate()`), with when (seconds after the entry point): a
  /// repeating one fires no more.
  var invalidatedTimers: [Int: Double] = [:]
  /// The timer whose code runs now (the argument a timer's block is given).
  var firingTimer: Int?
  var associated: [String: RuntimeValue] = [:]
  var uikitAdded = 0
  /// What was left out or assumed, where.
  var notes: [Diagnostic] = []
  /// The statement running now.
  var site = CodeSite(line: 0, text: "")
  var line: Int { site.line }
  /// True once the statement being run has read `CACurrentMediaTime()`: a begin time computed
  /// from it is a time, even when it comes out as 0 here (where now is 0).
  var readsNow = false
  var steps = 0
  var callDepth = 0
  /// Seconds after the entry point at which the code now running runs (timed code: `asyncAfter`,
  /// timers), and how many layers and animations existed when it was scheduled.
  var delayedBy = 0.0
  var delayedSince = (layers: 0, animations: 0)
  /// What code run later did to layers already there: the scene's events, in the order run.
  var events: [EventBuild] = []
  /// Each layer's path in the scene written (`root/box`), filled as the scene is written.
  var layerPaths: [Int: String] = [:]
  /// Layers' own timing as events have changed it, for code running later to read back.
  var laterTimings: [Int: LaterTiming] = [:]
  /// Layers' model values at the commit, kept while code run later changes them.
  var committedProperties: [Int: [(key: String, value: RuntimeValue)]] = [:]
  var laterProperties: [Int: [(key: String, value: RuntimeValue)]] = [:]
  /// Code to run when animations end (completion blocks, delegates), and the end of every
  /// animation added so far (scene seconds, roughly); each open transaction's completion block.
  var completions: [Completion] = []
  /// The sites of the timed code running now and of what scheduled it (`Completion.chain`).
  var runningChain: Set<CodeSite> = []
  /// Animations whose delegate's `animationDidStop(_:finished:)` has not run yet: removed before
  /// they end, it runs then, not finished.
  var pendingStops: [PendingStop] = []
  /// UIKit blocks' completions waiting for the animations their block added
  /// (`BlockCompletionWatch`), and every animation UIKit blocks added, in order.
  var blockWatches: [BlockCompletionWatch] = []
  var uikitAddLog: [(layer: Int, key: String)] = []
  /// Dispatch groups' notify blocks waiting for the group to empty, by group object.
  var groupNotifies: [Int: [RuntimeValue]] = [:]
  /// How many arguments `bindOverload` has held in temporaries (their names are numbered).
  var heldArguments = 0
  /// Objects whose initializer is running (innermost last).
  var constructing: [Int] = []
  /// Controls' target-action pairs (`addTarget(_:action:for:)`), run by `sendActions(for:)`.
  var controlTargets: [ControlTarget] = []
  var addedEnds: [Double] = []
  var transactionCompletions: [(block: RuntimeValue, since: Int, site: CodeSite)?] = []
  /// Property observers running now (`object.property`): one does not set off itself again.
  var observersRunning: Set<String> = []
  /// `UIAppearance`: values sent to `[X appearance]`, by class and property, in order.
  var appearance: [(type: String, property: String, value: RuntimeValue)] = []
  /// Program views that have had their appearance (once each, as UIKit applies it).
  var appearanceApplied: Set<Int> = []
  /// `object.property` set on a view by code outside its own methods: appearance leaves it.
  var setOnInstance: Set<String> = []
  /// Set once `Limits.steps` is used up: everything unwinds.
  var halted = false
  /// The functions and methods that ran, by where they are declared.
  var ran: Set<CodeSite> = []
  /// Animations left out because Core Animation would refuse them.
  var leftOut = 0
  /// What `problem(in:)` said of each animation content checked so far.
  var refusals: [JSONValue: Diagnostic?] = [:]
  /// Statements already reported as not understood (each once, however often it runs).
  var reported: Set<String> = []

  /// Bounds that turn runaway code into a message: statements run in all, iterations of one
  /// loop, nested calls.
  enum Limits {
    static let steps = 100_000
    static let iterations = 1_000
    static let callDepth = 64
    /// Timed code run after the set-up, in all (timer firings and frames aside).
    static let fires = 100
    /// Firings of one repeating timer (20 s of a 60 Hz timer).
    static let timerFires = 1_200
    /// Frames of one display link (20 s at 60 Hz).
    static let frames = 1_200
  }

  /// The system classes above `name` whose extensions a subclass has: a view's `UIView` (or
  /// `NSView`), a control's `UIControl` too, a layer's `CALayer`, a view controller's
  /// `UIViewController`; none for another.
  static func systemAncestors(of name: String) -> [String] {
    // (Every one of them an `NSObject`: `extension NSObject: P {}` gives them `P`'s methods.)
    if name.hasSuffix("Layer") { return name == "CALayer" ? ["NSObject"] : ["CALayer", "NSObject"] }
    if name.hasSuffix("ViewController") || name.hasSuffix("Controller") && name.hasPrefix("UI") {
      return name == "UIViewController"
        ? ["UIResponder", "NSObject"] : ["UIViewController", "UIResponder", "NSObject"]
    }
    let appKit = name.hasPrefix("NS")
    guard isLayerBacked(name) else { return [] }
    var ancestors = [appKit ? "NSView" : "UIView", appKit ? "NSResponder" : "UIResponder", "NSObject"]
    if [
      "UIButton", "UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
      "UIDatePicker",
    ].contains(name) {
      ancestors.insert("UIControl", at: 0)
    }
    // Scrolling views (`extension UIScrollView` reaches a table view's and a text view's code).
    if ["UITableView", "UICollectionView", "UITextView"].contains(name) { ancestors.insert("UIScrollView", at: 0) }
    return ancestors.filter { $0 != name }
  }

  /// The program's methods and properties by type and name, each type's ancestors' included
  /// (nearest first): looked up on every call and every name.
  struct Tables {
    var methods: [String: [String: [CodeFunction]]] = [:]
    var properties: [String: [String: SourceProperty]] = [:]
  }
  let tables: Tables

  init(program: CodeProgram, markers: CodeMarkers) {
    self.program = program
    self.markers = markers
    var tables = Tables()
    for name in program.typeOrder + program.qualifiedNames {
      var seen: Set<String> = []
      var next: String? = name
      var methods: [String: [CodeFunction]] = [:]
      var properties: [String: SourceProperty] = [:]
      var protocols: [String] = []
      var system = name
      /// Adds `type`'s methods, and its properties not already found (nearest type first).
      func absorb(_ type: CodeType) {
        for f in type.methods {
          // An override without the defaults of the method it overrides still has them: Swift
          // takes a call's defaults from the declaration it overrides (`animate(a, toState: b)`
          // calls an `override func animate(_:toState:completion:)` with `completion` nil).
          if var nearer = methods[f.name] {
            for k in nearer.indices { nearer[k].inheritDefaults(from: f) }
            methods[f.name] = nearer
          }
          methods[f.name, default: []].append(f)
        }
        for p in type.properties.reversed() {
          // `_ring` is the ivar of `ring` (Objective-C), unless the type declares both: Swift's
          // backing storage (`_content` behind a computed `content`) is a property of its own.
          let stripped = String(p.name.drop { $0 == "_" })
          // (In Objective-C `_ring` beside `@property ring` is that property's ivar all the same.)
          let both =
            !program.isObjectiveC && stripped != p.name && type.properties.contains { $0.name == stripped }
          let key = both ? p.name : stripped
          if properties[key] == nil {
            properties[key] = p
          } else if let nearer = properties[key], nearer.observesInherited, nearer.initial == nil,
            p.getter == nil, p.setter == nil
          {
            // `override var tintColor: UIColor { didSet { … } }` over a stored property of the
            // program's superclass: that storage, with its initial value, and the observers.
            properties[key]?.initial = p.initial
            properties[key]?.isOptional = p.isOptional
            properties[key]?.type = nearer.type ?? p.type
            properties[key]?.observesInherited = false
          }
        }
      }
      while let n = next, let type = program.types[n], seen.insert(n).inserted {
        absorb(type)
        protocols += type.conformances
        system = n
        next = type.superclass
      }
      // Past the program's classes, the system's: what the program adds to `UIView` (or
      // `CALayer`, `UIViewController`) in an extension is a `UIButton` subclass's too.
      // (Where the chain left the program: a system superclass, or a system class it extends.)
      let exit = next ?? (program.types[system]?.isDeclared == false ? system : nil)
      for n in exit.map(Self.systemAncestors) ?? [] {
        guard let type = program.types[n], seen.insert(n).inserted else { continue }
        absorb(type)
        protocols += type.conformances
        // `extension NSObject: AssociatedObjects {}`: an extension's first name is a protocol.
        if !type.isDeclared, let first = type.superclass { protocols.append(first) }
      }
      // Then what protocol extensions give the types it conforms to (after its own, so a
      // class's method wins over a protocol's default).
      // (A protocol's own protocols after it: `HasPath: Animatable` gives `Animatable`'s too.)
      var queue = protocols
      while !queue.isEmpty {
        let n = queue.removeFirst()
        guard let type = program.types[n], seen.insert(n).inserted else { continue }
        absorb(type)
        queue += type.conformances
      }
      tables.methods[name] = methods
      tables.properties[name] = properties
    }
    self.tables = tables
    globals = CodeScope(parent: nil)
    scope = globals
  }

  /// Says `text` at the current site, once. `code`, `animation` (an id) and `fix` make it a note
  /// `explain` can take up (`matrix-rotation`).
  mutating func note(_ text: String, code: String? = nil, animation: String? = nil, fix: Fix? = nil) {
    let location = site.line > 0 ? TextLocation(file: site.file, line: site.line, column: site.column) : nil
    var diagnostic = Diagnostic(.note, code: code, at: location, text, fix: fix)
    diagnostic.animation = animation
    let key = "\(site.file ?? ""):\(site.line):\(site.column):\(text)"
    guard reported.insert(key).inserted else { return }
    notes.append(diagnostic)
  }

  /// Says the statement at `site` is left out and why (once: its first reason is the one that matters).
  mutating func ignored(_ site: CodeSite, _ why: String) {
    if !uikitBlocks.isEmpty { blockTouches += 1 }
    let key = "\(site.file ?? ""):\(site.line):\(site.column)"
    guard reported.insert(key).inserted else { return }
    notes.append(
      Diagnostic(
        .note, at: TextLocation(file: site.file, line: site.line, column: site.column), "\(site.text) ignored (\(why))")
    )
  }

  /// One more step; false (and a message, once) when the program has used them all.
  mutating func step() -> Bool {
    guard !halted else { return false }
    steps += 1
    if steps > Limits.steps {
      halted = true
      // (In code a timer or display link runs, what ran is the frames up to now: said so.)
      note(
        delayedBy > 0
          ? "stopped after \(Limits.steps) statements, in code run \(Self.seconds(delayedBy)) s after the set-up: what it does later (more timer firings or frames) is not run"
          : "stopped after \(Limits.steps) statements: the code runs longer than set-up code does (a loop that never ends?)"
      )
      return false
    }
    return true
  }

  // MARK: Statements

  enum Flow {
    case normal, breakLoop, continueLoop
    case returned(RuntimeValue)
    case halted
    /// `break label` / `continue label`, on its way out to the statement labelled so.
    case jump(String, continues: Bool)
    /// `fallthrough`: the switch runs the next case's body.
    case fallthroughCase

    /// What a loop labelled `label` (nil: none) does after its body ended with this flow: nil
    /// goes on, else the loop ends so.
    func endsLoop(label: String?) -> Flow? {
      switch self {
      case .breakLoop: .normal
      case .jump(let name, let continues) where name == label: continues ? nil : .normal
      case .returned, .halted, .jump: self
      case .normal, .continueLoop, .fallthroughCase: nil
      }
    }
  }

  /// The label of the loop about to run (`outer: for …`), taken by it.
  mutating func takeLoopLabel() -> String? {
    defer { nextLoopLabel = nil }
    return nextLoopLabel
  }

  /// Runs `statements` in a scope of their own (`defer` bodies run at its end).
  mutating func execute(_ statements: [SourceStatement], in newScope: CodeScope? = nil) -> Flow {
    let saved = scope
    scope = newScope ?? CodeScope(parent: saved)
    defer { scope = saved }
    var deferred: [[SourceStatement]] = []
    var flow = Flow.normal
    for statement in statements {
      if case .deferred(let body, _) = statement {
        deferred.append(body)
        continue
      }
      flow = execute(statement)
      if case .normal = flow { continue }
      break
    }
    // (In an initializer, what a `defer` sets goes through the setters, observers and all: the
    // common trick for running `didSet` from `init`.)
    let outer = deferringAt
    if !deferred.isEmpty { deferringAt = callDepth }
    for body in deferred.reversed() { _ = execute(body) }
    deferringAt = outer
    return flow
  }

  mutating func execute(_ statement: SourceStatement) -> Flow {
    guard step() else { return .halted }
    if let at = statement.site { site = at }
    readsNow = false
    switch statement {
    case .expression(let e, let at):
      perform(e, at)
    case .declare(let name, .closure(let getter)?, CodeScope.computedType?, _):
      scope.values[name] = evaluate(.closure(getter))
      scope.computed.insert(name)
    case .declare(let name, let value, let type, _):
      // (A C struct's `{…}` literal, and `[.red, .blue]` for a `[UIColor]`: as the type declared.)
      var v = value.map { e in evaluate(type.map { typed(typed($0, e), as: $0) } ?? e) } ?? zero(ofType: type)
      // `Pair p = {1, 2};` of a struct the program declares: its fields in order.
      if let type, case .array(let items)? = value, let made = positionalStruct(type, items) { v = made }
      if let type, case .call(.name(""), let fields)? = value, fields.allSatisfy({ $0.label == nil }),
        let made = geometryStruct(type, fields.map(\.value))
      {
        v = made
      }
      v = labelled(v, as: type)
      // `Metrics m;` of a C struct the file declares: a value whose fields are set one by one.
      if value == nil, let type, program.structs.contains(type) { v = newObject(type) }
      if case .unknown = v, let type, let value { v = placeholder(of: type, for: name, from: value) ?? v }
      // `let label = SmartLabel()` of a class in a file not given: the class names the type.
      if case .unknown = v, type == nil, case .call(.name(let made), _)? = value, made.first?.isUppercase == true,
        program.types[made] == nil
      {
        v = placeholder(of: made, for: name, from: value!) ?? v
      }
      let isInteger = type.map(Self.isIntegerType) ?? value.map(isIntegerTyped) ?? false
      // C converts a `double` stored in an integer variable by dropping its fraction
      // (`NSInteger x = layer.position.x;` of 81.5 is 81); Swift would not compile it.
      if isInteger, type != nil, case .number(let x) = v { v = .number(Self.integerPart(x)) }
      if scope === globals { keepFileGlobal(name, v) }
      declare(name, v)
      if isInteger { scope.integers.insert(name) }
    case .assign(let target, let op, let value, let at):
      assignment(target, op: op, value: value, at)
    case .ifElse(let branches, let otherwise, _):
      for branch in branches {
        // `if isSpinning { return }`: an unknown condition that only leaves is taken as false,
        // so the set-up after it runs (taken as true, it skipped everything).
        let leaves = branches.count == 1 && otherwise == nil && Self.onlyLeaves(branch.body)
        let (holds, bindings) = test(branch.conditions, unknownHolds: !leaves)
        if holds { return execute(branch.body, in: bindings) }
      }
      if let otherwise { return execute(otherwise) }
    case .guardElse(let conditions, let otherwise, _):
      let (holds, bindings) = test(conditions)
      if holds {
        // `guard let x` binds `x` for the rest of the scope.
        for (name, value) in bindings.values { scope.values[name] = value }
      } else {
        return execute(otherwise)
      }
    case .forIn(let names, let sequence, let filter, let body, let at):
      return forIn(names, sequence, filter: filter, body: body, at)
    case .forLoop(let initial, let condition, let stepStatements, let body, let at):
      return forLoop(initial, condition, stepStatements, body, at)
    case .whileLoop(let conditions, let body, let checkFirst, let at):
      return whileLoop(conditions, body, checkFirst: checkFirst, at)
    case .switchCase(let subject, let cases, let at):
      return switchCase(subject, cases, at)
    case .returnValue(let value, _):
      // (Read as the declared result: `return .white` in a `UIColor` getter is `UIColor.white`.)
      return .returned(value.map { evaluate(typed($0, as: returnType)) } ?? .null)
    case .breakLoop: return .breakLoop
    case .continueLoop: return .continueLoop
    case .labeledJump(let label, let continues, _): return .jump(label, continues: continues)
    case .fallthroughCase: return .fallthroughCase
    case .labeled(let label, let inner):
      // A loop takes its label; any statement ends where `break label` leaves it.
      nextLoopLabel = label
      let flow = execute(inner)
      nextLoopLabel = nil
      if case .jump(label, continues: false) = flow { return .normal }
      return flow
    case .block(let body): return execute(body)
    case .deferred(let body, _): return execute(body)
    case .unknown(let reason, let at): ignored(at, reason)
    }
    return halted ? .halted : .normal
  }

  /// Whether every clause holds, and the names `if let` bound. A condition whose value is not
  /// known is taken as true (the set-up path), and said so.
  mutating func test(_ conditions: [CodeCondition], unknownHolds: Bool = true) -> (Bool, CodeScope) {
    let bindings = CodeScope(parent: scope)
    let saved = scope
    scope = bindings
    defer { scope = saved }
    for condition in conditions {
      switch condition {
      case .expression(let e):
        switch conditionTruth(e) {
        case false?: return (false, bindings)
        case true?: continue
        case nil where unknownHolds: note("the condition \(e.text) is not known here; taken as true")
        case nil:
          note("the condition \(e.text) is not known here; taken as false (its branch only leaves)")
          return (false, bindings)
        }
      case .binding(let name, let e):
        let value = evaluate(e ?? .name(name))
        if case .null = value { return (false, bindings) }
        // (The transition context's controller stands for the app's: its view is the context's.)
        if case .unknown(let text) = value, !text.hasPrefix(Self.contextControllerMarker) {
          note("\(name) is not known here; the code that needs it runs as if it were")
        }
        bindings.values[name] = value
      case .tupleBinding(let names, let e):
        let value = evaluate(e)
        if case .null = value { return (false, bindings) }
        guard let parts = value.tupleParts, parts.count == names.count else {
          note("\(e.text) is not known here; the code that needs it runs as if it were")
          for name in names where name != "_" { bindings.values[name] = .unknown(name) }
          continue
        }
        for (name, part) in zip(names, parts) where name != "_" { bindings.values[name] = part }
      case .assumedTrue: continue
      case .pattern(let pattern, let subject):
        let value = evaluate(subject)
        if case .unknown = value {
          note("\(subject.text) is not known here; the case is taken as matching")
          continue
        }
        if let names = caseBindings(pattern, value) {
          for (name, bound) in names { bindings.values[name] = bound }
          continue
        }
        if Self.isCastPattern(pattern) { return (false, bindings) }
        if same(evaluate(pattern), value) { continue }
        return (false, bindings)
      }
    }
    return (true, bindings)
  }

  /// True for a body that only leaves: `return`, `break` or `continue` (after nothing else), or
  /// a return after calls that only undo (`hide(); return (false, h)`: a guard against a state the
  /// set-up is not in).
  static func onlyLeaves(_ body: [SourceStatement]) -> Bool {
    if body.count == 1 {
      switch body[0] {
      case .returnValue(nil, _), .breakLoop, .continueLoop, .labeledJump: return true
      default: return false
      }
    }
    guard body.count > 1, case .returnValue? = body.last else { return false }
    return body.dropLast().allSatisfy { statement in
      switch statement {
      case .expression(.call(.name(let name), _), _), .expression(.call(.member(_, let name), _), _):
        return startsWithWord(baseName(name), teardownWords)
      default: return false
      }
    }
  }

  /// True, false, or nil when not known. Objective-C's rules: non-zero and non-nil are true.
  func truth(_ value: RuntimeValue) -> Bool? {
    switch value {
    case .bool(let b): b
    case .number(let x): x != 0
    case .null: false
    case .unknown: nil
    default: true
    }
  }

  /// True when the code at `site` is Objective-C (its file's language; the program's when the
  /// code has no file).
  func isObjectiveC(_ site: CodeSite) -> Bool {
    site.file.map { program.objectiveCFiles.contains($0) } ?? program.isObjectiveC
  }

  /// The truth of `e` as a condition: its value's, except that an Objective-C object reference
  /// is true when it is not nil, whatever number it boxes (`if (self.fromValue && …)` with `@0`).
  mutating func conditionTruth(_ e: CodeExpression) -> Bool? {
    let value = evaluate(e)
    return objectTruth(e, value) ?? truth(value)
  }

  /// True when `e` reads a property of `self` declared as an Objective-C object (`id`,
  /// `NSNumber *`) and holds a number: a non-nil object; nil otherwise (truth by value).
  func objectTruth(_ e: CodeExpression, _ value: RuntimeValue) -> Bool? {
    guard case .number = value, let type = selfType, isObjectiveC(site)
    else { return nil }
    let name: String
    switch e {
    case .member(.name("self")?, let member): name = member
    case .name(let n) where scope.find(n) == nil: name = n
    default: return nil
    }
    guard let declared = declaredProperty(name, in: type)?.type else { return nil }
    return declared == "id" || declared.hasSuffix("*") ? true : nil
  }

  mutating func loopLimit(_ at: CodeSite) {
    note("the loop at line \(at.line) stopped after \(Limits.iterations) iterations")
  }

  mutating func forIn(
    _ names: [String], _ sequence: CodeExpression, filter: CodeExpression?, body: [SourceStatement], _ at: CodeSite
  ) -> Flow {
    let label = takeLoopLabel()
    let items: [RuntimeValue]
    switch evaluate(sequence) {
    case .array(let xs): items = xs
    case .dictionary(let keys, let values):
      // `for (key, value) in table`: pairs in the order written; Swift's own order is unspecified.
      if keys.count > 1 {
        noteOnce("a loop over a dictionary takes its pairs in the order written; Swift's order is not defined")
      }
      items = zip(keys, values).map { .tuple([$0, $1]) }
    case .null: items = []
    default:
      site = at
      note("\(sequence.text) is not known here; the loop's body runs once")
      items = [.unknown(sequence.text)]
    }
    for (n, item) in items.enumerated() {
      if n >= Limits.iterations {
        loopLimit(at)
        break
      }
      let iteration = CodeScope(parent: scope)
      iteration.integers = integerLoopNames(names, sequence)
      if names.count > 1, case .tuple(let parts, _) = item {
        for (name, part) in zip(names, parts) where name != "_" { iteration.values[name] = part }
      } else if let name = names.first, name != "_" {
        iteration.values[name] = item
      }
      if let filter {
        let saved = scope
        scope = iteration
        let keep = truth(evaluate(filter))
        scope = saved
        if keep == false { continue }
      }
      if let end = execute(body, in: iteration).endsLoop(label: label) { return end }
    }
    return .normal
  }

  mutating func forLoop(
    _ initial: [SourceStatement], _ condition: CodeExpression?, _ stepStatements: [SourceStatement],
    _ body: [SourceStatement], _ at: CodeSite
  ) -> Flow {
    let label = takeLoopLabel()
    let saved = scope
    scope = CodeScope(parent: saved)
    defer { scope = saved }
    for s in initial { _ = execute(s) }
    var n = 0
    while true {
      if let condition {
        let holds = truth(evaluate(condition))
        if holds == false { break }
        if holds == nil {
          site = at
          note("the loop's condition \(condition.text) is not known here; its body runs once")
          if n > 0 { break }
        }
      }
      if n >= Limits.iterations {
        loopLimit(at)
        break
      }
      n += 1
      if let end = execute(body).endsLoop(label: label) { return end }
      for s in stepStatements { _ = execute(s) }
    }
    return .normal
  }

  mutating func whileLoop(
    _ conditions: [CodeCondition], _ body: [SourceStatement], checkFirst: Bool, _ at: CodeSite
  )
    -> Flow
  {
    let label = takeLoopLabel()
    var n = 0
    while true {
      // (`while let next = queue.popLast()`: what the condition binds is the body's.)
      var bindings: CodeScope?
      if checkFirst || n > 0 {
        var holds = true
        for condition in conditions {
          guard case .expression(let e) = condition else {
            let (bound, scope) = test([condition])
            if !bound { holds = false }
            bindings = bindings ?? scope
            for (name, value) in scope.values { bindings?.values[name] = value }
            continue
          }
          switch truth(evaluate(e)) {
          case false?: holds = false
          case true?: break
          case nil:
            site = at
            note("the loop's condition \(e.text) is not known here; its body runs \(n == 0 ? "once" : "no more")")
            if n > 0 { holds = false }
          }
        }
        if !holds { break }
      }
      if n >= Limits.iterations {
        loopLimit(at)
        break
      }
      n += 1
      if let end = execute(body, in: bindings).endsLoop(label: label) { return end }
    }
    return .normal
  }

  mutating func switchCase(
    _ subject: CodeExpression, _ cases: [(patterns: [CodeExpression]?, body: [SourceStatement])], _ at: CodeSite
  ) -> Flow {
    let value = evaluate(subject)
    var chosen: Int?
    if case .unknown = value {
      site = at
      note("\(subject.text) is not known here; the switch runs its default case")
      chosen = cases.firstIndex { $0.patterns == nil }
    } else {
      chosen = cases.firstIndex { c in
        guard let patterns = c.patterns else { return false }
        return patterns.contains { pattern in
          if caseBindings(pattern, value) != nil { return true }
          if Self.isCastPattern(pattern) { return false }
          let candidate = evaluate(pattern)  // first: it may make an object `same` then reads
          return same(candidate, value)
        }
      }
      chosen = chosen ?? cases.firstIndex { $0.patterns == nil }
    }
    guard let chosen else { return .normal }
    // `case .from(let direction, let offset):` binds the case's values for its body.
    let bindings = CodeScope(parent: scope)
    for pattern in cases[chosen].patterns ?? [] {
      guard let names = caseBindings(pattern, value) else { continue }
      for (name, bound) in names { bindings.values[name] = bound }
      break
    }
    let saved = scope
    scope = bindings
    defer { scope = saved }
    // Objective-C falls through cases without a break; Swift cases never do, and end in none.
    var index = chosen
    while index < cases.count {
      let flow = execute(cases[index].body)
      switch flow {
      case .breakLoop: return .normal
      case .fallthroughCase:
        guard index + 1 < cases.count else { return .normal }
        index += 1
      case .normal:
        let objectiveC = isObjectiveC(at)
        if objectiveC, index + 1 < cases.count { index += 1 } else { return .normal }
      default: return flow
      }
    }
    return .normal
  }

  /// The names `pattern` binds when it matches `value`, an enum case with associated values
  /// (`.from(let d, let o)` on `.from(direction: .top, offset: 30)`: d and o), or nil when it is
  /// not such a pattern or does not match.
  mutating func caseBindings(_ pattern: CodeExpression, _ value: RuntimeValue) -> [(String, RuntimeValue)]? {
    if case .call(.name(SwiftProgramReader.wherePattern), let parts) = pattern, parts.count == 2 {
      // `case let d where d > 3`: the pattern matches and its condition, with what it binds, holds.
      let inner = parts[0].value
      var bound: [(String, RuntimeValue)] = []
      if let names = caseBindings(inner, value) {
        bound = names
      } else if Self.isCastPattern(inner) || !same(evaluate(inner), value) {
        return nil
      }
      let saved = scope
      scope = CodeScope(parent: saved)
      for (name, x) in bound { scope.values[name] = x }
      let holds = truth(evaluate(parts[1].value))
      scope = saved
      return holds == true ? bound : nil
    }
    // `case let d:` binds the whole value.
    if case .opaque(let text) = pattern, text.hasPrefix("let ") { return [(String(text.dropFirst(4)), value)] }
    if case .call(.name(SwiftProgramReader.tuplePattern), let parts) = pattern {
      // `case (TimeInterval.infinity, _)`, `case (let a, let b)` on a tuple: part by part.
      guard case .tuple(let values, _) = value, values.count == parts.count else { return nil }
      var out: [(String, RuntimeValue)] = []
      for (part, item) in zip(parts.map(\.value), values) {
        switch part {
        case .opaque("_"): continue
        case .opaque(let text) where text.hasPrefix("let "): out.append((String(text.dropFirst(4)), item))
        default:
          if let inner = caseBindings(part, item) {
            out += inner
          } else if Self.isCastPattern(part) || !same(evaluate(part), item) {
            return nil
          }
        }
      }
      return out
    }
    if case .call(.name(SwiftProgramReader.castPattern), let parts) = pattern, parts.count == 2 {
      // `case let source as DataSource`, `case is DataSource`: the cast, as `as?` reads it.
      let cast = conditionalCast(value, to: parts[1].value.text)
      if case .null = cast { return nil }
      guard case .opaque(let binding) = parts[0].value, binding.hasPrefix("let ") else { return [] }
      return [(String(binding.dropFirst(4)), cast)]
    }
    guard case .call(.member(_, let name), let arguments) = pattern, case .object(let o) = value,
      objects[o].caseName == name, case .array(let payload)? = objects[o].fields["$payload"]
    else { return nil }
    var out: [(String, RuntimeValue)] = []
    for (i, argument) in arguments.enumerated() where i < payload.count {
      switch argument.value {
      case .opaque(let text) where text.hasPrefix("let "): out.append((String(text.dropFirst(4)), payload[i]))
      case .opaque("_"): continue
      default: return nil  // a value to compare: not handled here
      }
    }
    return out
  }

  /// True for a cast pattern (`case let x as T`, `case is T`), which only a cast matches, and a
  /// tuple pattern, which only a tuple does (both matched by `caseBindings` alone).
  static func isCastPattern(_ pattern: CodeExpression) -> Bool {
    if case .call(.name(let name), _) = pattern {
      return [SwiftProgramReader.castPattern, SwiftProgramReader.tuplePattern, SwiftProgramReader.wherePattern]
        .contains(name)
    }
    return false
  }

  /// `==` for the values code compares: numbers, strings, constants, Booleans, nil, objects.
  func same(_ a: RuntimeValue, _ b: RuntimeValue) -> Bool {
    switch (a, b) {
    case (.constant(let x), .constant(let y)): return x == y || Self.sameGestureState(x, y)
    case (.string(let x), .string(let y)), (.string(let x), .constant(let y)), (.constant(let x), .string(let y)):
      return x == y
    case (.null, .null): return true
    // Constants declared in a header not given (`MyStyleLarge`): equal when they are one name.
    case (.type(let x), .type(let y)): return x == y
    case (.object(let x), .object(let y)) where x != y:
      // Two values of one of the program's structs (an `OptionSet`'s `.both` and `.forwards`):
      // equal when their stored fields are, as a synthesized `==` compares them.
      guard objects.indices.contains(x), objects.indices.contains(y), objects[x].type == objects[y].type,
        program.structs.contains(objects[x].type), Set(objects[x].fields.keys) == Set(objects[y].fields.keys)
      else { return false }
      return objects[x].fields.allSatisfy { key, value in same(value, objects[y].fields[key]!) }
    case (.layer(let x), .layer(let y)), (.animation(let x), .animation(let y)), (.object(let x), .object(let y)),
      (.constraint(let x), .constraint(let y)), (.timer(let x), .timer(let y)):
      return x == y
    // (An object made while the other side was evaluated may be newer than this copy's list.)
    case (.object(let o), .constant(let c)), (.constant(let c), .object(let o)):
      return objects.indices.contains(o) && objects[o].caseName == c
    case (.object(let o), .string(let s)), (.string(let s), .object(let o)):
      return objects.indices.contains(o) && objects[o].caseName == s
    case (.color(let x), .color(let y)): return x == y  // `[color isEqual:UIColor.clearColor]`
    // Values compared field by field: index paths (`indexPath == selected`), geometry, arrays.
    case (.tuple(let x, _), .tuple(let y, _)), (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.point(let ax, let ay), .point(let bx, let by)), (.size(let ax, let ay), .size(let bx, let by)):
      return ax == bx && ay == by
    case (.rect(let ax, let ay, let aw, let ah), .rect(let bx, let by, let bw, let bh)):
      return ax == bx && ay == by && aw == bw && ah == bh
    // A view of the program's class and its layer are one view (`constraint.firstItem == view`).
    case (.layer(let x), .object(let o)), (.object(let o), .layer(let x)):
      return objects.indices.contains(o) && objects[o].layer == x
    default:
      if let x = a.number, let y = b.number { return x == y }
      return false
    }
  }

  // MARK: Variables

  /// Binds `name` in the current scope, naming the animation or layer it holds after it.
  mutating func declare(_ name: String, _ value: RuntimeValue) {
    nameObject(value, name)
    scope.values[name] = value
  }

  /// An animation or layer is known by the first variable that holds it.
  mutating func nameObject(_ value: RuntimeValue, _ name: String) {
    // An object handing itself on in its own methods (`scrollView.delegate = self`) is named by
    // its caller's variable, not by where it puts itself.
    if case .object(let o) = value, case .object(let me)? = selfValue, o == me { return }
    // Nor, while its initializer runs, by where that code hands it (`MMStateLayer(frame:,
    // delegate: self)` storing it as `stateDelegate`): by the variable that receives it.
    if case .object(let o) = value, constructing.contains(o) { return }
    if case .animation(let i) = value, animations[i].variable == nil { animations[i].variable = name }
    if case .layer(let i) = value, layers[i].id.isEmpty { layers[i].id = markerID(name) ?? name }
    // An instance of the program's view class is shown as its layer, named as the instance.
    if case .object(let o) = value, let i = objects[o].layer, layers[i].id.isEmpty {
      layers[i].id = markerID(name) ?? name
    }
    // One of UIKit's controllers (`let secondVC = UIViewController()`): its view is named after it.
    if case .object(let o) = value, Self.systemControllers.contains(objects[o].type), objects[o].fields["$name"] == nil
    {
      objects[o].fields["$name"] = .string(name)
    }
  }

  /// A stand-in for a value the given files cannot make (a superclass's factory, a shape helper
  /// in a file not given) when the declaration names its type: an animation of that class (its
  /// key path from a string argument that is one), or a layer. Said so.
  mutating func placeholder(of type: String, for name: String, from e: CodeExpression) -> RuntimeValue? {
    if Self.animationClasses.contains(type) {
      var keyPath: String?
      var strings: [String] = []
      Self.strings(in: e, into: &strings)
      keyPath = strings.first { KeyPathAddress.of($0) != nil || $0 == "transform" }
      note(
        "\(e.text) is not in the given files: assumed a new \(type)\(keyPath.map { " of \($0)" } ?? "") (give the file that defines it to follow it)"
      )
      let className = type == "CAPropertyAnimation" ? "CABasicAnimation" : type
      return newAnimation(className, keyPath: keyPath)
    }
    let kind = type.hasSuffix("Layer") && type.hasPrefix("CA") ? type : Self.viewKind(of: type)
    guard let kind else { return nil }
    let assumed = kind == type ? type : "\(type), taken for a \(kind)"
    note("\(e.text) is not in the given files: assumed a new \(assumed) (give the file that defines it to follow it)")
    let layer = newLayer(kind, id: markerID(name) ?? name)
    if case .layer(let i) = layer, !kind.hasPrefix("CA") {
      layers[i].isViewLayer = true
      layers[i].systemKind = kind
      if Self.textViews.contains(kind) { layers[i].label = LabelText() }
    }
    return layer
  }

  /// The UIKit view a view class is or, by its name's ending, stands for (an app's `SmartLabel`
  /// a `UILabel`, its `CardView` a `UIView`); nil for a name that is no view's.
  static func viewKind(of type: String) -> String? {
    if type.hasPrefix("UI") && (type.hasSuffix("View") || controls.contains(type)) { return type }
    let endings = [
      ("Label", "UILabel"), ("Button", "UIButton"), ("TextField", "UITextField"), ("Switch", "UISwitch"),
      ("Slider", "UISlider"), ("ImageView", "UIImageView"), ("View", "UIView"),
    ]
    return endings.first { type.hasSuffix($0.0) && !type.hasSuffix("Controller") }?.1
  }

  /// The string literals of an expression's arguments (a helper's key path, say).
  static func strings(in e: CodeExpression, into out: inout [String]) {
    switch e {
    case .string(let s): out.append(s)
    case .call(_, let args): args.forEach { strings(in: $0.value, into: &out) }
    case .message(_, let parts): parts.forEach { part in part.1.map { strings(in: $0, into: &out) } }
    case .box(let inner): strings(in: inner, into: &out)
    default: break
    }
  }

  /// What a declaration without a value holds: zero for C's numbers and geometry structs (an ivar
  /// is zero until set), else nil.
  func zero(ofType type: String?) -> RuntimeValue {
    guard let type else { return .null }
    if Self.numberTypes.contains(type) || program.enums.contains(type) { return .number(0) }
    if type == "BOOL" || type == "Bool" { return .bool(false) }
    // C structs are zeroed too (`CGRect initialFrame;` is {0, 0, 0, 0} until set).
    switch type {
    case "CGRect": return .rect(0, 0, 0, 0)
    case "CGPoint": return .point(0, 0)
    case "CGSize": return .size(0, 0)
    default: return .null
    }
  }

  static let numberTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "NSInteger", "NSUInteger", "CFTimeInterval", "NSTimeInterval",
    "TimeInterval", "float", "double", "int", "long", "unsigned", "short", "Float32", "Float64", "UInt", "int32_t",
    "Int32", "size_t", "uint32_t",
  ]

  /// The value `name` holds in the scopes that reach here, in `self`, or as a global.
  mutating func lookup(_ name: String) -> RuntimeValue? {
    if let owner = scope.find(name) {
      // (A file's own `static const` where another file declares the same name: C's linkage.)
      if !fileGlobals.isEmpty, owner === globals, let own = fileGlobals[name]?[site.file ?? ""] { return own }
      if !owner.computed.isEmpty, owner.computed.contains(name), let getter = owner.values[name] {
        return callClosure(getter, [])
      }
      return owner.values[name]
    }
    if name == "self", let selfValue { return selfValue }
    // `[super valueForKey:@"k"]` in a program's animation class: Core Animation's storage, the
    // same animation (its own accessors are not run twice: see AnimationSubclasses).
    if name == "super", case .animation? = selfValue { return selfValue }
    if let value = selfProperty(name) { return value }
    if let define = program.defines[name] { return evaluate(define) }
    return nil
  }

  /// `x = v` for a plain name: the binding that holds it, else `self`'s property, else a new global.
  mutating func setVariable(_ name: String, _ value: RuntimeValue) {
    if let owner = scope.find(name) {
      owner.values[name] = value
      return
    }
    // (`view = tableView` in a controller: that view is the controller's, as `setField` says.)
    if case .object(let o)? = selfValue, setField(o, name, value) { return }
    nameObject(value, name)
    globals.values[name] = value
  }

  func markerID(_ variable: String) -> String? {
    guard let members = markers.byName[variable] else { return nil }
    if case .string(let id)? = members.last(where: { $0.key == "id" })?.value { return id }
    return nil
  }

  /// The layer class a marker gives the caller's layer (`// TimingLab: layer = {…, "class": …}`).
  func markerClass(_ variable: String) -> LayerClass? {
    guard let members = markers.byName[variable],
      case .string(let name)? = members.last(where: { $0.key == "class" })?.value
    else { return nil }
    return LayerClass(rawValue: name)
  }

  /// `self.myLayer`, `_myLayer` and `myLayer` are one name.
  static func normalize(_ name: String) -> String {
    var n = name
    if n.hasPrefix("self.") { n.removeFirst(5) }
    while n.hasPrefix("_") { n.removeFirst() }
    return n
  }
}

/// Variables visible in a block: its own, then its parent's. Closures keep the scope they were
/// written in, so a closure that changes an outer variable changes it. One import run owns its
/// scopes; they never cross threads.
final class CodeScope: @unchecked Sendable {
  var values: [String: RuntimeValue] = [:]
  /// The names bound here whose type is an integer's (`Int`, C's `int`, a loop's index): their
  /// quotients drop the fraction (CodeInterpreter+Integers.swift).
  var integers: Set<String> = []
  /// Computed locals (`var d: Double { … }` in a body): their getter, held as a closure, runs
  /// at each read.
  var computed: Set<String> = []
  /// The declared type that marks a computed local's declaration.
  static let computedType = "$computed"
  let parent: CodeScope?

  init(parent: CodeScope?) { self.parent = parent }

  /// The scope, this one or an ancestor, where `name` is bound.
  func find(_ name: String) -> CodeScope? {
    var s: CodeScope? = self
    while let current = s {
      // Most block scopes hold nothing: no hashing for them.
      if !current.values.isEmpty, current.values[name] != nil { return current }
      s = current.parent
    }
    return nil
  }
}

/// An instance of a type the program declares: its stored properties, and the layer it is or
/// owns (a `UIView` subclass's `layer`, a `CALayer` subclass itself).
struct ObjectBuild {
  var type: String
  /// A generic class's parameters bound to the types it was made with (`M` → `DotsMode`).
  var generics: [String: String] = [:]
  /// For an enum's case: its name.
  var caseName: String?
  var fields: [String: RuntimeValue] = [:]
  var layer: Int?
  /// Made by the code (`FaveButton(frame:)`), not by a storyboard: its outlets were never
  /// connected, so they are nil.
  var madeInCode = false
}

extension CodeInterpreter {
  /// A top-level declaration of `name` (in the file of the current site): kept per file once a
  /// second file declares the same name, as C's file-local `static` constants are.
  mutating func keepFileGlobal(_ name: String, _ value: RuntimeValue) {
    let file = site.file ?? ""
    guard let first = globalFiles[name] else {
      globalFiles[name] = file
      return
    }
    if first != file || fileGlobals[name] != nil {
      if fileGlobals[name] == nil, let old = globals.values[name] { fileGlobals[name] = [first: old] }
      fileGlobals[name, default: [:]][file] = value
    }
  }
}
