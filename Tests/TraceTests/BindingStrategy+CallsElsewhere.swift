import MVVMBindingKit

extension BindingStrategy {
  /// `direct`, its sign-up screens calling a service of their own: the service a trace or a
  /// script holds never hears their checks, as with a binding that skips a call it owes.
  static let callsElsewhere = BindingStrategy(
    id: "calls-elsewhere", title: "Calls elsewhere", summary: "direct, another service",
    makeScreens: { count, model, service in
      BindingStrategy.direct.makeScreens(count: count, model: model, service: service)
    },
    makeSignupScreens: { count, model, _, clock in
      BindingStrategy.direct.makeSignupScreens(
        count: count, model: model, service: InMemorySignupService(takenUsernames: []),
        clock: clock)
    })
}
