import MediaTiming
import SceneCode
import Scenes
import Testing

/// The images and colours of an app's folder (`AssetCatalog`): sizes read from file headers
/// written here byte by byte (PNG, GIF and JPEG specifications), colours from `Contents.json` as
/// Xcode writes it, used by `UIImage(named:)` and `UIColor(named:)`.
@Suite("Asset catalogues")
struct AssetCatalogTests {
  /// A PNG's first 24 bytes: the signature, then the IHDR chunk's length, type, width, height.
  static func png(_ width: Int, _ height: Int) -> [UInt8] {
    func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width)
      + be32(height) + [8, 6, 0, 0, 0]
  }

  /// A JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 with height 90 and width 160.
  static let jpeg: [UInt8] =
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 90, 0x00, 160, 0x03]

  static func read(
    _ code: String, _ files: [(String, [UInt8])], file: String = "App.swift"
  ) throws
    -> CodeImport.Result
  {
    try CodeImport.read(
      [CodeImport.Source(file: file, text: code)], assets: AssetCatalog(files: files.map { (path: $0.0, bytes: $0.1) }),
      name: "idiom")
  }

  static let imageView = """
    import UIKit
    class ViewController: UIViewController {
        let picture = UIImageView(image: UIImage(named: "NAME"))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(picture)
            picture.center = CGPoint(x: 100, y: 100)
            UIView.animate(withDuration: 1) { self.picture.alpha = 0 }
        }
    }
    """

  static func bounds(_ result: CodeImport.Result, _ id: String) -> [Double]? {
    guard case .array(let items)? = LibraryIdiomsTests.property(result, id, "bounds") else { return nil }
    return items.compactMap { if case .number(let x, _) = $0 { x } else { nil } }
  }

  /// A bundle's `penguin.png` (256 px) and `penguin@2x.png` (512 px): `UIImage(named: "penguin")`
  /// on a 3× device takes the 2× file, 512 ÷ 2 = 256 pt; no "assumed" note.
  @Test func aBundleImageHasItsFilesSizeInPoints() throws {
    let result = try Self.read(
      Self.imageView.replacingOccurrences(of: "NAME", with: "penguin"),
      [("App/Content/penguin.png", Self.png(256, 256)), ("App/Content/penguin@2x.png", Self.png(512, 500))])
    #expect(Self.bounds(result, "picture") == [0, 0, 256, 250])
    #expect(!result.notes.contains { $0.contains("image's size is not known") })
  }

  /// An image set lists its files by scale; the 3× one is picked (90 px ÷ 3 = 30, 150 ÷ 3 = 50),
  /// whatever the files are called.
  @Test func anImageSetsFileOfTheDevicesScaleIsPicked() throws {
    let contents = """
      {"images":[{"idiom":"universal","filename":"a.png","scale":"1x"},
      {"idiom":"universal","filename":"b.png","scale":"2x"},{"idiom":"universal","filename":"c.png","scale":"3x"}],
      "info":{"version":1,"author":"xcode"}}
      """
    let set = "App/Assets.xcassets/heart.imageset/"
    let result = try Self.read(
      Self.imageView.replacingOccurrences(of: "NAME", with: "heart"),
      [
        (set + "Contents.json", Array(contents.utf8)), (set + "a.png", Self.png(10, 10)),
        (set + "b.png", Self.png(20, 20)), (set + "c.png", Self.png(90, 150)),
      ])
    #expect(Self.bounds(result, "picture") == [0, 0, 30, 50])
  }

  /// A folder that provides a namespace names its images `Folder/name`; one without does not.
  @Test func aNamespaceFolderPrefixesItsImagesNames() {
    let folder = #"{"properties":{"provides-namespace":true},"info":{"version":1,"author":"xcode"}}"#
    let catalog = AssetCatalog(files: [
      (path: "A.xcassets/Icons/Contents.json", bytes: Array(folder.utf8)),
      (path: "A.xcassets/Icons/star.imageset/star.png", bytes: Self.png(24, 24)),
      (path: "A.xcassets/Plain/moon.imageset/moon.png", bytes: Self.png(12, 12)),
    ])
    #expect(catalog.images["Icons/star"]?.width == 24)
    #expect(catalog.images["star"] == nil)
    #expect(catalog.images["moon"]?.height == 12)
  }

  /// JPEG and GIF headers; a JPEG is named with its extension only (UIImage.h: only PNG's may be
  /// omitted), so `UIImage(named: "photo")` is not it and is assumed, said.
  @Test func jpegsAndGifsAreReadAndNeedTheirExtension() throws {
    let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xC8, 0x00]  // 320 × 200, little-endian
    let catalog = AssetCatalog(files: [(path: "photo.jpg", bytes: Self.jpeg), (path: "spin.gif", bytes: gif)])
    #expect(catalog.images["photo.jpg"].map { [$0.width, $0.height] } == [160, 90])
    #expect(catalog.images["photo"] == nil)
    #expect(catalog.images["spin.gif"].map { [$0.width, $0.height] } == [320, 200])
    let result = try Self.read(
      Self.imageView.replacingOccurrences(of: "NAME", with: "photo"), [("photo.jpg", Self.jpeg)])
    #expect(Self.bounds(result, "picture") == [0, 0, 30, 30])
    #expect(result.notes.contains { $0.contains("image's size is not known") })
  }

  /// A vector image: a PDF's MediaBox is its size in points.
  @Test func aPDFImageIsItsMediaBox() {
    let pdf = Array("%PDF-1.7\n1 0 obj << /Type /Page /MediaBox [0 0 44 32.5] >> endobj\n".utf8)
    let catalog = AssetCatalog(files: [(path: "X.xcassets/logo.imageset/logo.pdf", bytes: pdf)])
    #expect(catalog.images["logo"].map { [$0.width, $0.height] } == [44, 32.5])
  }

  /// A colour set as Xcode writes it in its three input methods (floating point, 8-bit, hex),
  /// with a dark appearance that light mode does not use.
  @Test func aColourSetGivesItsLightModeColour() throws {
    func colorset(_ r: String, _ g: String, _ b: String) -> [UInt8] {
      Array(
        """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\(r)","green":"\(g)","blue":"\(b)","alpha":"0.500"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
        "color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}],
        "info":{"version":1,"author":"xcode"}}
        """.utf8)
    }
    let catalog = AssetCatalog(files: [
      (path: "A.xcassets/Brand.colorset/Contents.json", bytes: colorset("0.200", "0.400", "1.000")),
      (path: "A.xcassets/Eight.colorset/Contents.json", bytes: colorset("51", "102", "255")),
      (path: "A.xcassets/Hex.colorset/Contents.json", bytes: colorset("0x33", "0x66", "0xFF")),
    ])
    let expected = RGBColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)
    #expect(catalog.colors["Brand"] == expected)
    #expect(catalog.colors["Eight"] == expected)  // 51 / 255 = 0.2, 102 / 255 = 0.4
    #expect(catalog.colors["Hex"] == expected)
  }

  /// Gray Gamma 2.2: white 0.5 is 0.5^2.2 = 0.2176 of the light, which sRGB's curve encodes as
  /// 1.055 × 0.2176^(1/2.4) − 0.055 = 0.5038.
  @Test func aGrayGammaColourIsConvertedToSRGB() throws {
    let json =
      #"{"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0.500","alpha":"1.000"}}}]}"#
    let colour = try #require(
      AssetCatalog(files: [(path: "Gray.colorset/Contents.json", bytes: Array(json.utf8))]).colors["Gray"])
    #expect(abs(colour.red - 0.5038) < 0.0005)
    #expect(colour.red == colour.blue)
  }

  /// `UIColor(named:)` and `[UIColor colorNamed:]` take the catalogue's colour; a name not in it
  /// is unknown, said (and drawn in the importer's placeholder orange, said too).
  @Test func namedColoursInSwiftAndObjectiveC() throws {
    let set = Array(
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}]}"#
        .utf8)
    let files = [("App/Assets.xcassets/Accent.colorset/Contents.json", set)]
    let swift = try Self.read(
      """
      import UIKit
      class ViewController: UIViewController {
          let dot = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.layer.addSublayer(dot)
              dot.backgroundColor = UIColor(named: "Accent")!.cgColor
              dot.borderColor = UIColor(named: "Missing")?.cgColor
              dot.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
          }
      }
      """, files)
    #expect(LibraryIdiomsTests.property(swift, "dot", "backgroundColor") == .string("#FF8000"))
    #expect(swift.notes.contains { $0.contains("the colour is not known here") })
    #expect(swift.notes.contains { $0.contains("the colour named \"Missing\" is not in the asset catalogues given") })
    let objc = try Self.read(
      """
      #import <UIKit/UIKit.h>
      @implementation ViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          CALayer *dot = [CALayer layer];
          [self.view.layer addSublayer:dot];
          dot.backgroundColor = [UIColor colorNamed:@"Accent"].CGColor;
          [dot addAnimation:[CABasicAnimation animationWithKeyPath:@"opacity"] forKey:@"fade"];
      }
      @end
      """, files, file: "ViewController.m")
    #expect(LibraryIdiomsTests.property(objc, "dot", "backgroundColor") == .string("#FF8000"))
  }
}
