/// How one row is timed: warm up, calibrate a sample to the target duration, then take one
/// sample per round, each a loop of the same number of events between two clock readings.
@MainActor
final class Sampler {
  let workload: Workload
  private(set) var eventsPerSample = 1
  private(set) var wallSamples: [Double] = []
  private(set) var cpuSamples: [Double] = []
  /// How many events the workload has run, timed or not: event numbers `0..<eventsRun`.
  private(set) var eventsRun = 0

  init(workload: Workload) {
    self.workload = workload
  }

  /// Runs events for about `duration`, so caches, lazy state and the allocator settle, then picks
  /// how many events make a sample last about `targetSample`.
  func prepare(warmUp duration: Duration, targetSample: Duration) async {
    let clock = ContinuousClock()
    let warmUpEnd = clock.now + duration
    repeat { _ = await runEvents(eventsPerSample) } while clock.now < warmUpEnd
    var events = 1
    while true {
      let (elapsed, _) = await runEvents(events)
      if elapsed >= nanoseconds(targetSample) / 4 || events >= 1 << 24 {
        let perEvent = max(elapsed / Double(events), 1)
        eventsPerSample = max(1, Int(nanoseconds(targetSample) / perEvent))
        return
      }
      events *= 2
    }
  }

  /// Takes one sample: nanoseconds per event, wall and CPU.
  func sample() async {
    let (wall, cpu) = await runEvents(eventsPerSample)
    wallSamples.append(wall / Double(eventsPerSample))
    cpuSamples.append(cpu / Double(eventsPerSample))
  }

  /// Runs `count` events and returns their wall and CPU nanoseconds.
  func runEvents(_ count: Int) async -> (wall: Double, cpu: Double) {
    let first = eventsRun
    eventsRun += count
    let clock = ContinuousClock()
    let cpuStart = processCPUTimeNanoseconds()
    let start = clock.now
    for index in first..<(first + count) {
      await workload.event(index)
    }
    let wall = nanoseconds(clock.now - start)
    return (wall, processCPUTimeNanoseconds() - cpuStart)
  }
}
