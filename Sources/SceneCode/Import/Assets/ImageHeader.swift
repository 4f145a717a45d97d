/// An image file's size in pixels, read from its header alone (nothing is decoded): PNG's
/// `IHDR`, GIF's logical screen, JPEG's first start-of-frame marker. Nil for another format or
/// a header cut short.
enum ImageHeader {
  static func pixelSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    png(bytes) ?? gif(bytes) ?? jpeg(bytes)
  }

  /// PNG: the signature, then `IHDR` whose width and height are big-endian 32-bit (PNG §11.2.2).
  static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
    return (bigEndian(b, 16, 4), bigEndian(b, 20, 4))
  }

  /// GIF87a/89a: width and height little-endian 16-bit after the signature.
  static func gif(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count >= 10, Array(b[0..<3]) == Array("GIF".utf8) else { return nil }
    return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
  }

  /// JPEG: segments after `FFD8` until a start-of-frame (`FFC0`–`FFCF` but `C4`, `C8`, `CC`),
  /// whose height then width are big-endian 16-bit after the length and precision. (An EXIF
  /// orientation that turns the picture is not applied.)
  static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    var i = 2
    while i + 9 < b.count {
      guard b[i] == 0xFF else { return nil }
      let marker = b[i + 1]
      if marker == 0xFF {  // fill bytes
        i += 1
        continue
      }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
      }
      if marker == 0xD9 || marker == 0xDA { return nil }  // end, or image data before a frame
      if (0xD0...0xD7).contains(marker) || marker == 0x01 {
        i += 2
        continue
      }
      i += 2 + bigEndian(b, i + 2, 2)
    }
    return nil
  }

  static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
    (at..<at + count).reduce(0) { $0 << 8 | Int(b[$1]) }
  }
}

extension ImageHeader {
  /// A PDF's first `/MediaBox [x0 y0 x1 y1]` (in points, 1/72 inch): its width and height. A
  /// vector image in an asset catalogue is this size at every scale.
  static func pdfMediaBox(_ b: [UInt8]) -> (width: Double, height: Double)? {
    guard b.starts(with: Array("%PDF".utf8)) else { return nil }
    let key = Array("/MediaBox".utf8)
    guard
      let start = (0..<max(0, min(b.count, 1 << 22) - key.count)).first(where: {
        b[$0..<$0 + key.count].elementsEqual(key)
      })
    else { return nil }
    let tail = b[(start + key.count)...].prefix(120)
    guard let open = tail.firstIndex(of: UInt8(ascii: "[")), let close = tail.firstIndex(of: UInt8(ascii: "]")),
      open < close
    else { return nil }
    let numbers = String(decoding: b[(open + 1)..<close], as: UTF8.self).split(whereSeparator: {
      $0 == " " || $0 == "\n" || $0 == "\r"
    })
    .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return (abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1]))
  }
}
