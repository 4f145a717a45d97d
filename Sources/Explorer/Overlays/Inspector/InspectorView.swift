import MediaTiming
import Scenes
import TermGrid

/// The inspector: the inspected node's fields and values, the selected one highlighted (with the
/// text being typed), defaults dimmed. Drawn over the value, curve and readout panels so the
/// timeline above stays in view and shows each edit at once.
extension InspectorOverlay {
  package func draw(_ state: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) {
    let area = state.screens[state.current].base.inspectorArea(state)
    grid.fill(area, with: .blank)
    let path = ids.joined(separator: "/")
    let kind =
      node(state).map { node, isLayer in
        isLayer ? "layer" : (node[member: "animations"] != nil ? "group" : "animation")
      } ?? "gone"
    Box(title: "Inspector · \(path) (\(kind))", highlighted: true).render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    let fields = fields(state)
    guard inner.height > 0, !fields.isEmpty else { return }
    let labelWidth = min(22, (fields.map { $0.label.count }.max() ?? 0) + 2)
    // Two columns when there is room, so every field shows at 100×30.
    let columns = inner.width >= 96 && fields.count > inner.height ? 2 : 1
    let columnWidth = (inner.width - (columns - 1) * 2) / columns
    let perColumn = columns == 2 ? (fields.count + 1) / 2 : inner.height
    let first = columns == 2 ? 0 : max(0, min(field - inner.height + 1, fields.count - inner.height))
    for index in first..<fields.count {
      let slot = index - first
      let column = slot / max(1, perColumn)
      let row = slot % max(1, perColumn)
      guard column < columns, row < inner.height else { break }
      let x = inner.x + column * (columnWidth + 2)
      let cellArea = Rect(x: x, y: inner.y + row, width: columnWidth, height: 1)
      let item = fields[index]
      let selected = index == field
      var valueText = item.text
      var valueStyle = item.value == nil ? theme.dim : theme.text
      if selected, let entry = state.overlay(FieldValuePrompt.self)?.text {
        valueText = entry + (theme.unicode ? "▏" : "_")
        valueStyle = theme.accent
      }
      let labelStyle = selected ? theme.key.adding(.reverse) : theme.dim
      grid.put(truncate(item.label, to: labelWidth - 1), x: x, y: cellArea.y, style: labelStyle, clip: cellArea)
      grid.put(
        truncate(valueText, to: max(1, columnWidth - labelWidth)), x: x + labelWidth, y: cellArea.y,
        style: selected ? valueStyle.adding(.bold) : valueStyle, clip: cellArea)
    }
  }
}
