import HeadlessUI

/// An alert with the number of the result it shows: state cannot say "again", a number can.
public struct NumberedAlert: Equatable, Sendable {
  /// 1 for the first result, 2 for the second, …
  public let number: Int
  /// The alert to present.
  public let alert: Alert

  /// The next result's alert after `previous` (the first when there was none).
  public static func next(_ alert: Alert, after previous: NumberedAlert?) -> NumberedAlert {
    NumberedAlert(number: (previous?.number ?? 0) + 1, alert: alert)
  }
}

/// A view that presents alerts: every `ScreenView`.
@MainActor
public protocol AlertPresenting: AnyObject {
  /// Presents an alert, replacing any alert already on screen.
  func present(_ alert: Alert)
}

extension AlertPresenting {
  /// Presents `latest` unless this view has shown its number already, and records it in
  /// `shownNumber`: a result is presented once, however often its state is rendered.
  public func present(_ latest: NumberedAlert?, after shownNumber: inout Int) {
    guard let latest, latest.number > shownNumber else { return }
    shownNumber = latest.number
    present(latest.alert)
  }
}

extension ScreenView: AlertPresenting {}
