import MediaTiming
import Scenes
import TermGrid

/// The inspector: the inspected node's fields and values, the selected one highlighted (with the
/// text being typed), defaults dimmed. Drawn over the value, curve and readout panels so the
/// timeline above stays in view and shows each edit at once.
enum InspectorView {
  /// Where the inspector goes: below the timeline on the scrub screen, over the lower half
  /// elsewhere.
  static func area(_ state: ExplorerState) -> Rect {
    if state.mode == .scrub {
      let areas = ExplorerView.layout(state)
      return Rect(
        x: 0, y: areas.colorBar.y, width: state.width, height: areas.readout.maxY - areas.colorBar.y)
    }
    let top = max(2, state.height / 2 - 2)
    return Rect(x: 0, y: top, width: state.width, height: max(4, state.height - 2 - top))
  }

  static func draw(_ state: ExplorerState, into grid: inout CellGrid, theme: Theme) {
    guard let inspector = state.editing.inspector else { return }
    let area = area(state)
    grid.fill(area, with: .blank)
    let path = inspector.ids.joined(separator: "/")
    let kind =
      state.inspectedNode.map { node, isLayer in
        isLayer ? "layer" : (node[member: "animations"] != nil ? "group" : "animation")
      } ?? "gone"
    Box(title: "Inspector · \(path) (\(kind))", highlighted: true).render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    let fields = state.inspectorFields
    guard inner.height > 0, !fields.isEmpty else { return }
    let labelWidth = min(22, (fields.map { $0.label.count }.max() ?? 0) + 2)
    // Two columns when there is room, so every field shows at 100×30.
    let columns = inner.width >= 96 && fields.count > inner.height ? 2 : 1
    let columnWidth = (inner.width - (columns - 1) * 2) / columns
    let perColumn = columns == 2 ? (fields.count + 1) / 2 : inner.height
    let first = columns == 2 ? 0 : max(0, min(inspector.field - inner.height + 1, fields.count - inner.height))
    for index in first..<fields.count {
      let slot = index - first
      let column = slot / max(1, perColumn)
      let row = slot % max(1, perColumn)
      guard column < columns, row < inner.height else { break }
      let x = inner.x + column * (columnWidth + 2)
      let cellArea = Rect(x: x, y: inner.y + row, width: columnWidth, height: 1)
      let field = fields[index]
      let selected = index == inspector.field
      var valueText = field.text
      var valueStyle = field.value == nil ? theme.dim : theme.text
      if selected, case .fieldValue(let entry)? = state.editing.prompt {
        valueText = entry + (theme.unicode ? "▏" : "_")
        valueStyle = theme.accent
      }
      let labelStyle = selected ? theme.key.adding(.reverse) : theme.dim
      grid.put(truncate(field.label, to: labelWidth - 1), x: x, y: cellArea.y, style: labelStyle, clip: cellArea)
      grid.put(
        truncate(valueText, to: max(1, columnWidth - labelWidth)), x: x + labelWidth, y: cellArea.y,
        style: selected ? valueStyle.adding(.bold) : valueStyle, clip: cellArea)
    }
  }
}
