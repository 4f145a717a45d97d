import Foundation
import Scenes
import Testing

/// The pages in `docs/` against what the code says: every scene field is documented, and every
/// rule id or section the sources cite exists, so a citation in a doc comment always resolves.
@Suite struct DocsTests {
  /// The repository's root, found from this file's path (Tests/ScenesTests/DocsTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func page(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
  }

  /// Every Swift source under Sources/, as (path, text).
  static func sources() throws -> [(String, String)] {
    let base = root.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test func everySchemaFieldIsInTheSceneFormatPage() throws {
    let page = try Self.page("scene-format.md")
    let fields = AnimationSchema.scene + AnimationSchema.layer + AnimationSchema.animationFields + AnimationSchema.event
    let missing = fields.map(\.name).filter { !page.contains("| `\($0)` |") }
    #expect(missing.isEmpty, "docs/scene-format.md has no table row for \(missing)")
    #expect(fields.count > 30)
  }

  @Test func everyCitedRuleIdIsDefined() throws {
    let rules = try Self.page("timing-model.md") + Self.page("presentation-model.md")
    let pattern = try Regex(#"\b(K-T[1-4]|[TLGEVK][0-9]{1,2})\b"#)
    var cited: Set<String> = []
    for (_, text) in try Self.sources() {
      for match in text.matches(of: pattern) { cited.insert(String(text[match.range])) }
    }
    // The sources cite the timing rules, groups, layers and the presentation steps.
    #expect(cited.isSuperset(of: ["T1", "T6", "T11", "L3", "G4", "K-T1", "V8"]))
    let undefined = cited.filter { id in !rules.contains("**\(id)") && !rules.contains("| \(id) |") }
    #expect(undefined.isEmpty, "rule ids cited in Sources/ but not defined in docs/: \(undefined.sorted())")
  }

  @Test func everyCitedSectionExists() throws {
    let pattern = try Regex(
      #"(timing[- ]model|presentation[- ]model|springs|uikit|ca-api)(\.md)?,? §([0-9]+(\.[0-9]+)?)"#
    )
    .ignoresCase()
    var checked = 0
    var missing: [String] = []
    for (path, text) in try Self.sources() {
      for match in text.matches(of: pattern) {
        let page = String(match.output[1].substring ?? "").lowercased().replacing(" ", with: "-")
        let section = String(match.output[3].substring ?? "")
        let headings = try Self.page("\(page).md").split(separator: "\n").filter { $0.hasPrefix("#") }
        checked += 1
        if !headings.contains(where: { $0.contains("§\(section) ") }) { missing.append("\(path): \(page) §\(section)") }
      }
    }
    #expect(checked > 10)
    #expect(missing.isEmpty, "sections cited but not headed in docs/: \(missing)")
  }

  @Test func theIndexLinksEveryPage() throws {
    let index = try Self.page("README.md")
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }
    #expect(pages.count >= 8)
    for page in pages { #expect(index.contains("(\(page))"), "docs/README.md does not link \(page)") }
  }
}
