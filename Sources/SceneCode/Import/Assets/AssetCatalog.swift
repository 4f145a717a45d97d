import MediaTiming
import Scenes

/// The pictures and colours an app's folder holds beside its code, for the calls that name them:
/// `UIImage(named:)` takes its size from the file (an image view made with it is that size), and
/// `UIColor(named:)` its light-mode colour. Read from image files in the bundle (`penguin.png`,
/// `penguin@2x.png`) and from asset catalogues (`Assets.xcassets/penguin.imageset`,
/// `Brand.colorset`, each described by its `Contents.json`). Only headers are read: TimingLab
/// draws no picture.
public struct AssetCatalog: Sendable {
  /// An image as `UIImage(named:)` gives it on a 3× iPhone: its size in points (pixels ÷ the
  /// scale of the file UIKit picks) and the file.
  public struct Image: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var file: String
  }

  /// Images by the names `UIImage(named:)` takes (`penguin`, `penguin.png`, `photo.jpg`,
  /// `Icons/star` in a catalogue folder that provides a namespace).
  public private(set) var images: [String: Image] = [:]
  /// Colours by the names `UIColor(named:)` takes: the catalogue's "Any Appearance" (light) value
  /// in sRGB.
  public private(set) var colors: [String: RGBColor] = [:]

  /// How the files that hold assets end.
  public static let fileEndings = [".png", ".jpg", ".jpeg", ".gif", ".pdf", "Contents.json"]

  /// True for a file read as an asset, not as code.
  public static func isAssetFile(_ path: String?) -> Bool {
    guard let path = path?.lowercased() else { return false }
    return fileEndings.contains { path.hasSuffix($0.lowercased()) }
  }

  public init() {}

  /// The catalogue of `files` (paths as found, bytes as read); files of other kinds are ignored.
  public init(files: [(path: String, bytes: [UInt8])]) {
    var descriptions: [String: JSONValue] = [:]  // folder → its Contents.json
    for file in files where file.path.hasSuffix("/Contents.json") {
      if let json = try? JSONParser.parse(file.bytes) { descriptions[Self.folder(file.path)] = json }
    }
    var candidates: [String: [(scale: Double, image: Image)]] = [:]
    for file in files where !file.path.hasSuffix("Contents.json") {
      let folder = Self.folder(file.path)
      let fileName = String(file.path.split(separator: "/").last ?? "")
      if folder.hasSuffix(".appiconset") || folder.hasSuffix(".launchimage") || fileName.contains("~ipad") { continue }
      guard let pixels = Self.pixelSize(file.bytes) else { continue }
      let names: [String]
      let scale: Double
      if folder.hasSuffix(".imageset") {
        names = [Self.catalogueName(folder, descriptions)]
        scale = Self.listedScale(fileName, in: descriptions[folder]) ?? Self.suffixScale(fileName)
      } else {
        names = Self.bundleNames(fileName)
        scale = Self.suffixScale(fileName)
      }
      let image = Image(width: pixels.width / scale, height: pixels.height / scale, file: file.path)
      for name in names { candidates[name, default: []].append((scale, image)) }
    }
    // UIKit picks the file of the device's scale (3×), else the nearest below it, else above.
    for (name, found) in candidates {
      let best = found.min { a, b in Self.preference(a.scale) < Self.preference(b.scale) }
      images[name] = best?.image
    }
    for (folder, json) in descriptions where folder.hasSuffix(".colorset") {
      if let colour = AssetColor.lightColor(json) { colors[Self.catalogueName(folder, descriptions)] = colour }
    }
  }

  /// Lower is preferred: 3×, 2×, 1×, then larger scales.
  static func preference(_ scale: Double) -> Double { scale <= 3 ? 3 - scale : scale }

  /// The size in pixels (points for a PDF, whose `MediaBox` is in 1/72 inch): nil when unreadable.
  static func pixelSize(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
    if let size = ImageHeader.pixelSize(bytes) { return (Double(size.width), Double(size.height)) }
    return ImageHeader.pdfMediaBox(bytes)
  }

  /// `penguin@2x.png` is `penguin` and `penguin.png`; other formats only by their whole name
  /// (UIImage.h: "For PNG images, you may omit the filename extension").
  static func bundleNames(_ fileName: String) -> [String] {
    guard let dot = fileName.lastIndex(of: ".") else { return [fileName] }
    let ext = String(fileName[dot...])
    var base = String(fileName[..<dot])
    if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
    if let at = base.lastIndex(of: "@"), base.hasSuffix("x") { base = String(base[..<at]) }
    return ext.lowercased() == ".png" ? [base, base + ext] : [base + ext]
  }

  /// The scale an `@2x`/`@3x` suffix gives (1 without one).
  static func suffixScale(_ fileName: String) -> Double {
    var base = fileName.split(separator: ".").first.map(String.init) ?? fileName
    if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
    guard let at = base.lastIndex(of: "@"), base.hasSuffix("x"),
      let scale = Double(base[base.index(after: at)...].dropLast()), scale > 0
    else { return 1 }
    return scale
  }

  /// The scale an image set's `Contents.json` gives the file (`"scale" : "2x"`); nil when it
  /// is not listed, 1 for a single-scale entry listed without one.
  static func listedScale(_ fileName: String, in json: JSONValue?) -> Double? {
    guard case .array(let entries)? = json.flatMap({ Self.member($0, "images") }) else { return nil }
    for entry in entries where Self.string(entry, "filename") == fileName {
      guard let text = Self.string(entry, "scale") else { return 1 }
      return Double(text.dropLast()).flatMap { $0 > 0 ? $0 : nil } ?? 1
    }
    return nil
  }

  /// `Icons/star.imageset` → `Icons/star` when the folder `Icons` provides a namespace, else `star`.
  static func catalogueName(_ folder: String, _ descriptions: [String: JSONValue]) -> String {
    var parts = folder.split(separator: "/").map(String.init)
    guard let last = parts.popLast(), let dot = last.lastIndex(of: ".") else { return folder }
    var name = String(last[..<dot])
    while let parent = parts.last, !parent.hasSuffix(".xcassets") {
      let path = (folder.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
      if case .bool(true)? = descriptions[path].flatMap({ member($0, "properties") }).flatMap({
        member($0, "provides-namespace")
      }) {
        name = parent + "/" + name
      }
      parts.removeLast()
    }
    return name
  }

  static func folder(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  static func member(_ json: JSONValue, _ key: String) -> JSONValue? {
    guard case .object(let members) = json else { return nil }
    return members.first { $0.key == key }?.value
  }

  static func string(_ json: JSONValue, _ key: String) -> String? {
    guard case .string(let text)? = member(json, key) else { return nil }
    return text
  }
}
