import MediaTiming
import Scenes

/// What runs: the file's top-level statements, then the entry point the user names
/// (`--entry`), or the conventional start of each type (initializer, lifecycle methods, then
/// `start…`/`animate…`/`setUp…` methods nothing else calls). Teardown never runs at set-up.
extension CodeInterpreter {
  /// UIKit's and AppKit's set-up methods, in the order the system calls them.
  static let lifecycle = [
    "awakeFromNib", "viewDidLoad", "loadView", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    "viewDidAppear", "didMoveToSuperview", "didMoveToWindow", "layoutSubviews", "layoutSublayers",
    "layoutSublayersOfLayer:",
    "viewDidMoveToWindow", "viewDidMoveToSuperview", "awakeFromNib:", "viewDidLoad:", "viewWillAppear:",
    "viewDidAppear:", "didMoveToWindow:",
  ]
  /// Names a method that starts something begins with.
  static let startWords = [
    "start", "animate", "setUp", "setup", "begin", "play", "show", "run", "configure", "create", "build", "add", "make",
    "load", "prepare", "common", "present", "trigger", "spin", "pulse", "bounce", "shake", "fade", "rotate", "wiggle",
    "blink", "flash", "init", "animation", "loading",
  ]
  /// Names a method that stops or undoes something begins with: never run at set-up.
  static let teardownWords = [
    "stop", "remove", "end", "hide", "dismiss", "reset", "cancel", "clear", "tearDown", "teardown", "deinit", "dealloc",
    "viewWillDisappear", "viewDidDisappear", "pause", "finish", "invalidate", "animationDidStop", "animationDidStart",
    "touches", "observeValue", "prepareForReuse", "traitCollectionDidChange", "draw", "encode", "deselect",
    // UIKit asks a transitioning delegate for these when it presents: callbacks, not starts.
    "animationController", "interactionController", "presentationController", "transitionDuration",
    // UIKit calls it before a segue's controller shows (Swift: `prepare(for:sender:)`, below).
    "prepareForSegue",
  ]

  /// Swift's `init` and Objective-C's `init`, `initWithFrame:`…; not a helper that happens to
  /// start with the letters (`initialCurvePath`).
  static func isInitializer(_ name: String) -> Bool {
    name == "init" || name.hasPrefix("initWith") || name == "init:"
  }

  /// True for teardown (by its name) and for UIKit's callbacks: by name, or a method taking a
  /// segue (`prepare(for:sender:)`, called before a segue's screen shows).
  static func isTeardownOrCallback(_ f: CodeFunction) -> Bool {
    startsWithWord(baseName(f.name), teardownWords)
      || f.parameters.contains { $0.type?.hasPrefix("UIStoryboardSegue") == true }
  }

  static func startsWithWord(_ name: String, _ words: [String]) -> Bool {
    words.contains { word in
      guard name.hasPrefix(word) else { return false }
      let rest = name.dropFirst(word.count)
      return rest.isEmpty || rest.first!.isUppercase || rest.first == ":" || rest.first == "_"
    }
  }

  /// What the user asked to run and with what.
  struct EntryRequest {
    var name: String?
    var arguments: [String: String] = [:]
  }

  /// Runs the program: its top level, then its entry points. Returns what ran (for messages).
  mutating func runProgram(_ request: EntryRequest) -> [String] {
    // `--arg box=20,100,200,50`: a storyboard outlet's frame, when the code has one by that name.
    for (name, text) in request.arguments {
      let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      if parts.count == 4, parts[2] >= 0, parts[3] >= 0 { givenFrames[name] = (parts[0], parts[1], parts[2], parts[3]) }
    }
    _ = execute(program.statements, in: globals)
    runLoadMethods()
    site = CodeSite(line: 0, text: "")  // (the top level's last statement says nothing of what follows)
    var ran: [String] = []
    if let name = request.name {
      let found = entries(named: name)
      if found.isEmpty {
        note("--entry \(name): no function or method of that name in the code; only its top level ran")
      }
      for (type, f) in found {
        run(f, of: type, request, &ran)
      }
      return ran
    }
    let called = program.calledNames
    // (An animator a transitioning delegate of the program's hands UIKit runs when presented.)
    let heldAnimators = hasTransitioningDelegate
    // Types the code constructs itself (`let toggle = Switch(titles: …)`), and the classes they
    // inherit from, start after the others, and only when nothing made one (or one of a
    // subclass): the instance the code made is the one shown.
    let lineages = Dictionary(uniqueKeysWithValues: program.typeOrder.map { ($0, lineage($0).map(\.name)) })
    // (A program layer class a view names in `layerClass` is made with that view.)
    let viaLayerClass = program.typeOrder.compactMap { declaredLayerProgramClass($0) }
    // (A view class a storyboard outlet holds is made with its owner: `@IBOutlet var ring: Ring!`,
    // `IBOutlet Ring *ring;` — and so is one a storyboard or xib read names as a view's class.)
    let outletTypes =
      (program.typeOrder.flatMap { t in
        (program.types[t]?.properties ?? []).filter(\.isOutlet).compactMap { p in
          p.type.map { $0.filter { !"!?* ".contains($0) } }
        }
      } + program.interfaces.flatMap { $0.views.values.compactMap(\.customClass) })
      .filter { program.types[$0]?.isDeclared == true }
    let constructed = Set(
      (program.typeOrder.filter { called.contains($0) } + viaLayerClass + outletTypes).flatMap { lineages[$0] ?? [$0] })
    // (Screens nothing constructs — a driver's controller — first: what they show is the app.)
    let unconstructed = program.typeOrder.filter { !constructed.contains($0) }
    let order =
      unconstructed.filter { isViewController($0) } + unconstructed.filter { !isViewController($0) }
      + program.typeOrder.filter { constructed.contains($0) }
    // The program's own types start; an extension of a system type (`extension UIView`) is a
    // library's API, run when something calls it (or, below, when nothing else starts).
    // (Once an app's screen has run — a controller's `viewDidLoad`, a driver's — a type the code
    // constructs is made by its callers or not at all: not on an instance of its own.)
    // An app's launch comes first: its delegate shows the screen's root controller.
    var screenRan = runAppLaunch(request, constructed: constructed, &ran)
    let launched = screenRan
    var screensThatAnimate: Set<String> = []
    let (firstScreens, sceneClasses) = storyboardScreens()
    let xibScreens = Set(
      program.interfaces.filter { $0.file.hasSuffix(".xib") }.flatMap { $0.owners.compactMap(\.customClass) })
    for typeName in order {
      // The launch showed its root controller: one nothing constructs and no storyboard shows is
      // not reached by the app (`--entry Screen.viewDidLoad` shows it).
      if launched, isViewController(typeName), !constructed.contains(typeName), !sceneClasses.contains(typeName) {
        noteOnce(
          "the launch shows its window's root controller; controllers nothing makes and no storyboard shows are not reached (--entry Screen.viewDidLoad shows one)"
        )
        continue
      }
      if constructed.contains(typeName),
        screenRan
          || objects.contains(where: { ($0.type == typeName) || (lineages[$0.type]?.contains(typeName) ?? false) })
      {
        continue
      }
      guard let type = program.types[typeName],
        type.isDeclared || !program.typeOrder.contains(where: { program.types[$0]?.isDeclared == true })
      else { continue }
      // (A class another of the program's classes inherits from runs as part of it — UIKit
      // calls `viewDidLoad` on the subclass, which calls `super` — not as a screen of its own.)
      if program.typeOrder.contains(where: { $0 != typeName && lineages[$0]?.dropFirst().contains(typeName) == true }) {
        continue
      }
      // An app's storyboard shows its first screen; another of its scenes shows only when the
      // app goes there (a segue, a button): not at set-up.
      // (So is a controller with a xib of its own that nothing constructs: a screen of the app the
      // storyboard's start does not reach, not a driver's.)
      if let first = firstScreens.first, sceneClasses.contains(typeName) || xibScreens.contains(typeName),
        !firstScreens.contains(typeName), !constructed.contains(typeName), isViewController(typeName)
      {
        note(
          "\(typeName) did not run: the storyboard starts on \(first), and \(typeName) shows only when the app goes there (--entry \(typeName).viewDidLoad shows it)"
        )
        continue
      }
      // Its own methods and those it inherits from the program's classes (nearest first).
      let inherited = inheritedMethods(typeName)
      let methods = inherited.map(\.function)
      let lifecycle = Self.lifecycle.compactMap { name in methods.first { $0.name == name } }
      var starts = methods.filter { f in
        let base = Self.baseName(f.name)
        return !Self.lifecycle.contains(f.name) && !Self.isInitializer(f.name)
          && Self.startsWithWord(base, Self.startWords) && !Self.isTeardownOrCallback(f)
          && !called.contains(f.name) && !(base == "animateTransition" && heldAnimators)
      }
      // `animate()` beside `rotateSpeed(_:)` (a builder setting a property): a start a caller
      // can call bare is what starts; ones that need arguments only run when there is none.
      let required = { (f: CodeFunction) in f.parameters.contains { $0.defaultValue == nil } }
      let bareStart = methods.contains { f in
        let base = Self.baseName(f.name)
        return !required(f) && Self.startsWithWord(base, Self.startWords)
          && !Self.startsWithWord(base, Self.teardownWords) && !Self.isInitializer(f.name)
      }
      if bareStart { starts.removeAll(where: required) }
      // A view or layer subclass sets itself up in its initializer.
      // (A class with `initWithFrame:` is a view even when its superclass is in a header not given.)
      let initializes =
        type.isDeclared && methods.contains { Self.isInitializer($0.name) }
        && (systemAncestor(typeName).map(Self.isLayerBacked) == true
          || methods.contains {
            $0.name == "initWithFrame:" || ($0.name == "init" && $0.parameters.first?.name == "frame")
          })
      guard !lifecycle.isEmpty || !starts.isEmpty || initializes else { continue }
      // Once a screen has run, a type nothing makes is not on it (a library's other control):
      // not started; its methods are listed as not run.
      if screenRan, !isViewController(typeName) { continue }
      let object = instance(typeName, request, &ran)
      if case .object(let o) = object { setPropertyArguments(o, typeName, except: [], request) }
      let before = animations.count + completions.count
      for f in lifecycle where !halted {
        ran.append(typeName + "." + f.name)
        // The view is laid out before it appears, `viewWillAppear` or not (a collection view
        // makes its cells then, for `viewDidAppear` to find).
        if f.name.hasPrefix("viewDidAppear") { settleLayout() }
        let sizesBefore = f.name == "viewDidLayoutSubviews" ? viewSizes() : [:]
        inOwnTransaction(f.name.hasPrefix("viewDidAppear")) { me in
          _ = me.invokeEntry(f, on: object, type: me.definingType(f, inherited) ?? typeName, request)
        }
        // Loaded, the view is laid out to be shown (`viewWillAppear` and the rest come after);
        // after `viewWillAppear` UIKit lays it out again before it appears (`viewDidAppear`), and
        // after `viewDidLayoutSubviews` the views it resized lay their subviews out.
        if Self.loading.contains(f.name) || f.name.hasPrefix("viewWillAppear") { settleLayout() }
        if f.name == "viewDidLayoutSubviews" { relayOutAfterCallback(sizesBefore) }
      }
      // A screen that animates as it appears shows that; a method nothing calls (a button's, a
      // demo left out by commenting its call) is not run on top of it.
      let animatedScreen = isViewController(typeName) && animations.count + completions.count > before
      if animatedScreen { screensThatAnimate.insert(typeName) }
      for f in starts where !halted && !animatedScreen {
        ran.append(typeName + "." + f.name)
        _ = invokeEntry(f, on: object, type: definingType(f, inherited) ?? typeName, request)
      }
      if !lifecycle.isEmpty || !starts.isEmpty, isViewController(typeName) { screenRan = true }
    }
    // A custom transition animates when UIKit presents with it: its animateTransition(using:).
    runTransitions(request, &ran)
    // A start method called only from code that did not run (a button, a property observer):
    // starting is what set-up means — unless the set-up schedules code of its own for later (a
    // driver pressing the button at 2 s): what runs then is what the code does.
    let drivesItself = completions.contains { $0.saidWhen }
    for typeName in program.typeOrder
    where !halted && !ran.isEmpty && !drivesItself && !screensThatAnimate.contains(typeName) {
      guard let type = program.types[typeName],
        let object = objects.firstIndex(where: { $0.type == typeName }).map({ RuntimeValue.object($0) })
      else { continue }
      // (A start the set-up decided against is not run: one a method that ran calls — in a branch
      // not taken — or one that sets a property whose setter the set-up ran: `isPlay = NO`.)
      var namedByRan: Set<String> = []
      for g in type.methods where self.ran.contains(g.site) {
        g.body.forEach { CodeProgram.collect($0, into: &namedByRan) }
      }
      let settersRan = Set(type.methods.filter { $0.name.hasPrefix("set") && self.ran.contains($0.site) }.map(\.name))
      let ranSites = self.ran
      let isStart = { (f: CodeFunction) in
        !f.isStatic && !ranSites.contains(f.site) && f.parameters.isEmpty
          && ["start", "startAnimating", "startAnimation", "animate", "begin", "play"].contains(where: {
            Self.baseName(f.name).hasPrefix($0)
          })
      }
      // (Nor one of several a dispatcher chooses by state, `switch state { case .email:
      // animateToEmail() … }`: which one runs depends on a state the set-up did not reach.)
      let startNames = Set(type.methods.filter(isStart).map(\.name))
      var chosenByState: Set<String> = []
      for g in type.methods where !self.ran.contains(g.site) {
        var names: Set<String> = []
        g.body.forEach { CodeProgram.collect($0, into: &names) }
        let chosen = names.intersection(startNames)
        if chosen.count >= 2 { chosenByState.formUnion(chosen) }
      }
      for f in type.methods where isStart(f) && !chosenByState.contains(f.name) {
        var namedByStart: Set<String> = []
        f.body.forEach { CodeProgram.collect($0, into: &namedByStart) }
        if namedByRan.contains(f.name) || !namedByStart.isDisjoint(with: settersRan) { continue }
        ran.append(typeName + "." + f.name)
        _ = invokeEntry(f, on: object, type: typeName, request)
      }
    }
    // No conventional start: every free function and static method nothing else calls, then
    // each type's methods nothing calls, on one instance; when the file holds only teardown
    // (`dismiss()`, `hide()`: what it animates is what it is about), those too.
    // (A script's top level is its set-up; constants declared at file level are not.)
    let topLevelRuns = program.statements.contains { if case .declare = $0 { false } else { true } }
    for teardown in [false, true] where ran.isEmpty && !halted && !topLevelRuns {
      func starts(_ name: String) -> Bool { teardown || !Self.startsWithWord(Self.baseName(name), Self.teardownWords) }
      for f in program.functions where !called.contains(f.name) && starts(f.name) {
        ran.append(f.name)
        _ = invokeEntry(f, on: nil, type: nil, request)
      }
      guard ran.isEmpty, !halted else { break }
      for typeName in program.typeOrder {
        guard let type = program.types[typeName] else { continue }
        let roots = type.methods.filter { !called.contains($0.name) && starts($0.name) && !Self.isInitializer($0.name) }
        guard !roots.isEmpty else { continue }
        let object = instance(typeName, request, &ran)
        for f in roots where !halted {
          ran.append(typeName + "." + f.name)
          _ = invokeEntry(f, on: f.isStatic ? .type(typeName) : object, type: typeName, request)
        }
      }
      if !ran.isEmpty {
        site = CodeSite(line: 0, text: "")
        note(
          "no conventional entry point (viewDidLoad, startAnimating, …); ran \(ran.joined(separator: ", "))"
            + (teardown ? " (the file has nothing else to run)" : ""))
      }
    }
    return ran
  }

  /// The instance methods of `typeName` and those it inherits from the program's classes, each
  /// with the class that declares it; an override hides what it overrides.
  func inheritedMethods(_ typeName: String) -> [(type: String, function: CodeFunction)] {
    var seen: Set<String> = []
    var out: [(type: String, function: CodeFunction)] = []
    for type in lineage(typeName) {
      for f in type.methods where !f.isStatic && !seen.contains(f.name) {
        out.append((type.name, f))
      }
      seen.formUnion(type.methods.map(\.name))
    }
    return out
  }

  /// The class that declares `f`, among `inherited`.
  func definingType(_ f: CodeFunction, _ inherited: [(type: String, function: CodeFunction)]) -> String? {
    inherited.first { $0.function.site == f.site }?.type
  }

  /// Says which functions and methods never ran from the entry point (teardown, callbacks,
  /// helpers nothing calls), so that nothing is left out silently.
  mutating func noteNotRun() {
    var functions = program.functions.map { ($0, nil as String?) }
    for name in program.typeOrder {
      functions += (program.types[name]?.methods ?? []).map { ($0, name) }
    }
    let initialized = Set(functions.filter { ran.contains($0.0.site) && Self.isInitializer($0.0.name) }.compactMap(\.1))
    for (f, type) in functions where !ran.contains(f.site) && !f.body.isEmpty {
      // Other initializers of a type that was initialized are alternatives, not left-out code.
      if Self.isInitializer(f.name), let type, initialized.contains(type) { continue }
      site = f.site
      let name = (type.map { $0 + "." } ?? "") + f.name
      let why = Self.isTeardownOrCallback(f) ? "teardown or a callback" : "nothing the entry point runs calls it"
      note("\(name) did not run (\(why)); --entry \(f.name) runs it")
    }
  }

  /// A new instance of `typeName` with its initializer run (the one taking a frame, else none).
  mutating func instance(_ typeName: String, _ request: EntryRequest, _ ran: inout [String]) -> RuntimeValue {
    let object = newObject(typeName)
    if case .object(let o) = object, let layer = objects[o].layer, layers[layer].id.isEmpty {
      layers[layer].id = "layer"
      implicitLayers["layer"] = layer
    }
    let initializers = lineage(typeName).flatMap {
      $0.methods.filter { Self.isInitializer($0.name) }
    }
    // A class whose only initialisers are convenience ones (`self.init()` first) is made with
    // the `init()` it inherits: its properties' defaults, nothing assumed.
    let designated = initializers.filter { f in
      !f.body.contains {
        if case .expression(.call(.member(.name("self")?, "init"), _), _) = $0 { return true }
        return false
      }
    }
    let preferred =
      initializers.first { $0.parameters.first?.name == "frame" || $0.name == "initWithFrame:" }
      ?? initializers.first { $0.parameters.isEmpty }
      ?? (designated.isEmpty && !initializers.isEmpty ? nil : designated.first ?? initializers.first)
    if let f = preferred {
      ran.append(typeName + "." + f.name)
      _ = invokeEntry(f, on: object, type: typeName, request)
    }
    // A controller a storyboard has a scene of loads its view from it before anything runs.
    if case .object(let o) = object, isViewController(typeName),
      program.interfaces.contains(where: { $0.rootView(of: lineage(typeName).map(\.name)) != nil })
    {
      _ = objectMember(o, "view")
    }
    return object
  }

  /// `--arg presenting=true` where the entry has no such parameter (`except`): object `o`'s
  /// property of that name (a case of its enum by name: `--arg kind=Keyframe`).
  mutating func setPropertyArguments(_ o: Int, _ type: String, except parameters: Set<String>, _ request: EntryRequest)
  {
    for (name, text) in request.arguments.sorted(by: { $0.key < $1.key })
    where !parameters.contains(name) && declaredProperty(name, in: type) != nil
      && !(declaredProperty(name, in: type)?.isOutlet == true && givenFrames[name] != nil)
    {
      let declared = declaredProperty(name, in: type)?.type.map { $0.filter { $0 != "?" && $0 != "!" } }
      let cases = enumCases(declared)
      let bare = text.hasPrefix(".") ? String(text.dropFirst()) : text
      if let declared, cases.contains(bare) {
        _ = setField(o, name, evaluate(.member(.name(declared), bare)))
      } else {
        _ = setField(o, name, evaluate(Self.argumentExpression(text, type: declared)))
      }
    }
  }

  /// The object of class `type` the code registered as the target of action `f` (`slider
  /// .addTarget(listener, action: #selector(Listener.fire), for: .valueChanged)`), or nil.
  func registeredTarget(of f: CodeFunction, type: String) -> RuntimeValue? {
    let base = Self.baseName(f.name)
    for t in controlTargets where t.action == f.name || Self.baseName(t.action) == base {
      if case .object(let o) = t.target, objects.indices.contains(o),
        lineage(objects[o].type).map(\.name).contains(type) || objects[o].type == type
      {
        return t.target
      }
    }
    return nil
  }

  /// The control registered for action `f` that the scene names `name` (`btn4`: the fourth of
  /// the views named `btn`, as the scene numbers them), or nil.
  func namedSender(_ name: String, of f: CodeFunction) -> Int? {
    let base = Self.baseName(f.name)
    let controls = controlTargets.filter { $0.action == f.name || Self.baseName($0.action) == base }.map(\.control)
    var seen: [Int] = []
    for c in controls where !seen.contains(c) { seen.append(c) }
    let stem = String(name.reversed().drop { $0.isNumber }.reversed())
    let ordinal = Int(name.dropFirst(stem.count)) ?? 1
    let named = seen.filter { layers[$0].id == stem || layers[$0].id == name }
    if let exact = named.first(where: { layers[$0].id == name }),
      name == stem || !named.contains(where: { layers[$0].id == stem })
    {
      return exact
    }
    return named.indices.contains(ordinal - 1) ? named[ordinal - 1] : nil
  }

  /// The control the code registered action `f` on (`addTarget(_:action:for:)`), with `object`
  /// (or any object, when it runs on none) as the target; nil when there is none.
  func registeredSender(of f: CodeFunction, on object: RuntimeValue?) -> Int? {
    let base = Self.baseName(f.name)
    return controlTargets.first { t in
      !t.action.isEmpty && (t.action == f.name || Self.baseName(t.action) == base)
        && (object == nil
          || {
            if case .object(let a) = t.target, case .object(let b)? = object { return a == b }
            return false
          }())
    }?.control
  }

  /// The functions and methods `name` names: `startAnimating`, `setUpAnimation(in:size:color:)`,
  /// `Type.method`, or an Objective-C selector (`setUpAnimationInLayer:size:`).
  func entries(named name: String) -> [(type: String?, function: CodeFunction)] {
    var typeFilter: String?
    var wanted = name
    // (`Type.method`, `Type.method(a:b:)` or `Type.selector:with:`: the dot before any label.)
    if let dot = name.firstIndex(of: "."), !name[..<dot].contains("("), !name[..<dot].contains(":") {
      typeFilter = String(name[..<dot])
      wanted = String(name[name.index(after: dot)...])
    }
    let base = Self.baseName(wanted)
    let labels: [String]? =
      wanted.contains("(")
      ? wanted.split(separator: "(").last.map { $0.dropLast().split(separator: ":").map(String.init) }
      : nil
    func fits(_ f: CodeFunction) -> Bool {
      if f.isSelector { return f.name == wanted || Self.baseName(f.name) == wanted }
      guard f.name == base else { return false }
      guard let labels else { return true }
      return labels == f.parameters.map { $0.label ?? "_" }
    }
    var out: [(String?, CodeFunction)] = program.functions.filter(fits).map { (nil, $0) }
    for typeName in program.typeOrder where typeFilter == nil || typeFilter == typeName {
      let overloads = (program.types[typeName]?.methods ?? []).filter(fits)
      // `--entry start` where a type has `start()` and `start(for:)`: the one a caller can call
      // bare (fewest parameters without defaults); `--entry start(for:)` names the other.
      let required = { (f: CodeFunction) in f.parameters.filter { $0.defaultValue == nil }.count }
      if labels == nil, let simplest = overloads.min(by: { required($0) < required($1) }) {
        out.append((typeName, simplest))
      } else {
        out += overloads.map { (typeName, $0) }
      }
    }
    return out
  }

  mutating func run(_ f: CodeFunction, of type: String?, _ request: EntryRequest, _ ran: inout [String]) {
    guard let type else {
      ran.append(f.name)
      _ = invokeEntry(f, on: nil, type: nil, request)
      return
    }
    // (An action the code registered on a target it made — a playground's listener — runs on
    // that target; a view of a storyboard's scene on that view.)
    let inScene = f.isStatic ? nil : registeredTarget(of: f, type: type) ?? interfaceViewInstance(type, request, &ran)
    let object: RuntimeValue = f.isStatic ? .type(type) : inScene ?? instance(type, request, &ran)
    if case .object(let o) = object {
      setPropertyArguments(
        o, type, except: Set(f.parameters.flatMap { [$0.name] + ($0.label.map { [$0] } ?? []) }), request)
    }
    if !f.isStatic && !Self.loading.contains(f.name) && inScene == nil {
      // The view loads before anything can call the entry (a gesture, a button): its views are
      // made and placed as the app shows them.
      let inherited = inheritedMethods(type)
      for load in Self.loading.compactMap({ name in inherited.first { $0.function.name == name } }) where !halted {
        ran.append(type + "." + load.function.name)
        _ = invokeEntry(load.function, on: object, type: load.type, request)
      }
      settleLayout()  // the view is shown, laid out, before anything calls the entry
      runLayoutCallbacks(of: type, on: object, except: f.name, request, &ran)
      runCompletions(dueBy: 0)  // and what it queued for the main queue's next turn has run
      // A screen's action: the screen appeared first.
      if !Self.isInitializer(f.name), isViewController(type) { appearBeforeAction(f, type: type, on: object, &ran) }
    }
    ran.append(type + "." + f.name)
    // (An action, after the screen was shown: its own transaction.)
    let isAction = !f.isStatic && !Self.loading.contains(f.name) && !Self.isInitializer(f.name)
    inOwnTransaction(isAction || f.name.hasPrefix("viewDidAppear")) { me in
      _ = me.invokeEntry(f, on: object, type: type, request)
    }
    if !f.isStatic && Self.loading.contains(f.name) {
      // The view loaded: UIKit lays it out next, telling the controller.
      settleLayout()
      runLayoutCallbacks(of: type, on: object, except: f.name, request, &ran)
    }
  }

  /// A view controller's `viewWillLayoutSubviews` and `viewDidLayoutSubviews` (those it has, but
  /// `except`), as UIKit calls them when it lays the loaded view out (they place views).
  mutating func runLayoutCallbacks(
    of type: String, on object: RuntimeValue?, except: String, _ request: EntryRequest, _ ran: inout [String]
  ) {
    let methods = inheritedMethods(type).filter { $0.function.parameters.isEmpty }
    for name in ["viewWillLayoutSubviews", "viewDidLayoutSubviews"] where name != except && !halted {
      guard let callback = methods.first(where: { $0.function.name == name }) else { continue }
      ran.append(type + "." + name)
      let sizesBefore = viewSizes()
      _ = invokeEntry(callback.function, on: object, type: callback.type, request)
      if name == "viewDidLayoutSubviews" { relayOutAfterCallback(sizesBefore) }
    }
  }

  /// A frame `viewDidLayoutSubviews` set (a child controller's view placed by hand) is laid
  /// out in the same pass: the constraints of its subviews are solved again — when it resized
  /// or added a view (`sizesBefore`: each layer's size before the callback). One that only moved
  /// views keeps them where it put them (UIKit's engine, unchanged, sets no frame again).
  mutating func relayOutAfterCallback(_ sizesBefore: [Int: [Double]]) {
    let sizes = viewSizes()
    if sizes.count != sizesBefore.count || sizes.contains(where: { sizesBefore[$0.key] != $0.value }) {
      layoutPending = true
    }
    settleLayout()
  }

  /// Every layer's bounds size, by index (what a layout callback may change).
  func viewSizes() -> [Int: [Double]] {
    var sizes: [Int: [Double]] = [:]
    for i in layers.indices {
      if case .rect(_, _, let w, let h) = layers[i].property("bounds") { sizes[i] = [w, h] } else { sizes[i] = [] }
    }
    return sizes
  }

  /// The program's controllers an app's storyboard shows first (`Main.storyboard`'s, or the one
  /// storyboard's that names an initial controller), and every class a storyboard scene holds.
  /// No first screens when no storyboard starts on a controller of the program's.
  func storyboardScreens() -> (first: [String], scenes: Set<String>) {
    let storyboards = program.interfaces.filter { $0.file.hasSuffix(".storyboard") }
    let starting = storyboards.filter { !$0.firstScreens.isEmpty }
    let main =
      starting.first { $0.file.split(separator: "/").last == "Main.storyboard" }
      ?? (starting.count == 1 ? starting.first : nil)
    let first = (main?.firstScreens ?? []).filter { program.types[$0]?.isDeclared == true }
    return (first, Set(storyboards.flatMap { $0.owners.compactMap(\.customClass) }))
  }

  /// The lifecycle methods that load a view before anything else can run (`--entry` runs them
  /// first): they make and place views; the ones that start things (`viewDidAppear`) do not run.
  static let loading = ["awakeFromNib", "loadView", "viewDidLoad", "awakeFromNib:", "viewDidLoad:"]

  /// Runs an entry point: its parameters from `--arg`, else their defaults, else a value of their
  /// type (a layer, a 40 × 40 size), each assumption said.
  mutating func invokeEntry(
    _ f: CodeFunction, on object: RuntimeValue?, type: String?, _ request: EntryRequest
  )
    -> RuntimeValue
  {
    // `animateTransition(using:)`: with TimingLab's transition context, as UIKit calls it.
    if let object, let type, f.parameters.count == 1, f.parameters[0].type == Self.transitionContextType {
      return invokeMethod(f, on: object, type: type, value: transitionContext())
    }
    var bound: [(CodeParameter, CodeExpression?)] = []
    gestureMotion = (
      Self.pointArgument(request.arguments["translation"]), Self.pointArgument(request.arguments["velocity"])
    )
    var keyboardWill = false
    // A continuous gesture's action run for a later state: the states before it first.
    var gestureSequence: (recognizer: Int, state: String)?
    for p in f.parameters {
      let cases = enumCases(p.type)
      if let text = request.arguments[p.name] ?? p.label.flatMap({ request.arguments[$0] }) {
        // `--arg state=open` or `.open` for a parameter of the program's enum: that case.
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        // `--arg sender=btn4`: the view the scene names so (one of several buttons sending it).
        if let view = namedSender(text, of: f) {
          let held = "$sender\(view)"
          globals.values[held] = viewObject(of: view).map { .object($0) } ?? .layer(view)
          bound.append((p, .name(held)))
          continue
        }
        // `--arg recognizer=.ended`: a gesture recognizer's action run for that state (the
        // recognizer the code made for it, when it made one).
        if let gesture = p.type.flatMap({ recognizerKind($0.filter { !"*!? ".contains($0) }) }),
          let state = Self.gestureState(text)
        {
          let (value, shown) =
            madeRecognizer(for: f, on: object).map { sendingRecognizer($0, state: state) }
            ?? assumedGesture(gesture, named: p.name, state: state)
          site = f.site
          note("\(f.name): \(p.name) = \(shown)")
          bound.append((p, value))
          // (A moved gesture, `--arg translation=X,Y`: the states before this one first, as the
          // drag goes; without a move, the state alone.)
          if Self.continuousGestures.contains(gesture), ["changed", "ended", "cancelled"].contains(state),
            gestureMotion.translation != nil, case .object(let g) = evaluate(value)
          {
            gestureSequence = (g, state)
          }
          continue
        }
        if let type = p.type, cases.contains(name) {
          bound.append((p, .member(.name(type), name)))
        } else {
          bound.append((p, Self.argumentExpression(text, type: p.type)))
        }
      } else if p.defaultValue != nil {
        bound.append((p, nil))
      } else if let type = p.type, let first = cases.first {
        site = f.site
        note(
          "\(f.name): assumed \(p.name) = .\(first), the first case of \(type) (give another with --arg \(p.name)=\(cases.dropFirst().first ?? first))"
        )
        bound.append((p, .member(.name(type), first)))
      } else if let name = keyboardNotificationName(for: f, type: p.type) {
        // A keyboard handler run as the entry: the keyboard's notification, posted as UIKit
        // posts it (inside the keyboard's animation for a will-notification).
        let held = "$notification\(objects.count)"
        globals.values[held] = keyboardNotification(name)
        site = f.site
        note("\(f.name): \(p.name) is the keyboard's \(name)")
        bound.append((p, .name(held)))
        if name.contains("Will") { keyboardWill = true }
      } else if request.name != nil, let type = p.type, let list = listView(ofType: type, servedBy: object) {
        // A table's or collection's delegate method the user runs: the list whose delegate or
        // data source the object is (`--entry "tableView(_:didSelectRowAt:)"`). (Not when
        // nothing else starts and the data source's methods run on their own: UIKit calls those.)
        let held = "$list\(list)"
        globals.values[held] = .layer(list)
        bound.append((p, .name(held)))
      } else if p.name == f.parameters.first?.name, let g = madeRecognizer(for: f, on: object) {
        // A gesture's action: the recognizer the code made for it and added to a view.
        let (value, shown) = sendingRecognizer(g, state: nil)
        site = f.site
        note("\(f.name): \(p.name) is \(shown)")
        bound.append((p, value))
      } else if p.name == f.parameters.first?.name, let control = registeredSender(of: f, on: object) {
        // An action run as the entry: its sender is the control the code registered it on
        // (`button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)`).
        site = f.site
        noteOnce(
          "\(f.name): \(p.name) is \(layers[control].id), the control that sends it (addTarget, or the storyboard's connection)"
        )
        let held = "$sender\(control)"
        globals.values[held] = viewObject(of: control).map { .object($0) } ?? .layer(control)
        bound.append((p, .name(held)))
      } else {
        let (value, shown) = assumedArgument(p)
        // A layer or view parameter is the layer the scene shows, named after it: no assumption.
        if shown != "a layer" {
          site = f.site
          note("\(f.name): assumed \(p.name) = \(shown) (give another with --arg \(p.name)=…)")
        }
        bound.append((p, value))
      }
    }
    selectRowForDelegate(f, bound)
    if keyboardWill { return inKeyboardAnimation { me in me.invoke(f, on: object, type: type, bound) } }
    if let (g, state) = gestureSequence {
      deliverEarlierStates(g, before: state) { me in _ = me.invoke(f, on: object, type: type, bound) }
    }
    return invoke(f, on: object, type: type, bound)
  }

  /// `--arg translation=120,0`: two numbers; nil for no text or another shape.
  static func pointArgument(_ text: String?) -> (Double, Double)? {
    guard let parts = text?.split(separator: ","), parts.count == 2,
      let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces))
    else { return nil }
    return (x, y)
  }

  /// The cases of `type` when it is an enum the program declares, in order; else none.
  func enumCases(_ type: String?) -> [String] {
    guard let type, let declared = program.types[type] else { return [] }
    return declared.properties.filter(\.isCase).map(\.name)
  }

  /// A value of parameter `p`'s type, as an expression, and how to say it.
  mutating func assumedArgument(_ p: CodeParameter) -> (CodeExpression, String) {
    let type = p.type ?? ""
    let lower = p.name.lowercased()
    if let gesture = recognizerKind(type.filter { !"*!? ".contains($0) }) {
      return assumedGesture(gesture, named: p.name)
    }
    // A table's or collection's row: the first (`--arg indexPath=2` a row of section 0,
    // `--arg indexPath=1,2` section 1, row 2).
    if Self.isIndexPathType(type) {
      return (Self.indexPathArgument("0,0"), "row 0 of section 0 (the first)")
    }
    if ["UIGestureRecognizer.State", "UIGestureRecognizerState"].contains(type) {
      return (.member(nil, "began"), ".began, a gesture as it begins")
    }
    if type.hasSuffix("Layer") || type.hasSuffix("View") || type == "id" && lower.contains("layer") {
      return (.name(p.name), "a layer")
    }
    switch type {
    case "CGSize", "NSSize":
      return (
        .call(.name("CGSizeMake"), [.init(label: nil, value: .number(40)), .init(label: nil, value: .number(40))]),
        "40 × 40"
      )
    case "CGRect", "NSRect":
      return (
        .call(.name("CGRectMake"), [0, 0, 40, 40].map { .init(label: nil, value: .number($0)) }), "(0, 0, 40, 40)"
      )
    case "CGPoint", "NSPoint":
      return (
        .call(.name("CGPointMake"), [.init(label: nil, value: .number(0)), .init(label: nil, value: .number(0))]),
        "(0, 0)"
      )
    case "UIColor", "NSColor", "CGColor", "CGColorRef": return (.member(.name("UIColor"), "black"), "black")
    case "[UIColor]", "[NSColor]", "[CGColor]", "NSArray<UIColor *> *":
      // Libraries take a palette and animate between its colours: the cheat sheet's two.
      return (Self.argumentExpression("#FF9500,#3478F6", type: type), "[#FF9500, #3478F6]")
    case "Bool", "BOOL": return (.name("true"), "true")
    case "String", "NSString": return (.string(p.name), "\"\(p.name)\"")
    default: break
    }
    if Self.numberTypes.contains(type) {
      let zero = ["delay", "index", "offset", "begin", "start", "angle", "progress"].contains { lower.contains($0) }
      // A length (a dot's size, a ring's radius) is a 40-point indicator's, as sizes are.
      let length = ["size", "width", "height", "diameter", "length"].contains { lower.contains($0) }
      let radius = lower.contains("radius")
      let value: Double = zero ? 0 : length ? 40 : radius ? 20 : 1
      return (.number(value), String(Int(value)))
    }
    return (.opaque(p.name), "a value of \(type.isEmpty ? "no given type" : type) that is not known")
  }

  /// `--arg` text as a value of parameter type `type`: `0.5`, `40,40` (a size or point),
  /// `0,0,40,40` (a rect), `#FF9500` or `orange` (a colour), else a string.
  /// The table (or collection) view of the scene whose delegate or data source is `object`, for
  /// a parameter of type `UITableView` (`UICollectionView`); nil when there is none.
  func listView(ofType type: String, servedBy object: RuntimeValue?) -> Int? {
    let kind = type.filter { !"*!? ".contains($0) }
    guard ["UITableView", "UICollectionView"].contains(kind), case .object(let o)? = object else { return nil }
    return layers.indices.first { i in
      layers[i].systemKind == kind
        && ["delegate", "dataSource"].contains { key in
          if case .object(let served)? = layers[i].viewValues[key] { return served == o }
          return false
        }
    }
  }

  /// True for `IndexPath`, `NSIndexPath *` (a parameter's declared type).
  static func isIndexPathType(_ type: String) -> Bool {
    ["IndexPath", "NSIndexPath"].contains(type.filter { !"*!? ".contains($0) })
  }

  /// `S,R` (or `R`, section 0) as `IndexPath(row: R, section: S)`.
  static func indexPathArgument(_ text: String) -> CodeExpression {
    let n = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: " ")) }
    let (section, row) = n.count >= 2 ? (n[0], n[1]) : (0, n.first ?? 0)
    return .call(
      .name("IndexPath"), [.init(label: "row", value: .number(row)), .init(label: "section", value: .number(section))])
  }

  static func argumentExpression(_ text: String, type: String?) -> CodeExpression {
    if let type, isIndexPathType(type) { return indexPathArgument(text) }
    if let type, type.hasPrefix("["), type.contains("Color") {
      // A palette: colours separated by commas (`red,#3478F6`).
      let items = text.split(separator: ",").map { argumentExpression($0.trimmingCharacters(in: " "), type: nil) }
      return .array(items)
    }
    let numbers = text.split(whereSeparator: { $0 == "," || $0 == "x" || $0 == "×" }).compactMap {
      Double($0.trimmingCharacters(in: " "))
    }
    if numbers.count == 1, Double(text) != nil { return .number(numbers[0]) }
    let args = numbers.map { CodeExpression.Argument(label: nil, value: .number($0)) }
    if numbers.count == 2 { return .call(.name(type == "CGPoint" ? "CGPointMake" : "CGSizeMake"), args) }
    if numbers.count == 4 { return .call(.name("CGRectMake"), args) }
    if let color = RGBColor(hex: text) {
      return .call(
        .name("UIColor"),
        [
          .init(label: "red", value: .number(color.red)), .init(label: "green", value: .number(color.green)),
          .init(label: "blue", value: .number(color.blue)), .init(label: "alpha", value: .number(color.alpha)),
        ])
    }
    if namedColors[text] != nil { return .member(.name("UIColor"), text) }
    if text == "true" || text == "false" { return .name(text) }
    return .string(text)
  }

  /// `setUpAnimationInLayer:size:` → `setUpAnimationInLayer`; `animate(to:)` → `animate`.
  static func baseName(_ name: String) -> String {
    String(name.prefix { $0 != ":" && $0 != "(" })
  }

}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
