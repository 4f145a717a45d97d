import MediaTiming

/// A collection view's items as UIKit makes them with a `UICollectionViewFlowLayout`: when the
/// view is first laid out in the window it asks its `dataSource` for its sections and items and
/// for the cell of each item it shows (`collectionView(_:cellForItemAt:)`), places the cells as the
/// flow layout does, then runs its delegate's `collectionView(_:willDisplay:forItemAt:)` for each
/// (where apps start a cell's animation, often delayed by its index). Items outside the view's
/// bounds are not made. Sizes, insets and spacings come from the layout (`itemSize`,
/// `sectionInset`, `minimumLineSpacing`, `minimumInteritemSpacing`, `scrollDirection`; UIKit's
/// defaults 50 × 50, none, 10 and 10) or from the delegate's `collectionView(_:layout:…)`
/// methods, which take precedence.
///
/// Placement (`flowFrames`): items fill a line across the scrolling direction while they fit with
/// at least the inter-item spacing between them; a line's items are spread so the first touches
/// the section inset's start and the last its end (UIKit's full justification), a line of one
/// item centres it, and items are centred across the line's thickness. Lines follow one another
/// the line spacing apart, sections their insets apart [INFERENCE: UIKit documents the spacings
/// as minimums; the justification is what flow layouts show on devices, the reason apps subclass
/// them to align left].
extension CodeInterpreter {
  /// A flow layout's values (points).
  struct FlowLayout {
    var itemSize = (w: 50.0, h: 50.0)
    var inset: EdgeInsets = (0, 0, 0, 0)
    var lineSpacing = 10.0
    var interitemSpacing = 10.0
    var vertical = true
  }

  /// `UICollectionViewFlowLayout()`: an object whose properties the code sets.
  static let flowLayoutClass = "UICollectionViewFlowLayout"

  /// The frames of the items of one section laid out by a flow layout in a view `across` points
  /// wide (tall when scrolling sideways), starting `start` points along the scrolling direction;
  /// returns them (x, y, width, height) and where the section ends.
  static func flowFrames(
    sizes: [(w: Double, h: Double)], layout: FlowLayout, across: Double, start: Double
  ) -> (frames: [WindowFrame], end: Double) {
    // Work along (the scrolling direction) and across it; turned back at the end.
    let inset = layout.inset
    let (before, after, lead, trail) =
      layout.vertical
      ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
    let room = across - lead - trail
    var frames: [WindowFrame] = []
    var along = start + before
    var index = 0
    var firstLine = true
    while index < sizes.count {
      // The items of this line: as many as fit with the minimum spacing (at least one).
      var line: [(w: Double, h: Double)] = []
      var used = 0.0
      while index + line.count < sizes.count {
        let s = sizes[index + line.count]
        let a = layout.vertical ? s.w : s.h
        let needed = used + (line.isEmpty ? 0 : layout.interitemSpacing) + a
        if !line.isEmpty && needed > room + 1e-9 { break }
        line.append(s)
        used = needed
      }
      if !firstLine { along += layout.lineSpacing }
      firstLine = false
      let thickness = line.map { layout.vertical ? $0.h : $0.w }.max() ?? 0
      let sum = line.map { layout.vertical ? $0.w : $0.h }.reduce(0, +)
      let gap = line.count > 1 ? (room - sum) / Double(line.count - 1) : 0
      var position = lead + (line.count == 1 ? (room - sum) / 2 : 0)
      for s in line {
        let (a, t) = layout.vertical ? (s.w, s.h) : (s.h, s.w)
        let offset = along + (thickness - t) / 2
        frames.append(layout.vertical ? (position, offset, a, t) : (offset, position, t, a))
        position += a + gap
      }
      along += thickness
      index += line.count
    }
    return (frames, along + after)
  }

  /// `collectionView.dataSource = self`, `.delegate`, `.collectionViewLayout` kept on collection
  /// view layer `i`; false for another name or view.
  mutating func setCollectionValue(_ i: Int, _ name: String, _ value: RuntimeValue) -> Bool {
    guard layers[i].systemKind == "UICollectionView",
      ["dataSource", "delegate", "collectionViewLayout", "contentInsetAdjustmentBehavior"].contains(name)
    else { return false }
    layers[i].viewValues[name] = value
    if name == "dataSource" { collectionsWithSource.insert(i) }
    return true
  }

  /// The methods `collectionCall` answers.
  static let collectionMethods: Set<String> = [
    "register", "registerClass", "dequeueReusableCell", "dequeueReusableCellWithReuseIdentifier", "reloadData",
    "cellForItem", "cellForItemAtIndexPath",
  ]

  /// `visibleCells` of a table or collection view layer `i`: the cells it made, in index path
  /// order; nil for another view.
  func visibleCells(_ i: Int) -> RuntimeValue? {
    guard ["UITableView", "UICollectionView"].contains(layers[i].systemKind ?? "") else { return nil }
    let cells = (listCells[i] ?? []).sorted { $0.path.lexicographicallyPrecedes($1.path) }
    return .array(cells.map { layerValue($0.cell) })
  }

  /// `cellForItem(at:)`, `cellForRow(at:)`: the cell made for the index path, nil when it is not
  /// shown (UIKit returns nil for an item off screen).
  func listCell(_ i: Int, at path: RuntimeValue) -> RuntimeValue {
    guard case .tuple(let parts, _) = path, parts.count >= 2, let row = parts[0].number, let section = parts[1].number,
      let found = listCells[i]?.first(where: { $0.path == [Int(section), Int(row)] })
    else { return .null }
    return layerValue(found.cell)
  }

  /// The calls on collection view layer `i` that make its items: `register(_:forCellWithReuseIdentifier:)`,
  /// `dequeueReusableCell(withReuseIdentifier:for:)`, `reloadData()`; nil for another call.
  mutating func collectionCall(_ i: Int, _ method: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    switch method {
    case "register", "registerClass":
      guard let id = argument(arguments, "forCellWithReuseIdentifier").map({ evaluate($0) }),
        case .string(let identifier) = id, let first = arguments.first,
        case .type(let type) = evaluate(first.value)
      else { return nil }
      tableCellClasses[i, default: [:]][identifier] = type
      return .null
    case "dequeueReusableCell", "dequeueReusableCellWithReuseIdentifier":
      guard
        let id =
          (argument(arguments, "withReuseIdentifier") ?? argument(arguments, "dequeueReusableCellWithReuseIdentifier"))
          .map({ evaluate($0) }),
        case .string(let identifier) = id
      else { return nil }
      if tableCellClasses[i]?[identifier] == nil, let cell = interfaceCell(i, identifier) { return cell }
      guard let type = tableCellClasses[i]?[identifier], type != "UICollectionViewCell" else {
        return newView([], kind: "UICollectionViewCell")
      }
      return evaluate(.call(.name(type), [.init(label: "frame", value: .member(.name("CGRect"), "zero"))]))
    case "cellForItem", "cellForItemAtIndexPath":
      guard let path = arguments.first else { return nil }
      return listCell(i, at: evaluate(path.value))
    case "reloadData":
      if collectionsShown.contains(i) {
        noteOnce("reloadData() on a collection view already showing its items: its new cells are not shown")
      }
      return .null
    default:
      return nil
    }
  }

  /// Makes the items of each collection view in the window that has a data source and has not
  /// shown them yet; true when one made some.
  mutating func loadCollectionItems() -> Bool {
    var made = false
    for i in collectionsWithSource.sorted() where !collectionsShown.contains(i) {
      // A collection view controller's view not sized by the code fills the screen.
      if controllerViews.contains(i), layers[i].parent == nil,
        !layers[i].properties.contains(where: { $0.key == "bounds" })
      {
        layers[i].setProperty("bounds", .rect(0, 0, screen.w, screen.h))
        layers[i].setProperty("position", .point(screen.w / 2, screen.h / 2))
        noteOnce(
          "a view controller's view fills the screen: assumed an iPhone's, \(shortestText(screen.w)) × \(shortestText(screen.h))"
        )
      }
      guard case .object(let source)? = layers[i].viewValues["dataSource"], isInWindow(i),
        case .rect(_, _, let width, let height)? = layers[i].properties.first(where: { $0.key == "bounds" })?.value,
        width > 0, height > 0
      else { continue }
      collectionsShown.insert(i)
      let view = RuntimeValue.layer(i)
      let sourceType = objects[source].type
      guard let cellFor = collectionMethod(sourceType, "cellForItemAt", "collectionView:cellForItemAtIndexPath:")
      else { continue }
      let delegate: Int? = if case .object(let d)? = layers[i].viewValues["delegate"] { d } else { nil }
      var layout = flowLayout(of: i)
      let sections = collectionMethod(sourceType, "numberOfSections", "numberOfSectionsInCollectionView:").flatMap {
        invokeMethod($0, on: .object(source), type: sourceType, arguments: [view]).number
      }
      let itemsIn = collectionMethod(sourceType, "numberOfItemsInSection", "collectionView:numberOfItemsInSection:")
      var along = 0.0
      var shown = 0
      var total = 0
      var sectionFrames: [[WindowFrame]] = []
      for section in 0..<Int(min(max(sections ?? 1, 0), 100)) {
        let count = itemsIn.flatMap {
          invokeMethod($0, on: .object(source), type: sourceType, arguments: [view, .number(Double(section))]).number
        }
        let items = Int(min(max(count ?? 0, 0), Double(Limits.iterations)))
        total += items
        // The delegate's own inset and spacings for the section, then each item's size.
        if let d = delegate {
          let s = RuntimeValue.number(Double(section))
          // (`.zero` written without its type is UIEdgeInsets' zero.)
          if let v = flowDelegateValue(d, i, "insetForSectionAt", s),
            let inset = Self.edgeInsets(v) ?? (v.constantName == "zero" ? (0, 0, 0, 0) : nil)
          {
            layout.inset = inset
          }
          if let x = flowDelegateValue(d, i, "minimumLineSpacingForSectionAt", s)?.number { layout.lineSpacing = x }
          if let x = flowDelegateValue(d, i, "minimumInteritemSpacingForSectionAt", s)?.number {
            layout.interitemSpacing = x
          }
        }
        var sizes: [(w: Double, h: Double)] = []
        for item in 0..<items {
          let path = Self.indexPath(row: Double(item), section: Double(section))
          if let d = delegate, case .size(let w, let h)? = flowDelegateValue(d, i, "sizeForItemAt", path) {
            sizes.append((w, h))
          } else {
            sizes.append(layout.itemSize)
          }
        }
        let placed = Self.flowFrames(
          sizes: sizes, layout: layout, across: layout.vertical ? width : height, start: along)
        along = placed.end
        sectionFrames.append(placed.frames)
      }
      // At rest the view shows its content from the adjusted inset (the safe area's, when the
      // content scrolls), then makes the cells inside its bounds, as UIKit makes the visible ones.
      let top = automaticInset(i, scrolls: along > (layout.vertical ? height : width), vertical: layout.vertical)
      for (section, frames) in sectionFrames.enumerated() {
        for (item, f) in frames.enumerated() where !halted {
          let (x0, y0) = layout.vertical ? (0.0, -top) : (-top, 0.0)
          guard f.x < x0 + width, f.y < y0 + height, f.x + f.w > x0, f.y + f.h > y0 else { continue }
          let path = Self.indexPath(row: Double(item), section: Double(section))
          let cell = invokeMethod(cellFor, on: .object(source), type: sourceType, arguments: [view, path])
          guard let c = queriedLayer(cell) else { continue }
          if layers[c].id.isEmpty { layers[c].helperName = "cell" }
          attach(c, to: i, site, name: "cell")
          setLayer(c, "frame", .rect(f.x, f.y, f.w, f.h), site)
          fillContentViews(of: c)
          listCells[i, default: []].append(([section, item], c))
          if let d = delegate,
            let willDisplay = collectionMethod(
              objects[d].type, "willDisplay", "collectionView:willDisplayCell:forItemAtIndexPath:")
          {
            _ = invokeMethod(willDisplay, on: .object(d), type: objects[d].type, arguments: [view, cell, path])
          }
          shown += 1
          made = true
        }
      }
      noteOnce(
        "a collection view's items: UIKit makes the cells it shows, \(shown) of \(total) here, placed as a flow layout places them (lines justified; the view is \(shortestText(width)) × \(shortestText(height)))"
      )
    }
    return made
  }

  /// The inset UIKit's `.automatic` content inset adjustment gives scroll view `i` at its top (its
  /// left when it scrolls sideways), points, and the offset it rests at then (`contentOffset` of
  /// minus that): the safe area's inset there when its content scrolls on that axis (a table
  /// always bounces vertically, so always), none with `.never`. Said once.
  mutating func automaticInset(_ i: Int, scrolls: Bool, vertical: Bool) -> Double {
    if case .constant(let c)? = layers[i].viewValues["contentInsetAdjustmentBehavior"], c != "automatic",
      c != "scrollableAxes", c != "always"
    {
      return 0
    }
    let always = layers[i].viewValues["contentInsetAdjustmentBehavior"]?.constantName == "always"
    guard scrolls || always else { return 0 }
    let safe = safeInsets(of: i)
    let inset = vertical ? safe.top : safe.left
    guard inset > 0, scrollOffset(of: i) == (0, 0) else { return 0 }
    setLayer(i, "contentOffset", .point(vertical ? 0 : -inset, vertical ? -inset : 0), site)
    noteOnce(
      "\(layers[i].id) scrolls: UIKit adjusts its content inset for the safe area (\(shortestText(inset)) pt) and it rests there (contentInsetAdjustmentBehavior .automatic)"
    )
    return inset
  }

  /// The flow layout collection view `i` was made with, its values read (UIKit's defaults for
  /// those not set).
  func flowLayout(of i: Int) -> FlowLayout {
    var layout = FlowLayout()
    guard case .object(let o)? = layers[i].viewValues["collectionViewLayout"] else { return layout }
    let fields = objects[o].fields
    if case .size(let w, let h)? = fields["itemSize"] { layout.itemSize = (w, h) }
    if let inset = fields["sectionInset"].flatMap(Self.edgeInsets) { layout.inset = inset }
    if let x = fields["minimumLineSpacing"]?.number { layout.lineSpacing = x }
    if let x = fields["minimumInteritemSpacing"]?.number { layout.interitemSpacing = x }
    if let direction = fields["scrollDirection"], case .constant(let name) = direction {
      layout.vertical = !name.lowercased().hasSuffix("horizontal")
    }
    return layout
  }

  /// The delegate's `collectionView(_:layout:<label>:)` for `argument` (a section or an index
  /// path), if it has one.
  mutating func flowDelegateValue(_ d: Int, _ i: Int, _ label: String, _ argument: RuntimeValue) -> RuntimeValue? {
    let type = objects[d].type
    guard
      let f = methods("collectionView", in: type, isStatic: false).first(where: {
        $0.parameters.count == 3 && $0.parameters[1].label == "layout" && $0.parameters[2].label == label
      })
    else { return nil }
    let layout = layers[i].viewValues["collectionViewLayout"] ?? .null
    return invokeMethod(f, on: .object(d), type: type, arguments: [.layer(i), layout, argument])
  }

  /// The data source's or delegate's method of `type` whose second label is `label`
  /// (`collectionView(_:cellForItemAt:)`), or the Objective-C selector; `numberOfSections(in:)`
  /// by name.
  func collectionMethod(_ type: String, _ label: String, _ selector: String) -> CodeFunction? {
    if label == "numberOfSections" {
      return methods("numberOfSections", in: type, isStatic: false).first {
        $0.parameters.first?.type?.contains("Collection") ?? true
      } ?? methods(selector, in: type, isStatic: false).first
    }
    return methods("collectionView", in: type, isStatic: false).first {
      $0.parameters.count >= 2 && $0.parameters[1].label == label
    } ?? methods(selector, in: type, isStatic: false).first
  }
}

/// `UICollectionViewController` and `UITableViewController`: the controller's view is its
/// collection (table) view, the controller its data source and delegate; a collection view
/// controller's layout is the one it was made with (`init(collectionViewLayout:)`).
extension CodeInterpreter {
  /// The view class of a list controller (`UICollectionViewController` → `UICollectionView`).
  static func listControllerKind(_ controller: String?) -> String? {
    switch controller {
    case "UICollectionViewController": "UICollectionView"
    case "UITableViewController": "UITableView"
    default: nil
    }
  }

  /// Makes controller `o`'s new view layer `i` the collection or table view it is, when `o` is a
  /// list controller.
  mutating func listControllerView(_ i: Int, of o: Int) {
    guard let kind = Self.listControllerKind(systemAncestor(objects[o].type)) else { return }
    layers[i].systemKind = kind
    layers[i].viewKind = kind
    layers[i].isViewLayer = true
    if let layout = objects[o].fields["$collectionViewLayout"] { layers[i].viewValues["collectionViewLayout"] = layout }
    layers[i].viewValues["dataSource"] = .object(o)
    layers[i].viewValues["delegate"] = .object(o)
    if kind == "UICollectionView" { collectionsWithSource.insert(i) } else { tablesWithSource.insert(i) }
  }
}
