/// The stored properties in which two values differ, as paths (`results`, `screens[1].alert`),
/// found by walking both with `Mirror` down to the first properties that read differently.
func differingPaths(_ first: Any, _ second: Any) -> [String] {
  differingPaths(first, second, at: "")
}

private func differingPaths(_ first: Any, _ second: Any, at path: String) -> [String] {
  let firstMirror = Mirror(reflecting: first)
  let secondMirror = Mirror(reflecting: second)
  let firstChildren = Array(firstMirror.children)
  let secondChildren = Array(secondMirror.children)
  let isSameShape =
    !firstChildren.isEmpty && firstMirror.displayStyle == secondMirror.displayStyle
    && firstChildren.map(\.label) == secondChildren.map(\.label)
    && firstMirror.displayStyle != .enum  // an enum's case is a value, not a property
  guard isSameShape else {
    let isSame = String(reflecting: first) == String(reflecting: second)
    return isSame ? [] : [path.isEmpty ? "the whole value" : path]
  }
  var paths: [String] = []
  for (offset, (firstChild, secondChild)) in zip(firstChildren, secondChildren).enumerated() {
    let childPath: String
    switch firstMirror.displayStyle {
    case .optional: childPath = path
    case .collection, .set, .dictionary: childPath = "\(path)[\(offset)]"
    default:
      let label = firstChild.label ?? ".\(offset)"
      childPath = path.isEmpty || label.hasPrefix(".") ? path + label : "\(path).\(label)"
    }
    paths += differingPaths(firstChild.value, secondChild.value, at: childPath)
  }
  return paths
}
