/// OSC 52, the escape sequence that puts text on the terminal's clipboard (xterm, iTerm2, kitty,
/// WezTerm, tmux with `set-clipboard on`): `ESC ] 52 ; c ; BASE64 BEL`.
public enum Clipboard {
  public static func osc52(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  /// Standard base64 (RFC 4648) with padding.
  public static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let b0 = UInt32(chunk[chunk.startIndex])
      let b1 = chunk.count > 1 ? UInt32(chunk[chunk.startIndex + 1]) : 0
      let b2 = chunk.count > 2 ? UInt32(chunk[chunk.startIndex + 2]) : 0
      let n = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(n >> 18 & 63)])
      out.append(alphabet[Int(n >> 12 & 63)])
      out.append(chunk.count > 1 ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="))
      out.append(chunk.count > 2 ? alphabet[Int(n & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
