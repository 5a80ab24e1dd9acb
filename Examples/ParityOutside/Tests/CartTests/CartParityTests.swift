import BindingParity
import Cart
import Observation
import XCTest

/// One thing a shopper does.
enum CartInput: Equatable, Sendable {
  case add(Int)
  case removeOne
  case empty

  static let generator: Generator<CartInput> = .frequency(
    (3, .int(in: 1...12).map(CartInput.add)),
    (2, .element(of: [.removeOne])),
    (1, .element(of: [.empty])))
}

/// The old cart's screen: its delegate writes what the badge shows.
@MainActor
final class DelegateCartScreen: ParityScreen, DelegateCartDelegate {
  private let cart = DelegateCart()
  private(set) var shown = CartBadge(count: 0)

  init() {
    cart.delegate = self
  }

  func cart(_ cart: DelegateCart, didShow badge: CartBadge) {
    shown = badge
  }

  func send(_ input: CartInput) async {
    switch input {
    case .add(let quantity): cart.add(quantity)
    case .removeOne: cart.removeOne()
    case .empty: cart.empty()
    }
  }

  func settle() async {}
}

/// The rewrite's screen: it renders under observation tracking, a main-actor turn after a change.
@MainActor
final class ObservableCartScreen: ParityScreen {
  private let cart: ObservableCart
  private(set) var shown = CartBadge(count: 0)

  init(largestAdd: Int? = nil) {
    cart = ObservableCart(largestAdd: largestAdd)
    observe()
  }

  private func observe() {
    shown = withObservationTracking {
      cart.badge
    } onChange: { [weak self] in
      Task { @MainActor in self?.observe() }
    }
  }

  func send(_ input: CartInput) async {
    switch input {
    case .add(let quantity): cart.add(quantity)
    case .removeOne: cart.removeOne()
    case .empty: cart.empty()
    }
  }

  /// The render was queued on the main actor when the cart changed, during `send`: one yield
  /// lets every job queued before it run, that render included.
  func settle() async {
    await Task.yield()
  }
}

final class CartParityTests: XCTestCase {
  @MainActor
  func testTheRewriteShowsWhatTheOldCartShowed() async {
    let report = await checkParity(
      reference: { DelegateCartScreen() }, candidate: { ObservableCartScreen() },
      inputs: CartInput.generator)
    XCTAssertTrue(report.holds, report.description)
  }

  @MainActor
  func testAMistakeInTheRewriteShrinksToTheInputsThatShowIt() async {
    let report = await checkParity(
      reference: { DelegateCartScreen() }, candidate: { ObservableCartScreen(largestAdd: 9) },
      inputs: CartInput.generator)
    XCTAssertEqual(report.counterexample?.inputs, [.add(10)], report.description)
    XCTAssertEqual(report.counterexample?.differingProperties, ["text"])
    print(report)
  }
}
