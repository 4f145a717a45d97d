/// A table view's batch updates: `endUpdates()` (after `beginUpdates()`) and
/// `performBatchUpdates(_:completion:)` ask the delegate for each shown row's height again and
/// move the rows to their new places in an animation — the expand-a-row-on-tap idiom. UIKit
/// does not document that animation's timing; it is taken as 0.3 s easeInEaseOut (said).
extension CodeInterpreter {
  static let tableUpdateDuration = 0.3

  /// `beginUpdates`, `endUpdates`, `performBatchUpdates` on table view layer `i`; nil for
  /// another call.
  mutating func tableUpdateCall(_ i: Int, _ method: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    switch method {
    case "beginUpdates":
      return .null
    case "endUpdates":
      relayOutRows(i)
      return .null
    case "performBatchUpdates":
      if let updates = arguments.first.map({ evaluate($0.value) }), case .closure = updates { runClosure(updates) }
      let moved = relayOutRows(i)
      if let completion = argument(arguments, "completion").map({ evaluate($0) }), case .closure = completion {
        let when = delayedBy + (moved ? Self.tableUpdateDuration : 0)
        completions.append(
          Completion(time: when, what: "performBatchUpdates completion", site: site) {
            $0.runClosure(completion, [.bool(true)])
          })
      }
      return .null
    default:
      return nil
    }
  }

  /// Gives the shown rows of table `i` their heights as the delegate answers now, one under the
  /// other from the first's top, in a UIKit animation; true when a row moved or resized.
  @discardableResult
  mutating func relayOutRows(_ i: Int) -> Bool {
    guard let cells = listCells[i], let first = cells.first.flatMap({ frame(of: $0.cell) }) else { return false }
    let (top, width) = (first.y, first.w)
    let delegate: Int? = if case .object(let d)? = layers[i].viewValues["delegate"] { d } else { nil }
    let call = site  // (the delegate's methods run below move it)
    var y = top
    var changes: [(cell: Int, frame: RuntimeValue)] = []
    for (path, cell) in cells where path.count == 2 {
      let height = rowHeight(i, delegate, Self.indexPath(row: Double(path[1]), section: Double(path[0])), cell: cell)
      let new = RuntimeValue.rect(0, y, width, height)
      if let now = frame(of: cell), now.y != y || now.h != height || now.w != width { changes.append((cell, new)) }
      y += height
    }
    site = call
    guard !changes.isEmpty else { return false }
    noteOnce(
      "the table's rows move to their new heights in an animation of \(Self.seconds(Self.tableUpdateDuration)) s, easeInEaseOut (UIKit's table update animation; its timing is not documented)"
    )
    let origin = "table updates, line \(site.line)"
    uikitBlocks.append(
      UIKitBlock(duration: Self.tableUpdateDuration, delay: 0, curve: .string("easeInEaseOut"), origin: origin))
    for change in changes {
      setLayer(change.cell, "frame", change.frame, site)
      fillContentViews(of: change.cell)
    }
    uikitBlocks.removeLast()
    return true
  }

  /// A tap on a row, as UIKit delivers it: the row is selected (`indexPathsForSelectedRows`,
  /// `indexPathForSelectedRow`) before `tableView(_:didSelectRowAt:)` is called — for that
  /// method run as the entry with its list and index path bound.
  mutating func selectRowForDelegate(_ f: CodeFunction, _ bound: [(CodeParameter, CodeExpression?)]) {
    guard
      f.name == "tableView" && f.parameters.count == 2 && f.parameters[1].label == "didSelectRowAt"
        || f.name == "tableView:didSelectRowAtIndexPath:",
      let listExpression = bound.first?.1, let pathExpression = bound.last?.1,
      let list = queriedLayer(evaluate(listExpression)), layers[list].systemKind == "UITableView"
    else { return }
    let path = evaluate(pathExpression)
    guard case .tuple = path else { return }
    var selected: [RuntimeValue] = []
    if case .array(let already)? = layers[list].viewValues["indexPathsForSelectedRows"] { selected = already }
    if !selected.contains(where: { same($0, path) }) { selected.append(path) }
    layers[list].viewValues["indexPathsForSelectedRows"] = .array(selected)
    layers[list].viewValues["indexPathForSelectedRow"] = path
  }
}
