/// The observers registered with objects that cannot be asked how many they have — a
/// `NotificationCenter` — as the registering side counts them, for `ObserverCounting`.
///
/// An entry lives only while its count is above zero, and whoever registers must hold the object
/// until it removes what it registered: so an object with an entry is alive, and its identifier
/// cannot be reused by another while the entry stands. An observer counted while it lives
/// (`add(whileAlive:on:)`) must hold the object too, for the same reason.
@MainActor
package enum ObserverLedger {
  private static var counts: [ObjectIdentifier: Int] = [:]
  /// Observers counted while they live, each beside the object it observes. Dead entries are
  /// dropped as new ones come, and the array keeps its capacity: counting allocates nothing
  /// once it has grown to the most observers alive at once.
  private static var living: [LivingObserver] = []

  /// Records `delta` observers registered (or, negative, removed) with `object`.
  package static func add(_ delta: Int, on object: AnyObject) {
    let key = ObjectIdentifier(object)
    let count = counts[key, default: 0] + delta
    counts[key] = count > 0 ? count : nil
  }

  /// Counts `count` observers registered with `object` for as long as `observer` lives.
  package static func add(whileAlive observer: AnyObject, on object: AnyObject, count: Int = 1) {
    living.removeAll { $0.observer == nil }
    living.append(
      LivingObserver(object: ObjectIdentifier(object), count: count, observer: observer))
  }

  /// The observers registered with `object` and not yet removed, or not yet freed.
  package static func count(on object: AnyObject) -> Int {
    let key = ObjectIdentifier(object)
    return living.reduce(counts[key] ?? 0) { total, entry in
      total + (entry.object == key && entry.observer != nil ? entry.count : 0)
    }
  }
}

/// An observer counted while it lives, held weakly so counting keeps nothing alive.
private struct LivingObserver {
  let object: ObjectIdentifier
  let count: Int
  weak var observer: AnyObject?
}
