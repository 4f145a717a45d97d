/// A value kept in one heap object that copies share until one of them changes (copy on write).
/// `Animation` and `Layer` keep their properties in one: walking an array of them then copies a
/// reference, where a copy of the value was a few hundred bytes and several retains. Equal when
/// the copies share the object, else when the values are equal.
struct Shared<Value: Hashable & Sendable>: Hashable, Sendable {
  private final class Box: @unchecked Sendable {
    // Written only through `value`'s `_modify`, once this copy holds the only reference: no other
    // access can overlap, so there is nothing to check.
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
  }
  private var box: Box

  init(_ value: Value) { box = Box(value) }

  /// Read through a plain getter (inlined, `storage.value.id` loads one field; a `_read`
  /// coroutine cost 3 % more a frame); changed in place once the box is this copy's own (appending
  /// to an array field does not copy the array).
  var value: Value {
    get { box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  static func == (lhs: Shared, rhs: Shared) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }

  func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
