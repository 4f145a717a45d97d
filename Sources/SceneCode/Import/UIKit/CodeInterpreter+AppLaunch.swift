/// An app's launch: UIKit calls its app delegate's `application(_:didFinishLaunchingWithOptions:)`
/// (and, with scenes, the scene delegate's `scene(_:willConnectTo:options:)`) before anything
/// else, and the controller it makes the window's root is what the screen shows (its life cycle
/// runs then, `showsAsRoot`). Demo apps set up a library's views there.
extension CodeInterpreter {
  /// The launch methods of type `type`, in the order UIKit calls them.
  func launchMethods(_ type: String) -> [CodeFunction] {
    let methods = program.types[type]?.methods.filter { !$0.isStatic } ?? []
    func labelled(_ f: CodeFunction, _ name: String, _ label: String) -> Bool {
      f.name == name && f.parameters.count >= 2 && f.parameters[1].label == label
    }
    let selectors = [
      "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
      "scene:willConnectToSession:options:",
    ]
    let will = methods.filter { labelled($0, "application", "willFinishLaunchingWithOptions") }
    let did = methods.filter { labelled($0, "application", "didFinishLaunchingWithOptions") }
    let scene = methods.filter { labelled($0, "scene", "willConnectTo") }
    let objc = selectors.flatMap { name in methods.filter { $0.name == name } }
    return will + did + scene + objc
  }

  /// Runs each launch method of the program's types on an instance of its own (the app or
  /// scene delegate), with the shared application, no launch options and a window scene; true
  /// when one ran. Not when a view controller nothing constructs has a life cycle of its own:
  /// that is the screen a storyboard shows (a driver of the user's beside a library whose
  /// example app has a delegate); it starts instead, as before, and the launch is said.
  mutating func runAppLaunch(_ request: EntryRequest, constructed: Set<String>, _ ran: inout [String]) -> Bool {
    let launchers = program.typeOrder.filter { !launchMethods($0).isEmpty }
    guard !launchers.isEmpty else { return false }
    // (When the launch makes the window's root controller, a controller nothing constructs that
    // has a xib of its own is one of the app's screens it does not reach from there — not a
    // driver's: the launch starts. A storyboard's scene can show a controller; a xib cannot.)
    let launchMakesRoot = launchers.contains { type in launchMethods(type).contains { Self.setsRoot($0.body) } }
    let xibOwners = Set(
      program.interfaces.filter { $0.file.hasSuffix(".xib") }.flatMap { $0.owners.compactMap(\.customClass) })
    let screens = program.typeOrder.filter { type in
      isViewController(type) && !constructed.contains(type) && program.types[type]?.isDeclared == true
        && program.types[type]?.methods.contains(where: { Self.lifecycle.contains($0.name) }) == true
        && !(launchMakesRoot && xibOwners.contains(type))
    }
    if let screen = screens.first {
      note(
        "\(launchers[0]).application did not run: \(screen) starts on its own, as a storyboard shows it (--entry application runs the launch)"
      )
      return false
    }
    var launched = false
    for typeName in launchers where !halted {
      let launch = launchMethods(typeName)
      let object = instance(typeName, request, &ran)
      for f in launch where !halted {
        ran.append(typeName + "." + f.name)
        let first: RuntimeValue = f.name.hasPrefix("scene") ? windowScene() : .unknown("application")
        let rest = Array(repeating: RuntimeValue.null, count: max(f.parameters.count - 1, 0))
        _ = invokeMethod(f, on: object, type: typeName, arguments: [first] + rest)
        launched = true
      }
    }
    return launched
  }

  /// True when `statements` set a window's root controller (`window?.rootViewController = …`,
  /// `[self.window setRootViewController:…]`), also inside an `if`/`guard`/block.
  static func setsRoot(_ statements: [SourceStatement]) -> Bool {
    statements.contains { statement in
      switch statement {
      case .assign(.member(_, "rootViewController"), _, _, _): return true
      case .expression(.message(_, let parts), _): return parts.first?.0 == "setRootViewController"
      case .ifElse(let branches, let otherwise, _):
        return branches.contains { setsRoot($0.body) } || setsRoot(otherwise ?? [])
      case .guardElse(_, let otherwise, _): return setsRoot(otherwise)
      case .block(let inner): return setsRoot(inner)
      default: return false
      }
    }
  }

  /// The app's one window scene (`UIApplication.shared.connectedScenes`' first), holding its window.
  mutating func windowScene() -> RuntimeValue {
    guard case .array(let scenes)? = applicationMember(.name("UIApplication.shared"), "connectedScenes"),
      let scene = scenes.first
    else { return .unknown("scene") }
    return scene
  }
}
