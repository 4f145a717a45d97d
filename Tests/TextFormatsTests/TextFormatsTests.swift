import Testing
import TextFormats

/// Each output format's escaping, derived from the formats' rules (RFC 8259 §7 for JSON strings,
/// XML 1.0 §2.4 for character data, Swift's and C's string literal escapes).
@Suite struct TextFormatsTests {
  // JSON: quote, backslash and the C0 controls must be escaped; DEL is escaped too, so a literal
  // never carries a raw control byte into a terminal.
  @Test func jsonLiterals() {
    #expect(jsonStringLiteral("a\"b\\c") == #""a\"b\\c""#)
    #expect(jsonStringLiteral("\n\r\t") == #""\n\r\t""#)
    #expect(jsonStringLiteral("\u{1B}[0m\u{0}\u{7F}") == #""\u001b[0m\u0000\u007f""#)
    #expect(jsonStringLiteral("é 日") == "\"é 日\"")
  }

  @Test func xmlText() {
    #expect(escapeXML(#"<a href="x">&</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
  }

  @Test func stringLiteralBodies() {
    #expect(cStringLiteralBody("say \"hi\"\\\n") == #"say \"hi\"\\\n"#)
  }

  @Test func capitalisedFirst() {
    #expect("forwards".capitalizedFirst == "Forwards")
    #expect("".capitalizedFirst == "")
  }
}
