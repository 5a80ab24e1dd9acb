// A conformance test drives screens with the same deterministic tools the kit's own tests use.
@_exported import MVVMTestSupport
