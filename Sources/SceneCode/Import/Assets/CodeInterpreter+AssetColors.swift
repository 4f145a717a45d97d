/// `UIColor(named:)` and `[UIColor colorNamed:]`: a colour of the app's asset catalogues
/// (`AssetCatalog`), in light mode. A name not among the catalogues given is an unknown value,
/// said (the app may hold it in a catalogue not given; a name no catalogue holds is nil there).
extension CodeInterpreter {
  mutating func assetColor(_ name: RuntimeValue) -> RuntimeValue {
    guard case .string(let text) = name else { return .unknown("UIColor(named:)") }
    if let colour = program.assets.colors[text] { return .color(colour) }
    noteOnce("the colour named \"\(text)\" is not in the asset catalogues given (a .colorset): its value is not known")
    return .unknown("UIColor(named: \"\(text)\")")
  }
}
