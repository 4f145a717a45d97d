import MediaTiming

/// A table view's rows as UIKit makes them: when the table is first laid out in the window it asks
/// its `dataSource` for its sections and rows and for the cell of each row it shows
/// (`tableView(_:cellForRowAt:)`), and places the cells across the table one under the other,
/// each as tall as `tableView(_:heightForRowAt:)` says, else `rowHeight`, else 44 pt; then its
/// delegate's `tableView(_:willDisplay:forRowAt:)` runs for each (where apps start a cell's
/// animation). Rows below the table's bottom edge are not made, as UIKit makes only the visible
/// ones. `dequeueReusableCell(withIdentifier:for:)` makes an instance of the class registered for
/// the identifier with `init(style: .default, reuseIdentifier:)`. Index paths are `(row, section)`.
/// A table under the status bar or a bar rests with its content below them (`automaticInset`).
extension CodeInterpreter {
  /// UITableView's row height when neither the delegate nor `rowHeight` gives one (points).
  static let defaultRowHeight = 44.0

  /// `IndexPath(row:section:)`, `IndexPath(item:section:)`, `[NSIndexPath indexPathForRow:inSection:]`:
  /// a `(row, section, item)` tuple; nil for another call.
  mutating func indexPathValue(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard name == "IndexPath" || name == "NSIndexPath", arguments.count == 2,
      let row = (argument(arguments, "row") ?? argument(arguments, "item")).flatMap({ evaluate($0).number }),
      let section = argument(arguments, "section").flatMap({ evaluate($0).number })
    else { return nil }
    return Self.indexPath(row: row, section: section)
  }

  static func indexPath(row: Double, section: Double) -> RuntimeValue {
    .tuple([.number(row), .number(section), .number(row)], labels: ["row", "section", "item"])
  }

  /// `tableView.dataSource = self`, `.delegate`, `.rowHeight` kept on table view layer `i`; false
  /// for another name or view.
  mutating func setTableValue(_ i: Int, _ name: String, _ value: RuntimeValue) -> Bool {
    guard layers[i].systemKind == "UITableView",
      ["dataSource", "delegate", "rowHeight", "estimatedRowHeight", "contentInsetAdjustmentBehavior"].contains(name)
    else { return false }
    layers[i].viewValues[name] = value
    if name == "dataSource" { tablesWithSource.insert(i) }
    return true
  }

  /// The methods `tableCall` answers.
  static let tableMethods: Set<String> = [
    "register", "registerClass", "dequeueReusableCell", "dequeueReusableCellWithIdentifier", "reloadData",
    "cellForRow", "cellForRowAtIndexPath", "beginUpdates", "endUpdates", "performBatchUpdates",
  ]

  /// The calls on table view layer `i` that make its rows: `register(_:forCellReuseIdentifier:)`,
  /// `dequeueReusableCell(withIdentifier:for:)`, `reloadData()`; nil for another call.
  mutating func tableCall(_ i: Int, _ method: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    switch method {
    case "register", "registerClass":
      guard let id = argument(arguments, "forCellReuseIdentifier").map({ evaluate($0) }),
        case .string(let identifier) = id, let first = arguments.first
      else { return nil }
      // `register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier:)`: cells from the xib.
      if let nib = Self.nibName(first.value).map({ evaluate($0) }), case .string(let name) = nib {
        tableCellNibs[i, default: [:]][identifier] = name
        tableCellClasses[i]?[identifier] = nil
        return .null
      }
      guard case .type(let type) = evaluate(first.value) else { return nil }
      tableCellClasses[i, default: [:]][identifier] = type
      tableCellNibs[i]?[identifier] = nil
      return .null
    case "dequeueReusableCell", "dequeueReusableCellWithIdentifier":
      guard
        let id = (argument(arguments, "withIdentifier") ?? argument(arguments, "dequeueReusableCellWithIdentifier"))
          .map({ evaluate($0) }),
        case .string(let identifier) = id
      else { return nil }
      if let nib = tableCellNibs[i]?[identifier] {
        // The xib's first top-level view is the cell (UIKit: "must contain exactly one top-level
        // UITableViewCell"); a xib not read gives a plain cell, said by `loadNib`.
        if case .array(let tops)? = loadNib(named: nib, owner: .null), let cell = tops.first { return cell }
        return newView([], kind: "UITableViewCell")
      }
      if tableCellClasses[i]?[identifier] == nil, let cell = interfaceCell(i, identifier) { return cell }
      guard let type = tableCellClasses[i]?[identifier] else {
        // Without `for:` UIKit returns nil for an identifier nothing registered (the code then
        // makes its own cell).
        return (argument(arguments, "for") ?? argument(arguments, "forIndexPath")) == nil
          ? .null : newView([], kind: "UITableViewCell")
      }
      return evaluate(
        .call(
          .name(type),
          [
            .init(label: "style", value: .member(.name("UITableViewCell.CellStyle"), "default")),
            .init(label: "reuseIdentifier", value: .string(identifier)),
          ]))
    case "cellForRow", "cellForRowAtIndexPath":
      guard let path = arguments.first else { return nil }
      return listCell(i, at: evaluate(path.value))
    case "reloadData":
      // The rows are asked for again at the next layout (made once here: a reload in code run
      // later is said, not shown).
      if tablesShown.contains(i) {
        noteOnce("reloadData() on a table already showing its rows: its new cells are not shown")
      }
      return .null
    default:
      return tableUpdateCall(i, method, arguments)
    }
  }

  /// Makes the rows of each table view in the window that has a data source and has not shown
  /// them yet; true when a table made some (their constraints then need a layout pass).
  mutating func loadTableRows() -> Bool {
    var made = false
    for i in tablesWithSource.sorted() where !tablesShown.contains(i) {
      // A table made a controller's view (`view = tableView`) fills the screen.
      if controllerViews.contains(i), layers[i].parent == nil, case .rect(_, _, 0, 0) = layers[i].property("bounds") {
        layers[i].setProperty("bounds", .rect(0, 0, 390, 844))
        layers[i].setProperty("position", .point(195, 422))
        noteOnce("a view controller's view fills the screen: assumed an iPhone's, 390 × 844")
      }
      guard case .object(let source)? = layers[i].viewValues["dataSource"], isInWindow(i),
        case .rect(_, _, let width, let height)? = layers[i].properties.first(where: { $0.key == "bounds" })?.value,
        height > 0
      else { continue }
      tablesShown.insert(i)
      let table = RuntimeValue.layer(i)
      let sourceType = objects[source].type
      guard let cellFor = tableMethod(sourceType, "cellForRowAt", "tableView:cellForRowAtIndexPath:") else { continue }
      let delegate: Int? = if case .object(let d)? = layers[i].viewValues["delegate"] { d } else { nil }
      let sections = tableMethod(sourceType, "numberOfSections", "numberOfSectionsInTableView:").flatMap {
        invokeMethod($0, on: .object(source), type: sourceType, arguments: [table]).number
      }
      let rowsIn = tableMethod(sourceType, "numberOfRowsInSection", "tableView:numberOfRowsInSection:")
      // A table bounces vertically, so it always scrolls: it rests below the safe area's top.
      let top = automaticInset(i, scrolls: true, vertical: true)
      var y = 0.0
      var shown = 0
      var total = 0
      for section in 0..<Int(min(max(sections ?? 1, 0), 100)) {
        let rows = rowsIn.flatMap {
          invokeMethod($0, on: .object(source), type: sourceType, arguments: [table, .number(Double(section))]).number
        }
        for row in 0..<Int(min(max(rows ?? 0, 0), Double(Limits.iterations))) {
          total += 1
          guard y < height - top, !halted else { continue }
          let path = Self.indexPath(row: Double(row), section: Double(section))
          let cell = invokeMethod(cellFor, on: .object(source), type: sourceType, arguments: [table, path])
          guard let c = queriedLayer(cell) else { continue }
          let rowHeight = self.rowHeight(i, delegate, path, cell: c)
          if layers[c].id.isEmpty { layers[c].helperName = "cell" }
          attach(c, to: i, site, name: "cell")
          setLayer(c, "frame", .rect(0, y, width, rowHeight), site)
          fillContentViews(of: c)
          listCells[i, default: []].append(([section, row], c))
          if let d = delegate,
            let willDisplay = tableMethod(
              objects[d].type, "willDisplay", "tableView:willDisplayCell:forRowAtIndexPath:")
          {
            _ = invokeMethod(willDisplay, on: .object(d), type: objects[d].type, arguments: [table, cell, path])
          }
          y += rowHeight
          shown += 1
          made = true
        }
      }
      noteOnce(
        "a table view's rows: UIKit makes the cells it shows, \(shown) of \(total) here (the table is \(shortestText(height)) pt tall)"
      )
    }
    return made
  }

  /// Row `path`'s height in table `i`: the delegate's `tableView(_:heightForRowAt:)`, else the
  /// table's `rowHeight` (UIKit's automatic dimension, −1, taken as the default), else the height
  /// its cell (layer `cell`) has in its xib or storyboard, else 44 pt.
  mutating func rowHeight(_ i: Int, _ delegate: Int?, _ path: RuntimeValue, cell: Int? = nil) -> Double {
    if let d = delegate, let f = tableMethod(objects[d].type, "heightForRowAt", "tableView:heightForRowAtIndexPath:"),
      let h = invokeMethod(f, on: .object(d), type: objects[d].type, arguments: [.layer(i), path]).number, h >= 0
    {
      return h
    }
    if let h = layers[i].viewValues["rowHeight"]?.number, h >= 0 { return h }
    if let c = cell, let h = layers[c].designedHeight {
      noteOnce(
        "a table view's rows are as tall as their cells in Interface Builder's file (\(shortestText(h)) pt; self-sizing cells are not measured)"
      )
      return h
    }
    noteOnce(
      "a table view's rows are \(Int(Self.defaultRowHeight)) pt tall (UIKit's default; self-sizing cells are not measured)"
    )
    return Self.defaultRowHeight
  }

  /// The data source's or delegate's method of `type` whose second label is `label`
  /// (`tableView(_:cellForRowAt:)`), or the Objective-C selector; `numberOfSections(in:)` by name.
  func tableMethod(_ type: String, _ label: String, _ selector: String) -> CodeFunction? {
    if label == "numberOfSections" {
      return methods("numberOfSections", in: type, isStatic: false).first
        ?? methods(selector, in: type, isStatic: false).first
    }
    return methods("tableView", in: type, isStatic: false).first {
      $0.parameters.count >= 2 && $0.parameters[1].label == label
    } ?? methods(selector, in: type, isStatic: false).first
  }

  /// The `nibName:` of a `UINib(nibName:bundle:)` (or `[UINib nibWithNibName:bundle:]`)
  /// expression; nil for another.
  static func nibName(_ e: CodeExpression) -> CodeExpression? {
    switch e {
    case .call(let callee, let args) where callee.text.hasSuffix("UINib"):
      return args.first { $0.label == "nibName" }?.value
    case .message(.name("UINib"), let parts) where parts.first?.0 == "nibWithNibName":
      return parts.first?.1
    default: return nil
    }
  }
}
