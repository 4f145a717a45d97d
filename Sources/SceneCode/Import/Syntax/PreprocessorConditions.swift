import Foundation

/// Objective-C's `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif`, taken as an iPhone app built
/// with a current SDK would take them: on a device (not the simulator), iOS, ARC on, any SDK or
/// deployment version check met. A branch whose condition is not one of these is taken when it
/// is the first (`#if DEBUG`: a macro not defined here is 0, so its branch is left out).
struct PreprocessorConditions {
  /// One `#if … #endif`: whether the branch now read is taken, and whether one was.
  private struct Level {
    var taking: Bool
    var taken: Bool
    var outerTaking: Bool
  }
  private var levels: [Level] = []
  /// Macros defined so far, with their values' text (`#define NAME 1`; "" for `#define NAME`):
  /// the file's, and those the program's other files define (a `Constants.h` of switches).
  var defined: [String: String] = [:]

  /// The object-like macros `#define NAME value` lines in `text` define (the value's text, ""
  /// for none): read from every file before any is lexed, so a header's switches hold in the
  /// files that test them.
  static func definitions(in text: String) -> [String: String] {
    var found: [String: String] = [:]
    for line in text.split(separator: "\n") where line.contains("#define") {
      let words = line.drop { $0 == " " || $0 == "\t" }.split(
        maxSplits: 2, omittingEmptySubsequences: true, whereSeparator: { $0 == " " || $0 == "\t" })
      guard words.count >= 2, words[0] == "#define", !words[1].contains("(") else { continue }
      let value = words.count > 2 ? String(words[2].split(separator: "/").first ?? "") : ""
      found[String(words[1])] = value.trimmingCharacters(in: .whitespaces)
    }
    return found
  }

  /// True while the lines read are in branches that are taken.
  var isTaking: Bool { levels.last.map { $0.taking && $0.outerTaking } ?? true }

  /// Takes a directive line (`#if X`, `#else`, …); false for another line (a `#define`).
  mutating func read(_ line: String) -> Bool {
    let text = line.drop { $0 == "#" || $0 == " " || $0 == "\t" }
    let word = String(text.prefix { $0.isLetter })
    let rest = String(text.dropFirst(word.count))
    switch word {
    case "if", "ifdef", "ifndef":
      let holds: Bool
      switch word {
      case "ifdef": holds = isDefined(rest.filter { $0 != " " && $0 != "\t" })
      case "ifndef": holds = !isDefined(rest.filter { $0 != " " && $0 != "\t" })
      default: holds = condition(rest)
      }
      levels.append(Level(taking: holds, taken: holds, outerTaking: isTaking))
    case "elif":
      guard var level = levels.popLast() else { return true }
      let holds = !level.taken && condition(rest)
      level.taking = holds
      level.taken = level.taken || holds
      levels.append(level)
    case "else":
      guard var level = levels.popLast() else { return true }
      level.taking = !level.taken
      level.taken = true
      levels.append(level)
    case "endif":
      _ = levels.popLast()
    default:
      return false
    }
    return true
  }

  func isDefined(_ name: String) -> Bool {
    defined[name] != nil
      || ["__OBJC__", "__APPLE__", "TARGET_OS_IPHONE", "TARGET_OS_IOS", "__IPHONE_OS_VERSION_MIN_REQUIRED"].contains(
        name)
  }

  /// A condition's truth: `&&`, `||` and `!` over the names and checks above; a number is itself.
  func condition(_ text: String) -> Bool {
    let expression = text.split(separator: "/").first.map(String.init) ?? text  // a trailing comment
    if expression.contains("||") {
      return Self.split(expression, "|").contains { condition($0) }
    }
    if expression.contains("&&") {
      return Self.split(expression, "&").allSatisfy { condition($0) }
    }
    var term = expression.filter { $0 != " " && $0 != "\t" }
    var negated = false
    while term.hasPrefix("!") {
      negated.toggle()
      term.removeFirst()
    }
    while term.hasPrefix("("), term.hasSuffix(")") { term = String(term.dropFirst().dropLast()) }
    return negated != value(term)
  }

  /// `text` split at each doubled `c` (`||`, `&&`).
  static func split(_ text: String, _ c: Character) -> [String] {
    var parts = [""]
    var previous: Character?
    for x in text {
      if x == c, previous == c {
        parts[parts.count - 1].removeLast()
        parts.append("")
        previous = nil
        continue
      }
      parts[parts.count - 1].append(x)
      previous = x
    }
    return parts
  }

  private func value(_ term: String) -> Bool {
    if term.hasPrefix("defined") {
      return isDefined(term.dropFirst("defined".count).filter { $0 != "(" && $0 != ")" })
    }
    if let number = Int(term) { return number != 0 }
    if term.contains("SIMULATOR") || term.contains("TARGET_OS_TV") || term.contains("TARGET_OS_WATCH")
      || term.contains("TARGET_OS_OSX") || term.contains("TARGET_OS_VISION")
    {
      return false
    }
    if term.hasPrefix("__has_feature") || term.hasPrefix("__has_include") || term.contains("VERSION") { return true }
    if term.hasPrefix("TARGET_OS_IPHONE") || term.hasPrefix("TARGET_OS_IOS") || term.hasPrefix("TARGET_OS_MAC") {
      return true
    }
    // A macro defined as a number is that number (`#define K_ROTATE 0` is false); one defined
    // otherwise is taken as set; one not defined (`DEBUG`) as 0.
    guard let text = defined[term] else { return false }
    let bare = text.filter { $0 != "(" && $0 != ")" && $0 != " " }
    if let number = Int(bare) { return number != 0 }
    if bare != term, defined[bare] != nil { return value(bare) }
    return true
  }
}
