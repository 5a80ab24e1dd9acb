/// One stored property in which two values differ, with both values as a person reads them.
struct PropertyDifference: Equatable {
  /// Where, as a path: `results`, `screens[1].alert`, or "the whole value".
  var path: String
  var first: String
  var second: String
}

/// The stored properties in which two values differ (`results`, `screens[1].alert`), found by
/// walking both with `Mirror` down to the first properties that differ: compared with `==` where
/// they are `Equatable` (so a redacted password that differs is still named), else as they print.
func propertyDifferences(between first: Any, and second: Any) -> [PropertyDifference] {
  differences(first, second, at: "")
}

private func differences(_ first: Any, _ second: Any, at path: String) -> [PropertyDifference] {
  let isEqual = areEqual(first, second)
  if isEqual == true { return [] }
  let firstMirror = Mirror(reflecting: first)
  let secondMirror = Mirror(reflecting: second)
  let firstChildren = Array(firstMirror.children)
  let secondChildren = Array(secondMirror.children)
  // Walk into structs, classes, tuples, arrays and optionals of one shape; an enum's case, a
  // set or a dictionary (whose order is the hash seed's) is compared as one value.
  let walks: Set<Mirror.DisplayStyle?> = [.struct, .class, .tuple, .collection, .optional, nil]
  let isSameShape =
    !firstChildren.isEmpty && walks.contains(firstMirror.displayStyle)
    && firstMirror.displayStyle == secondMirror.displayStyle
    && firstChildren.map(\.label) == secondChildren.map(\.label)
  let leaf = [
    PropertyDifference(
      path: path.isEmpty ? "the whole value" : path, first: render(first), second: render(second))
  ]
  guard isSameShape else {
    return (isEqual ?? (String(reflecting: first) == String(reflecting: second))) ? [] : leaf
  }
  var found: [PropertyDifference] = []
  for (offset, (firstChild, secondChild)) in zip(firstChildren, secondChildren).enumerated() {
    let childPath: String
    switch firstMirror.displayStyle {
    case .optional: childPath = path
    case .collection: childPath = "\(path)[\(offset)]"
    default:
      let label = firstChild.label ?? ".\(offset)"
      childPath = path.isEmpty || label.hasPrefix(".") ? path + label : "\(path).\(label)"
    }
    found += differences(firstChild.value, secondChild.value, at: childPath)
  }
  // Unequal by `==`, yet every property reads the same: name the value itself.
  return found.isEmpty && isEqual == false ? leaf : found
}

/// `first == second` when `first` is `Equatable`; nil when it is not.
private func areEqual(_ first: Any, _ second: Any) -> Bool? {
  guard let first = first as? any Equatable else { return nil }
  return first.isEqual(to: second)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}

/// A value as a report prints it: an optional unwrapped, a string in quotes, a set or a
/// dictionary in a stable order.
func render(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .optional: return mirror.children.first.map { render($0.value) } ?? "nil"
  case .set:
    return "[" + mirror.children.map { render($0.value) }.sorted().joined(separator: ", ") + "]"
  case .dictionary:
    return "[" + mirror.children.map { render($0.value) }.sorted().joined(separator: ", ") + "]"
  default:
    return value is String || value is Character
      ? String(reflecting: value) : String(describing: value)
  }
}
