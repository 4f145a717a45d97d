/// A storyboard or xib view's user-defined runtime attributes (`RuntimeAttribute`), set as UIKit
/// sets them when it loads the file: `setValue(_:forKeyPath:)` on the view, after
/// `init(coder:)` and before `awakeFromNib`. A key path the program's own property answers
/// (`cornerRadiusV` of an `extension UIView`) runs its setter; `layer.cornerRadius` sets the
/// layer's.
extension CodeInterpreter {
  mutating func applyRuntimeAttributes(
    _ view: InterfaceDocument.View, to value: RuntimeValue, name: String, _ document: InterfaceDocument
  ) {
    guard !view.runtimeAttributes.isEmpty || !view.skippedAttributes.isEmpty else { return }
    let held = "$runtimeAttributes\(name)"
    // (Set while the file loads, not by code outside a UIKit block: not a reason nothing moves.)
    let (saved, still) = (site, stillViewChange)
    defer { (site, stillViewChange) = (saved, still) }
    globals.values[held] = value
    for attribute in view.runtimeAttributes {
      let target = attribute.keyPath.split(separator: ".").reduce(CodeExpression.name(held)) {
        .member($0, String($1))
      }
      assign(target, Self.runtimeValue(attribute.value), site)
    }
    globals.values[held] = nil
    if !view.skippedAttributes.isEmpty {
      noteOnce(
        "\(name)'s runtime attributes \(view.skippedAttributes.joined(separator: ", ")) in \(document.file) are of a type not read here (an image, a localized string): not set"
      )
    }
  }

  static func runtimeValue(_ value: RuntimeAttribute.Value) -> RuntimeValue {
    switch value {
    case .number(let x): .number(x)
    case .bool(let b): .bool(b)
    case .string(let s): .string(s)
    case .color(let c): .color(c)
    case .point(let x, let y): .point(x, y)
    case .size(let w, let h): .size(w, h)
    case .rect(let x, let y, let w, let h): .rect(x, y, w, h)
    }
  }
}
