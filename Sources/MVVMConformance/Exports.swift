// A conformance test drives screens with the same deterministic tools the kit's own tests use,
// and checks parity with the same runner: `checkParity` and the kit's screen descriptions.
@_exported import BindingParity
@_exported import MVVMTestSupport
