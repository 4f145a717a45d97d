/// Images (`UIImage(named:)`, `UIImage(systemName:)`, `[UIImage imageNamed:]`): TimingLab draws
/// no image, but code lays views out by an image's `size` (a tab bar icon centred in its slot, an
/// image view sized to fit). An image the app's folder holds (`AssetCatalog`) has its file's
/// size; another is assumed 30 × 30 pt, said once. `withRenderingMode(_:)` and the other copies
/// keep it; `UIImageView(image:)` takes its size, as UIKit's initializer does.
extension CodeInterpreter {
  static let assumedImageSize = 30.0

  /// A named image, for `UIImage(named:)`-style calls (`name` the class or receiver, `labels`
  /// the call's, `argument` its first argument, evaluated only for an image); nil for another call.
  mutating func namedImage(_ name: String, _ labels: [String?], _ argument: CodeExpression?) -> RuntimeValue? {
    let swift = name == "UIImage" && ["named", "systemName", "imageLiteralResourceName"].contains(labels.first ?? nil)
    let objc = name == "UIImage.imageNamed" || name == "UIImage.systemImageNamed"
    guard swift || objc else { return nil }
    let symbol = name.hasSuffix("systemImageNamed") || labels.first == "systemName"
    var size = (Self.assumedImageSize, Self.assumedImageSize)
    if !symbol, case .string(let file)? = argument.map({ evaluate($0) }), let found = program.assets.images[file] {
      size = (found.width, found.height)
    } else {
      noteOnce(
        "an image's size is not known here (its asset is not given): assumed \(Int(Self.assumedImageSize)) × \(Int(Self.assumedImageSize)) pt"
      )
    }
    var image = ObjectBuild(type: "UIImage")
    image.fields["size"] = .size(size.0, size.1)
    image.madeInCode = true
    objects.append(image)
    return .object(objects.count - 1)
  }

  /// An image's copies that keep its size (`withRenderingMode(.alwaysTemplate)`, tinted,
  /// flipped, resizable): the image itself. Nil for another method or value.
  func imageCopy(_ value: RuntimeValue, _ method: String) -> RuntimeValue? {
    guard case .object(let o) = value, objects[o].type == "UIImage" else { return nil }
    return Self.imageCopies.contains(method) ? value : nil
  }

  static let imageCopies: Set<String> = [
    "withRenderingMode", "withTintColor", "withAlignmentRectInsets", "imageFlippedForRightToLeftLayoutDirection",
    "withHorizontallyFlippedOrientation", "resizableImage", "withConfiguration", "applyingSymbolConfiguration",
    "imageWithRenderingMode:", "imageWithTintColor:",
  ]

  /// `UIImageView(image:)`: the view takes the image's size (UIImageView.h, `initWithImage:`).
  mutating func sizeImageView(_ i: Int, _ image: RuntimeValue) {
    layers[i].viewValues["image"] = image
    guard case .object(let o) = image, case .size(let w, let h)? = objects[o].fields["size"] else { return }
    setLayer(i, "frame", .rect(0, 0, w, h), site)
  }
}
