/// Storyboards opened in code: `UIStoryboard(name: "Main", bundle: nil)` (`[UIStoryboard
/// storyboardWithName:bundle:]`, a controller's `storyboard`), and its
/// `instantiateViewController(withIdentifier:)` / `instantiateInitialViewController()`: a new
/// controller of the scene's class (the program's, else a plain `UIViewController`), not yet
/// loaded; its view is that scene's, loaded when first asked for (its `viewDidLoad` then), as
/// UIKit loads it. A storyboard or identifier not among the files read gives a controller with
/// no scene, said.
extension CodeInterpreter {
  static let storyboardType = "UIStoryboard"

  /// `UIStoryboard(name: "Main", bundle: nil)`: a storyboard object named so.
  mutating func newStoryboard(named name: RuntimeValue) -> RuntimeValue {
    guard case .string(let text) = name else { return .unknown("UIStoryboard(name:)") }
    var storyboard = ObjectBuild(type: Self.storyboardType)
    storyboard.fields["name"] = .string(text)
    objects.append(storyboard)
    return .object(objects.count - 1)
  }

  /// A controller's `storyboard`: the storyboard read whose scenes include its class.
  mutating func storyboard(of o: Int) -> RuntimeValue {
    let classes = Set(lineage(objects[o].type).map(\.name) + [objects[o].type])
    let file = program.interfaces.first { document in
      document.file.hasSuffix(".storyboard") && document.owners.contains { classes.contains($0.customClass ?? "") }
    }?.file
    guard let file else { return .null }
    let name = String(file.split(separator: "/").last ?? "").replacingSuffix(".storyboard")
    return newStoryboard(named: .string(name))
  }

  /// `instantiateViewController(withIdentifier:)` (Objective-C's `…WithIdentifier:`) and
  /// `instantiateInitialViewController()` on storyboard object `s`; nil for another method.
  mutating func storyboardCall(_ s: Int, _ method: String, _ identifier: RuntimeValue?) -> RuntimeValue? {
    guard case .string(let name)? = objects[s].fields["name"] else { return nil }
    let initial = method.hasPrefix("instantiateInitialViewController")
    guard initial || method.hasPrefix("instantiateViewController") else { return nil }
    let wanted = name.lowercased() + ".storyboard"
    let document = program.interfaces.first { d in
      d.file.lowercased() == wanted || d.file.lowercased().hasSuffix("/" + wanted)
    }
    var owner: InterfaceDocument.Owner?
    if let document, initial {
      owner = document.firstScreens.first.flatMap { type in document.owners.first { $0.customClass == type } }
    } else if let document, case .string(let id)? = identifier {
      owner = document.owners.first { $0.storyboardIdentifier == id }
    }
    let type = owner?.customClass.flatMap { program.types[$0]?.isDeclared == true ? $0 : nil } ?? "UIViewController"
    guard case .object(let o) = newObject(type) else { return nil }
    objects[o].madeInCode = true
    if let document, let owner {
      storyboardScenes[o] = (document.file, owner.id)
    } else {
      let what = initial ? "its initial scene" : "the scene \(identifier.map { "\($0)" } ?? "asked for")"
      noteOnce(
        "\(name).storyboard is not among the files read, or has no \(what): the controller made has no view from it")
    }
    return .object(o)
  }

  /// The root view of the scene `instantiateViewController` made controller `o` for, and the
  /// scene's controller; nil for a controller it did not make (found by its class instead).
  func instantiatedScene(
    of o: Int, in document: InterfaceDocument
  ) -> (InterfaceDocument.View, InterfaceDocument.Owner)? {
    guard let chosen = storyboardScenes[o], chosen.file == document.file,
      let owner = document.owners.first(where: { $0.id == chosen.owner }), let root = owner.rootView,
      let view = document.views[root]
    else { return nil }
    return (view, owner)
  }
}

extension String {
  /// The text without `suffix` at its end (unchanged when it has none).
  func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
