/// Foundation's dictionaries (and map tables) in Objective-C: `[NSMutableDictionary dictionaryWithDictionary:d]`,
/// `dictionaryWithObjectsAndKeys:` (values then keys, up to the nil), and the messages code sends
/// them: lookups, `count`, `setObject:forKey:`, `removeObjectForKey:`, `addEntriesFromDictionary:`
/// (later keys win), `allKeys`, `allValues`, copies. A dictionary is a value here: a change is
/// the dictionary set again where the receiver is held.
extension CodeInterpreter {
  /// `+[NSDictionary …]` and `+[NSMutableDictionary …]`; nil for another class or selector.
  mutating func dictionaryClassMessage(_ type: String, _ selector: String, _ args: [CodeExpression]) -> RuntimeValue? {
    // An `NSMapTable` (`weakToStrongObjectsMapTable`) is a dictionary keyed by objects here:
    // nothing is released while the code runs.
    if type == "NSMapTable", selector.hasSuffix("MapTable") || selector.hasPrefix("mapTableWith") || selector == "new" {
      return .dictionary([], [])
    }
    guard type == "NSDictionary" || type == "NSMutableDictionary" else { return nil }
    switch selector {
    case "dictionary", "new", "dictionaryWithCapacity:": return .dictionary([], [])
    case "dictionaryWithDictionary:":
      if case .dictionary(let keys, let values) = evaluate(args[0]) { return .dictionary(keys, values) }
      return .dictionary([], [])
    case "dictionaryWithObject:forKey:": return .dictionary([evaluate(args[1])], [evaluate(args[0])])
    case "dictionaryWithObjectsAndKeys:":
      // The reader gathers the variadic list into one array; the nil that ends it is dropped.
      let items: [RuntimeValue]
      if case .array(let list) = args[0] {
        items = list.map { evaluate($0) }
      } else {
        items = args.map { evaluate($0) }
      }
      var (keys, values): ([RuntimeValue], [RuntimeValue]) = ([], [])
      var i = 0
      while i + 1 < items.count {
        if case .null = items[i] { break }
        merge(&keys, &values, items[i + 1], items[i])
        i += 2
      }
      return .dictionary(keys, values)
    default: return nil
    }
  }

  /// A message to a dictionary value held at `receiver`; nil for a selector not modelled.
  mutating func dictionaryMessage(
    _ keys: [RuntimeValue], _ values: [RuntimeValue], _ selector: String, _ args: [CodeExpression],
    receiver: CodeExpression
  ) -> RuntimeValue? {
    var (keys, values) = (keys, values)
    switch selector {
    case "count": return .number(Double(keys.count))
    case "objectForKey:", "valueForKey:", "objectForKeyedSubscript:":
      let key = evaluate(args[0])
      return keys.firstIndex { same($0, key) }.map { values[$0] } ?? .null
    case "allKeys": return .array(keys)
    case "allValues": return .array(values)
    case "copy", "mutableCopy": return .dictionary(keys, values)
    case "setObject:forKey:", "setValue:forKey:", "setObject:forKeyedSubscript:":
      merge(&keys, &values, evaluate(args[1]), evaluate(args[0]))
    case "removeObjectForKey:":
      let key = evaluate(args[0])
      if let i = keys.firstIndex(where: { same($0, key) }) {
        keys.remove(at: i)
        values.remove(at: i)
      }
    case "removeAllObjects": (keys, values) = ([], [])
    case "addEntriesFromDictionary:":
      guard case .dictionary(let more, let moreValues) = evaluate(args[0]) else { return .null }
      for (key, value) in zip(more, moreValues) { merge(&keys, &values, key, value) }
    case "enumerateKeysAndObjectsUsingBlock:":
      return enumerationMessage(.dictionary(keys, values), selector, args, site)
    default: return nil
    }
    assign(receiver, .dictionary(keys, values), site)
    return .null
  }

  /// `key` set to `value`: replaced where it is, else added last.
  func merge(_ keys: inout [RuntimeValue], _ values: inout [RuntimeValue], _ key: RuntimeValue, _ value: RuntimeValue) {
    if let i = keys.firstIndex(where: { same($0, key) }) {
      values[i] = value
    } else {
      keys.append(key)
      values.append(value)
    }
  }

  /// A Swift dictionary's methods: `forEach { key, value in … }` (`$0`, `$1`), `map`, `filter`
  /// over its pairs, `removeValue(forKey:)` and `removeAll()` (the dictionary set again where
  /// `receiver` holds it); nil for another method.
  mutating func dictionaryCall(
    _ keys: [RuntimeValue], _ values: [RuntimeValue], _ name: String, _ arguments: [CodeExpression.Argument],
    receiver: CodeExpression
  ) -> RuntimeValue? {
    switch name {
    case "removeValue":
      guard let key = arguments.first.map({ evaluate($0.value) }) else { return nil }
      var (keys, values) = (keys, values)
      guard let i = keys.firstIndex(where: { same($0, key) }) else { return .null }
      keys.remove(at: i)
      let removed = values.remove(at: i)
      assign(receiver, .dictionary(keys, values), site)
      return removed
    case "removeAll":
      assign(receiver, .dictionary([], []), site)
      return .null
    default:
      let pairs = zip(keys, values).map { RuntimeValue.tuple([$0, $1], labels: ["key", "value"]) }
      return collectionCall(pairs, name, arguments, receiver: receiver)
    }
  }
}
