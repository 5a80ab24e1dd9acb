/// The observers registered with objects that cannot be asked how many they have — a
/// `NotificationCenter` — as the registering side counts them, for `ObserverCounting`.
///
/// An entry lives only while its count is above zero, and whoever registers must hold the object
/// until it removes what it registered: so an object with an entry is alive, and its identifier
/// cannot be reused by another while the entry stands.
@MainActor
package enum ObserverLedger {
  private static var counts: [ObjectIdentifier: Int] = [:]

  /// Records `delta` observers registered (or, negative, removed) with `object`.
  package static func add(_ delta: Int, on object: AnyObject) {
    let key = ObjectIdentifier(object)
    let count = counts[key, default: 0] + delta
    counts[key] = count > 0 ? count : nil
  }

  /// The observers registered with `object` and not yet removed.
  package static func count(on object: AnyObject) -> Int {
    counts[ObjectIdentifier(object)] ?? 0
  }
}
