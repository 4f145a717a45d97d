import MediaTiming
import TermGrid

/// The layer tree: every layer, group and animation with its timing properties, its live local
/// time and its effective speed (the product down the tree: "1.5 inside 2 runs at 3").
enum LayerTreeView {
  static func draw(
    _ state: ExplorerState, into grid: inout CellGrid, area: Rect, theme: Theme, cache: ViewCache? = nil
  ) {
    let nodes = state.scene.root.treeNodes
    let evaluation = state.evaluation
    // The table takes what its nodes need; the rest goes to a timeline of the tree's animations
    // (when at least three strips fit), so a speed change is seen stretching them.
    let tableHeight = nodes.count + 3
    let spare = area.height - 6 - tableHeight
    let parts =
      spare >= 6
      ? Layout.rows(area, [.fixed(tableHeight), .fill(1), .fixed(6)])
      : Layout.rows(area, [.fill(1), .fixed(6)])
    if parts.count == 3 {
      // The selected node's row, or for a layer or group its first animation's.
      let node = nodes.indices.contains(state.treeSelection) ? nodes[state.treeSelection] : nil
      let row = node.flatMap { node in
        state.rows.firstIndex { $0.path == node.path || $0.path.hasPrefix(node.path + "/") }
      }
      TimelineBox.draw(
        state, title: "Timeline on the scene clock", selected: row, into: &grid, area: parts[1], theme: theme,
        cache: cache)
    }
    let selectedArea = parts[parts.count - 1]
    Box(title: "Layer tree · scene time \(seconds(state.sceneTime))").render(into: &grid, area: parts[0], theme: theme)
    let inner = Box.inner(parts[0]).inset(left: 1, right: 1)
    let nameWidth = max(
      16,
      min(
        30,
        (nodes.map { $0.path.split(separator: "/").last?.count ?? 0 }.max() ?? 0) + 2
          * ((nodes.map(\.depth).max() ?? 0) + 1)))
    let header = "  " + "node".padding(nameWidth) + "kind       beginTime    speed  timeOffset   local time   effective"
    grid.put(header, x: inner.x, y: inner.y, style: theme.dim, clip: inner)
    let visible = max(1, inner.height - 1)
    let first = max(0, min(state.treeSelection - visible + 1, nodes.count - visible))
    for (offset, node) in nodes.dropFirst(first).prefix(visible).enumerated() {
      let index = first + offset
      let selected = index == state.treeSelection
      let name =
        String(repeating: "  ", count: node.depth) + (node.path.split(separator: "/").last.map(String.init) ?? "")
      let local: String
      if node.kind == .layer {
        local = evaluation.layer(node.path).map { seconds($0.localTime) } ?? "—"
      } else {
        local = evaluation.animation(node.path)?.timing.map { seconds($0.activeLocalTime) } ?? "no time"
      }
      let text =
        (selected ? (theme.unicode ? "▶ " : "> ") : "  ") + truncate(name, to: nameWidth - 1).padding(nameWidth)
        + node.kind.rawValue.padding(10) + pad(seconds(node.beginTime), 11) + pad(number(node.speed), 9)
        + pad(seconds(node.timeOffset), 12) + pad(local, 13) + pad("×" + number(node.effectiveSpeed), 11)
      grid.put(text, x: inner.x, y: inner.y + 1 + offset, style: selected ? theme.accent : theme.text, clip: inner)
    }
    Box(title: "Selected").render(into: &grid, area: selectedArea, theme: theme)
    guard nodes.indices.contains(state.treeSelection) else { return }
    let node = nodes[state.treeSelection]
    TextBlock(explanation(node, nodes: nodes, evaluation: evaluation, theme: theme))
      .render(into: &grid, area: Box.inner(selectedArea).inset(left: 1, right: 1), theme: theme)
  }

  static func explanation(_ node: TreeNode, nodes: [TreeNode], evaluation: TreeEvaluation, theme: Theme) -> [Line] {
    // The chain of speeds from the root: every node whose path is a prefix of this one.
    let chain = nodes.filter { node.path == $0.path || node.path.hasPrefix($0.path + "/") }
    let factors = chain.map { number($0.speed) }.joined(separator: " × ")
    var lines: [Line] = [
      [Span(node.path, theme.accent), Span("  (\(node.kind.rawValue))", theme.dim)],
      [
        Span("effective speed = ", theme.dim), Span(factors, theme.text), Span(" = ", theme.dim),
        Span(number(node.effectiveSpeed), theme.accent),
      ],
    ]
    if node.kind == .layer, let layer = evaluation.layer(node.path) {
      lines.append([
        Span(
          "t = (tp − beginTime) × speed + timeOffset = (\(seconds(layer.parentTime)) − \(seconds(node.beginTime))) × \(number(node.speed)) + \(seconds(node.timeOffset)) = ",
          theme.dim),
        Span(seconds(layer.localTime), theme.accent),
      ])
    } else if let timing = evaluation.animation(node.path)?.timing {
      lines.append([
        Span(
          "t = (tp − beginTime) × speed + timeOffset = (\(seconds(timing.parentTime)) − \(seconds(node.beginTime))) × \(number(node.speed)) + \(seconds(node.timeOffset)) = ",
          theme.dim),
        Span(seconds(timing.activeLocalTime), theme.accent),
      ])
    }
    lines.append([Span("+/- r change its speed without a jump · [ ] its timeOffset", theme.dim)])
    return lines
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : String(repeating: " ", count: width - text.count) + text
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
