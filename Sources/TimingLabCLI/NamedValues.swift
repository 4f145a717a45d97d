import ArgumentParser

/// An option whose values are its cases' raw values (`--format svg`), spelled without
/// swift-argument-parser's defaults: they print each value through reflection (`"\(self)"`),
/// whose dynamic casts each scan the binary's ~4,000 protocol conformance records the first time,
/// 1.4 M instructions for `--format` alone at every start of `render`.
protocol NamedValues: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedValues {
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public static var allValueDescriptions: [String: String] { [:] }
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
