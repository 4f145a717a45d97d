/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` (Objective-C:
/// `constraintsWithVisualFormat:options:metrics:views:`): the constraints a Visual Format line
/// makes (VisualFormat.swift), inactive until the code adds or activates them, as UIKit returns
/// them.
extension CodeInterpreter {
  /// The call's four values in order (format, options, metrics, views): an array of new
  /// constraints; nil when the format is not a string known here. A line UIKit would reject
  /// (it raises) makes none, said with the reason.
  mutating func visualFormatConstraints(_ values: [CodeExpression]) -> RuntimeValue? {
    guard values.count == 4, case .string(let format) = evaluate(values[0]) else { return nil }
    var metrics: [String: Double] = [:]
    if case .dictionary(let keys, let numbers) = evaluate(values[2]) {
      for case (.string(let key), let number) in zip(keys, numbers) { metrics[key] = number.number }
    }
    let views = visualFormatViews(values[3])
    let made: [VisualFormat.Constraint]
    do {
      made = try VisualFormat.constraints(
        format, metrics: metrics, aligned: VisualFormat.alignments(inOptions: values[1].text))
    } catch {
      note("the visual format \"\(format)\" cannot be read: \(error.reason); UIKit raises here: no constraints made")
      return .array([])
    }
    // `|` is the superview of the line's views (UIKit requires them to share one).
    let superview = views.values.sorted().compactMap { layers[$0].parent }.first
    var out: [RuntimeValue] = []
    for c in made {
      guard let first = visualFormatItem(c.first, views, superview) else { continue }
      var constraint = LayoutConstraint(first: first, site: site)
      if let second = c.second {
        guard let item = visualFormatItem(second, views, superview) else { continue }
        constraint.second = item
      }
      constraint.constant = c.constant
      constraint.relation = c.relation
      constraint.priority = c.priority
      constraints.append(constraint)
      out.append(.constraint(constraints.count - 1))
    }
    return .array(out)
  }

  /// The `views` dictionary's layers by name: a dictionary the code wrote (`["bar": bar]`,
  /// `@{@"bar": bar}`), or `NSDictionaryOfVariableBindings(bar, _label)` (each name as written).
  mutating func visualFormatViews(_ e: CodeExpression) -> [String: Int] {
    var views: [String: Int] = [:]
    if case .call(.name("NSDictionaryOfVariableBindings"), let arguments) = e {
      for argument in arguments {
        if let layer = viewLayer(argument.value) { views[argument.value.text] = layer }
      }
      return views
    }
    guard case .dictionary(let keys, let values) = evaluate(e) else { return views }
    for case (.string(let key), let value) in zip(keys, values) {
      switch value {
      case .layer(let i): views[key] = i
      case .object(let o): views[key] = objects[o].layer
      default: break
      }
    }
    return views
  }

  /// The layout item an edge of the line names; nil (said) for a view not in the dictionary or
  /// a superview the views do not have.
  mutating func visualFormatItem(
    _ edge: VisualFormat.Edge, _ views: [String: Int], _ superview: Int?
  )
    -> LayoutConstraint.Item?
  {
    guard let name = edge.view else {
      guard let superview else {
        note("a visual format's `|` needs its views in a superview first: that constraint is left out")
        return nil
      }
      return .init(layer: superview, attribute: edge.attribute)
    }
    guard let layer = views[name] else {
      note("view \(name) is not in the visual format's views dictionary: its constraints are left out")
      return nil
    }
    return .init(layer: layer, attribute: edge.attribute)
  }
}
