import Saturating

/// A whole number as text (`12`), else the shortest text that reads back as `value` (`1e+19`,
/// `0.5`, `inf`): for labels that show user numbers of any size.
public func wholeOrShortestText(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : shortestText(value)
}
