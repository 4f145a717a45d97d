import MediaTiming

/// `UIProgressView`: UIKit draws it as two image views, a track as large as the view and a bar
/// from its leading edge, `progress` of the view's width (UIProgressView.h: "Values less than
/// 0.0 and greater than 1.0 are pinned to those limits"). They are the view's sublayers `track`
/// and `bar` here.
///
/// Setting `progress` (or `setProgress(_:animated: false)`) marks the view for layout: the bar
/// takes its width at the next layout pass, and in a UIKit block that pass animates — how apps
/// animate a progress view at their own pace (`progress = p`, then
/// `UIView.animate(withDuration: 2) { layoutIfNeeded() }`). `setProgress(_:animated: true)`
/// animates by UIKit's own animation, whose timing UIKit does not document: taken as 0.25 s
/// easeInEaseOut (said).
extension CodeInterpreter {
  static let progressAnimationDuration = 0.25
  /// What the track and bar show until the code tints them: UIKit's light-mode track (system
  /// gray 5, #E5E5EA) and the tint colour (system blue).
  static let progressTrackColour = RGBColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)

  /// True when view layer `i` is a progress view (made as one, or a program class descending from it).
  func isProgressView(_ i: Int) -> Bool { layers[i].systemKind == "UIProgressView" }

  /// `progress`, `progressTintColor`, `trackTintColor` set on progress view `i`: kept (the
  /// progress pinned to 0…1) for the next layout pass; false for another property or view.
  mutating func setProgressValue(_ i: Int, _ name: String, _ value: RuntimeValue) -> Bool {
    guard isProgressView(i) else { return false }
    switch name {
    case "progress":
      guard let x = value.number else { return false }
      // (A `Float`, as UIKit keeps it.)
      layers[i].viewValues["progress"] = .number(Double(Float(min(max(x, 0), 1))))
      layoutPending = true
    case "progressTintColor", "trackTintColor":
      if case .constant(let colour) = value {
        layers[i].viewValues[name] = namedColor(colour)  // `progressTintColor = .systemGreen`
      } else {
        layers[i].viewValues[name] = value
      }
      layoutPending = true
    default:
      return false
    }
    return true
  }

  /// `setProgress(_:animated:)` (`setProgress:animated:`) on progress view `i`; nil for another call.
  mutating func progressViewCall(_ i: Int, _ method: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard isProgressView(i), method == "setProgress" || method == "setProgress:animated:", arguments.count == 2,
      let x = evaluate(arguments[0].value).number
    else { return nil }
    _ = setProgressValue(i, "progress", .number(x))
    guard truth(evaluate(arguments[1].value)) == true, uikitBlocks.isEmpty else { return .null }
    noteOnce(
      "setProgress(_:animated: true): the bar moves in UIKit's own animation, taken as \(Self.seconds(Self.progressAnimationDuration)) s easeInEaseOut (its timing is not documented)"
    )
    uikitBlocks.append(
      UIKitBlock(
        duration: Self.progressAnimationDuration, delay: 0, curve: .string("easeInEaseOut"),
        origin: "setProgress(_:animated:), line \(site.line)"))
    layOutProgressView(i)
    uikitBlocks.removeLast()
    return .null
  }

  /// Gives every progress view's track and bar their frames and colours for its size and
  /// progress now (a change in a UIKit block animates, as the layout pass there does).
  mutating func layOutProgressViews() {
    for i in layers.indices where isProgressView(i) && !layers[i].isDetached { layOutProgressView(i) }
  }

  mutating func layOutProgressView(_ i: Int) {
    guard case .rect(_, _, let w, let h) = layers[i].property("bounds") else { return }
    let progress = layers[i].viewValues["progress"]?.number ?? 0
    let track = progressPart(i, "track")
    let bar = progressPart(i, "bar")
    let trackColour = layers[i].viewValues["trackTintColor"].flatMap { $0.isColour ? $0 : nil }
    let barColour = layers[i].viewValues["progressTintColor"].flatMap { $0.isColour ? $0 : nil } ?? tintColor(of: i)
    for (part, frame, colour) in [
      (track, RuntimeValue.rect(0, 0, w, h), trackColour ?? .color(Self.progressTrackColour)),
      (bar, .rect(0, 0, w * progress, h), barColour),
    ] {
      if frameValue(part) != frame.rectParts { setLayer(part, "frame", frame, site) }
      // (UIKit's own parts, tinted: not the code setting a view's colour outside a block.)
      viewsLoading += 1
      if !sameValue(layers[part].property("backgroundColor"), colour) {
        setLayer(part, "backgroundColor", colour, site)
      }
      viewsLoading -= 1
    }
  }

  /// The frame of layer `part` as (x, y, w, h), when known.
  private func frameValue(_ part: Int) -> [Double]? {
    frame(of: part).map { [$0.x, $0.y, $0.w, $0.h] }
  }

  /// Progress view `i`'s image view `name` (`track`, `bar`), made the first time it is laid out.
  private mutating func progressPart(_ i: Int, _ name: String) -> Int {
    if let part = layers[i].sublayers.first(where: { layers[$0].id == name && layers[$0].systemKind == "UIImageView" })
    {
      return part
    }
    guard case .layer(let part) = newLayer("CALayer", id: name) else { return i }
    layers[part].isViewLayer = true
    layers[part].systemKind = "UIImageView"
    layers[part].viewKind = "UIImageView"
    layers[part].setProperty("bounds", .rect(0, 0, 0, 0))
    layers[part].setProperty("position", .point(0, 0))
    attach(part, to: i, site, name: name, quietly: true)
    return part
  }
}

extension RuntimeValue {
  /// A rectangle's x, y, width and height; nil for another value.
  var rectParts: [Double]? {
    if case .rect(let x, let y, let w, let h) = self { return [x, y, w, h] }
    return nil
  }
}
