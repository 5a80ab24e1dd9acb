import MVVMBindingKit
import MVVMConformance
import Testing
import YourOwnStrategy

@Suite struct DelegateStrategyConformance {
  @Test(.serialized, arguments: ConformanceCase.all)
  func conforms(to conformanceCase: ConformanceCase) async {
    for failure in await conformanceCase.failures(of: .delegate) {
      Issue.record("\(failure)")
    }
  }
}
