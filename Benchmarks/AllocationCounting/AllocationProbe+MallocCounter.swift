import AllocationCounter
import BindingBenchmark

extension AllocationProbe {
  /// Counts every heap allocation this process makes, exactly, through the C allocation counter
  /// that linking this module puts in the binary (Linux; elsewhere the probe is unavailable).
  ///
  /// Linking this module defines `malloc`, `calloc`, `realloc`, `free`, `posix_memalign` and
  /// `aligned_alloc` for the whole binary (forwarding to glibc's own, counting only while a count
  /// is running). So link it into a benchmark's executable, and never into a test bundle or an
  /// app: under a sanitizer the counter compiles itself out and the probe is unavailable.
  public static let mallocCounter = AllocationProbe(
    isAvailable: allocation_counter_is_supported() == 1,
    start: { allocation_counter_start() },
    stop: {
      allocation_counter_stop()
      return (Int(allocation_counter_count()), Int(allocation_counter_bytes()))
    })
}
