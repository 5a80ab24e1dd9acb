import ClosureBinding
import XCTest

/// The closure strategy's observable property: the same delivery rules as the stream library.
final class ObservablePropertyTests: XCTestCase {
  @MainActor
  func testASendFromInsideAnObserverWaitsAndEveryObserverEndsOnTheLatest() async {
    let property = ObservableProperty("a")
    var shown: [String] = []
    let correcting = property.observe { text in if text == "b" { property.send("B") } }
    let label = property.observe { shown.append($0) }
    property.send("b")
    XCTAssertEqual(property.value, "B")
    // Delivered at once, depth-first, the label would see "a", "B", "b" and end stale.
    XCTAssertEqual(shown, ["a", "b", "B"])
    withExtendedLifetime((correcting, label)) {}
  }

  @MainActor
  func testAnObservationEndedDuringADeliveryHearsNothingMore() async {
    let property = ObservableProperty(0)
    var heard: [Int] = []
    var second: ObservationToken?
    let first = property.observe { if $0 == 1 { second?.invalidate() } }
    second = property.observe { heard.append($0) }
    property.send(1)
    XCTAssertEqual(heard, [0], "ended by the first observer, before its turn")
    withExtendedLifetime(first) {}
  }

  @MainActor
  func testAnObserverAddedDuringADeliveryGetsTheCurrentValueOnce() async {
    let property = ObservableProperty(0)
    var late: [Int] = []
    var lateToken: ObservationToken?
    let first = property.observe { value in
      guard value == 1 else { return }
      property.send(2)
      lateToken = property.observe { late.append($0) }
      property.send(3)
    }
    property.send(1)
    XCTAssertEqual(late, [2, 3], "its first value, then only what was sent after it")
    withExtendedLifetime((first, lateToken)) {}
  }

  @MainActor
  func testASendFromInsideTheFirstCallWaitsForIt() async {
    let property = ObservableProperty("b")
    var shown = ""
    let token = property.observe { text in
      if text == "b" { property.send("B") }
      shown = text
    }
    XCTAssertEqual(shown, "B", "the observer must end on the latest value")
    withExtendedLifetime(token) {}
  }
}
