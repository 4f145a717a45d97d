/// The device the code asks about, as TimingLab assumes it: an iPhone on a current iOS (17.0),
/// held upright — `UIDevice.current.systemVersion` ("17.0"), `userInterfaceIdiom` (phone),
/// `UIInterfaceOrientationIsLandscape(…)` (false), and version strings compared as numbers
/// (`[version compare:@"8.0" options:NSNumericSearch]`, Swift's `.numeric`).
extension CodeInterpreter {
  static let deviceSpellings: Set<String> = [
    "UIDevice.current", "UIDevice.currentDevice()", "[UIDevice currentDevice]",
  ]
  static let assumedSystemVersion = "17.0"
  /// The members `deviceMember` answers (checked before the receiver's text is made).
  static let deviceMembers: Set<String> = ["systemVersion", "userInterfaceIdiom", "orientation", "systemName"]
  /// The members `applicationMember` answers.
  static let applicationMembers: Set<String> = [
    "keyWindow", "windows", "statusBarOrientation", "statusBarFrame", "window", "connectedScenes",
    "isStatusBarHidden", "statusBarHidden", "delegate",
  ]

  /// A member of `UIDevice.current`; nil for another receiver or member.
  mutating func deviceMember(_ base: CodeExpression, _ member: String) -> RuntimeValue? {
    guard Self.deviceSpellings.contains(base.text) else { return nil }
    switch member {
    case "systemVersion":
      noteOnce("the system version: assumed iOS \(Self.assumedSystemVersion)")
      return .string(Self.assumedSystemVersion)
    case "userInterfaceIdiom": return .constant("phone")
    case "orientation": return .constant("portrait")
    case "systemName": return .string("iOS")
    default: return nil
    }
  }

  /// `UINavigationController.hideShowBarDuration` (`UINavigationControllerHideShowBarDuration`):
  /// how long a navigation bar takes to show or hide, 0.2 s, said once; nil for another name.
  mutating func barDuration(_ text: String) -> RuntimeValue? {
    guard text == "UINavigationController.hideShowBarDuration" || text == "UINavigationControllerHideShowBarDuration"
    else { return nil }
    noteOnce("UINavigationController.hideShowBarDuration: assumed 0.2 s")
    return .number(0.2)
  }

  /// `UIInterfaceOrientationIsLandscape(o)` and its kin, `UI_USER_INTERFACE_IDIOM()`.
  static let deviceFunctionNames: Set<String> = [
    "UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape", "UIInterfaceOrientationIsPortrait",
    "UIDeviceOrientationIsPortrait", "UI_USER_INTERFACE_IDIOM",
  ]

  /// The answer of device function `name` (one of `deviceFunctionNames`), nil for another.
  static func deviceFunction(_ name: String, _ arguments: [RuntimeValue]) -> RuntimeValue? {
    switch name {
    case "UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape":
      return .bool(arguments.first.map { if case .constant("landscape") = $0 { true } else { false } } ?? false)
    case "UIInterfaceOrientationIsPortrait", "UIDeviceOrientationIsPortrait":
      return .bool(arguments.first.map { if case .constant("portrait") = $0 { true } else { false } } ?? true)
    case "UI_USER_INTERFACE_IDIOM": return .constant("phone")
    default: return nil
    }
  }

  /// Names of the device's constants: idioms and comparison results.
  static let deviceConstants: [String: RuntimeValue] = [
    "UIUserInterfaceIdiomPhone": .constant("phone"), "UIUserInterfaceIdiomPad": .constant("pad"),
    "NSOrderedAscending": .constant("orderedAscending"), "NSOrderedSame": .constant("orderedSame"),
    "NSOrderedDescending": .constant("orderedDescending"), "NSNumericSearch": .constant("numeric"),
  ]

  /// `a.compare(b, options: .numeric)` (`[a compare:b options:NSNumericSearch]`), `compare(b)`:
  /// `orderedAscending` when `a` comes first. Numerically, digit runs compare as numbers
  /// ("8.0" before "17.0"); otherwise by characters.
  static func compared(_ a: String, _ b: String, numeric: Bool) -> RuntimeValue {
    func order(_ x: Bool, _ y: Bool) -> RuntimeValue {
      .constant(x ? "orderedAscending" : y ? "orderedDescending" : "orderedSame")
    }
    guard numeric else { return order(a < b, a > b) }
    func parts(_ s: String) -> [Double] { s.split { !$0.isNumber }.compactMap { Double($0) } }
    let (x, y) = (parts(a), parts(b))
    for k in 0..<max(x.count, y.count) {
      let (p, q) = (k < x.count ? x[k] : 0, k < y.count ? y[k] : 0)
      if p != q { return order(p < q, p > q) }
    }
    return .constant("orderedSame")
  }
}
